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
import { gridRows } from "./store";

/**
 * The attendance grid, HR's attendance table: who was where on each day of a range (docs/product.md section 10.4).
 * The one place where attendance, leave and pay meet: it turns check-ins, approved leave, holidays and
 * the settings into a status per person per day, for HR's day sheet (hr-day.ts), the monthly summary
 * and the payroll's loss-of-pay days (payroll/compute.ts) alike. Its reads are in store.ts. An approved
 * leave puts a person On Leave on the dates fixed at its approval (docs/product.md section 10.3), and on
 * any of its dates that has become a working day since: approved time away is never Absent.
 */

export type GridRecord = AttendanceRow & { correctedBy: string | null };

export interface GridDay {
  date: string;
  /** null: a future date, or a day the person was not employed (before joining, after leaving). */
  status: DayStatus | null;
  employed: boolean;
  workingDay: boolean;
  record: GridRecord | null;
  /** On Leave under approved leave without pay: loss of pay, though not Absent (loss-of-pay.ts). */
  unpaidLeave: boolean;
}

export interface GridPerson {
  employee: EmployeeRow;
  days: GridDay[];
}

export interface AttendanceGrid {
  settings: Settings;
  calendar: WorkingCalendar;
  dates: string[];
  people: GridPerson[];
}

function datesBetween(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let date = from; date <= to; date = shiftDate(date, 1)) dates.push(date);
  return dates;
}

/**
 * Employed on a date: joined on or before it, and active or deactivated on or after it. A record made
 * inactive by the HR form without a deactivation time counts as never employed in the range. A leaver is
 * not employed after their last working day, even before the sweep deactivates them (docs/product.md section 10.6.4).
 */
export function employedOn(employee: EmployeeRow, date: string, timeZone: string, lastWorkingDay: string | null = null): boolean {
  if (employee.dateOfJoining !== null && employee.dateOfJoining > date) return false;
  if (lastWorkingDay !== null && date > lastWorkingDay) return false;
  if (employee.isActive) return true;
  return employee.deactivatedAt !== null && businessDate(employee.deactivatedAt, timeZone) >= date;
}

/** `inTransaction`: the reads go one after the other, as a transaction's one connection takes one query at a time. */
export async function loadAttendanceGrid(db: Db, range: { from: string; to: string; today: string; timeZone: string; inTransaction?: boolean }): Promise<AttendanceGrid> {
  const { from, to, today, timeZone } = range;
  const [settings, allowances, { holidayDates, people, records, leaves }] = range.inTransaction
    ? [await loadSettings(db), await loadAllowances(db), await gridRows(db, from, to, true)]
    : await Promise.all([loadSettings(db), loadAllowances(db), gridRows(db, from, to)]);
  const leaving = await lastWorkingDays(db);
  const employedThen = (employee: EmployeeRow, date: string) => employedOn(employee, date, timeZone, leaving.get(employee.id) ?? null);
  const calendar: WorkingCalendar = { weeklyOffDays: settings.weeklyOffDays, holidays: new Set(holidayDates) };
  const dates = datesBetween(from, to);
  const recordOf = new Map(records.map(({ record, correctedBy }) => [`${record.employeeRecordId}|${record.date}`, { ...record, correctedBy }]));
  const sandwichOf = new Map(allowances.map((allowance) => [allowance.leaveType, allowance.sandwich]));
  const leaveDatesOf = new Map<number, Set<string>>();
  for (const leave of leaves) {
    const own = leaveDatesOf.get(leave.employeeRecordId) ?? new Set<string>();
    for (const date of countedDatesOf(leave, calendar, sandwichOf.get(leave.leaveType) ?? false, { from, to })) own.add(date);
    leaveDatesOf.set(leave.employeeRecordId, own);
  }

  const grid: GridPerson[] = [];
  for (const employee of people) {
    if (!dates.some((date) => employedThen(employee, date))) continue;
    const ownLeaves = leaves.filter((leave) => leave.employeeRecordId === employee.id);
    const ownDates = leaveDatesOf.get(employee.id);
    const days = dates.map((date): GridDay => {
      const record = recordOf.get(`${employee.id}|${date}`) ?? null;
      const employed = employedThen(employee, date);
      const status = employed
        ? attendanceStatus({
            date,
            today,
            checkIn: record && { late: record.status === "Late" },
            onApprovedLeave: ownDates?.has(date) === true || (isWorkingDay(date, calendar) && ownLeaves.some((leave) => leave.startDate <= date && date <= leave.endDate)),
            calendar,
          })
        : null;
      // Approved leaves of one person never overlap, so at most one covers the date.
      const covering = ownLeaves.find((leave) => leave.startDate <= date && date <= leave.endDate);
      return { date, status, employed, workingDay: isWorkingDay(date, calendar), record, unpaidLeave: isUnpaidLeaveDay(status, covering?.leaveType) };
    });
    grid.push({ employee, days });
  }
  return { settings, calendar, dates, people: grid };
}
