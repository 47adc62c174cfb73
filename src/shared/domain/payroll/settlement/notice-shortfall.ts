import { leaveDays } from "../../working-time";
import { rupees } from "./rupees";

/**
 * A notice-period shortfall (docs/product.md section 10.6.4). Notice served is counted in calendar days from
 * the notice date to the last working day, both included (notice given on 1 Nov with the last day on 30 Nov
 * is 30 days). The shortfall is the notice owed less that, never below 0. HR settles it per case:
 * - recover: the person pays for the days not served (deducted from the last salary);
 * - pay_in_lieu: the company pays for them (salary in lieu of notice);
 * - waive: nothing either way.
 * A day is valued like a day of loss of pay: the monthly gross over the payroll's divisor for the last
 * month (calendar days, 30 or 26: the admin's 'One day's pay' setting, docs/product.md section 10.6), since
 * notice clauses in employment contracts usually speak of the salary (gross), not the basic.
 * Rounding: days x gross / divisor to the nearest rupee, a half rupee up.
 */

export const noticeShortfallHandlings = ["recover", "pay_in_lieu", "waive"] as const;
export type NoticeShortfallHandling = (typeof noticeShortfallHandlings)[number];

export interface NoticeShortfall {
  served: number;
  shortfallDays: number;
  handling: NoticeShortfallHandling;
  /** What is recovered or paid (0 when waived or none). */
  amount: number;
  computation: string;
}

export function noticeShortfall(input: {
  noticeDate: string;
  lastWorkingDay: string;
  noticePeriodDays: number;
  handling: NoticeShortfallHandling;
  gross: number;
  divisor: number;
}): NoticeShortfall {
  const served = leaveDays(input.noticeDate, input.lastWorkingDay);
  const shortfallDays = Math.max(0, input.noticePeriodDays - served);
  const days = `${input.noticePeriodDays} days of notice - ${served} served = ${shortfallDays} days short`;
  if (shortfallDays === 0 || input.handling === "waive") {
    return {
      served,
      shortfallDays,
      handling: input.handling,
      amount: 0,
      computation: shortfallDays === 0 ? `Notice served in full (${served} of ${input.noticePeriodDays} days)` : `${days}, waived`,
    };
  }
  const amount = Math.round((shortfallDays * input.gross) / input.divisor);
  return {
    served,
    shortfallDays,
    handling: input.handling,
    amount,
    computation: `${days} x gross ${rupees(input.gross)} / ${input.divisor} = ${rupees(amount)}`,
  };
}
