import type { SalaryComponents } from "../domain/payroll/salary";

/** For tests: a salary structure (gross ₹31,000, basic ₹20,000) with the given components changed. */
export const testSalary = (overrides: Partial<SalaryComponents> = {}): SalaryComponents => ({
  basicSalary: 20_000,
  hra: 8_000,
  transportAllowance: 1_600,
  medicalAllowance: 1_250,
  specialAllowance: 150,
  otherAllowances: 0,
  otherDeductions: 0,
  ...overrides,
});
