import { describe, expect, it } from "vitest";
import {
  allowancesWithDefaults,
  countedDatesOf,
  DEFAULT_LEAVE_ALLOWANCES,
  leaveBalance,
  leaveDaysOf,
  shortfallOf,
  type LeaveSpan,
} from "./leave-balance";
import type { WorkingCalendar } from "./working-calendar";

// December 2026: Monday 7, Friday 11, Saturday 12, Sunday 13; Friday 25 is Christmas. 1 January 2027 is a Friday.
const sundayOff: WorkingCalendar = { weeklyOffDays: [0], holidays: new Set() };
const withHolidays: WorkingCalendar = { weeklyOffDays: [0], holidays: new Set(["2026-12-25", "2027-01-01"]) };

describe("leave balances", () => {
  const vacation = { leaveType: "vacation", days: 15, sandwich: false } as const;
  const span = (
    startDate: string,
    endDate: string,
    status: LeaveSpan["status"] = "Approved",
    leaveType: LeaveSpan["leaveType"] = "vacation",
  ): LeaveSpan => ({ leaveType, startDate, endDate, status });

  it("fills in the default allowances for types HR has not set", () => {
    const all = allowancesWithDefaults([{ leaveType: "sick", days: 10, sandwich: true }]);
    expect(all.map((row) => [row.leaveType, row.days, row.sandwich])).toEqual([
      ["sick", 10, true],
      ["vacation", 15, false],
      ["personal", 8, false],
      ["emergency", 3, false],
      ["maternity", 182, false],
      ["paternity", 5, false],
    ]);
    expect(DEFAULT_LEAVE_ALLOWANCES.paternity).toBe(5);
  });

  it("takes approved working days of the year off the allowance; pending, rejected, cancelled and other types do not", () => {
    const requests = [
      span("2026-12-07", "2026-12-13"), // 6 working days
      span("2026-12-28", "2027-01-02"), // 4 in 2026, 1 in 2027
      span("2026-11-02", "2026-11-03", "Pending"),
      span("2026-11-09", "2026-11-10", "Rejected"),
      span("2026-11-16", "2026-11-16", "Cancelled"),
      span("2026-11-17", "2026-11-17", "Approved", "sick"),
    ];
    expect(leaveBalance(vacation, requests, 2026, withHolidays)).toEqual({
      leaveType: "vacation",
      allowance: 15,
      used: 10,
      pending: 2,
      remaining: 5,
      perEvent: false,
    });
    expect(leaveBalance(vacation, requests, 2027, withHolidays)).toMatchObject({ used: 1, pending: 0, remaining: 14 });
  });

  it("treats maternity and paternity as per event: the allowance less this year's approved days", () => {
    const paternity = { leaveType: "paternity", days: 5, sandwich: false } as const;
    const balance = leaveBalance(paternity, [span("2026-03-02", "2026-03-04", "Approved", "paternity")], 2026, sundayOff);
    expect(balance).toMatchObject({ used: 3, remaining: 2, perEvent: true });
  });

  it("counts an approved request by the dates fixed at its approval, whatever the calendar and sandwich rule say now", () => {
    // Friday 11 to Monday 14 December 2026, approved with the sandwich rule on: all four dates.
    const fixed: LeaveSpan = {
      ...span("2026-12-11", "2026-12-14"),
      countedDates: ["2026-12-11", "2026-12-12", "2026-12-13", "2026-12-14"],
    };
    expect(leaveDaysOf(fixed, sundayOff, false)).toBe(4);
    expect(countedDatesOf(fixed, sundayOff, false, { from: "2026-12-12", to: "2026-12-31" })).toEqual([
      "2026-12-12",
      "2026-12-13",
      "2026-12-14",
    ]);
    expect(leaveBalance(vacation, [fixed], 2026, sundayOff)).toMatchObject({ used: 4, remaining: 11 });
    // The same dates still pending follow today's rule: Sunday 13 off without the sandwich rule (3), counted with it (4).
    const pending: LeaveSpan = { ...fixed, status: "Pending" };
    expect(leaveDaysOf(pending, sundayOff, false)).toBe(3);
    expect(leaveDaysOf(pending, sundayOff, true)).toBe(4);
    expect(countedDatesOf(pending, sundayOff, false)).toEqual(["2026-12-11", "2026-12-12", "2026-12-14"]);
    // Approved across New Year (Thursday 31 December, Friday 1 January) before New Year's Day became a holiday: one day in each year.
    const across: LeaveSpan = { ...span("2026-12-31", "2027-01-01"), countedDates: ["2026-12-31", "2027-01-01"] };
    expect(leaveBalance(vacation, [across], 2026, withHolidays)).toMatchObject({ used: 1 });
    expect(leaveBalance(vacation, [across], 2027, withHolidays)).toMatchObject({ used: 1 });
    // Approved without stored dates (over 180 days, approved before that limit): counted by today's rule.
    expect(leaveDaysOf(span("2026-12-11", "2026-12-14"), sundayOff, false)).toBe(3);
  });

  it("finds the shortfall a request would cause, per year it touches", () => {
    const emergency = { leaveType: "emergency", days: 3, sandwich: false } as const;
    const taken = [span("2026-12-07", "2026-12-08", "Approved", "emergency")];
    expect(shortfallOf(span("2026-12-09", "2026-12-09", "Pending", "emergency"), emergency, taken, sundayOff)).toBeNull();
    expect(shortfallOf(span("2026-12-09", "2026-12-10", "Pending", "emergency"), emergency, taken, sundayOff)).toEqual({
      year: 2026,
      remaining: 1,
      needed: 2,
    });
    // Two days in 2026 and two in 2027: 2026 holds only one.
    expect(shortfallOf(span("2026-12-30", "2027-01-02", "Pending", "emergency"), emergency, taken, sundayOff)).toEqual({
      year: 2026,
      remaining: 1,
      needed: 2,
    });
  });
});
