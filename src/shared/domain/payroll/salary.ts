/**
 * A salary structure (docs/product.md section 10.1): the earnings a record holds and the one typed
 * deduction ('other deductions'); the statutory deductions are computed (payslip.ts), each with an
 * optional per-person override that HR sets with a reason. The standard estimate stands in for a record
 * without a salary structure. A full month's totals are in salary-totals.ts: they run the payslip.
 */

export interface SalaryComponents {
  basicSalary: number;
  hra: number;
  transportAllowance: number;
  medicalAllowance: number;
  specialAllowance: number;
  otherAllowances: number;
  /** The one deduction that is typed: loans, canteen and the like. */
  otherDeductions: number;
}

/** A deduction HR fixed for one person instead of the computed figure (null: computed). */
export interface DeductionOverrides {
  providentFund: number | null;
  professionalTax: number | null;
  incomeTax: number | null;
}

export const overridableDeductions = [
  "providentFund",
  "professionalTax",
  "incomeTax",
] as const satisfies readonly (keyof DeductionOverrides)[];
export type OverridableDeduction = (typeof overridableDeductions)[number];

export const noOverrides: DeductionOverrides = { providentFund: null, professionalTax: null, incomeTax: null };

/** Every component at zero and nothing overridden: a structure with nothing recorded (or nothing shown). */
export const noSalary: SalaryComponents & DeductionOverrides = {
  basicSalary: 0,
  hra: 0,
  transportAllowance: 0,
  medicalAllowance: 0,
  specialAllowance: 0,
  otherAllowances: 0,
  otherDeductions: 0,
  ...noOverrides,
};

/** A full month's earnings: basic plus every allowance. */
export const monthlyGross = (salary: SalaryComponents): number =>
  salary.basicSalary + salary.hra + salary.transportAllowance + salary.medicalAllowance + salary.specialAllowance + salary.otherAllowances;

/**
 * The standard estimate (docs/product.md section 10.1) for a person without a salary structure: basic
 * ₹45,000, HRA 30% of basic, transport 3,000, medical 2,000, special 5,000, other 1,000, other deductions
 * 500. The statutory deductions are computed on it like anyone's. Shown marked as estimated, never as
 * recorded figures.
 */
export function estimatedSalary(basicSalary = 45_000): SalaryComponents {
  return {
    basicSalary,
    hra: Math.round(basicSalary * 0.3),
    transportAllowance: 3_000,
    medicalAllowance: 2_000,
    specialAllowance: 5_000,
    otherAllowances: 1_000,
    otherDeductions: 500,
  };
}
