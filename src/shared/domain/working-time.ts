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

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Late: checked in after shift start plus grace (exactly at that minute is still on time). */
export function isLate(checkIn: Date, shift: { shiftStart: string; graceMinutes: number }, timeZone: string): boolean {
  return minuteOfDay(checkIn, timeZone) > minutesOf(shift.shiftStart) + shift.graceMinutes;
}

/** The shift's length in hours (shift end minus shift start, both "HH:MM"). */
export const shiftLengthHours = (shift: { shiftStart: string; shiftEnd: string }) => (minutesOf(shift.shiftEnd) - minutesOf(shift.shiftStart)) / 60;

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
