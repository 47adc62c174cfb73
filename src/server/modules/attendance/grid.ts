import { and, asc, eq, gte, isNotNull, lte, or } from "drizzle-orm";
import type { DayStatus } from "@/shared/contract/hr-attendance";
import type { Settings } from "@/shared/contract/settings";
import { attendanceStatus } from "@/shared/domain/attendance-status";
import { businessDate } from "@/shared/domain/business-time";
import { isWorkingDay, type WorkingCalendar } from "@/shared/domain/working-calendar";
import { shiftDate } from "@/shared/domain/working-time";
import type { Db } from "../../db/client";
import { attendanceRecords, employees, holidays, leaveRequests, staffAccounts } from "../../db/schema";
import type { EmployeeRow } from "../employees/records";
import { loadSettings } from "../settings/store";
import type { AttendanceRow } from "./records";

/**
 * Who was where on each day of a range (GitHub issue 11): the one place that turns check-ins, approved
 * leave, holidays and the settings into a status per person per day, for HR's day view, the monthly
 * summary and the payroll's loss-of-pay days alike.
 */

export type GridRecord = AttendanceRow & { correctedBy: string | null };

export interface GridDay {
  date: string;
  /** null: a future date, or a day the person was not employed (before joining, after leaving). */
  status: DayStatus | null;
  employed: boolean;
  workingDay: boolean;
  record: GridRecord | null;
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
 * inactive by the HR form without a deactivation time counts as never employed in the range.
 */
export function employedOn(employee: EmployeeRow, date: string, timeZone: string): boolean {
  if (employee.dateOfJoining !== null && employee.dateOfJoining > date) return false;
  if (employee.isActive) return true;
  return employee.deactivatedAt !== null && businessDate(employee.deactivatedAt, timeZone) >= date;
}

export async function loadAttendanceGrid(db: Db, range: { from: string; to: string; today: string; timeZone: string }): Promise<AttendanceGrid> {
  const { from, to, today, timeZone } = range;
  const [settings, holidayRows, people, records, leaves] = await Promise.all([
    loadSettings(db),
    db.select({ date: holidays.date }).from(holidays).where(and(gte(holidays.date, from), lte(holidays.date, to))),
    db
      .select()
      .from(employees)
      .where(or(eq(employees.isActive, true), isNotNull(employees.deactivatedAt)))
      .orderBy(asc(employees.employeeId)),
    db
      .select({ record: attendanceRecords, correctedBy: staffAccounts.name })
      .from(attendanceRecords)
      .leftJoin(staffAccounts, eq(staffAccounts.id, attendanceRecords.correctedByAccountId))
      .where(and(gte(attendanceRecords.date, from), lte(attendanceRecords.date, to))),
    db
      .select({ employeeRecordId: leaveRequests.employeeRecordId, startDate: leaveRequests.startDate, endDate: leaveRequests.endDate })
      .from(leaveRequests)
      .where(and(eq(leaveRequests.status, "Approved"), lte(leaveRequests.startDate, to), gte(leaveRequests.endDate, from))),
  ]);
  const calendar: WorkingCalendar = { weeklyOffDays: settings.weeklyOffDays, holidays: new Set(holidayRows.map((row) => row.date)) };
  const dates = datesBetween(from, to);
  const recordOf = new Map(records.map(({ record, correctedBy }) => [`${record.employeeRecordId}|${record.date}`, { ...record, correctedBy }]));

  const grid: GridPerson[] = [];
  for (const employee of people) {
    if (!dates.some((date) => employedOn(employee, date, timeZone))) continue;
    const ownLeaves = leaves.filter((leave) => leave.employeeRecordId === employee.id);
    const days = dates.map((date): GridDay => {
      const record = recordOf.get(`${employee.id}|${date}`) ?? null;
      const employed = employedOn(employee, date, timeZone);
      const status = employed
        ? attendanceStatus({
            date,
            today,
            checkIn: record && { late: record.status === "Late" },
            onApprovedLeave: ownLeaves.some((leave) => leave.startDate <= date && date <= leave.endDate),
            calendar,
          })
        : null;
      return { date, status, employed, workingDay: isWorkingDay(date, calendar), record };
    });
    grid.push({ employee, days });
  }
  return { settings, calendar, dates, people: grid };
}
