import { ofBp } from "./basis-points";

/**
 * The provident fund (EPF, with the pension scheme EPS and the insurance scheme EDLI) on the month's
 * earned basic, both shares, in whole rupees.
 */

/**
 * The rates in basis points and the wage ceiling, in force since June 2018 (the last change, the admin
 * charge). Sources:
 * - 12% each side: EPF Scheme 1952 para 29 (https://comply4hr.com/showsec.asp?seccode=EPF35), carried into
 *   the Employees' Provident Funds Scheme 2026, G.S.R. 525(E) of 29 June 2026 under the Code on Social
 *   Security 2020 (https://www.staffnews.in/2026/07/employees-provident-funds-scheme-2026.html).
 * - Wage ceiling ₹15,000 a month: since 1 September 2014, re-notified under section 2(89) of the Code by the
 *   Ministry of Labour's notification of 29 May 2026:
 *   https://ksandk.com/newsletter/employees-provident-fund-compliance-update-%e2%82%b915000-wage-ceiling-officially-notified-under-the-code-on-social-security-2020/
 * - EPS 8.33% of at most ₹15,000 out of the employer's 12%; EDLI 0.5% of at most ₹15,000; admin charge 0.5%
 *   of the EPF wages (S.O. 2011(E) of 21 May 2018, from 1 June 2018; EDLI admin charge nil since April 2017):
 *   EPFO's rates table, https://www.citehr.com/showthread.php?t=600818 and
 *   https://boardhr.blogspot.com/2018/12/pf-admin-charges-reduced-and-edli-admin.html.
 * - Rounding: "each contribution shall be calculated to the nearest rupee, 50 paise or more to be counted as
 *   the next higher rupee" (EPF Scheme para 29(4); EDLI Scheme para 7(2),
 *   https://comply4hr.com/showsec.asp?seccode=EDL7); the employer's EPF share is 12% less EPS, so the two add
 *   up to the employee's share. The admin charge is rounded to the nearest rupee too.
 */
export const PROVIDENT_FUND_RATES = {
  since: "2018-06",
  contributionBp: 1_200,
  pensionBp: 833,
  insuranceBp: 50,
  adminChargeBp: 50,
  wageCeiling: 15_000,
} as const;

export const PF_WAGE_CEILING = PROVIDENT_FUND_RATES.wageCeiling;

export interface ProvidentFundInput {
  /** The month's earned basic (basic less loss of pay). */
  earnedBasic: number;
  /** A member of the fund; a non-member (an intern, say) pays and earns nothing. */
  member: boolean;
  /** Contribute on at most ₹15,000 of basic (the statutory ceiling) rather than on the full basic. */
  capped: boolean;
}

/** The wage the provident fund is computed on: the earned basic, at most ₹15,000 when capped; 0 for a non-member. */
export function providentFundWage({ earnedBasic, member, capped }: ProvidentFundInput): number {
  if (!member) return 0;
  const basic = Math.max(earnedBasic, 0);
  return capped ? Math.min(basic, PF_WAGE_CEILING) : basic;
}

const rupees = (wage: number, basisPoints: number) => Math.round(ofBp(wage, basisPoints));

/** The employee's provident fund: 12% of the PF wage. */
export const employeeProvidentFund = (input: ProvidentFundInput): number =>
  rupees(providentFundWage(input), PROVIDENT_FUND_RATES.contributionBp);

export interface EmployerProvidentFund {
  /** The wage the contributions were computed on. */
  pfWage: number;
  /** The employer's 12% less the EPS share: what goes to the employee's EPF account. */
  epf: number;
  /** 8.33% of at most ₹15,000: at most ₹1,250 even when the PF wage is uncapped. */
  eps: number;
  /** 0.5% of at most ₹15,000: at most ₹75. */
  edli: number;
  /** 0.5% of the PF wage, an employer cost outside the employee's account. */
  adminCharge: number;
}

/** The employer's provident fund: 12% of the PF wage, of which EPS and the rest EPF; EDLI and the admin charge besides. */
export function employerProvidentFund(input: ProvidentFundInput): EmployerProvidentFund {
  const pfWage = providentFundWage(input);
  // Pension and insurance never go above the ceiling, even for someone contributing on a higher basic.
  const ceilingWage = Math.min(pfWage, PF_WAGE_CEILING);
  const eps = rupees(ceilingWage, PROVIDENT_FUND_RATES.pensionBp);
  return {
    pfWage,
    epf: rupees(pfWage, PROVIDENT_FUND_RATES.contributionBp) - eps,
    eps,
    edli: rupees(ceilingWage, PROVIDENT_FUND_RATES.insuranceBp),
    adminCharge: rupees(pfWage, PROVIDENT_FUND_RATES.adminChargeBp),
  };
}
