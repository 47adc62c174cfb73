import { describe, expect, it } from "vitest";
import { yearsOf, yearWindow } from "./months";
import { leaveDates, workingDaysIn } from "./sandwich-rule";
import { isWorkingDay, type WorkingCalendar } from "./working-calendar";

// December 2026: Monday 7, Friday 11, Saturday 12, Sunday 13; Friday 25 is Christmas. 1 January 2027 is a Friday.
const sundayOff: WorkingCalendar = { weeklyOffDays: [0], holidays: new Set() };
const weekendOff: WorkingCalendar = { weeklyOffDays: [0, 6], holidays: new Set() };
const withHolidays: WorkingCalendar = { weeklyOffDays: [0], holidays: new Set(["2026-12-25", "2027-01-01"]) };

describe("leave days", () => {
  it("skips weekly offs: a full week uses six days with Sunday off, five with the weekend off", () => {
    expect(workingDaysIn("2026-12-07", "2026-12-13", sundayOff, false)).toBe(6);
    expect(workingDaysIn("2026-12-07", "2026-12-13", weekendOff, false)).toBe(5);
    expect(workingDaysIn("2026-12-13", "2026-12-13", sundayOff, false)).toBe(0);
  });

  it("skips a holiday inside the request", () => {
    expect(workingDaysIn("2026-12-21", "2026-12-26", withHolidays, false)).toBe(5);
    expect(leaveDates("2026-12-24", "2026-12-26", withHolidays, false)).toEqual(["2026-12-24", "2026-12-26"]);
  });

  it("with sandwich counts the weekend between Friday and Monday, but not off days at the edges", () => {
    expect(workingDaysIn("2026-12-11", "2026-12-14", weekendOff, false)).toBe(2);
    expect(workingDaysIn("2026-12-11", "2026-12-14", weekendOff, true)).toBe(4);
    expect(workingDaysIn("2026-12-12", "2026-12-14", weekendOff, true)).toBe(1);
    expect(workingDaysIn("2026-12-11", "2026-12-13", weekendOff, true)).toBe(1);
    expect(workingDaysIn("2026-12-12", "2026-12-13", weekendOff, true)).toBe(0);
  });

  it("with sandwich counts a holiday between two leave days", () => {
    expect(workingDaysIn("2026-12-24", "2026-12-26", withHolidays, true)).toBe(3);
  });

  it("splits a request at New Year: only the days inside a year count for it", () => {
    // 28-31 December are working days, 1 January a holiday, Saturday 2 January a working day.
    expect(workingDaysIn("2026-12-28", "2027-01-02", withHolidays, false)).toBe(5);
    expect(workingDaysIn("2026-12-28", "2027-01-02", withHolidays, false, { from: "2026-01-01", to: "2026-12-31" })).toBe(4);
    expect(workingDaysIn("2026-12-28", "2027-01-02", withHolidays, false, { from: "2027-01-01", to: "2027-12-31" })).toBe(1);
    // With sandwich the holiday lies between 31 December and 2 January: it counts, in 2027.
    expect(workingDaysIn("2026-12-28", "2027-01-02", withHolidays, true, { from: "2027-01-01", to: "2027-12-31" })).toBe(2);
    expect(yearsOf("2026-12-28", "2027-01-02")).toEqual([2026, 2027]);
  });
});

describe("counting without walking the calendar", () => {
  /** The day-by-day walk the count replaced: the reference its results must equal. */
  function walked(start: string, end: string, calendar: WorkingCalendar, sandwich: boolean, window?: { from: string; to: string }): number {
    const next = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
    const working = (date: string) =>
      !calendar.weeklyOffDays.includes(new Date(`${date}T00:00:00Z`).getUTCDay()) && !calendar.holidays.has(date);
    let first = start;
    let last = end;
    if (sandwich) {
      while (first <= last && !working(first)) first = next(first, 1);
      while (last >= first && !working(last)) last = next(last, -1);
    }
    if (window) {
      if (window.from > first) first = window.from;
      if (window.to < last) last = window.to;
    }
    let count = 0;
    for (let date = first; date <= last; date = next(date, 1)) if (sandwich || working(date)) count += 1;
    return count;
  }

  it("counts a small range as by hand: November 2026 with Sunday off, a Monday holiday and a holiday on a Sunday", () => {
    // 30 days; Sundays 1, 8, 15, 22 and 29 are off (15 is also a holiday: not taken off twice); Monday 9 a holiday.
    const november: WorkingCalendar = { weeklyOffDays: [0], holidays: new Set(["2026-11-09", "2026-11-15", "2026-12-25"]) };
    expect(workingDaysIn("2026-11-01", "2026-11-30", november, false)).toBe(24);
    // With sandwich: Sunday 1 is trimmed at the start, Monday 30 is a working day: 2..30 is 29 days.
    expect(workingDaysIn("2026-11-01", "2026-11-30", november, true)).toBe(29);
    expect(workingDaysIn("2026-11-01", "2026-11-30", november, false, { from: "2026-11-10", to: "2026-11-14" })).toBe(5);
  });

  it("counts 2000-01-01..9999-12-31 in well under 100 ms, exactly", () => {
    // 8000 Gregorian years are 20 cycles of 146,097 days = 2,921,940 days, exactly 417,420 weeks.
    const weekends: WorkingCalendar = { weeklyOffDays: [0, 6], holidays: new Set() };
    const withHolidays: WorkingCalendar = {
      weeklyOffDays: [0],
      holidays: new Set(["2000-01-03", "2026-01-26", "2026-01-25", "9999-12-31", "1999-12-31"]),
    };
    const started = performance.now();
    expect(workingDaysIn("2000-01-01", "9999-12-31", weekends, false)).toBe(417_420 * 5);
    // Sunday off: six a week, less 3 January 2000 (Monday), 26 January 2026 (Monday), 31 December 9999 (Friday);
    // 25 January 2026 is a Sunday and 1999 lies outside.
    expect(workingDaysIn("2000-01-01", "9999-12-31", withHolidays, false)).toBe(417_420 * 6 - 3);
    // With sandwich: Saturday 1 January 2000 is the first working day, Thursday 30 December 9999 the last.
    expect(workingDaysIn("2000-01-01", "9999-12-31", withHolidays, true)).toBe(2_921_940 - 1);
    expect(workingDaysIn("2000-01-01", "9999-12-31", { weeklyOffDays: [0, 1, 2, 3, 4, 5, 6], holidays: new Set() }, true)).toBe(0);
    expect(workingDaysIn("2000-01-01", "9999-12-31", weekends, false, yearWindow(2026))).toBe(261);
    expect(performance.now() - started).toBeLessThan(100);
  });

  it("gives what the day-by-day walk gave, for many ranges, calendars, sandwich and windows", () => {
    let seed = 17;
    const random = (below: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % below;
    };
    const day = (offset: number) => new Date(Date.parse("2026-10-01T00:00:00Z") + offset * 86_400_000).toISOString().slice(0, 10);
    for (let run = 0; run < 1500; run += 1) {
      const weeklyOffDays = [0, 1, 2, 3, 4, 5, 6].filter(() => random(4) === 0);
      const holidays = new Set(Array.from({ length: random(12) }, () => day(random(120))));
      const calendar: WorkingCalendar = { weeklyOffDays, holidays };
      const startOffset = random(100);
      const start = day(startOffset);
      const end = day(startOffset + random(40));
      const window = random(3) === 0 ? { from: day(random(100)), to: day(60 + random(100)) } : undefined;
      const sandwich = random(2) === 0;
      const label = JSON.stringify({ start, end, weeklyOffDays, holidays: [...holidays], sandwich, window });
      expect(workingDaysIn(start, end, calendar, sandwich, window), label).toBe(walked(start, end, calendar, sandwich, window));
      expect(leaveDates(start, end, calendar, sandwich, window).length, label).toBe(walked(start, end, calendar, sandwich, window));
    }
  });
});

describe("the working calendar", () => {
  const calendar: WorkingCalendar = { weeklyOffDays: [0, 6], holidays: new Set(["2026-11-09"]) };
  it("a weekly off day and a holiday are not working days; another weekday is", () => {
    expect(isWorkingDay("2026-11-08", calendar)).toBe(false); // a Sunday
    expect(isWorkingDay("2026-11-09", calendar)).toBe(false); // a holiday (Monday)
    expect(isWorkingDay("2026-11-10", calendar)).toBe(true); // a Tuesday
  });
});
