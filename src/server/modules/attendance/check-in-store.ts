import { getTableColumns, sql } from "drizzle-orm";
import type { LocationValues } from "@/shared/contract/employee-portal";
import type { Db } from "../../db/client";
import { attendanceRecords, auditLog } from "../../db/schema";
import type { AuditEvent } from "@/shared/contract/audit";
import type { AttendanceRow } from "./records";

/** Who checked in, from where: the audit entry's actor, subject and address (audit/store.ts recordStaffAction). */
export interface CheckInAudit {
  actorAccountId: number | null;
  subject: string;
  ip: string | null;
}

export interface CheckInValues {
  employeeRecordId: number;
  date: string;
  at: Date;
  status: "Present" | "Late";
  place: LocationValues;
  offSite: boolean | null;
  distanceMetres: number | null;
}

const CHECKED_IN: AuditEvent = "attendance.checked_in";

const columns = Object.entries(getTableColumns(attendanceRecords));

/** A row as to_json gives it (column names, timestamps as ISO text) in drizzle's shape (keys, timestamps as Dates). */
function fromJson(record: Record<string, unknown>): AttendanceRow {
  const out: Record<string, unknown> = {};
  for (const [key, column] of columns) {
    const value = record[column.name];
    out[key] = value !== null && column.columnType === "PgTimestamp" ? new Date(value as string) : value;
  }
  return out as AttendanceRow;
}

/**
 * The day's check-in and its audit entry as ONE statement (a data-modifying WITH): the insert, ON CONFLICT DO
 * NOTHING on the unique (employee, date) index, and the audit row written only from what was inserted. One
 * statement is one transaction, so both land or neither, as with BEGIN/insert/insert/COMMIT, in one round trip
 * instead of four (PGlite runs each statement through its single engine one after another, and each costs about
 * a millisecond however small: under the morning rush the round trips were most of a check-in's database time).
 * Undefined when today already has a check-in (nothing written). The row comes back as one JSON text, read the
 * same way on PGlite and PostgreSQL.
 */
export async function insertCheckInAudited(db: Db, values: CheckInValues, audit: CheckInAudit): Promise<AttendanceRow | undefined> {
  const { place, at } = values;
  const result = await db.execute(sql`
    with inserted as (
      insert into ${attendanceRecords} (employee_record_id, date, check_in_at, status, location, check_in_address,
        check_in_latitude, check_in_longitude, check_in_accuracy, off_site, distance_metres)
      values (${values.employeeRecordId}, ${values.date}, ${at.toISOString()}, ${values.status}, ${place.location}, ${place.address},
        ${place.latitude}, ${place.longitude}, ${place.accuracy}, ${values.offSite}, ${values.distanceMetres})
      on conflict (employee_record_id, date) do nothing
      returning *
    ), audited as (
      insert into ${auditLog} (at, event, actor_account_id, subject, ip, details)
      select ${at.toISOString()}::timestamptz, ${CHECKED_IN}::text, ${audit.actorAccountId}::integer, ${audit.subject}::text, ${audit.ip}::text,
        jsonb_build_object('date', inserted.date, 'status', inserted.status, 'offSite', inserted.off_site)
      from inserted
    )
    select to_json(inserted)::text as row from inserted`);
  const [row] = (result as unknown as { rows: { row: string }[] }).rows;
  return row ? fromJson(JSON.parse(row.row) as Record<string, unknown>) : undefined;
}
