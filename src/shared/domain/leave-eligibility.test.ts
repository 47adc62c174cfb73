import { describe, expect, it } from "vitest";
import { leaveTypes } from "../contract/employee-portal";
import { applicableLeaveTypes, leaveTypeApplies } from "./leave-eligibility";

describe("leave types by gender", () => {
  it("offers maternity to women only and paternity to men only; the rest to everyone", () => {
    expect(applicableLeaveTypes(leaveTypes, "female")).not.toContain("paternity");
    expect(applicableLeaveTypes(leaveTypes, "female")).toContain("maternity");
    expect(applicableLeaveTypes(leaveTypes, "male")).not.toContain("maternity");
    expect(applicableLeaveTypes(leaveTypes, "male")).toContain("paternity");
    for (const gender of ["female", "male", "other", null] as const) expect(leaveTypeApplies("sick", gender)).toBe(true);
  });

  it("offers both to a record without a gender, neither to 'other' (each is for one gender)", () => {
    expect(applicableLeaveTypes(leaveTypes, null)).toEqual([...leaveTypes]);
    expect(leaveTypeApplies("maternity", "other")).toBe(false);
    expect(leaveTypeApplies("paternity", "other")).toBe(false);
  });
});
