/**
 * Money and calendar dates as every screen and every PDF shows them (docs/product.md section 9.14): rupees with
 * the sign and Indian grouping, a day as "22 Nov 2026". The portal (web/lib/format.ts) and the server's PDFs
 * use these same formatters, so a payslip reads like the screen it was downloaded from.
 */

const rupees = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 });

/** ₹1,23,456 (and -₹1,500): whole rupees, grouped in lakh and crore. */
export const formatRupees = (amount: number) => rupees.format(amount);

/** The options of a short date: 22 Nov 2026. */
export const SHORT_DATE_OPTIONS: Intl.DateTimeFormatOptions = { day: "numeric", month: "short", year: "numeric" };

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;
const calendarDay = new Intl.DateTimeFormat("en-IN", { ...SHORT_DATE_OPTIONS, timeZone: "UTC" });

/**
 * '2026-11-22' as '22 Nov 2026'. A calendar date names a day, not an instant: it is read at noon UTC, so no clock
 * moves it. Anything that is not YYYY-MM-DD is answered as it is.
 */
export function formatCalendarDate(value: string): string {
  if (!CALENDAR_DATE.test(value)) return value;
  const at = new Date(`${value}T12:00:00Z`);
  return Number.isNaN(at.getTime()) ? value : calendarDay.format(at);
}
