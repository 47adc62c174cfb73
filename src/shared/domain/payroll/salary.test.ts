import { describe, expect, it } from "vitest";
import { estimatedSalary, monthlyGross, noSalary } from "./salary";

describe("estimatedSalary (the standard estimate of product.md 10.1)", () => {
  it("assumes ₹45,000 basic with HRA 30%, fixed allowances and ₹500 other deductions", () => {
    expect(estimatedSalary()).toEqual({
      basicSalary: 45_000,
      hra: 13_500,
      transportAllowance: 3_000,
      medicalAllowance: 2_000,
      specialAllowance: 5_000,
      otherAllowances: 1_000,
      otherDeductions: 500,
    });
  });
});

describe("monthlyGross", () => {
  it("adds basic and every allowance, leaving out the typed other deductions", () => {
    // 45,000 + 13,500 + 3,000 + 2,000 + 5,000 + 1,000 = 69,500 (the 500 of other deductions is not earnings).
    expect(monthlyGross(estimatedSalary())).toBe(69_500);
  });

  it("is zero for a structure with nothing recorded", () => {
    expect(monthlyGross(noSalary)).toBe(0);
  });
});
