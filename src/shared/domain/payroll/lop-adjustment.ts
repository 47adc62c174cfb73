import { earnedPay, type Earnings } from "./payslip";

/**
 * The correction of a finalised month's loss of pay (docs/product.md section 10.6.2): the month stays as
 * frozen; the difference between what it paid and what the records give now is paid back ('lop_reversal') or
 * recovered ('lop_recovery') in a later month. Both sides use the frozen row's
 * earnings and the month's divisor, so a salary changed since does not leak into the correction. Whole rupees:
 * the new earned pay is rounded exactly as the payroll rounds it (loss-of-pay.ts `lossOfPay`, a half rupee up).
 */

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;
/** '2026-10' as 'Oct 2026' (the payslip's line: 'LOP reversal Oct 2026'). */
export const shortMonth = (month: string) => `${MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;

/** What the finalised month paid the person (its frozen row). */
export interface FrozenPay {
  earnings: Earnings;
  lopDays: number;
  earnedGross: number;
  earnedBasic: number;
  /** Covered by ESI in that month: the correction is ESI wage too. */
  esiCovered: boolean;
}

/** What earlier corrections of the month already settled, in finalised months: paid back (+) or recovered (−). */
export interface Settled {
  gross: number;
  pfWage: number;
}

export interface LopCorrection {
  kind: "lop_reversal" | "lop_recovery";
  /** Whole rupees above zero. */
  amount: number;
  /** The part that is provident-fund wage: the difference in earned basic. */
  pfWage: number;
  /** The whole amount when the person was ESI-covered that month, else 0. */
  esiWage: number;
}

const clamp = (value: number, high: number) => Math.min(Math.max(value, 0), high);

/**
 * The correction still owed for a finalised month when its loss-of-pay days are now `lopDaysNow`: the earned
 * gross they give less the frozen earned gross, less what was already settled; null when nothing is owed.
 */
export function lopAdjustmentOf(
  frozen: FrozenPay,
  lopDaysNow: number,
  divisor: number,
  settled: Settled = { gross: 0, pfWage: 0 },
): LopCorrection | null {
  const now = earnedPay({ ...frozen.earnings, otherDeductions: 0 }, lopDaysNow, divisor);
  const gross = now.earnedGross - frozen.earnedGross - settled.gross;
  const basic = now.earnedBasic - frozen.earnedBasic - settled.pfWage;
  if (gross === 0) return null;
  const kind = gross > 0 ? "lop_reversal" : "lop_recovery";
  const amount = Math.abs(gross);
  const pfWage = clamp(gross > 0 ? basic : -basic, amount);
  return { kind, amount, pfWage, esiWage: frozen.esiCovered ? amount : 0 };
}
