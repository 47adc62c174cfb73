import { rupees } from "./rupees";

/**
 * Encashment of earned leave on leaving (docs/product.md section 10.6.4). The product's earned leave is the
 * 'vacation' type (src/shared/domain/leave-balance.ts): what is left of the calendar year's allowance on the
 * last working day (a negative balance after an override encashes nothing). A day is worth the monthly basic
 * over the case's divisor (26 by default: the working days of a month, the divisor the Payment of Gratuity
 * Act also uses for a day's wage; HR may set another per case).
 * Rounding: days x basic / divisor to the nearest rupee, a half rupee up.
 */

export const DEFAULT_ENCASHMENT_DIVISOR = 26;

export interface LeaveEncashment {
  days: number;
  amount: number;
  computation: string;
}

export function leaveEncashment(input: { daysLeft: number; basic: number; divisor: number }): LeaveEncashment {
  const days = Math.max(0, input.daysLeft);
  const amount = Math.round((days * input.basic) / input.divisor);
  return {
    days,
    amount,
    computation: `${days} days of earned leave x basic ${rupees(input.basic)} / ${input.divisor} = ${rupees(amount)}`,
  };
}
