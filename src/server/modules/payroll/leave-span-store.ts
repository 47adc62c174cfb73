import { and, gte, inArray, lte } from "drizzle-orm";
import { setImmediate as nextTurn } from "node:timers/promises";
import type { LeaveSpan } from "@/shared/domain/leave-balance";
import type { Db } from "../../db/client";
import { leaveRequests } from "../../db/schema";
import { leaveSpanColumns } from "../leave/store";
import { IDS_PER_QUERY } from "./payslip-slices";

/**
 * The SQL of the payslips' leave blocks (payslip-leave.ts): the pending and approved leave of many people from `from`
 * to `to`, per person, a slice of ids per query with a pause between, each request clipped at `to`.
 */
export async function leaveSpansOf(db: Db, ids: readonly number[], from: string, to: string): Promise<Map<number, LeaveSpan[]>> {
  const byPerson = new Map<number, LeaveSpan[]>();
  for (let start = 0; start < ids.length; start += IDS_PER_QUERY) {
    if (start > 0) await nextTurn();
    const rows = await db
      .select({ employeeRecordId: leaveRequests.employeeRecordId, ...leaveSpanColumns })
      .from(leaveRequests)
      .where(and(inArray(leaveRequests.employeeRecordId, ids.slice(start, start + IDS_PER_QUERY)), inArray(leaveRequests.status, ["Pending", "Approved"]), lte(leaveRequests.startDate, to), gte(leaveRequests.endDate, from)));
    for (const { employeeRecordId, ...span } of rows) {
      // A request running past the date counts only its days until then.
      const clipped = span.endDate <= to ? span : { ...span, endDate: to, countedDates: span.countedDates?.filter((day) => day <= to) ?? null };
      byPerson.set(employeeRecordId, [...(byPerson.get(employeeRecordId) ?? []), clipped]);
    }
  }
  return byPerson;
}
