import { describe, expect, it } from "vitest";
import { estimatedSalary, salaryTotals } from "./salary";

describe("salaryTotals", () => {
  it("adds earnings and deductions as product.md 10.1 says (a worked example)", () => {
    const totals = salaryTotals({
      basicSalary: 45000,
      hra: 13500,
      transportAllowance: 3000,
      medicalAllowance: 2000,
      specialAllowance: 5000,
      otherAllowances: 1000,
      providentFund: 1800,
      professionalTax: 200,
      incomeTax: 4500,
      otherDeductions: 500,
    });
    expect(totals).toEqual({ ctcMonthly: 69500, ctcAnnual: 834000, totalDeductions: 7000, netSalary: 62500 });
  });

  it("is all zero for an empty structure", () => {
    const zero = { basicSalary: 0, hra: 0, transportAllowance: 0, medicalAllowance: 0, specialAllowance: 0, otherAllowances: 0, providentFund: 0, professionalTax: 0, incomeTax: 0, otherDeductions: 0 };
    expect(salaryTotals(zero)).toEqual({ ctcMonthly: 0, ctcAnnual: 0, totalDeductions: 0, netSalary: 0 });
  });
});

describe("estimatedSalary (the standard estimate of product.md 10.1)", () => {
  it("assumes ₹45,000 basic with HRA 30%, fixed allowances, PF 12% and income tax 10% of basic", () => {
    const estimate = estimatedSalary();
    expect(estimate).toEqual({
      basicSalary: 45_000,
      hra: 13_500,
      transportAllowance: 3_000,
      medicalAllowance: 2_000,
      specialAllowance: 5_000,
      otherAllowances: 1_000,
      providentFund: 5_400,
      professionalTax: 200,
      incomeTax: 4_500,
      otherDeductions: 500,
    });
    expect(salaryTotals(estimate)).toEqual({ ctcMonthly: 69_500, ctcAnnual: 834_000, totalDeductions: 10_600, netSalary: 58_900 });
  });
});
