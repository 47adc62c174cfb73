import { describe, expect, it } from "vitest";
import { leaveDayCount, leaveTypeOptionsFor } from "./leave-type-text";

describe("the employee's leave types and day counts", () => {
  it("offers a man no Maternity Leave, a woman no Paternity Leave, and both while the gender is not set", () => {
    const labels = (gender: Parameters<typeof leaveTypeOptionsFor>[0]) => leaveTypeOptionsFor(gender).map((option) => option.label);
    expect(labels("male")).not.toContain("Maternity Leave");
    expect(labels("male")).toContain("Paternity Leave");
    expect(labels("female")).not.toContain("Paternity Leave");
    expect(labels("female")).toContain("Maternity Leave");
    expect(labels(null)).toEqual(expect.arrayContaining(["Maternity Leave", "Paternity Leave"]));
    expect(labels(undefined)).toEqual(labels(null));
  });

  it("labels maternity in calendar days and the others in days", () => {
    expect(leaveDayCount("maternity", 182)).toBe("182 calendar days");
    expect(leaveDayCount("maternity", 1)).toBe("1 calendar day");
    expect(leaveDayCount("paternity", 5)).toBe("5 days");
    expect(leaveDayCount("sick", 1)).toBe("1 day");
  });
});
