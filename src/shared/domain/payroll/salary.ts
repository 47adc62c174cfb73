/**
 * A salary structure and its totals (docs/product.md section 10.1): the components a record holds
 * (basic, allowances, the four deductions), the monthly and annual CTC and net salary computed from them
 * on the server (never trusted from a client), and the standard estimate that stands in for a record
 * without a salary structure.
 */

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

/** Every component at zero: a structure with nothing recorded (or nothing shown). */
export const noSalary: SalaryComponents = {
  basicSalary: 0,
  hra: 0,
  transportAllowance: 0,
  medicalAllowance: 0,
  specialAllowance: 0,
  otherAllowances: 0,
  providentFund: 0,
  professionalTax: 0,
  incomeTax: 0,
  otherDeductions: 0,
};

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

/**
 * The standard estimate (docs/product.md section 10.1) for a person without a salary structure: basic
 * ₹45,000, HRA 30% of basic, transport 3,000, medical 2,000, special 5,000, other 1,000; PF 12% and
 * income tax 10% (of basic), professional tax 200, other deductions 500. Shown marked as estimated,
 * never as recorded figures.
 */
export function estimatedSalary(basicSalary = 45_000): SalaryComponents {
  return {
    basicSalary,
    hra: Math.round(basicSalary * 0.3),
    transportAllowance: 3_000,
    medicalAllowance: 2_000,
    specialAllowance: 5_000,
    otherAllowances: 1_000,
    providentFund: Math.round(basicSalary * 0.12),
    professionalTax: 200,
    incomeTax: Math.round(basicSalary * 0.1),
    otherDeductions: 500,
  };
}
