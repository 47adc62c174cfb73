import { ofBp } from "./basis-points";

/**
 * The provident fund (EPF), both shares, on at most ₹15,000 of basic (the statutory wage ceiling;
 * docs/product.md sections 10.2 and 10.6). The employee's share, suggested on the employee form (the
 * value stays editable): 12% of basic. The employer's share on the month's earned basic: 12%, of which
 * EPS (the pension scheme) is 8.33%, at most ₹1,250, and EPF the rest; besides it EDLI (the insurance
 * scheme), 0.5% of the same wage, at most ₹75. Whole rupees.
 */

/** Employee PF: 12% of basic, on at most ₹15,000 of basic (the statutory wage ceiling). */
export const PF_RATE = 0.12;
export const PF_WAGE_CEILING = 15_000;
export const suggestProvidentFund = (basicMonthly: number) => Math.round(Math.min(Math.max(basicMonthly, 0), PF_WAGE_CEILING) * PF_RATE);

const PF_BP = 1_200;
const EPS_BP = 833;
const EDLI_BP = 50;
export const EPS_CAP = 1_250;
export const EDLI_CAP = 75;

export interface EmployerProvidentFund {
  /** The employer's 12% less the EPS share: what goes to the employee's EPF account. */
  epf: number;
  eps: number;
  edli: number;
}

/**
 * The employer's provident fund on the month's earned basic: 12% of basic on at most ₹15,000 of it, of
 * which EPS is 8.33% (at most ₹1,250) and the rest EPF; EDLI 0.5% of the same wage (at most ₹75).
 */
export function employerProvidentFund(earnedBasic: number): EmployerProvidentFund {
  const pfWage = Math.min(Math.max(earnedBasic, 0), PF_WAGE_CEILING);
  const pfTotal = Math.round(ofBp(pfWage, PF_BP));
  const eps = Math.min(Math.round(ofBp(pfWage, EPS_BP)), EPS_CAP);
  const edli = Math.min(Math.round(ofBp(pfWage, EDLI_BP)), EDLI_CAP);
  const epf = pfTotal - eps;
  return { epf, eps, edli };
}
