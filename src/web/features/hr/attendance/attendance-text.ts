import { MISSED_CHECK_OUT, type DayStatus, type HrAttendanceDay, type HrAttendanceRow } from "@/shared/contract/hr-attendance";
import { formatDateTime, formatTime, zonedFormat } from "@/web/lib/format";

/** The cell rules of HR's attendance table (docs/product.md section 6.7), pure so they are tested without a screen. */

export const NO_TIME = "--:--";

/** One tone per status: present green, late amber, leave blue, days off grey, absent red. */
export const dayStatusTone = {
  Present: "green",
  Late: "yellow",
  "On Leave": "blue",
  Holiday: "grey",
  "Weekly Off": "grey",
  Absent: "red",
} as const satisfies Record<DayStatus, string>;

/** 9:05 AM in the business time zone, '--:--' when there is none. */
export const timeText = (value: string | null) => (value ? formatTime(value) : NO_TIME);

/** A day left open after it ended says so instead of '--:--'. */
export const checkOutText = (row: Pick<HrAttendanceRow, "checkOut" | "missedCheckOut">) =>
  row.missedCheckOut ? MISSED_CHECK_OUT : timeText(row.checkOut);

/** 8.5h; 0.0h for a day without hours. */
export const hoursText = (hours: number) => `${hours.toFixed(1)}h`;

export const locationText = (row: Pick<HrAttendanceRow, "location">) => row.location?.trim() || "-";

export const distanceText = (metres: number) => (metres >= 1000 ? `${(metres / 1000).toFixed(1)} km` : `${metres} m`);

/** 'Off-site · 1.2 km' under the address when the check-in was outside the geofence. */
export const offSiteText = (row: Pick<HrAttendanceRow, "offSite" | "distanceMetres">) =>
  row.offSite ? (row.distanceMetres === null ? "Off-site" : `Off-site · ${distanceText(row.distanceMetres)}`) : null;

/** What follows 'Corrected': by whom, when and why. */
export const correctionText = (correction: NonNullable<HrAttendanceRow["correction"]>) =>
  `by ${correction.by} on ${formatDateTime(correction.at)}: ${correction.reason}`;

export const shiftText = (shift: HrAttendanceDay["shift"]) => `Shift ${shift.shiftStart}–${shift.shiftEnd}`;

const clock = zonedFormat("en-GB", { hour: "2-digit", minute: "2-digit", hourCycle: "h23" });

/** An instant as the correction form's 'HH:MM' (24-hour, business time zone). */
export function clockValue(value: string): string {
  const parts = clock().formatToParts(new Date(value));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value ?? "00";
  return `${part("hour")}:${part("minute")}`;
}

/** The people the Overtime Report lists: hours beyond the shift. */
export const overtimeRows = (rows: HrAttendanceRow[]) => rows.filter((row) => row.overtimeHours > 0);
