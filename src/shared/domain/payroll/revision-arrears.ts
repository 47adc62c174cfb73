import { earnedPay } from "./payslip";
import type { SalaryComponents } from "./salary";

/**
 * Arrears of a salary revision that takes effect in finalised months (docs/product.md section 10.6.1). A
 * finalised month never changes; what it should have paid is paid later, as one 'arrears' pay item per
 * finalised month in the next draft month: the earned pay the structure in force under the revision
 * (prorated for the month the effective date falls in: salary-in-force.ts) gives with that month's frozen
 * loss-of-pay days and divisor, less what the frozen row paid, less arrears already paid for that month by
 * earlier revisions (so two revisions into the same months never pay the same rupee twice). Whole rupees:
 * the earned figures are rounded as the payroll rounds them (earnedPay), the difference is exact.
 */

/** What a finalised month's frozen row says about the person. */
export interface FrozenPay {
  lopDays: number;
  divisor: number;
  earnedGross: number;
  earnedBasic: number;
  esiCovered: boolean;
}

export interface MonthArrears {
  /** Above 0: paid; 0 or below: nothing to pay (below 0, the revision lowers pay for the month). */
  amount: number;
  /** The basic part of the difference: provident-fund wage (0 to amount). */
  pfWage: number;
  /** The whole amount when the month was ESI-covered, else 0. */
  esiWage: number;
}

export function monthArrears(
  structure: SalaryComponents,
  frozen: FrozenPay,
  alreadyPaid: { amount: number; pfWage: number },
): MonthArrears {
  const should = earnedPay(structure, frozen.lopDays, frozen.divisor);
  const amount = should.earnedGross - frozen.earnedGross - alreadyPaid.amount;
  if (amount <= 0) return { amount, pfWage: 0, esiWage: 0 };
  const pfWage = Math.min(amount, Math.max(0, should.earnedBasic - frozen.earnedBasic - alreadyPaid.pfWage));
  return { amount, pfWage, esiWage: frozen.esiCovered ? amount : 0 };
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;
const monthName = (month: string) => `${MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;
/** '2026-09-01' as '1 Sep 2026'. */
export const dayName = (date: string) => `${Number(date.slice(8, 10))} ${monthName(date.slice(0, 7))}`;

/** What the payslip prints: 'Arrears Sep 2026: revision from 1 Sep 2026'. */
export const arrearsDescription = (sourceMonth: string, effectiveFrom: string) =>
  `Arrears ${monthName(sourceMonth)}: revision from ${dayName(effectiveFrom)}`;
