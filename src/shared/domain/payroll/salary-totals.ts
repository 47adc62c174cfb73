import { monthsOfFinancialYear } from "../financial-year";
import { esiCovered } from "./esi";
import { DEFAULT_TAX_REGIME } from "./income-tax-law";
import { INCOME_TAX_RULES } from "./income-tax-tables";
import { monthTds } from "./month-tds";
import { payslipFigures, type Deductions, type StatutoryProfile } from "./payslip";
import { monthlyGross, type DeductionOverrides, type SalaryComponents } from "./salary";

/**
 * A salary structure's totals (docs/product.md section 10.1): the monthly and annual CTC and a full
 * month's deductions and net salary, computed on the server (never trusted from a client) and shown
 * beside the structure in the portal.
 */

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
  const input = {
    month: april,
    salary: record,
    overrides: record,
    profile: record,
    lopDays: 0,
    divisor: 1,
    esiCovered: esiCovered(ctcMonthly),
  };
  const figures = payslipFigures(
    input,
    (month) => monthTds({ input, thisMonth: month, full: month, regime: DEFAULT_TAX_REGIME, finalised: null, tax: {} }).chosen.thisMonth,
  );
  const { labourWelfareFund: _lwf, ...monthlyDeductions } = figures.deductions;
  const totalDeductions = figures.totalDeductions - figures.deductions.labourWelfareFund;
  return {
    ctcMonthly,
    ctcAnnual: ctcMonthly * 12,
    monthlyDeductions,
    totalDeductions,
    netSalary: ctcMonthly - totalDeductions,
    taxRulesYear,
  };
}
