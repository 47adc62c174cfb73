import { inArray } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../db/client";
import { attendanceRecords, inquiries, leaveRequests } from "../db/schema";
import type { Acknowledged } from "./workload-writer";

export interface Verdict {
  acknowledged: number;
  /** One line per acknowledged write the database does not have (must be empty). */
  lost: string[];
}

/** id -> value of the rows with these ids, in slices (a long run acknowledges tens of thousands; a statement takes 65,535 parameters). */
async function byIds<T>(db: Db, table: PgTable, id: PgColumn, value: PgColumn, ids: number[]): Promise<Map<number, T>> {
  const found = new Map<number, T>();
  for (let start = 0; start < ids.length; start += 5000) {
    const rows = await db
      .select({ id, value })
      .from(table)
      .where(inArray(id, ids.slice(start, start + 5000)));
    for (const row of rows) found.set(row.id as number, row.value as T);
  }
  return found;
}

/** Compares what the server acknowledged with what the database holds now. */
export async function verifyAcknowledged(db: Db, ack: Acknowledged): Promise<Verdict> {
  const lost: string[] = [];
  const storedInquiries = await byIds<number>(db, inquiries, inquiries.id, inquiries.id, [...ack.inquiries]);
  for (const id of ack.inquiries) if (!storedInquiries.has(id)) lost.push(`inquiry ${id}`);

  const days = await byIds<Date | null>(db, attendanceRecords, attendanceRecords.id, attendanceRecords.checkOutAt, [...ack.checkIns]);
  for (const id of ack.checkIns) if (!days.has(id)) lost.push(`check-in ${id}`);
  for (const id of ack.checkOuts) if (days.has(id) && !days.get(id)) lost.push(`check-out of ${id}`);

  const statuses = await byIds<string>(db, leaveRequests, leaveRequests.id, leaveRequests.status, [...ack.leaves.keys()]);
  let decisions = 0;
  for (const [id, status] of ack.leaves) {
    const stored = statuses.get(id);
    if (status !== "Pending") decisions += 1;
    if (!stored) lost.push(`leave request ${id}`);
    // A decision sent but not acknowledged may have been kept: only an acknowledged one must be.
    else if (status !== "Pending" && stored !== status) lost.push(`leave decision ${id} (${status}, stored ${stored})`);
  }
  for (let n = 0; n < ack.sessionsLost; n += 1) lost.push("a session");
  const acknowledged = ack.inquiries.size + ack.checkIns.size + ack.checkOuts.size + ack.leaves.size + decisions;
  return { acknowledged, lost };
}
