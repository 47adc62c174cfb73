import { lastDayOf, payrollMessages } from "../../contract/payroll";
import { taxMessages } from "../../contract/tax";
import { monthsOfFinancialYear } from "../financial-year";
import { shiftDate } from "../working-time";

/**
 * The order months are finalised in (docs/product.md section 9.14): a month's TDS, year to date and professional-tax
 * cap read every earlier finalised month of the year, so a month left as a draft, or finalised after a later one,
 * would be left out of them or counted twice. The payroll here begins with the company's first finalised month
 * (any month, the first time); the months of the year before it were paid outside the product and count through
 * HR's opening figures, so they are never computed, finalised or paid here.
 */

/** The month after 'YYYY-MM'. */
export const nextMonth = (month: string) => shiftDate(`${month}-28`, 4).slice(0, 7);

/** The months from `from` to `to` ('YYYY-MM', both included), oldest first; none when `to` is before `from`. */
export function monthsFromTo(from: string, to: string): string[] {
  const months: string[] = [];
  for (let month = from; month <= to; month = nextMonth(month)) months.push(month);
  return months;
}

/** The months of a financial year a person's opening figures cover: April and the `months - 1` after it. */
export const openingMonthsOf = (financialYear: string, months: number) => monthsOfFinancialYear(financialYear).slice(0, months);

export interface FinaliseFacts {
  month: string;
  /** The business date. */
  today: string;
  /** The company's first finalised month, null before any. */
  firstFinalised: string | null;
  /** The finalised months from the first one up to the month before `month`. */
  finalisedBefore: readonly string[];
  /** Who has opening figures covering `month` (names): their pay for it was paid outside the product. */
  coveredBy: readonly string[];
}

/** Why the month cannot be finalised now, or null when it can (the answers of POST .../finalise's 409). */
export function finaliseBlocker({ month, today, firstFinalised, finalisedBefore, coveredBy }: FinaliseFacts): string | null {
  if (firstFinalised !== null && month < firstFinalised) return payrollMessages.beforeFirstMonth(month, firstFinalised);
  if (coveredBy.length > 0) return payrollMessages.coveredByOpening(month, coveredBy);
  if (firstFinalised !== null) {
    const done = new Set(finalisedBefore);
    const missing = monthsFromTo(firstFinalised, month).filter((earlier) => earlier < month && !done.has(earlier));
    if (missing.length > 0) return payrollMessages.finaliseInOrder(missing[0]!);
  }
  // Not before the month's last day: absences on the days left would never be deducted.
  if (today < lastDayOf(month)) return payrollMessages.finaliseFrom(month);
  return null;
}

/**
 * Why opening figures covering `months` of the year cannot be saved, or null: they are pay outside the product, so
 * they end before the company's first finalised month; naming the covered months finalised here, else those after it.
 */
export function openingOverlap(
  financialYear: string,
  months: number,
  firstFinalised: string | null,
  finalised: readonly string[],
): string | null {
  if (firstFinalised === null) return null;
  const paidHere = openingMonthsOf(financialYear, months).filter((month) => month >= firstFinalised);
  if (paidHere.length === 0) return null;
  const done = paidHere.filter((month) => finalised.includes(month));
  return done.length > 0 ? taxMessages.openingOverlapsFinalised(done) : taxMessages.openingAfterFirstMonth(paidHere, firstFinalised);
}
