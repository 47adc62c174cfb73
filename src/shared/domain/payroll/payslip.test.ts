import { describe, expect, it } from "vitest";
import { MUSTER_COMPONENTS, payrollTotals, payslipFigures } from "./payslip";
import { estimatedSalary, type SalaryComponents } from "./salary";

const salary = (overrides: Partial<SalaryComponents> = {}): SalaryComponents => ({
  basicSalary: 20_000,
  hra: 8_000,
  transportAllowance: 1_600,
  medicalAllowance: 1_250,
  specialAllowance: 150,
  otherAllowances: 0,
  providentFund: 1_800,
  professionalTax: 200,
  incomeTax: 0,
  otherDeductions: 0,
  ...overrides,
});

describe("the payslip", () => {
  it("puts the employee's ESI among the deductions", () => {
    const figures = payslipFigures(salary({ basicSalary: 12_000, hra: 4_800, transportAllowance: 1_600, medicalAllowance: 1_250, specialAllowance: 350, providentFund: 1_440 }), 0, 30);
    // Gross 20,000: employee ESI 150, employer 650.
    expect(figures.grossMonthly).toBe(20_000);
    expect(figures.deductions).toEqual({ providentFund: 1_440, professionalTax: 200, incomeTax: 0, otherDeductions: 0, esi: 150 });
    expect(figures.totalDeductions).toBe(1_790);
    expect(figures.employer.esi).toBe(650);
    expect(figures.employerCost).toBe(20_000 + figures.employer.total);
  });
});

describe("the standard estimate through the payroll", () => {
  it("pays basic 45,000: gross 69,500, deductions 10,600, net 58,900", () => {
    const figures = payslipFigures(estimatedSalary(), 0, 30);
    expect(figures.earnings).toEqual({ basicSalary: 45_000, hra: 13_500, transportAllowance: 3_000, medicalAllowance: 2_000, specialAllowance: 5_000, otherAllowances: 1_000 });
    expect(figures).toMatchObject({ grossMonthly: 69_500, totalDeductions: 10_600, netPay: 58_900 });
    expect(figures.deductions).toEqual({ providentFund: 5_400, professionalTax: 200, incomeTax: 4_500, otherDeductions: 500, esi: 0 });
  });
});

describe("totals and the muster", () => {
  it("adds up the month, and is all zeros for nobody", () => {
    // A: gross 31,000, no LOP; deductions 2,000, net 29,000; employer 1,875 (at the ceiling), cost 32,875.
    const a = payslipFigures(salary(), 0, 31);
    // B: the standard estimate, 1 LOP day of 30: 69,500 / 30 = 2,316.67 -> 2,317 off, earned 67,183;
    // deductions 10,600, net 56,583; employer 1,875 (basic 43,500 still above the ceiling), cost 69,058.
    const b = payslipFigures(estimatedSalary(), 1, 30);
    expect([a.earnedGross, a.netPay, a.employerCost, b.earnedGross, b.netPay, b.employerCost]).toEqual([31_000, 29_000, 32_875, 67_183, 56_583, 69_058]);
    expect(payrollTotals([a, b])).toEqual({
      totalMonthly: 98_183,
      // 98,183 / 2 = 49,091.50 -> 49,092.
      averageSalary: 49_092,
      employeeCount: 2,
      totalNet: 85_583,
      totalDeductions: 12_600,
      employerContributions: 3_750,
      employerCost: 101_933,
    });
    expect(payrollTotals([])).toEqual({ totalMonthly: 0, averageSalary: 0, employeeCount: 0, totalNet: 0, totalDeductions: 0, employerContributions: 0, employerCost: 0 });
  });

  it("lists 16 components, each read from the figures", () => {
    const figures = payslipFigures(estimatedSalary(), 0, 30);
    expect(MUSTER_COMPONENTS).toHaveLength(16);
    expect(MUSTER_COMPONENTS.map((component) => component.amount(figures)).slice(0, 6).reduce((sum, amount) => sum + amount, 0)).toBe(69_500);
  });
});
