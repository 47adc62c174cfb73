import { monthsOfFinancialYear } from "../financial-year";
import { esiCovered } from "./esi";
import { DEFAULT_TAX_REGIME } from "./income-tax-law";
import { INCOME_TAX_RULES } from "./income-tax-tables";
import { payslipFigures, type Deductions, type StatutoryProfile } from "./payslip";
import { monthTds } from "./month-tds";

/**
 * A salary structure and its totals (docs/product.md section 10.1): the earnings a record holds and the
 * one typed deduction ('other deductions'); the statutory deductions are computed (payslip.ts), each with
 * an optional per-person override that HR sets with a reason. The monthly and annual CTC and a full
 * month's deductions and net salary are computed on the server (never trusted from a client), and the
 * standard estimate stands in for a record without a salary structure.
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

export const overridableDeductions = ["providentFund", "professionalTax", "incomeTax"] as const satisfies readonly (keyof DeductionOverrides)[];
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

/** What a full month's deductions depend on: the structure, the overrides and the statutory fields. */
export type SalaryRecord = SalaryComponents & DeductionOverrides & StatutoryProfile;

export interface SalaryTotals {
  /** Monthly earnings: basic plus every allowance. */
  ctcMonthly: number;
  ctcAnnual: number;
  /** A full month's deductions (no loss of pay), computed as the payroll computes them. */
  monthlyDeductions: Omit<Deductions, "labourWelfareFund">;
  /** Their sum. */
  totalDeductions: number;
  /** Earnings minus those deductions. */
  netSalary: number;
  /** The financial year whose income-tax rules the figure uses. */
  taxRulesYear: string;
}

/**
 * A full month at this structure (docs/product.md section 10.1), through the payroll's own computation:
 * no loss of pay, ESI when the gross is within its ceiling, professional tax of an ordinary month (not
 * February's), and income tax as the payroll's projection gives it for a whole financial year at this
 * salary with nothing declared, so under the new regime, the legal default (the latest rules held; its April month, so
 * one twelfth of the year's tax). Labour welfare fund is left out: it falls in one or two months a year.
 * Overrides stand where set. The payroll of a given month differs where loss of pay, declarations or
 * earlier months do: it projects the year each month.
 */
export function salaryTotals(record: SalaryRecord): SalaryTotals {
  const ctcMonthly = monthlyGross(record);
  const taxRulesYear = INCOME_TAX_RULES[INCOME_TAX_RULES.length - 1]!.financialYear;
  const april = monthsOfFinancialYear(taxRulesYear)[0]!;
  const input = { month: april, salary: record, overrides: record, profile: record, lopDays: 0, divisor: 1, esiCovered: esiCovered(ctcMonthly) };
  const figures = payslipFigures(input, (month) =>
    monthTds({ input, thisMonth: month, full: month, regime: DEFAULT_TAX_REGIME, finalised: null, tax: {} }).chosen.thisMonth,
  );
  const { labourWelfareFund: _lwf, ...monthlyDeductions } = figures.deductions;
  const totalDeductions = figures.totalDeductions - figures.deductions.labourWelfareFund;
  return { ctcMonthly, ctcAnnual: ctcMonthly * 12, monthlyDeductions, totalDeductions, netSalary: ctcMonthly - totalDeductions, taxRulesYear };
}

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
