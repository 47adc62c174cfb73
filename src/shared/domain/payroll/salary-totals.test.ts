import { describe, expect, it } from "vitest";
import { estimatedSalary, noSalary } from "./salary";
import { salaryTotals, type SalaryRecord } from "./salary-totals";

// A full month's totals through the payroll's own computation; every figure worked out by hand beside it.

const record = (overrides: Partial<SalaryRecord> = {}): SalaryRecord => ({
  ...estimatedSalary(),
  providentFund: null,
  professionalTax: null,
  incomeTax: null,
  gender: "male",
  pfMember: true,
  pfWageCapped: true,
  stateOfWork: "MH",
  ...overrides,
});

describe("salaryTotals", () => {
  it("computes a full month's deductions for the standard estimate (gross 69,500): no income tax under ₹12 lakh", () => {
    // PF 12% of 15,000 = 1,800; no ESI above 21,000; PT 200 (an ordinary month); other 500.
    // Income tax (new regime, FY 2026-27): 12 x 69,500 = 8,34,000 - 75,000 = 7,59,000, within the ₹12 lakh rebate: nil.
    expect(salaryTotals(record())).toEqual({
      ctcMonthly: 69_500,
      ctcAnnual: 834_000,
      monthlyDeductions: { providentFund: 1_800, esi: 0, professionalTax: 200, incomeTax: 0, otherDeductions: 500 },
      totalDeductions: 2_500,
      netSalary: 67_000,
      taxRulesYear: "2026-27",
    });
  });

  it("projects income tax for a year at the salary with nothing declared: the new regime (gross 2,00,000)", () => {
    const high = {
      basicSalary: 100_000,
      hra: 40_000,
      transportAllowance: 0,
      medicalAllowance: 0,
      specialAllowance: 60_000,
      otherAllowances: 0,
      otherDeductions: 0,
    };
    // New: 24,00,000 - 75,000 = 23,25,000. Slabs 20,000 + 40,000 + 60,000 + 80,000 + 3,25,000 x 25% (81,250) = 2,81,250;
    // cess 11,250; 2,92,500 a year, 24,375 a month.
    const fresh = salaryTotals(record(high));
    expect(fresh.monthlyDeductions).toEqual({ providentFund: 1_800, esi: 0, professionalTax: 200, incomeTax: 24_375, otherDeductions: 0 });
    expect(fresh).toMatchObject({ totalDeductions: 26_375, netSalary: 200_000 - 26_375 });
  });

  it("takes ESI for a gross within ₹21,000 and stands HR's overrides in for the computed figures", () => {
    const small = {
      basicSalary: 12_000,
      hra: 4_800,
      transportAllowance: 1_600,
      medicalAllowance: 1_250,
      specialAllowance: 350,
      otherAllowances: 0,
      otherDeductions: 0,
    };
    // Gross 20,000: ESI 0.75% = 150; PF 12% of 12,000 = 1,440; PT 200.
    expect(salaryTotals(record(small)).monthlyDeductions).toEqual({
      providentFund: 1_440,
      esi: 150,
      professionalTax: 200,
      incomeTax: 0,
      otherDeductions: 0,
    });
    const overridden = salaryTotals(record({ ...small, providentFund: 1_800, professionalTax: 0, incomeTax: 1_000 }));
    expect(overridden.monthlyDeductions).toEqual({
      providentFund: 1_800,
      esi: 150,
      professionalTax: 0,
      incomeTax: 1_000,
      otherDeductions: 0,
    });
    expect(overridden).toMatchObject({ totalDeductions: 2_950, netSalary: 17_050 });
  });

  it("is all zero for an empty structure", () => {
    expect(salaryTotals(record(noSalary))).toMatchObject({
      ctcMonthly: 0,
      ctcAnnual: 0,
      monthlyDeductions: { providentFund: 0, esi: 0, professionalTax: 0, incomeTax: 0, otherDeductions: 0 },
      totalDeductions: 0,
      netSalary: 0,
    });
  });
});
