/**
 * The days a leave request uses, and the sandwich rule (docs/product.md section 10.3). A request uses
 * its working days (working-calendar.ts); with the sandwich rule on (a setting per leave type), the weekly
 * offs and holidays lying between two working days of the same request count as leave too, those at its
 * edges never do. Counting is arithmetic, never a walk through the days.
 */
import { countWorkingDays, dateOfDay, dayNumber, edgeWorkingDay, weekdayOf, weeklyOffs, type WorkingCalendar } from "./working-calendar";

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
export function leaveDates(
  start: string,
  end: string,
  calendar: WorkingCalendar,
  sandwich: boolean,
  window?: { from: string; to: string },
): string[] {
  const { first, last, everyDay, off } = leaveRange(start, end, calendar, sandwich, window);
  const dates: string[] = [];
  for (let day = first; day <= last; day += 1) {
    const date = dateOfDay(day);
    if (everyDay || (!off[weekdayOf(day)] && !calendar.holidays.has(date))) dates.push(date);
  }
  return dates;
}

/** How many leave days `start`..`end` uses (the count of `leaveDates`), without walking the range. */
export function workingDaysIn(
  start: string,
  end: string,
  calendar: WorkingCalendar,
  sandwich: boolean,
  window?: { from: string; to: string },
): number {
  const { first, last, everyDay, off } = leaveRange(start, end, calendar, sandwich, window);
  if (last < first) return 0;
  return everyDay ? last - first + 1 : countWorkingDays(first, last, calendar, off);
}
