import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { LeaveCalendar } from "@/shared/contract/team";
import { calendarWeeks, LeaveCalendarView, offByDate, shiftMonth } from "./leave-calendar";

const november: LeaveCalendar = {
  month: "2026-11",
  from: "2026-11-01",
  to: "2026-11-30",
  people: [
    {
      employeeRecordId: 4,
      employeeId: "EMP004",
      name: "Rohan Kulkarni",
      department: "Sales",
      spans: [
        {
          id: 7,
          leaveType: "vacation",
          status: "Pending",
          start: "2026-11-12",
          end: "2026-11-14",
          requestStart: "2026-11-12",
          requestEnd: "2026-11-14",
        },
      ],
    },
    {
      employeeRecordId: 5,
      employeeId: "EMP005",
      name: "Tanvi Shinde",
      department: "Sales",
      spans: [
        {
          id: 8,
          leaveType: "sick",
          status: "Approved",
          start: "2026-11-01",
          end: "2026-11-12",
          requestStart: "2026-10-30",
          requestEnd: "2026-11-12",
        },
      ],
    },
  ],
};

describe("the leave calendar", () => {
  it("lays a month out in weeks from Monday, padded at both ends", () => {
    // 1 November 2026 is a Sunday; 30 November a Monday.
    const weeks = calendarWeeks("2026-11-01", "2026-11-30");
    expect(weeks).toHaveLength(6);
    expect(weeks[0]).toEqual([null, null, null, null, null, null, "2026-11-01"]);
    expect(weeks[5]).toEqual(["2026-11-30", null, null, null, null, null, null]);
    expect(calendarWeeks("2027-02-01", "2027-02-28")).toHaveLength(4);
  });

  it("lists who is off on each date, and steps months across years", () => {
    const days = offByDate(november);
    expect(days.get("2026-11-12")!.map((off) => off.person.name)).toEqual(["Rohan Kulkarni", "Tanvi Shinde"]);
    expect(days.get("2026-11-15")).toBeUndefined();
    expect(days.size).toBe(14);
    expect([shiftMonth("2026-12", 1), shiftMonth("2026-01", -1), shiftMonth("2026-11", 0)]).toEqual(["2027-01", "2025-12", "2026-11"]);
  });

  it("says pending leave is pending, in the grid and the phone list, and says when nobody is off", () => {
    const html = renderToStaticMarkup(<LeaveCalendarView calendar={november} showDepartment />);
    expect(html).toContain("Who is off in Nov 2026");
    expect(html).toContain('Rohan Kulkarni<span class="font-semibold"> (pending)</span>');
    expect(html).toContain('Tanvi Shinde<span class="sr-only"> (approved)</span><span class="sr-only">, Sick Leave, Sales</span>');
    expect(html).toContain("Thu, 12 Nov");
    expect(renderToStaticMarkup(<LeaveCalendarView calendar={{ ...november, people: [] }} />)).toContain("Nobody is off in Nov 2026");
  });
});
