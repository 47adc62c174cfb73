import type { DayStatus } from "@/shared/contract/hr-attendance";
import type { Settings } from "@/shared/contract/settings";
import { attendanceStatus, isUnpaidLeaveDay } from "@/shared/domain/attendance-status";
import { businessDate } from "@/shared/domain/business-time";
import { countedDatesOf } from "@/shared/domain/leave-balance";
import { isWorkingDay, type WorkingCalendar } from "@/shared/domain/working-calendar";
import { shiftDate } from "@/shared/domain/working-time";
import type { Db } from "../../db/client";
import type { EmployeeRow } from "../employees/records";
import { loadAllowances } from "../leave/allowance-store";
import { loadSettings } from "../settings/store";
import { lastWorkingDays } from "../separations/store";
import type { AttendanceRow } from "./records";
import { gridRows, type GridRecords, type MonthRecord } from "./store";

export type { MonthRecord };

/**
 * The attendance grid, HR's attendance table: who was where on each day of a range (docs/product.md section 10.4).
 * The one place where attendance, leave and pay meet: it turns check-ins, approved leave, holidays and
 * the settings into a status per person per day, for HR's day sheet (hr-day.ts), the monthly summary
 * and the payroll's loss-of-pay days (payroll/compute.ts) alike. Its reads are in store.ts. An approved
 * leave puts a person On Leave on the dates fixed at its approval (docs/product.md section 10.3), and on
 * any of its dates that has become a working day since: approved time away is never Absent.
 */

export type GridRecord = AttendanceRow & { correctedBy: string | null };

/** R: the record a day carries, the full row (GridRecord) or a month view's status and times (MonthRecord). */
export interface GridDay<R extends MonthRecord = GridRecord> {
  date: string;
  /** null: a future date, or a day the person was not employed (before joining, after leaving). */
  status: DayStatus | null;
  employed: boolean;
  workingDay: boolean;
  record: R | null;
  /** On Leave under approved leave without pay: loss of pay, though not Absent (loss-of-pay.ts). */
  unpaidLeave: boolean;
}

export interface GridPerson<R extends MonthRecord = GridRecord> {
  employee: EmployeeRow;
  days: GridDay<R>[];
}

export interface AttendanceGrid<R extends MonthRecord = GridRecord> {
  settings: Settings;
  calendar: WorkingCalendar;
  dates: string[];
  people: GridPerson<R>[];
}

/** People handled between two yields to the event loop: PGlite answers other requests on this thread meanwhile. */
const PEOPLE_PER_SLICE = 200;
export const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** `items.map(map)`, yielding to the event loop every PEOPLE_PER_SLICE items. */
export async function mapInSlices<T, U>(items: readonly T[], map: (item: T) => U): Promise<U[]> {
  const mapped: U[] = [];
  for (const [index, item] of items.entries()) {
    if (index > 0 && index % PEOPLE_PER_SLICE === 0) await yieldToEventLoop();
    mapped.push(map(item));
  }
  return mapped;
}

function datesBetween(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let date = from; date <= to; date = shiftDate(date, 1)) dates.push(date);
  return dates;
}

/** `employedOn` for one person, the business date of their deactivation worked out once rather than per date. */
function employmentOf(employee: EmployeeRow, timeZone: string, lastWorkingDay: string | null): (date: string) => boolean {
  const deactivatedOn = employee.isActive || employee.deactivatedAt === null ? null : businessDate(employee.deactivatedAt, timeZone);
  return (date) => {
    if (employee.dateOfJoining !== null && employee.dateOfJoining > date) return false;
    if (lastWorkingDay !== null && date > lastWorkingDay) return false;
    if (employee.isActive) return true;
    return deactivatedOn !== null && deactivatedOn >= date;
  };
}

/**
 * Employed on a date: joined on or before it, and active or deactivated on or after it. A record made
 * inactive by the HR form without a deactivation time counts as never employed in the range. A leaver is
 * not employed after their last working day, even before the sweep deactivates them (docs/product.md section 10.6.4).
 */
export function employedOn(employee: EmployeeRow, date: string, timeZone: string, lastWorkingDay: string | null = null): boolean {
  return employmentOf(employee, timeZone, lastWorkingDay)(date);
}

/** Items by the person they belong to, in their order. */
function byPerson<T extends { employeeRecordId: number }>(items: readonly T[]): Map<number, T[]> {
  const grouped = new Map<number, T[]>();
  for (const item of items) {
    const own = grouped.get(item.employeeRecordId);
    if (own) own.push(item);
    else grouped.set(item.employeeRecordId, [item]);
  }
  return grouped;
}

/** `inTransaction`: the reads go one after the other, as a transaction's one connection takes one query at a time. */
export async function loadAttendanceGrid(db: Db, range: GridRange): Promise<AttendanceGrid> {
  return buildGrid(db, range, "full");
}

/**
 * The grid of a month's views (the payroll, the monthly summary): each day's record carries its status and times
 * only, the rest of the grid the same as loadAttendanceGrid's.
 */
export async function loadMonthGrid(db: Db, range: GridRange): Promise<AttendanceGrid<MonthRecord>> {
  return buildGrid(db, range, "month");
}

interface GridRange {
  from: string;
  to: string;
  today: string;
  timeZone: string;
  inTransaction?: boolean;
}

async function buildGrid<K extends GridRecords>(
  db: Db,
  range: GridRange,
  kind: K,
): Promise<AttendanceGrid<K extends "full" ? GridRecord : MonthRecord>> {
  type R = K extends "full" ? GridRecord : MonthRecord;
  const { from, to, today, timeZone } = range;
  const [settings, allowances, { holidayDates, people, records, leaves }] = range.inTransaction
    ? [await loadSettings(db), await loadAllowances(db), await gridRows(db, { from, to }, { oneByOne: true, records: kind })]
    : await Promise.all([loadSettings(db), loadAllowances(db), gridRows(db, { from, to }, { records: kind })]);
  const leaving = await lastWorkingDays(db);
  const calendar: WorkingCalendar = { weeklyOffDays: settings.weeklyOffDays, holidays: new Set(holidayDates) };
  const dates = datesBetween(from, to);
  const workingDays = dates.map((date) => isWorkingDay(date, calendar));
  const recordsOf = new Map<number, Map<string, R>>();
  for (const record of records as R[]) {
    const own = recordsOf.get(record.employeeRecordId) ?? new Map<string, R>();
    own.set(record.date, record);
    recordsOf.set(record.employeeRecordId, own);
  }
  const sandwichOf = new Map(allowances.map((allowance) => [allowance.leaveType, allowance.sandwich]));
  const leaveDatesOf = new Map<number, Set<string>>();
  for (const leave of leaves) {
    const own = leaveDatesOf.get(leave.employeeRecordId) ?? new Set<string>();
    for (const date of countedDatesOf(leave, calendar, sandwichOf.get(leave.leaveType) ?? false, { from, to })) own.add(date);
    leaveDatesOf.set(leave.employeeRecordId, own);
  }
  const leavesOf = byPerson(leaves);

  const grid: GridPerson<R>[] = [];
  for (const [index, employee] of people.entries()) {
    if (index > 0 && index % PEOPLE_PER_SLICE === 0) await yieldToEventLoop();
    const employedThen = employmentOf(employee, timeZone, leaving.get(employee.id) ?? null);
    const employedDays = dates.map(employedThen);
    if (!employedDays.includes(true)) continue;
    const ownLeaves = leavesOf.get(employee.id) ?? [];
    const ownDates = leaveDatesOf.get(employee.id);
    const ownRecords = recordsOf.get(employee.id);
    const days = dates.map((date, day): GridDay<R> => {
      const record = ownRecords?.get(date) ?? null;
      const employed = employedDays[day]!;
      const workingDay = workingDays[day]!;
      const status = employed
        ? attendanceStatus({
            date,
            today,
            checkIn: record && { late: record.status === "Late" },
            onApprovedLeave:
              ownDates?.has(date) === true || (workingDay && ownLeaves.some((leave) => leave.startDate <= date && date <= leave.endDate)),
            calendar,
          })
        : null;
      // Approved leaves of one person never overlap, so at most one covers the date.
      const covering = ownLeaves.find((leave) => leave.startDate <= date && date <= leave.endDate);
      return { date, status, employed, workingDay, record, unpaidLeave: isUnpaidLeaveDay(status, covering?.leaveType) };
    });
    grid.push({ employee, days });
  }
  return { settings, calendar, dates, people: grid };
}
