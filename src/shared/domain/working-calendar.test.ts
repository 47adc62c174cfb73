import { describe, expect, it } from "vitest";
import {
  countWorkingDays,
  dateOfDay,
  dayNumber,
  edgeWorkingDay,
  isWorkingDay,
  weekdayOf,
  weeklyOffs,
  type WorkingCalendar,
} from "./working-calendar";

// November 2026 starts on a Sunday: Sundays 1, 8, 15, 22, 29; Saturdays 7, 14, 21, 28. 10 Nov is a Tuesday,
// 16 Nov a Monday, 25 Dec a Friday.

const sundaysOff = (...holidays: string[]): WorkingCalendar => ({ weeklyOffDays: [0], holidays: new Set(holidays) });
const day = dayNumber;

describe("day numbers", () => {
  it("count days from 1 Jan 1970, a Thursday, both ways", () => {
    expect(dayNumber("1970-01-01")).toBe(0);
    expect(dayNumber("1970-01-08")).toBe(7);
    expect(dayNumber("1969-12-31")).toBe(-1);
    expect(dateOfDay(-1)).toBe("1969-12-31");
    expect(dateOfDay(dayNumber("2026-11-23"))).toBe("2026-11-23");
  });

  it("give the weekday, 0 = Sunday, before 1970 too", () => {
    expect(weekdayOf(0)).toBe(4); // Thursday
    expect(weekdayOf(-1)).toBe(3); // Wednesday 31 Dec 1969
    expect(weekdayOf(-5)).toBe(6); // Saturday 27 Dec 1969
    expect(weekdayOf(day("2026-11-23"))).toBe(1); // Monday
    expect(weekdayOf(day("2026-11-01"))).toBe(0); // Sunday
  });
});

describe("a working day", () => {
  it("is neither a weekly off day nor a company holiday", () => {
    const calendar = sundaysOff("2026-11-10");
    expect(isWorkingDay("2026-11-09", calendar)).toBe(true); // Monday
    expect(isWorkingDay("2026-11-08", calendar)).toBe(false); // Sunday
    expect(isWorkingDay("2026-11-10", calendar)).toBe(false); // the holiday
  });

  it("marks the weekly off days by weekday", () => {
    expect(weeklyOffs({ weeklyOffDays: [0, 6], holidays: new Set() })).toEqual([true, false, false, false, false, false, true]);
  });
});

describe("counting working days", () => {
  it("leaves out the weekly offs and the holidays on working weekdays, once each", () => {
    // 30 days less 5 Sundays = 25; less the holiday on Tuesday 10 Nov = 24. The holiday on Sunday 1 Nov is already
    // off and 25 Dec is outside the range.
    const calendar = sundaysOff("2026-11-01", "2026-11-10", "2026-12-25");
    expect(countWorkingDays(day("2026-11-01"), day("2026-11-30"), calendar, weeklyOffs(calendar))).toBe(24);
  });

  it("counts a five-day week", () => {
    // 30 days less 5 Sundays and 4 Saturdays = 21; less 10 Nov = 20.
    const calendar: WorkingCalendar = { weeklyOffDays: [0, 6], holidays: new Set(["2026-11-10"]) };
    expect(countWorkingDays(day("2026-11-01"), day("2026-11-30"), calendar, weeklyOffs(calendar))).toBe(20);
  });

  it("counts a range shorter than a week, and nothing for a range that ends before it starts", () => {
    // Saturday 14 to Tuesday 17 Nov with Sundays off: 14, 16 and 17 = 3.
    const calendar = sundaysOff();
    expect(countWorkingDays(day("2026-11-14"), day("2026-11-17"), calendar, weeklyOffs(calendar))).toBe(3);
    expect(countWorkingDays(day("2026-11-17"), day("2026-11-14"), calendar, weeklyOffs(calendar))).toBe(0);
  });
});

describe("the first or last working day of a stretch", () => {
  // Sunday 15 Nov is off and Monday 16 Nov a holiday.
  const calendar = sundaysOff("2026-11-16");
  const off = weeklyOffs(calendar);

  it("steps over weekly offs and holidays, forwards or backwards", () => {
    expect(edgeWorkingDay(day("2026-11-15"), day("2026-11-30"), 1, calendar, off)).toBe(day("2026-11-17")); // Tuesday
    expect(edgeWorkingDay(day("2026-11-16"), day("2026-11-01"), -1, calendar, off)).toBe(day("2026-11-14")); // Saturday
  });

  it("is none when the stretch has no working day, or the week has none", () => {
    expect(edgeWorkingDay(day("2026-11-15"), day("2026-11-16"), 1, calendar, off)).toBeNull();
    const allOff: WorkingCalendar = { weeklyOffDays: [0, 1, 2, 3, 4, 5, 6], holidays: new Set() };
    expect(edgeWorkingDay(day("2026-11-15"), day("2026-11-30"), 1, allOff, weeklyOffs(allOff))).toBeNull();
  });
});
