import { TZDate } from "@date-fns/tz";
import { format, startOfMonth } from "date-fns";

/** Business-day helpers (docs/product.md section 2.5): "today" and "this month" are the business time zone's, from the server clock. */

/** The first instant of the calendar month `now` falls in, in `timeZone`. */
export function businessMonthStart(now: Date, timeZone: string): Date {
  return new Date(startOfMonth(new TZDate(now.getTime(), timeZone)).getTime());
}

/** The business date of an instant as YYYY-MM-DD. */
export function businessDate(now: Date, timeZone: string): string {
  return format(new TZDate(now.getTime(), timeZone), "yyyy-MM-dd");
}

/** An instant as "YYYY-MM-DD HH:mm" in the business time zone (exports). */
export function businessDateTime(at: Date, timeZone: string): string {
  return format(new TZDate(at.getTime(), timeZone), "yyyy-MM-dd HH:mm");
}

/** The instant of a wall-clock time ("HH:MM") on a business date in `timeZone`. */
export function businessInstant(date: string, time: string, timeZone: string): Date {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const [hours, minutes] = time.split(":").map(Number) as [number, number];
  return new Date(new TZDate(year, month - 1, day, hours, minutes, 0, timeZone).getTime());
}

/** An instant's wall-clock time in 12-hour form ("09:05 AM") in `timeZone` (exports). */
export function businessTime12(at: Date, timeZone: string): string {
  return format(new TZDate(at.getTime(), timeZone), "hh:mm a");
}
