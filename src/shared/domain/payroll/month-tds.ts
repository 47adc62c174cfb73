import { financialYearOf, monthsOfFinancialYear } from "../financial-year";
import type { TaxRegime } from "./income-tax-tables";
import { professionalTaxOf, type BeforeIncomeTax, type PayslipInput } from "./payslip";
import { monthlyTds, type SalaryFigures, type TdsInput, type TdsResult } from "./tds";

/**
 * A payroll month's income tax (docs/product.md section 10.6): `monthlyTds` (tds.ts) fed with this month's
 * earned figures, a full month's for the months still to come (professional tax month by month, February's
 * included), the sums of this financial year's finalised months, and what the person declared and HR
 * entered as opening figures.
 */

/** Sums over a person's finalised months of the financial year before the month paid. */
export type FinalisedFigures = TdsInput["finalised"];

export const NOTHING_FINALISED: FinalisedFigures = { gross: 0, basic: 0, hra: 0, employeePf: 0, professionalTax: 0, tds: 0, months: 0 };

/** The declarations, a previous employer's salary and TDS, and opening figures: none when absent. */
export type DeclaredTax = Pick<TdsInput, "declarations" | "previousEmployer" | "opening">;

/** What the projection reads of a month's figures. */
export const salaryFiguresOf = (month: BeforeIncomeTax): SalaryFigures => ({
  gross: month.earnedGross,
  basic: month.earnedBasic,
  hra: month.earnedHra,
  employeePf: month.providentFund,
  professionalTax: month.professionalTax,
});

export function monthTds(args: {
  /** This month's payslip input: the month, the state, gender and overrides the later months' professional tax needs. */
  input: Pick<PayslipInput, "month" | "overrides" | "profile">;
  thisMonth: BeforeIncomeTax;
  /** The same person in a full month (no loss of pay), projected over the months left. */
  full: BeforeIncomeTax;
  regime: TaxRegime;
  finalised: FinalisedFigures | null;
  tax: DeclaredTax;
}): TdsResult {
  const { month } = args.input;
  const later = monthsOfFinancialYear(financialYearOf(month)).filter((candidate) => candidate > month);
  const remainingProfessionalTax = later.reduce(
    (sum, candidate) => sum + professionalTaxOf({ ...args.input, month: candidate }, args.full.earnedGross).amount,
    0,
  );
  return monthlyTds({
    month,
    regime: args.regime,
    finalised: args.finalised ?? NOTHING_FINALISED,
    thisMonth: salaryFiguresOf(args.thisMonth),
    monthlyFull: salaryFiguresOf(args.full),
    remainingProfessionalTax,
    ...args.tax,
  });
}
