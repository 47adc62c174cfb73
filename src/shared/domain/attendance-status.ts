import type { DayStatus } from "../contract/hr-attendance";
import { isWorkingDay, type WorkingCalendar } from "./working-calendar";
import { shiftLengthHours } from "./working-time";

/** A person's attendance status on a date (docs/product.md section 10.4, decision 009). */

export interface DayFacts {
  /** Business dates (YYYY-MM-DD). */
  date: string;
  today: string;
  /** The day's check-in, if any. */
  checkIn: { late: boolean } | null;
  onApprovedLeave: boolean;
  calendar: WorkingCalendar;
}

/**
 * null for a future date. A check-in makes the day Present or Late even on a holiday or during leave
 * (the person worked, and HR sees the hours); otherwise approved leave, then a holiday, then the weekly
 * off; any other past or current day is Absent.
 */
export function attendanceStatus(facts: DayFacts): DayStatus | null {
  if (facts.date > facts.today) return null;
  if (facts.checkIn) return facts.checkIn.late ? "Late" : "Present";
  if (facts.onApprovedLeave) return "On Leave";
  if (facts.calendar.holidays.has(facts.date)) return "Holiday";
  if (!isWorkingDay(facts.date, facts.calendar)) return "Weekly Off";
  return "Absent";
}

/** Checked in and never out on a date before today: that business day has ended. */
export function missedCheckOut(record: { checkOutAt: unknown } | null, date: string, today: string): boolean {
  return record !== null && record.checkOutAt === null && date < today;
}

/** Hours beyond the shift's length on a day (0 when none), two decimals. */
export function overtimeHours(workedHours: number, shift: { shiftStart: string; shiftEnd: string }): number {
  return Math.max(0, Math.round((workedHours - shiftLengthHours(shift)) * 100) / 100);
}

/**
 * A day of approved leave without pay: it shows as On Leave (the person asked and was allowed to be away,
 * never Absent) and is paid as loss of pay (docs/product.md section 10.6.2). A check-in that day makes it
 * Present or Late, and then it is paid.
 */
export const isUnpaidLeaveDay = (status: DayStatus | null, leaveType: string | undefined) =>
  status === "On Leave" && leaveType === "unpaid";
