import { financialYearOf, monthsOfFinancialYear } from "../financial-year";
import { isHraMetroCity } from "./hra-exemption";
import {
  annualIncomeTax,
  taxableSalary,
  type IncomeTaxBreakdown,
  type Section80DClaim,
  type TaxableSalary,
  type TaxRegime,
} from "./income-tax";

/**
 * This month's income tax to deduct from salary (section 192 of the 1961 Act, section 392 of the 2025 Act:
 * the average rate on the estimated income of the year), the way Indian payroll software projects it: what
 * was paid this financial year, plus this month, plus the remaining months at this month's full salary, plus
 * one-off earnings, opening figures and a previous employer's salary; the year's tax on that less the tax
 * already deducted, spread over the months left including this one. Worked out for both regimes, so the
 * employee can compare them.
 *
 * The estimated income is the salary this employer will pay: for a leaver (a recorded last working day) the
 * months after the month of the last working day bring no salary, so they are neither projected nor counted
 * among the months left to deduct in, and the month of the last working day, when it is after this one, is
 * projected as the payroll will pay it, prorated to the last working day (docs/product.md section 10.6).
 */

/** Salary figures for a month or a sum of months, in whole rupees. */
export interface SalaryFigures {
  gross: number;
  basic: number;
  hra: number;
  employeePf: number;
  professionalTax: number;
}

export interface TdsInput {
  /** The month being paid, 'YYYY-MM'. */
  month: string;
  /** The regime the employee chose for this financial year. */
  regime: TaxRegime;
  /** Sums over this financial year's finalised months here, with the TDS deducted in them. */
  finalised: SalaryFigures & { tds: number; months: number };
  /** This month's earned figures (after loss of pay), one-off earnings excluded. */
  thisMonth: SalaryFigures;
  /** The full monthly salary, projected over the months after this one. */
  monthlyFull: SalaryFigures;
  /** Bonus and other one-off earnings this month: counted once, never projected. */
  oneOffEarnings?: number;
  /** The month of the person's last working day ('YYYY-MM') when a separation is recorded: no month after it is projected. */
  lastMonthOfService?: string;
  /**
   * That month's figures as the payroll will pay it (prorated to the last working day), projected in its place
   * instead of the full salary; read only when `lastMonthOfService` is after this month.
   */
  lastMonth?: SalaryFigures;
  /** Professional tax of the months projected after this one, when the state's schedule varies (Maharashtra's ₹300 February); default monthly × months (a leaver's last month its own). */
  remainingProfessionalTax?: number;
  /** Paid outside the product earlier this financial year (a company that starts mid-year). */
  opening?: { gross: number; employeePf: number; professionalTax: number; tds: number; basic?: number; hra?: number; months?: number };
  /** Declared by the employee: salary (Form 12B, after that employer's exemptions) and TDS from an earlier employer this year. */
  previousEmployer?: { salary: number; tds: number };
  declarations?: { section80C?: number; section80D?: Section80DClaim; rentPaidMonthly?: number; rentCity?: string };
}

export interface TdsProjection {
  finalisedGross: number;
  openingGross: number;
  thisMonthGross: number;
  oneOffEarnings: number;
  /** Months after this one to the end of March (or to the month of a leaver's last working day, prorated), the others at the full monthly gross. */
  remainingMonths: number;
  remainingGross: number;
  /** The leaver's last month ('YYYY-MM') among them, projected prorated to the last working day; null when none is. */
  proratedMonth: string | null;
  /** This employer's salary for the year: the sum of the above. */
  projectedGross: number;
  rentPaid: number;
  metro: boolean;
}

export interface TdsDerivation {
  regime: TaxRegime;
  rulesYear: string;
  projection: TdsProjection;
  salary: TaxableSalary;
  tax: IncomeTaxBreakdown;
  alreadyDeducted: { finalised: number; opening: number; previousEmployer: number; total: number };
  /** Months of the year left to deduct in, this one included (a leaver's end at the month of the last working day). */
  monthsLeft: number;
  /** This month's TDS: (annual tax - already deducted) / months left, to the rupee, never negative. */
  thisMonth: number;
}

export interface TdsResult {
  financialYear: string;
  regime: TaxRegime;
  /** The derivation under the employee's regime: what the payroll deducts. */
  chosen: TdsDerivation;
  byRegime: Record<TaxRegime, TdsDerivation>;
}

/**
 * The months of the financial year after `month` that the projection counts: up to March, or up to and
 * including the month of the last working day when that comes first (none when it is this month or earlier),
 * that last month prorated when the caller gives its figures (`TdsInput.lastMonth`).
 */
export function projectedMonths(month: string, lastMonthOfService?: string): string[] {
  return monthsOfFinancialYear(financialYearOf(month)).filter(
    (candidate) => candidate > month && (lastMonthOfService === undefined || candidate <= lastMonthOfService),
  );
}

/** A leaver's last month, prorated, when it comes after `input.month`: projected in place of a full month. */
const proratedLastMonth = (input: TdsInput): SalaryFigures | undefined =>
  input.lastMonthOfService !== undefined && input.lastMonthOfService > input.month ? input.lastMonth : undefined;

/** The projected months after this one: those at the full salary, plus a leaver's prorated last month. */
function remainingOf(input: TdsInput, remainingMonths: number, field: keyof SalaryFigures): number {
  const last = proratedLastMonth(input);
  return last ? input.monthlyFull[field] * (remainingMonths - 1) + last[field] : input.monthlyFull[field] * remainingMonths;
}

/** This employer's projected year: finalised + opening + this month + remaining months (at full salary, a leaver's last prorated). */
function project(input: TdsInput, remainingMonths: number) {
  const opening = input.opening;
  const sum = (field: keyof SalaryFigures, openingAmount = 0) =>
    input.finalised[field] + openingAmount + input.thisMonth[field] + remainingOf(input, remainingMonths, field);
  return {
    gross: sum("gross", opening?.gross) + (input.oneOffEarnings ?? 0),
    basic: sum("basic", opening?.basic),
    hra: sum("hra", opening?.hra),
    employeePf: sum("employeePf", opening?.employeePf),
    professionalTax:
      input.finalised.professionalTax +
      (opening?.professionalTax ?? 0) +
      input.thisMonth.professionalTax +
      (input.remainingProfessionalTax ?? remainingOf(input, remainingMonths, "professionalTax")),
  };
}

function derive(input: TdsInput, regime: TaxRegime): TdsDerivation {
  const financialYear = financialYearOf(input.month);
  const remainingMonths = projectedMonths(input.month, input.lastMonthOfService).length;
  const monthsLeft = remainingMonths + 1;
  const year = project(input, remainingMonths);
  const declared = input.declarations ?? {};
  // Rent counts for the months whose HRA is counted: those paid here (or in the opening figures) and those to come.
  const rentMonths = input.finalised.months + (input.opening?.months ?? 0) + monthsLeft;
  const rentPaid = (declared.rentPaidMonthly ?? 0) * rentMonths;
  const metro = declared.rentCity ? isHraMetroCity(declared.rentCity, financialYear) : false;
  const salary = taxableSalary({
    financialYear,
    regime,
    annualGross: year.gross,
    previousEmployerSalary: input.previousEmployer?.salary ?? 0,
    basicAnnual: year.basic,
    hraAnnual: year.hra,
    rentPaidAnnual: rentPaid,
    metro,
    professionalTaxAnnual: year.professionalTax,
    employeePfAnnual: year.employeePf,
    section80C: declared.section80C ?? 0,
    section80D: declared.section80D ?? { selfAndFamily: 0, parents: 0 },
  });
  const tax = annualIncomeTax({ financialYear, regime, taxableIncome: salary.taxableIncome });
  const finalised = input.finalised.tds;
  const opening = input.opening?.tds ?? 0;
  const previousEmployer = input.previousEmployer?.tds ?? 0;
  const total = finalised + opening + previousEmployer;
  return {
    regime,
    rulesYear: tax.rulesYear,
    projection: {
      finalisedGross: input.finalised.gross,
      openingGross: input.opening?.gross ?? 0,
      thisMonthGross: input.thisMonth.gross,
      oneOffEarnings: input.oneOffEarnings ?? 0,
      remainingMonths,
      remainingGross: remainingOf(input, remainingMonths, "gross"),
      proratedMonth: proratedLastMonth(input) ? input.lastMonthOfService! : null,
      projectedGross: year.gross,
      rentPaid,
      metro,
    },
    salary,
    tax,
    alreadyDeducted: { finalised, opening, previousEmployer, total },
    monthsLeft,
    thisMonth: Math.max(0, Math.round((tax.total - total) / monthsLeft)),
  };
}

/** This month's TDS under both regimes, and the one the employee chose. */
export function monthlyTds(input: TdsInput): TdsResult {
  const byRegime = { new: derive(input, "new"), old: derive(input, "old") };
  return { financialYear: financialYearOf(input.month), regime: input.regime, chosen: byRegime[input.regime], byRegime };
}
