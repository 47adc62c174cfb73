import type { TeamDayStatus } from "../contract/team";
import type { DayStatus } from "../contract/hr-attendance";
import { minuteOfDay, minutesOfClock } from "./working-time";

/**
 * A report's status today as their manager sees it (docs/product.md section 9.20): the day's status
 * (section 10.4), except that a working day without a check-in is 'Not checked in yet' until the shift
 * ends (the person may still come, or be at a site), and Absent after.
 */
export function teamDayStatus(status: DayStatus, now: Date, shiftEnd: string, timeZone: string): TeamDayStatus {
  if (status !== "Absent") return status;
  return minuteOfDay(now, timeZone) < minutesOfClock(shiftEnd) ? "Not checked in yet" : "Absent";
}
