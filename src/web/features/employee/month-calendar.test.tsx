import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { EmployeeMonth, EmployeeMonthDay } from "@/shared/contract/employee-portal";
import { MonthCalendar, MonthCounts, MonthDayList } from "./month-calendar";
import { calendarCells, dayLabel, formatLongMonth, monthChoiceError } from "./month-days";

const blank = (date: string, status: EmployeeMonthDay["status"] = null): EmployeeMonthDay => ({
  date,
  status,
  missedCheckOut: false,
  checkIn: null,
  checkOut: null,
  location: null,
  hoursWorked: 0,
});
// November 2026 starts on a Sunday; today is Wednesday the 4th.
const november: EmployeeMonth = {
  month: "2026-11",
  today: "2026-11-04",
  earliestMonth: "2026-09",
  days: [
    blank("2026-11-01", "Weekly Off"),
    // 09:40-18:30 IST = 04:10-13:00 UTC, 8.83 h.
    {
      ...blank("2026-11-02", "Late"),
      checkIn: "2026-11-02T04:10:00.000Z",
      checkOut: "2026-11-02T13:00:00.000Z",
      location: "Baner Road, Pune",
      hoursWorked: 8.83,
    },
    { ...blank("2026-11-03", "Present"), missedCheckOut: true, checkIn: "2026-11-03T03:30:00.000Z", location: "Baner Road, Pune" },
    blank("2026-11-04", "Absent"),
    ...Array.from({ length: 26 }, (_, index) => blank(`2026-11-${String(index + 5).padStart(2, "0")}`)),
  ],
  counts: { present: 1, late: 1, absent: 1, onLeave: 0, holiday: 0, weeklyOff: 1, missedCheckOut: 1 },
};

describe("the employee's month on screen", () => {
  it("puts the 1st under its weekday, Monday first", () => {
    const cells = calendarCells(november.days);
    expect(cells.slice(0, 6)).toEqual([null, null, null, null, null, null]);
    expect(cells[6]?.date).toBe("2026-11-01");
    expect(cells).toHaveLength(36);
  });

  it("labels a missed check-out as such and a future day not at all", () => {
    expect(november.days.map(dayLabel).slice(0, 5)).toEqual(["Weekly Off", "Late", "Missed check-out", "Absent", null]);
  });

  it("shows every status and the times in the calendar, and only the days so far in the phone list", () => {
    const calendar = renderToStaticMarkup(<MonthCalendar month={november} title="November 2026" />);
    expect(calendar).toContain('aria-label="Calendar of November 2026"');
    expect(calendar).toContain('aria-label="Monday, 2 November 2026: Late"');
    expect(calendar).toContain('aria-label="Tuesday, 3 November 2026: Missed check-out"');
    expect(calendar).toContain('aria-label="Thursday, 5 November 2026: no status yet"');
    expect(calendar).toContain("9:40 AM - 6:30 PM (8.8h)");
    expect(calendar).toContain("9:00 AM - --:--");

    const list = renderToStaticMarkup(<MonthDayList month={november} title="November 2026" />);
    expect(list.match(/<li /g)).toHaveLength(4);
    expect(list.indexOf("Wed, 4 Nov")).toBeLessThan(list.indexOf("Sun, 1 Nov"));
    expect(list).toContain("(today)");
    for (const label of ["Weekly Off", "Late", "Missed check-out", "Absent"]) expect(list).toContain(label);
  });

  it("counts the month under each status", () => {
    const counts = renderToStaticMarkup(<MonthCounts counts={november.counts} />);
    expect(counts).toMatch(/Missed check-out<\/dt><dd[^>]*>1</);
    expect(counts).toMatch(/On Leave<\/dt><dd[^>]*>0</);
  });

  it("refuses a future month or one before joining before asking the server", () => {
    expect(monthChoiceError("2026-12", "2026-11", "2026-09", undefined)).toBe("Choose the current month or an earlier one");
    expect(monthChoiceError("2026-08", "2026-11", "2026-09", undefined)).toBe("Choose a month from your date of joining");
    expect(monthChoiceError("2026-09", "2026-11", "2026-09", undefined)).toBeUndefined();
    expect(formatLongMonth("2026-11")).toBe("November 2026");
  });
});
