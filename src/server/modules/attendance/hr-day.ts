import { ATTENDANCE_WINDOW_DAYS, hrAttendanceMessages, type HrAttendanceDay, type HrAttendanceRow } from "@/shared/contract/hr-attendance";
import { fullName } from "@/shared/domain/person-name";
import { missedCheckOut, overtimeHours } from "@/shared/domain/attendance-status";
import { hoursBetween, shiftDate } from "@/shared/domain/working-time";
import type { Db } from "../../db/client";
import { FieldError } from "../../http/errors";
import { adminAccountRecordIds } from "../employees/store";
import { loadAttendanceGrid, type GridDay, type GridPerson, type MonthRecord } from "./grid";

/** HR's attendance sheet for one date (docs/product.md section 9.13): one row per person employed that day, and the counters. */

/** The oldest date HR may look at: 90 days before today, today being day 0. */
export const earliestDate = (today: string) => shiftDate(today, -ATTENDANCE_WINDOW_DAYS);

/** 400 'Choose a date within the last 90 days' outside today-90..today (business dates). */
export function assertInWindow(date: string, today: string, field = "date"): void {
  if (date < earliestDate(today) || date > today) throw new FieldError(field, hrAttendanceMessages.window);
}

export const hoursOf = (day: Pick<GridDay<MonthRecord>, "record">) =>
  day.record?.checkOutAt ? hoursBetween(day.record.checkInAt, day.record.checkOutAt) : 0;

export function toHrAttendanceRow(
  person: GridPerson,
  day: GridDay,
  { today, shift, adminAccounts }: { today: string; shift: { shiftStart: string; shiftEnd: string }; adminAccounts: Set<number> },
): HrAttendanceRow {
  const { employee } = person;
  const record = day.record;
  const hoursWorked = hoursOf(day);
  return {
    employeeRecordId: employee.id,
    employeeId: employee.employeeId,
    name: fullName(employee),
    department: employee.department,
    // The window never reaches a future date, and only employed days are shown.
    status: day.status ?? "Absent",
    checkIn: record?.checkInAt.toISOString() ?? null,
    checkOut: record?.checkOutAt?.toISOString() ?? null,
    missedCheckOut: missedCheckOut(record && { checkOutAt: record.checkOutAt }, day.date, today),
    location: record?.checkInAddress || null,
    offSite: record?.offSite ?? null,
    distanceMetres: record?.distanceMetres ?? null,
    hoursWorked,
    overtimeHours: overtimeHours(hoursWorked, shift),
    correction:
      record?.correctedAt && record.correctionReason
        ? { by: record.correctedBy ?? "Former staff", at: record.correctedAt.toISOString(), reason: record.correctionReason }
        : null,
    adminAccount: adminAccounts.has(employee.id),
  };
}

export async function attendanceDay(db: Db, date: string, today: string, timeZone: string): Promise<HrAttendanceDay> {
  const [grid, adminAccounts] = await Promise.all([
    loadAttendanceGrid(db, { from: date, to: date, today, timeZone }),
    adminAccountRecordIds(db),
  ]);
  const { shiftStart, shiftEnd, graceMinutes, geofence } = grid.settings;
  const rows = grid.people
    .filter((person) => person.days[0]!.employed)
    .map((person) => toHrAttendanceRow(person, person.days[0]!, { today, shift: { shiftStart, shiftEnd }, adminAccounts }));
  const counted = (...statuses: HrAttendanceRow["status"][]) => rows.filter((row) => statuses.includes(row.status)).length;
  return {
    date,
    today,
    earliest: earliestDate(today),
    shift: { shiftStart, shiftEnd, graceMinutes },
    geofence: geofence !== null,
    counters: { present: counted("Present", "Late"), absent: counted("Absent"), late: counted("Late"), onLeave: counted("On Leave") },
    rows,
  };
}

/** One person's row of the sheet for a date (the answer to a correction); the person must be employed that day. */
export async function attendanceRowOf(
  db: Db,
  { employeeRecordId, date, today, timeZone }: { employeeRecordId: number; date: string; today: string; timeZone: string },
): Promise<HrAttendanceRow> {
  const [grid, adminAccounts] = await Promise.all([
    loadAttendanceGrid(db, { from: date, to: date, today, timeZone }),
    adminAccountRecordIds(db),
  ]);
  const person = grid.people.find((candidate) => candidate.employee.id === employeeRecordId)!;
  return toHrAttendanceRow(person, person.days[0]!, { today, shift: grid.settings, adminAccounts });
}
