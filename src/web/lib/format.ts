import { formatRupees, SHORT_DATE_OPTIONS } from "@/shared/display-format";

/** Money and dates as the portal shows them: rupees grouped the Indian way, times in the business time zone. */

/** The zone the portal assumes until the server has said which one it keeps (the server's own default). */
export const DEFAULT_BUSINESS_TIME_ZONE = "Asia/Kolkata";

let businessZone = DEFAULT_BUSINESS_TIME_ZONE;

/**
 * The business time zone: the server's BUSINESS_TIMEZONE, which GET /api/auth/me answers before any
 * dashboard renders (features/portal/session/use-portal-session.ts). The browser's own zone is never
 * used for business dates.
 */
export const businessTimeZone = () => businessZone;

/** Adopts the server's zone; a name this browser does not know leaves the current one. */
export function setBusinessTimeZone(zone: string | undefined): void {
  if (!zone) return;
  try {
    new Intl.DateTimeFormat("en-IN", { timeZone: zone });
    businessZone = zone;
  } catch {
    // An unknown zone: keep the one in use rather than fail every date on the page.
  }
}

/** A formatter on the business clock, rebuilt only when the zone changes: call it where it formats. */
export function zonedFormat(locale: string, options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let zone = "";
  let formatter: Intl.DateTimeFormat | undefined;
  return () => {
    if (!formatter || zone !== businessZone) {
      zone = businessZone;
      formatter = new Intl.DateTimeFormat(locale, { ...options, timeZone: zone });
    }
    return formatter;
  };
}

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A calendar date (YYYY-MM-DD) names a day, not an instant: it is shown as it is on any clock (noon UTC
 * of that day, read in UTC). Anything else is an instant, shown on the business clock.
 */
function dateFormat(locale: string, options: Intl.DateTimeFormatOptions) {
  const zoned = zonedFormat(locale, options);
  const calendar = new Intl.DateTimeFormat(locale, { ...options, timeZone: "UTC" });
  return (value: string): [Intl.DateTimeFormat, Date] =>
    CALENDAR_DATE.test(value) ? [calendar, new Date(`${value}T12:00:00Z`)] : [zoned(), new Date(value)];
}

// The server's PDFs format with the same two (shared/display-format.ts).
const day = dateFormat("en-IN", SHORT_DATE_OPTIONS);
const month = dateFormat("en-IN", { month: "short", year: "numeric" });
const dayTime = zonedFormat("en-IN", { day: "numeric", month: "short", year: "numeric", hour: "numeric", minute: "2-digit" });

/** ₹1,23,456 */
export { formatRupees };

const apply = ([formatter, at]: [Intl.DateTimeFormat, Date]) => formatter.format(at);

/** 22 Nov 2026 */
export const formatDate = (value: string) => apply(day(value));
/** Nov 2026 */
export const formatMonth = (value: string) => apply(month(value));
/** 22 Nov 2026, 3:45 pm */
export const formatDateTime = (value: string) => dayTime().format(new Date(value));

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

const clockTime = zonedFormat("en-US", { hour: "numeric", minute: "2-digit", hour12: true });

/** 9:05 AM (newer ICU puts a narrow no-break space before AM; a plain space reads and matches the same everywhere). */
export const formatTime = (value: string) => clockTime().format(new Date(value)).replace(/\s/gu, " ");

const longDay = dateFormat("en-IN", { weekday: "long", day: "numeric", month: "long", year: "numeric" });

/** Monday, 23 November 2026 (built from its parts: ICU versions differ on the commas). */
export function formatLongDate(value: string): string {
  const [formatter, at] = longDay(value);
  const parts = formatter.formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value ?? "";
  return `${part("weekday")}, ${part("day")} ${part("month")} ${part("year")}`;
}
