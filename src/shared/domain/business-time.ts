import { TZDate } from "@date-fns/tz";
import { format, startOfMonth } from "date-fns";

/** Business-day helpers (docs/design.md section 9): "today" and "this month" are the business time zone's, from the server clock. */

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
