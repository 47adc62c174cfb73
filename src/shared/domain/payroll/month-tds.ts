import type { PayDayBasis } from "../../contract/settings";
import { daysInMonth, monthRange } from "../months";
import { isWorkingDay, type WorkingCalendar } from "../working-calendar";
import { shiftDate } from "../working-time";
import type { TaxRegime } from "./income-tax-tables";
import { lossOfPayDays, payDivisor } from "./loss-of-pay";
import { beforeIncomeTax, professionalTaxOf, type BeforeIncomeTax, type PayslipInput } from "./payslip";
import { monthlyTds, projectedMonths, type SalaryFigures, type TdsDerivation, type TdsInput, type TdsResult } from "./tds";

/**
 * A payroll month's income tax (docs/product.md section 10.6): `monthlyTds` (tds.ts) fed with this month's
 * earned figures, a full month's for the months still to come (professional tax month by month, February's
 * included; for a leaver only up to the month of the last working day), the sums of this financial year's finalised months, and what the person declared and HR
 * entered as opening figures. A leaver's last month, when it comes after the month paid, is projected as the
 * payroll will pay it: its loss-of-pay days are the days after the last working day, counted by the pay-day
 * basis as for any month (loss-of-pay.ts: on the calendar basis the calendar days after it over the month's
 * calendar days), and its PF and professional tax are those of that prorated pay (the slab on the month's earned
 * gross, Maharashtra's ₹300 if it is February).
 *
 * The month's taxable pay items (pay-items.ts) are one-off: counted once in the year's projection, never
 * projected over the months to come, and the extra tax they cause (the year's tax with them less the year's
 * tax without them) is deducted in full in the month they are paid, on top of the month's share of the tax
 * on the salary, so the months after keep a steady TDS. This is how Indian payroll software deducts tax on a
 * bonus (https://intercom.help/XPayroll/en/articles/5759027-how-is-tds-calculated-on-a-bonus-or-any-other-addition);
 * section 192 asks only that the year's tax be deducted over the year's payments on the estimated income.
 * A taxable deduction item (an LOP recovery) lowers the year's tax the same way, never below nothing this
 * month. Items that are not taxable (an advance, its recovery, a reimbursement) never touch tax.
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

/** A payroll month's derivation: `oneOffTax` is the extra tax of the month's taxable items, deducted in full now. */
export interface PayrollTdsDerivation extends TdsDerivation {
  oneOffTax: number;
}
export interface PayrollTdsResult extends TdsResult {
  chosen: PayrollTdsDerivation;
  byRegime: Record<TaxRegime, PayrollTdsDerivation>;
}

/**
 * Professional tax of the months projected after `input.month` at the full month's gross, month by month by the
 * state's schedule (Maharashtra's ₹300 in February), or HR's override, and a leaver's prorated last month at its
 * own (the slab on that month's earned gross): the payroll and the annual statement project it the same way.
 */
export function projectedProfessionalTax(
  input: Pick<PayslipInput, "month" | "overrides" | "profile">,
  fullGross: number,
  lastMonthOfService?: string,
  lastMonth?: LeaverLastMonth,
): number {
  return projectedMonths(input.month, lastMonthOfService).reduce(
    (sum, candidate) =>
      sum +
      (candidate === lastMonth?.month
        ? lastMonth.pay.professionalTax
        : professionalTaxOf({ ...input, month: candidate }, fullGross).amount),
    0,
  );
}

/** A leaver's loss-of-pay days and divisor in the month of the last working day, by the pay-day basis. */
export interface LeaverPayDays {
  lastWorkingDay: string;
  month: string;
  lopDays: number;
  divisor: number;
}

/**
 * The month of `lastWorkingDay` as the payroll will count it (compute.ts): the days after the last working day are
 * not employed, so they are loss-of-pay days (every calendar day on the calendar and 30-day bases, the working days
 * on the 26-day basis), at most the divisor. No absence is foreseen before it.
 */
export function leaverPayDays(lastWorkingDay: string, basis: PayDayBasis, calendar: WorkingCalendar): LeaverPayDays {
  const month = lastWorkingDay.slice(0, 7);
  const { from, to } = monthRange(month);
  const days = [];
  for (let date = from; date <= to; date = shiftDate(date, 1))
    days.push({ date, employed: date <= lastWorkingDay, workingDay: isWorkingDay(date, calendar), status: null });
  const divisor = payDivisor(basis, daysInMonth(month));
  return { lastWorkingDay, month, lopDays: Math.min(lossOfPayDays(days, shiftDate(to, 1), basis), divisor), divisor };
}

/** A leaver's last month as it will be paid: a month's payslip input (salary, overrides, profile) over that month's pay days, no items. */
export interface LeaverLastMonth {
  month: string;
  pay: BeforeIncomeTax;
}

export function leaverLastMonth(fullMonth: Omit<PayslipInput, "month" | "lopDays" | "divisor">, days: LeaverPayDays): LeaverLastMonth {
  const { lastWorkingDay, month, lopDays, divisor } = days;
  const leftBeforeMonthEnd = lastWorkingDay < monthRange(month).to;
  return {
    month,
    pay: beforeIncomeTax({ ...fullMonth, month, lopDays, divisor, items: [], leftBeforeMonthEnd, pfWageCounted: undefined }),
  };
}

const withoutOneOff = (derivation: TdsDerivation): PayrollTdsDerivation => ({ ...derivation, oneOffTax: 0 });

/** This month's TDS under `withItems` (the year with the one-off items) with their extra tax deducted now. */
function extraTaxNow(withoutItems: TdsDerivation, withItems: TdsDerivation): PayrollTdsDerivation {
  const oneOffTax = withItems.tax.total - withoutItems.tax.total;
  return { ...withItems, oneOffTax, thisMonth: Math.max(0, withoutItems.thisMonth + oneOffTax) };
}

export function monthTds(args: {
  /** This month's payslip input: the month, the state, gender and overrides the later months' professional tax needs. */
  input: Pick<PayslipInput, "month" | "overrides" | "profile">;
  thisMonth: BeforeIncomeTax;
  /** The same person in a full month (no loss of pay), projected over the months left. */
  full: BeforeIncomeTax;
  regime: TaxRegime;
  finalised: FinalisedFigures | null;
  tax: DeclaredTax;
  /** The month of a leaver's last working day ('YYYY-MM'), none when no separation is recorded. */
  lastMonthOfService?: string;
  /** That month as it will be paid (`leaverLastMonth`): projected in its place when it comes after this one. */
  lastMonth?: LeaverLastMonth;
}): PayrollTdsResult {
  const { month } = args.input;
  const lastMonth =
    args.lastMonth && args.lastMonth.month === args.lastMonthOfService && args.lastMonth.month > month ? args.lastMonth : undefined;
  const remainingProfessionalTax = projectedProfessionalTax(args.input, args.full.earnedGross, args.lastMonthOfService, lastMonth);
  const input: TdsInput = {
    month,
    regime: args.regime,
    lastMonthOfService: args.lastMonthOfService,
    lastMonth: lastMonth && salaryFiguresOf(lastMonth.pay),
    finalised: args.finalised ?? NOTHING_FINALISED,
    thisMonth: salaryFiguresOf(args.thisMonth),
    monthlyFull: salaryFiguresOf(args.full),
    remainingProfessionalTax,
    ...args.tax,
  };
  const withoutItems = monthlyTds(input);
  const oneOff = args.thisMonth.items.taxable;
  if (oneOff === 0) {
    const { byRegime } = withoutItems;
    return {
      ...withoutItems,
      chosen: withoutOneOff(withoutItems.chosen),
      byRegime: { new: withoutOneOff(byRegime.new), old: withoutOneOff(byRegime.old) },
    };
  }
  const withItems = monthlyTds({ ...input, oneOffEarnings: oneOff });
  return {
    ...withItems,
    chosen: extraTaxNow(withoutItems.chosen, withItems.chosen),
    byRegime: {
      new: extraTaxNow(withoutItems.byRegime.new, withItems.byRegime.new),
      old: extraTaxNow(withoutItems.byRegime.old, withItems.byRegime.old),
    },
  };
}
