/** Salary totals of SPEC section 9, computed on the server from the components (never trusted from a client). */

export interface SalaryComponents {
  basicSalary: number;
  hra: number;
  transportAllowance: number;
  medicalAllowance: number;
  specialAllowance: number;
  otherAllowances: number;
  providentFund: number;
  professionalTax: number;
  incomeTax: number;
  otherDeductions: number;
}

export interface SalaryTotals {
  /** Monthly earnings: basic plus every allowance. */
  ctcMonthly: number;
  ctcAnnual: number;
  /** The four deductions. */
  totalDeductions: number;
  /** Earnings minus deductions. */
  netSalary: number;
}

export function salaryTotals(salary: SalaryComponents): SalaryTotals {
  const ctcMonthly =
    salary.basicSalary + salary.hra + salary.transportAllowance + salary.medicalAllowance + salary.specialAllowance + salary.otherAllowances;
  const totalDeductions = salary.providentFund + salary.professionalTax + salary.incomeTax + salary.otherDeductions;
  return { ctcMonthly, ctcAnnual: ctcMonthly * 12, totalDeductions, netSalary: ctcMonthly - totalDeductions };
}
