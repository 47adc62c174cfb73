/**
 * The working calendar (docs/product.md section 10.3): a working day is neither one of the admin's weekly
 * off days nor a company holiday. Working days in a range are counted arithmetically, never by walking
 * through the days. Dates are business dates (YYYY-MM-DD); day numbers count days since 1970-01-01.
 * What a leave request uses of it, with the sandwich rule, is in sandwich-rule.ts.
 */

export interface WorkingCalendar {
  /** 0 = Sunday ... 6 = Saturday (the admin's settings). */
  weeklyOffDays: readonly number[];
  /** Company holidays as YYYY-MM-DD. */
  holidays: ReadonlySet<string>;
}

const DAY_MS = 86_400_000;
const toMs = (date: string) => Date.parse(`${date}T00:00:00Z`);
const toDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** Days since 1970-01-01 (a Thursday), and back. */
export const dayNumber = (date: string) => Math.round(toMs(date) / DAY_MS);
export const dateOfDay = (day: number) => toDate(day * DAY_MS);
export const weekdayOf = (day: number) => (((day + 4) % 7) + 7) % 7;

export function isWorkingDay(date: string, calendar: WorkingCalendar): boolean {
  return !calendar.weeklyOffDays.includes(new Date(toMs(date)).getUTCDay()) && !calendar.holidays.has(date);
}

/** off[weekday]: a weekly off day. */
export const weeklyOffs = (calendar: WorkingCalendar) =>
  Array.from({ length: 7 }, (_, weekday) => calendar.weeklyOffDays.includes(weekday));

/**
 * Working days in `first`..`last` (day numbers, inclusive), never walking the range: whole weeks by
 * multiplication, the remainder (under a week) day by day, less the holidays inside it that fall on a
 * working weekday. The holiday list is finite, so the cost does not grow with the range.
 */
export function countWorkingDays(first: number, last: number, calendar: WorkingCalendar, off: readonly boolean[]): number {
  if (last < first) return 0;
  const total = last - first + 1;
  const weeks = Math.floor(total / 7);
  let count = weeks * off.filter((isOff) => !isOff).length;
  for (let day = first + weeks * 7; day <= last; day += 1) if (!off[weekdayOf(day)]) count += 1;
  for (const holiday of calendar.holidays) {
    const day = dayNumber(holiday);
    if (day >= first && day <= last && !off[weekdayOf(day)]) count -= 1;
  }
  return count;
}

/**
 * The first (step 1) or last (step -1) working day from `day` towards `limit`, or null when there is none.
 * A run of days without work is at most six weekly offs between each holiday, so this takes at most about
 * 7 x (holidays + 1) steps, whatever the range.
 */
export function edgeWorkingDay(
  day: number,
  limit: number,
  step: 1 | -1,
  calendar: WorkingCalendar,
  off: readonly boolean[],
): number | null {
  if (off.every(Boolean)) return null;
  for (let current = day; step === 1 ? current <= limit : current >= limit; current += step) {
    if (!off[weekdayOf(current)] && !calendar.holidays.has(dateOfDay(current))) return current;
  }
  return null;
}
