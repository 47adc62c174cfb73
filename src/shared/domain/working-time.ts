import { TZDate } from "@date-fns/tz";
import { differenceInCalendarDays, format, parseISO } from "date-fns";

/** Working-time rules (docs/product.md sections 10.3 and 10.5): hours, lateness, leave days, the geofence. */

/** Hours between two instants, to two decimals (the screen shows one). */
export function hoursBetween(from: Date, to: Date): number {
  return Math.round(((to.getTime() - from.getTime()) / 3_600_000) * 100) / 100;
}

/** Minutes since midnight of an instant in the business time zone. */
export function minuteOfDay(at: Date, timeZone: string): number {
  const local = new TZDate(at.getTime(), timeZone);
  return local.getHours() * 60 + local.getMinutes() + local.getSeconds() / 60;
}

const CLOCK_TIME = /^(\d{2}):(\d{2})$/;

/**
 * Minutes since midnight of a 24-hour "HH:MM" (the form settings, shifts and corrections keep times in): "09:05" is 545.
 * The digits are read as written ("24:00" is 1440; the contracts decide which times are valid); any other text is NaN,
 * so a comparison with it is false.
 */
export function minutesOfClock(time: string): number {
  const match = CLOCK_TIME.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : Number.NaN;
}

/** A 24-hour "HH:MM" as the portal and e-mails show times: "18:00" is "6:00 PM", "00:15" is "12:15 AM". Other text is returned as it is. */
export function twelveHourClock(time: string): string {
  const match = CLOCK_TIME.exec(time);
  const hours = Number(match?.[1]);
  if (!match || hours > 23 || Number(match[2]) > 59) return time;
  return `${hours % 12 || 12}:${match[2]} ${hours < 12 ? "AM" : "PM"}`;
}

/** Late: checked in after shift start plus grace (exactly at that minute is still on time). */
export function isLate(checkIn: Date, shift: { shiftStart: string; graceMinutes: number }, timeZone: string): boolean {
  return minuteOfDay(checkIn, timeZone) > minutesOfClock(shift.shiftStart) + shift.graceMinutes;
}

/** The shift's length in hours (shift end minus shift start, both "HH:MM"). */
export const shiftLengthHours = (shift: { shiftStart: string; shiftEnd: string }) =>
  (minutesOfClock(shift.shiftEnd) - minutesOfClock(shift.shiftStart)) / 60;

/** Calendar days from start to end, both included (docs/product.md section 10.3). */
export const leaveDays = (startDate: string, endDate: string) => differenceInCalendarDays(parseISO(endDate), parseISO(startDate)) + 1;

/** Whether two inclusive date ranges share a day. */
export const rangesOverlap = (a: { startDate: string; endDate: string }, b: { startDate: string; endDate: string }) =>
  a.startDate <= b.endDate && b.startDate <= a.endDate;

/** A business date `days` before or after another (YYYY-MM-DD). */
export function shiftDate(date: string, days: number): string {
  const at = parseISO(date);
  at.setDate(at.getDate() + days);
  return format(at, "yyyy-MM-dd");
}

const EARTH_RADIUS_METRES = 6_371_008.8;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in metres (haversine), good to a metre at office scale. */
export function distanceMetres(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_METRES * Math.asin(Math.min(1, Math.sqrt(h)));
}
