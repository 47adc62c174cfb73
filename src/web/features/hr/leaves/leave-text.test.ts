import { describe, expect, it } from "vitest";
import type { HrLeave } from "@/shared/contract/leave-admin";
import { cancelledDaysText, daysAskedLabel, decidedByText, leaveDayCount, managerRejected, overlapWarning, shortSpan } from "./leave-text";

describe("the leave panel's wording", () => {
  it("writes short spans within and across months", () => {
    expect([shortSpan("2026-11-12", "2026-11-12"), shortSpan("2026-11-12", "2026-11-14"), shortSpan("2026-11-30", "2026-12-02")]).toEqual([
      "12 Nov",
      "12-14 Nov",
      "30 Nov-2 Dec",
    ]);
  });

  it("warns who else of the department is off, with their dates and status; nothing when nobody is", () => {
    const people = [
      { employeeRecordId: 4, employeeName: "Rohan Kulkarni", status: "Pending" as const, start: "2026-11-12", end: "2026-11-14" },
      { employeeRecordId: 5, employeeName: "Tanvi Shinde", status: "Approved" as const, start: "2026-11-13", end: "2026-11-13" },
    ];
    expect(overlapWarning({ department: "Sales", people })).toBe(
      "Also off in Sales on these dates: Rohan Kulkarni (12-14 Nov, pending), Tanvi Shinde (13 Nov, approved)",
    );
    expect(overlapWarning({ department: "Sales", people: [] })).toBeNull();
  });

  it("names who decided and whether as manager; a manager's rejection is HR's to override", () => {
    const leave = { decidedBy: "Rohit Pawar", decidedAs: "manager", status: "Rejected" } as HrLeave;
    expect(decidedByText(leave)).toBe("by Rohit Pawar (manager)");
    expect(decidedByText({ ...leave, decidedBy: "Sneha Patil", decidedAs: "hr" })).toBe("by Sneha Patil");
    expect(decidedByText({ ...leave, decidedBy: null, decidedAs: null })).toBeNull();
    expect([
      managerRejected(leave),
      managerRejected({ ...leave, decidedAs: "hr" }),
      managerRejected({ ...leave, status: "Approved" }),
    ]).toEqual([true, false, false]);
  });

  it("counts maternity in calendar days and every other type in working days (section 10.3)", () => {
    expect(leaveDayCount("maternity", 182)).toBe("182 calendar days");
    expect(leaveDayCount("vacation", 5)).toBe("5 working days");
    expect(leaveDayCount("sick", 1)).toBe("1 working day");
    expect([daysAskedLabel("maternity"), daysAskedLabel("sick")]).toEqual(["Calendar days asked", "Working days asked"]);
    expect(cancelledDaysText({ leaveType: "maternity", workingDays: 182 })).toBe("182 calendar days return to the balance");
    expect(cancelledDaysText({ leaveType: "vacation", workingDays: 3 })).toBe("3 working days return to the balance");
    expect(cancelledDaysText({ leaveType: "unpaid", workingDays: 2 })).toBe("2 working days no longer count as leave");
  });
});
