import { format, parseISO } from "date-fns";
import { type DayStatus, type HrAttendanceDay, MISSED_CHECK_OUT } from "@/shared/contract/hr-attendance";
import { businessTime12 } from "@/shared/domain/business-time";
import { fullName } from "@/shared/domain/person-name";
import { shiftLengthHours } from "@/shared/domain/working-time";
import type { Cell } from "../../http/csv-download";
import type { ExportTable } from "../exports/tables";
import type { AttendanceGrid, MonthRecord } from "./grid";
import { hoursOf } from "./hr-day";

/** The attendance CSV files (docs/product.md section 9.13): Export Report, Monthly Summary (also the admin's Attendance Report), Overtime Report. */

const time = (iso: string | null, timeZone: string) => (iso ? businessTime12(new Date(iso), timeZone) : "");
const hours = (value: number) => value.toFixed(2);

/** Export Report: the day's table as HR sees it. */
export function dayReport(day: HrAttendanceDay, timeZone: string): ExportTable {
  return {
    header: [
      "Date",
      "Employee ID",
      "Name",
      "Department",
      "Status",
      "Check In",
      "Check Out",
      "Hours Worked",
      "Location",
      "Off-site",
      "Distance (m)",
      "Corrected By",
      "Correction Reason",
    ],
    rows: day.rows.map((row) => [
      day.date,
      row.employeeId,
      row.name,
      row.department,
      row.status,
      time(row.checkIn, timeZone),
      row.missedCheckOut ? MISSED_CHECK_OUT : time(row.checkOut, timeZone),
      hours(row.hoursWorked),
      row.location,
      row.offSite === null ? "" : row.offSite ? "Yes" : "No",
      row.distanceMetres,
      row.correction?.by,
      row.correction?.reason,
    ]),
  };
}

/** Overtime Report: present people whose hours exceed the shift, for HR to review. */
export function overtimeReport(day: HrAttendanceDay, timeZone: string): ExportTable {
  const shiftHours = hours(shiftLengthHours(day.shift));
  return {
    header: ["Date", "Employee ID", "Name", "Department", "Check In", "Check Out", "Hours Worked", "Shift Hours", "Overtime Hours"],
    rows: day.rows
      .filter((row) => row.overtimeHours > 0)
      .map((row) => [
        day.date,
        row.employeeId,
        row.name,
        row.department,
        time(row.checkIn, timeZone),
        time(row.checkOut, timeZone),
        hours(row.hoursWorked),
        shiftHours,
        hours(row.overtimeHours),
      ]),
  };
}

/**
 * Monthly Summary: one row per person, one column per day ("Present 8.50h", "Weekly Off", blank for a
 * future day or a day the person was not employed), then the month's totals.
 */
export function monthlySummary(grid: AttendanceGrid<MonthRecord>): ExportTable {
  const dayHeaders = grid.dates.map((date) => format(parseISO(date), "dd EEE"));
  const rows: Cell[][] = grid.people.map(({ employee, days }) => {
    const count = (...statuses: DayStatus[]) => days.filter((day) => day.status !== null && statuses.includes(day.status)).length;
    const totalHours = days.reduce((sum, day) => sum + hoursOf(day), 0);
    const cells = days.map((day) => {
      if (day.status === null) return "";
      const worked = day.record ? ` ${hours(hoursOf(day))}h` : "";
      return `${day.status}${worked}`;
    });
    return [
      employee.employeeId,
      fullName(employee),
      employee.department,
      ...cells,
      count("Present", "Late"),
      count("Late"),
      count("On Leave"),
      count("Absent"),
      hours(totalHours),
    ];
  });
  return {
    header: ["Employee ID", "Name", "Department", ...dayHeaders, "Present Days", "Late Days", "Leave Days", "Absent Days", "Total Hours"],
    rows,
  };
}
