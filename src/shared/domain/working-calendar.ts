/**
 * The working calendar and the sandwich rule (docs/product.md section 10.3). A working day is neither
 * one of the admin's weekly off days nor a company holiday. A leave request uses its working days; with
 * the sandwich rule on (a setting per leave type), the weekly offs and holidays lying between two
 * working days of the same request count as leave too, those at its edges never do. Counting is
 * arithmetic, never a walk through the days. Dates are business dates (YYYY-MM-DD).
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
const dayNumber = (date: string) => Math.round(toMs(date) / DAY_MS);
const dateOfDay = (day: number) => toDate(day * DAY_MS);
const weekdayOf = (day: number) => (((day + 4) % 7) + 7) % 7;

export function isWorkingDay(date: string, calendar: WorkingCalendar): boolean {
  return !calendar.weeklyOffDays.includes(new Date(toMs(date)).getUTCDay()) && !calendar.holidays.has(date);
}

/** off[weekday]: a weekly off day. */
const weeklyOffs = (calendar: WorkingCalendar) => Array.from({ length: 7 }, (_, weekday) => calendar.weeklyOffDays.includes(weekday));

/**
 * Working days in `first`..`last` (day numbers, inclusive), never walking the range: whole weeks by
 * multiplication, the remainder (under a week) day by day, less the holidays inside it that fall on a
 * working weekday. The holiday list is finite, so the cost does not grow with the range.
 */
function countWorkingDays(first: number, last: number, calendar: WorkingCalendar, off: readonly boolean[]): number {
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
function edgeWorkingDay(day: number, limit: number, step: 1 | -1, calendar: WorkingCalendar, off: readonly boolean[]): number | null {
  if (off.every(Boolean)) return null;
  for (let current = day; step === 1 ? current <= limit : current >= limit; current += step) {
    if (!off[weekdayOf(current)] && !calendar.holidays.has(dateOfDay(current))) return current;
  }
  return null;
}

/**
 * The day numbers of `start`..`end` that use leave, as a range plus whether every day in it counts. Weekly
 * offs and holidays use none; with `sandwich` those lying between two working days of the same request do,
 * those at its edges still do not. (A sandwich across two separate requests is not counted: each request
 * is judged on its own dates, which HR sees in the table.)
 */
function leaveRange(start: string, end: string, calendar: WorkingCalendar, sandwich: boolean, window?: { from: string; to: string }) {
  const off = weeklyOffs(calendar);
  let first: number | null = dayNumber(start);
  let last: number | null = dayNumber(end);
  if (sandwich) {
    // Trim off days from the edges: what remains starts and ends on a working day.
    first = edgeWorkingDay(first, last, 1, calendar, off);
    last = first === null ? null : edgeWorkingDay(last, first, -1, calendar, off);
  }
  if (first === null || last === null) return { first: 0, last: -1, everyDay: sandwich, off };
  if (window) {
    first = Math.max(first, dayNumber(window.from));
    last = Math.min(last, dayNumber(window.to));
  }
  return { first, last, everyDay: sandwich, off };
}

/**
 * The dates of `start`..`end` (inclusive) that use leave, limited to `window` when given (see `leaveRange`).
 * It lists them, so it walks the range: for showing a short request; counting uses `workingDaysIn`.
 */
export function leaveDates(start: string, end: string, calendar: WorkingCalendar, sandwich: boolean, window?: { from: string; to: string }): string[] {
  const { first, last, everyDay, off } = leaveRange(start, end, calendar, sandwich, window);
  const dates: string[] = [];
  for (let day = first; day <= last; day += 1) {
    const date = dateOfDay(day);
    if (everyDay || (!off[weekdayOf(day)] && !calendar.holidays.has(date))) dates.push(date);
  }
  return dates;
}

/** How many leave days `start`..`end` uses (the count of `leaveDates`), without walking the range. */
export function workingDaysIn(start: string, end: string, calendar: WorkingCalendar, sandwich: boolean, window?: { from: string; to: string }): number {
  const { first, last, everyDay, off } = leaveRange(start, end, calendar, sandwich, window);
  if (last < first) return 0;
  return everyDay ? last - first + 1 : countWorkingDays(first, last, calendar, off);
}
