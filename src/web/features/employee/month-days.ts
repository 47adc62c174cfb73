import { MISSED_CHECK_OUT } from "@/shared/contract/hr-attendance";
import { employeeMonthMessages, type EmployeeMonth, type EmployeeMonthDay } from "@/shared/contract/employee-portal";
import { CORRECTION_REQUEST_DAYS } from "@/shared/contract/regularisations";
import { shiftDate } from "@/shared/domain/working-time";

/** The employee's month as the Attendance History shows it (docs/product.md section 9.11): labels, colours, weeks. */

export type DayLabel = NonNullable<EmployeeMonthDay["status"]> | typeof MISSED_CHECK_OUT;

/** A missed check-out shows as such (it is counted under Present or Late, as HR and the payroll count it); a blank day has no label. */
export const dayLabel = (day: EmployeeMonthDay): DayLabel | null => (day.missedCheckOut ? MISSED_CHECK_OUT : day.status);

export const dayTone = {
  Present: "green",
  Late: "yellow",
  Absent: "red",
  "On Leave": "blue",
  Holiday: "brand",
  "Weekly Off": "grey",
  [MISSED_CHECK_OUT]: "yellow",
} as const satisfies Record<DayLabel, string>;

/** The month's counts in the order shown. */
export function monthCounts(counts: EmployeeMonth["counts"]): { label: DayLabel; count: number }[] {
  return [
    { label: "Present", count: counts.present },
    { label: "Late", count: counts.late },
    { label: "Absent", count: counts.absent },
    { label: "On Leave", count: counts.onLeave },
    { label: "Holiday", count: counts.holiday },
    { label: "Weekly Off", count: counts.weeklyOff },
    { label: MISSED_CHECK_OUT, count: counts.missedCheckOut },
  ];
}

/** 0 = Monday ... 6 = Sunday: the calendar's weeks start on Monday, as Indian office calendars do. */
const weekdayOf = (date: string) => (new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7;

/** The calendar's cells: blanks (null) before the 1st so that each date sits under its weekday. */
export function calendarCells(days: EmployeeMonthDay[]): (EmployeeMonthDay | null)[] {
  if (days.length === 0) return [];
  return [...Array.from({ length: weekdayOf(days[0]!.date) }, () => null), ...days];
}

export const WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"] as const;

/** The month picker's own check before asking the server (which refuses the same: 400). */
export function monthChoiceError(
  month: string,
  current: string,
  earliest: string | null,
  formatError: string | undefined,
): string | undefined {
  if (formatError) return formatError;
  if (month > current) return employeeMonthMessages.future;
  if (earliest !== null && month < earliest) return employeeMonthMessages.beforeJoining;
  return undefined;
}

const longMonth = new Intl.DateTimeFormat("en-IN", { month: "long", year: "numeric", timeZone: "UTC" });
/** '2026-11' -> 'November 2026'. */
export const formatLongMonth = (month: string) => longMonth.format(new Date(`${month}-15T12:00:00Z`));

/**
 * A day the person may ask to correct (docs/product.md section 9.20): before today, at most 30 days back, and
 * one they were employed on (it has a status). The server decides the same.
 */
export const correctable = (day: EmployeeMonthDay, today: string) =>
  day.status !== null && day.date < today && day.date >= shiftDate(today, -CORRECTION_REQUEST_DAYS);

/** What a day offers about corrections: its pending request, or the action; neither once outside the window. */
export interface DayCorrections {
  pending: ReadonlySet<string>;
  onRequest: (day: EmployeeMonthDay) => void;
}
