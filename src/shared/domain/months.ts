/**
 * Month and year arithmetic on business dates (YYYY-MM-DD, months YYYY-MM, compared as text): how many
 * days a month has, its first and last date, a calendar year as a date window, and the years a date
 * range touches. Attendance, leave balances and the payroll all count by these (docs/product.md
 * sections 10.3 and 10.6).
 */

/** Days in a month 'YYYY-MM' (28 to 31). */
export function daysInMonth(month: string): number {
  const [year, monthNumber] = month.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
}

/** First and last date of a month 'YYYY-MM'. */
export function monthRange(month: string): { from: string; to: string } {
  return { from: `${month}-01`, to: `${month}-${String(daysInMonth(month)).padStart(2, "0")}` };
}

/** First and last date of a calendar year. */
export const yearWindow = (year: number) => ({ from: `${year}-01-01`, to: `${year}-12-31` });

/**
 * The calendar years a request touches (one, or two across New Year). One entry per year: callers keep
 * to requests within the length limit (`LEAVE_MAX_DAYS`), so this is two years at most.
 */
export function yearsOf(start: string, end: string): number[] {
  const years: number[] = [];
  for (let year = Number(start.slice(0, 4)); year <= Number(end.slice(0, 4)); year += 1) years.push(year);
  return years;
}
