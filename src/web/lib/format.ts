/** Money and dates as the portal shows them: rupees grouped the Indian way, times in the business time zone. */

/** The business time zone (DESIGN section 3); the browser's own zone is never used for business dates. */
export const BUSINESS_TIME_ZONE = "Asia/Kolkata";

const rupees = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 });
const day = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: BUSINESS_TIME_ZONE });
const month = new Intl.DateTimeFormat("en-IN", { month: "short", year: "numeric", timeZone: BUSINESS_TIME_ZONE });
const dayTime = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZone: BUSINESS_TIME_ZONE,
});

/** ₹1,23,456 */
export const formatRupees = (amount: number) => rupees.format(amount);

/** A calendar date (YYYY-MM-DD) is shown as it is, whatever the zone: it names a day, not an instant. */
const asInstant = (value: string) => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00+05:30`) : new Date(value));

/** 22 Nov 2026 */
export const formatDate = (value: string) => day.format(asInstant(value));
/** Nov 2026 */
export const formatMonth = (value: string) => month.format(asInstant(value));
/** 22 Nov 2026, 3:45 pm */
export const formatDateTime = (value: string) => dayTime.format(new Date(value));

const shortUnits = [
  [1_000, "K"],
  [100_000, "L"],
  [10_000_000, "Cr"],
] as const;

/** Short figures for cards: ₹950, ₹45K, ₹1.2L, ₹3.4Cr (Indian lakh and crore). */
export function formatRupeesShort(amount: number): string {
  const whole = Math.round(amount);
  if (whole < 1_000) return `₹${whole}`;
  const oneDecimal = (index: number) => Number((whole / shortUnits[index]![0]).toFixed(1));
  let index = shortUnits.findLastIndex(([size]) => whole >= size);
  // 99,960 rounds to 100K: it reads ₹1L instead (each unit is 100 of the one below).
  if (oneDecimal(index) >= 100 && index < shortUnits.length - 1) index += 1;
  return `₹${oneDecimal(index)}${shortUnits[index]![1]}`;
}

const clockTime = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", hour12: true, timeZone: BUSINESS_TIME_ZONE });

/** 9:05 AM (newer ICU puts a narrow no-break space before AM; a plain space reads and matches the same everywhere). */
export const formatTime = (value: string) => clockTime.format(new Date(value)).replace(/\s/gu, " ");

const longDay = new Intl.DateTimeFormat("en-IN", { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: BUSINESS_TIME_ZONE });

/** Monday, 23 November 2026 (built from its parts: ICU versions differ on the commas). */
export function formatLongDate(value: string): string {
  const parts = longDay.formatToParts(asInstant(value));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value ?? "";
  return `${part("weekday")}, ${part("day")} ${part("month")} ${part("year")}`;
}
