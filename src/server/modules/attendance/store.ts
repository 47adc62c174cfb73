import { and, asc, desc, eq, getTableColumns, gt, gte, isNotNull, isNull, lte, or, type SQL, sql } from "drizzle-orm";
import type { LocationValues } from "@/shared/contract/employee-portal";
import { shiftDate } from "@/shared/domain/working-time";
import type { Db } from "../../db/client";
import { attendanceRecords, employees, holidays, leaveRequests } from "../../db/schema";
import type { EmployeeRow } from "../employees/records";
import type { AttendanceRow } from "./records";
import { leaveSpanColumns } from "../leave/store";

/**
 * All SQL of the attendance module: one row per person per business date (a unique index on
 * employee and date, which is what makes one check-in a day a guarantee rather than a check), and the
 * reads the attendance grid (grid.ts) is built from.
 */

const ofDay = (employeeRecordId: number, date: string) =>
  and(eq(attendanceRecords.employeeRecordId, employeeRecordId), eq(attendanceRecords.date, date));

export async function findDay(db: Db, employeeRecordId: number, date: string): Promise<AttendanceRow | undefined> {
  const [row] = await db.select().from(attendanceRecords).where(ofDay(employeeRecordId, date)).limit(1);
  return row;
}

/** Sets the day's check-out once: undefined when there is no open check-in for the day. */
export async function setCheckOut(
  db: Db,
  { employeeRecordId, date, at, place }: { employeeRecordId: number; date: string; at: Date; place: LocationValues },
): Promise<AttendanceRow | undefined> {
  const [row] = await db
    .update(attendanceRecords)
    .set({
      checkOutAt: at,
      checkOutAddress: place.address,
      checkOutLatitude: place.latitude,
      checkOutLongitude: place.longitude,
      checkOutAccuracy: place.accuracy,
    })
    .where(and(ofDay(employeeRecordId, date), isNull(attendanceRecords.checkOutAt)))
    .returning();
  return row;
}

/** One person's records between two business dates (inclusive), newest first. */
export async function listDays(db: Db, employeeRecordId: number, from: string, to: string): Promise<AttendanceRow[]> {
  return db
    .select()
    .from(attendanceRecords)
    .where(
      and(eq(attendanceRecords.employeeRecordId, employeeRecordId), gte(attendanceRecords.date, from), lte(attendanceRecords.date, to)),
    )
    .orderBy(desc(attendanceRecords.date));
}

/** The fields an HR correction sets (correction.ts). */
export interface CorrectedTimes {
  checkInAt: Date;
  checkOutAt: Date | null;
  status: "Present" | "Late";
  correctedByAccountId: number;
  correctedAt: Date;
  correctionReason: string;
}

/** The day's row held (FOR UPDATE) until the caller's transaction ends; undefined when there is none. */
export async function lockDay(tx: Db, employeeRecordId: number, date: string): Promise<AttendanceRow | undefined> {
  const [row] = await tx.select().from(attendanceRecords).where(ofDay(employeeRecordId, date)).for("update").limit(1);
  return row;
}

/** Writes a corrected day: a new row (no check-in place) or the existing one's times, keeping its check-in place. */
export async function upsertCorrectedDay(
  tx: Db,
  employeeRecordId: number,
  date: string,
  corrected: CorrectedTimes,
): Promise<AttendanceRow> {
  const [row] = await tx
    .insert(attendanceRecords)
    .values({ employeeRecordId, date, checkInAddress: "", ...corrected })
    .onConflictDoUpdate({ target: [attendanceRecords.employeeRecordId, attendanceRecords.date], set: corrected })
    .returning();
  return row!;
}

const recordColumns = Object.entries(getTableColumns(attendanceRecords));

/**
 * The range's records with the name of whoever corrected each, as one JSON value: a month of a large company is
 * tens of thousands of rows, and PGlite decodes one JSON text many times faster than as many rows of twenty
 * columns (2,000 people, one month: about 2.5x, scripts/bench/scale.ts). The rows are the same as a select's:
 * columns by their drizzle names, timestamps as Dates.
 */
async function recordsAsJson(db: Db, from: string, to: string): Promise<{ record: AttendanceRow; correctedBy: string | null }[]> {
  const result = await db.execute(sql`
    select coalesce(json_agg(json_build_object('record', a, 'correctedBy', s.name)), '[]')::text as rows
    from attendance_records a left join staff_accounts s on s.id = a.corrected_by_account_id
    where a.date >= ${from} and a.date <= ${to}`);
  const [row] = (result as unknown as { rows: { rows: string }[] }).rows;
  const parsed = JSON.parse(row!.rows) as { record: Record<string, unknown>; correctedBy: string | null }[];
  return parsed.map(({ record, correctedBy }) => {
    const out: Record<string, unknown> = {};
    for (const [key, column] of recordColumns) {
      const value = record[column.name];
      out[key] = value !== null && column.columnType === "PgTimestamp" ? new Date(value as string) : value;
    }
    return { record: out as AttendanceRow, correctedBy };
  });
}

/** What a month's views (the payroll, the monthly summary) read of a day's record: its status and times. */
export type MonthRecord = Pick<AttendanceRow, "employeeRecordId" | "date" | "status" | "checkInAt" | "checkOutAt">;

/**
 * A timestamp as whole milliseconds since the epoch, truncated to the millisecond as a Date made from its text is
 * (the server stores JavaScript Dates, so there is nothing below it to drop); the cast rounds away the float error
 * of PostgreSQL before 14, whose extract answers a double.
 */
const epochMs = (column: SQL) => sql`(extract(epoch from date_trunc('milliseconds', ${column})) * 1000)::bigint`;

/** Days of records read per query by monthRecordsAsJson: PGlite runs a query on this thread, so a smaller one blocks it for less. */
const DAYS_PER_READ = 7;

/**
 * The range's records with only what a month's views read, as JSON arrays of arrays: a full record of a
 * 2,000-person month is about 32 MB of JSON text, these five fields about 3 MB (read about 5x faster on PGlite).
 * Read a week at a time, with a turn of the event loop between weeks, so other requests are answered meanwhile.
 * Timestamps come as milliseconds since the epoch (a third less text than ISO strings, and no date parsing).
 */
async function monthRecordsAsJson(db: Db, from: string, to: string): Promise<MonthRecord[]> {
  const records: MonthRecord[] = [];
  for (let first = from; first <= to; first = shiftDate(first, DAYS_PER_READ)) {
    if (first !== from) await new Promise<void>((resolve) => setImmediate(resolve));
    const last = shiftDate(first, DAYS_PER_READ - 1) < to ? shiftDate(first, DAYS_PER_READ - 1) : to;
    const result = await db.execute(sql`
      select coalesce(json_agg(json_build_array(a.employee_record_id, a.date, a.status, ${epochMs(sql`a.check_in_at`)}, ${epochMs(sql`a.check_out_at`)})), '[]')::text as rows
      from attendance_records a
      where a.date >= ${first} and a.date <= ${last}`);
    const [row] = (result as unknown as { rows: { rows: string }[] }).rows;
    const parsed = JSON.parse(row!.rows) as [number, string, MonthRecord["status"], number, number | null][];
    for (const [employeeRecordId, date, status, checkInAt, checkOutAt] of parsed) {
      records.push({
        employeeRecordId,
        date,
        status,
        checkInAt: new Date(checkInAt),
        checkOutAt: checkOutAt === null ? null : new Date(checkOutAt),
      });
    }
  }
  return records;
}

/** Employee records read per query by employedEver (2,000 wide rows in one read block the thread for 150-500 ms). */
const PEOPLE_PER_READ = 500;

/**
 * Everyone who is or was employed, by employee ID: a record made inactive without a deactivation time never was.
 * Read PEOPLE_PER_READ at a time (after the last ID read, which is unique) with a turn of the event loop between.
 */
async function employedEver(db: Db): Promise<EmployeeRow[]> {
  const people: EmployeeRow[] = [];
  for (;;) {
    const after = people.at(-1)?.employeeId;
    if (after !== undefined) await new Promise<void>((resolve) => setImmediate(resolve));
    const page = await db
      .select()
      .from(employees)
      .where(
        and(
          or(eq(employees.isActive, true), isNotNull(employees.deactivatedAt)),
          after === undefined ? undefined : gt(employees.employeeId, after),
        ),
      )
      .orderBy(asc(employees.employeeId))
      .limit(PEOPLE_PER_READ);
    people.push(...page);
    if (page.length < PEOPLE_PER_READ) return people;
  }
}

/** A record as the grid keeps it: the full row with who corrected it, or only what a month's views read. */
export type GridRecords = "full" | "month";
type RecordOf<K extends GridRecords> = K extends "full" ? AttendanceRow & { correctedBy: string | null } : MonthRecord;

/**
 * What the attendance grid of a range is built from (grid.ts), approved leave with the dates it uses; the four
 * reads run side by side, or one after the other (`oneByOne`) inside a transaction. `records` "month" reads
 * each record's status and times only.
 */
export async function gridRows<K extends GridRecords = "full">(
  db: Db,
  { from, to }: { from: string; to: string },
  { oneByOne = false, records = "full" as K }: { oneByOne?: boolean; records?: K } = {},
) {
  const recordRead = (): Promise<RecordOf<K>[]> =>
    records === "month"
      ? (monthRecordsAsJson(db, from, to) as Promise<RecordOf<K>[]>)
      : (recordsAsJson(db, from, to).then((rows) => rows.map(({ record, correctedBy }) => ({ ...record, correctedBy }))) as Promise<
          RecordOf<K>[]
        >);
  const reads = [
    db
      .select({ date: holidays.date })
      .from(holidays)
      .where(and(gte(holidays.date, from), lte(holidays.date, to))),
    db
      .select({ employeeRecordId: leaveRequests.employeeRecordId, ...leaveSpanColumns })
      .from(leaveRequests)
      .where(and(eq(leaveRequests.status, "Approved"), lte(leaveRequests.startDate, to), gte(leaveRequests.endDate, from))),
  ] as const;
  // Drizzle's queries run when awaited, so awaiting them in turn runs them one at a time; the two functions
  // run when called.
  const [holidayRows, people, recordRows, leaves] = oneByOne
    ? [await reads[0], await employedEver(db), await recordRead(), await reads[1]]
    : await Promise.all([reads[0], employedEver(db), recordRead(), reads[1]]);
  return { holidayDates: holidayRows.map((row) => row.date), people, records: recordRows, leaves };
}
