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

/**
 * Who contributes to the pension scheme (EPS) in a month. Not:
 * - a member who first joined EPF on or after 1 September 2014 with pay above ₹15,000 (EPS 1995 para 6(a), as
 *   amended by G.S.R. 609(E) of 22 August 2014: the scheme applies to a new member "whose pay on such date is less
 *   than or equal to fifteen thousand rupees", https://boardhr.blogspot.com/2019/05/the-employees-pension-amendment-scheme.html):
 *   the record's 'EPS member' field, which HR sets;
 * - a member past 58: "an employee shall cease to be the member of Pension Fund from the date of attaining 58 years
 *   of age" (EPS 1995 para 6, Explanation, https://citehr.com/amp.php?t=624558). The month of the 58th birthday is
 *   contributed in full, EPS stops from the month after (docs/product.md section 10.2).
 * For either, the whole employer 12% goes to EPF (EPFO: "the Pension Contribution @8.33% is to be added to the
 * Employer Share of PF", https://citehr.com/amp.php?t=601447); EDLI and the admin charge are unchanged.
 */
export const PENSION_AGE_LIMIT = 58;

export function contributesToPension(month: string, member: { epsMember: boolean; dateOfBirth: string | null }): boolean {
  if (!member.epsMember) return false;
  if (member.dateOfBirth === null) return true;
  const birthdayMonth = `${Number(member.dateOfBirth.slice(0, 4)) + PENSION_AGE_LIMIT}${member.dateOfBirth.slice(4, 7)}`;
  return month <= birthdayMonth;
}

/**
 * Arrears of an earlier month paid with this one (a salary revision's arrears, a reversed loss of pay): the PF
 * wage already counted for the month they belong to (its own and any arrears paid for it before, before the
 * ceiling) and what this payment adds to it (negative for a recovery).
 */
export interface EarlierMonthPfWage {
  counted: number;
  added: number;
  /** That month was a pension month (`contributesToPension` for it); true when absent. */
  pension?: boolean;
}

export interface ProvidentFundInput {
  /** The month's own PF wage: its earned basic (basic less loss of pay) plus its own items' PF wage. */
  earnedBasic: number;
  /** A member of the fund; a non-member pays and earns nothing. */
  member: boolean;
  /** Contribute on at most ₹15,000 of basic (the statutory ceiling) rather than on the full basic. */
  capped: boolean;
  /** Contributes to the pension scheme in the month paid (`contributesToPension`); true when absent. Arrears follow their own month's. */
  pension?: boolean;
  /** Arrears of earlier months paid with this one, one entry per month they belong to. */
  arrears?: readonly EarlierMonthPfWage[];
}

/** The wages the month's contributions are computed on. */
export interface ProvidentFundWages {
  /** EPF wages: the month's own, at most ₹15,000 when capped, plus each earlier month's arrears within that month's ceiling. */
  pfWage: number;
  /** EDLI wages: the same with the ₹15,000 ceiling per month whether or not the PF wage is capped. */
  ceilingWage: number;
  /** EPS wages: the ceiling wage of the pension months only (the month paid, and each earlier month its arrears belong to). */
  epsWage: number;
}

const atCeiling = (wage: number) => Math.min(wage, PF_WAGE_CEILING);

/**
 * The ceiling is a monthly one: arrears are wages of the month they belong to, so they are contributed on
 * within that month's ₹15,000, on top of what that month already counted (EPF Scheme 1952 para 26(6) and EPS
 * 1995 para 3(2), "pay ... exceeding fifteen thousand rupees per month"; the arrears are remitted with the month
 * paid, EPFO circular C-III/4(85)11/HQ/6395 of 16 May 2011,
 * https://boardhr.blogspot.com/2021/03/do-we-need-to-pay-pf-on-amount-of.html; the earlier month "recalculated
 * and the difference paid", https://www.citehr.com/546171-pf-deduction-pf-deductions-thread-546171-a.html).
 * Example: October's basic 12,000 (contributed), a revision to 14,000 from October paid in November: October's
 * arrears 2,000 fit within its ceiling (12,000 + 2,000 ≤ 15,000), so November's PF wage is 14,000 + 2,000.
 */
export function providentFundWages({ earnedBasic, member, capped, pension = true, arrears = [] }: ProvidentFundInput): ProvidentFundWages {
  if (!member) return { pfWage: 0, ceilingWage: 0, epsWage: 0 };
  const pfLimit = capped ? atCeiling : (wage: number) => wage;
  // What a month's arrears add within its limit: the limited total after them less the limited total before.
  const topUp = (limit: (wage: number) => number) => (month: EarlierMonthPfWage) =>
    limit(Math.max(0, month.counted + month.added)) - limit(Math.max(0, month.counted));
  const own = Math.max(earnedBasic, 0);
  const sum = (limit: (wage: number) => number, months: readonly EarlierMonthPfWage[], withOwn = true) =>
    Math.max(0, (withOwn ? limit(own) : 0) + months.map(topUp(limit)).reduce((total, wage) => total + wage, 0));
  // EPS is due on a month's wages when that month is a pension month, whichever month pays them (EPS 1995 para 3(2),
  // a monthly ceiling, and para 6: membership ends at 58, so arrears of a month before it still carry EPS).
  const pensionArrears = arrears.filter((month) => month.pension !== false);
  return { pfWage: sum(pfLimit, arrears), ceilingWage: sum(atCeiling, arrears), epsWage: sum(atCeiling, pensionArrears, pension) };
}

/** The wage the provident fund is computed on (EPF wages). */
export const providentFundWage = (input: ProvidentFundInput): number => providentFundWages(input).pfWage;

const rupees = (wage: number, basisPoints: number) => Math.round(ofBp(wage, basisPoints));

/** The employee's provident fund: 12% of the PF wage. */
export const employeeProvidentFund = (input: ProvidentFundInput): number =>
  rupees(providentFundWage(input), PROVIDENT_FUND_RATES.contributionBp);

export interface EmployerProvidentFund {
  /** The wage the contributions were computed on. */
  pfWage: number;
  /** The wage EPS was computed on (ECR "EPS wages"): 0 for someone outside the pension scheme. */
  epsWage: number;
  /** The wage EDLI was computed on (ECR "EDLI wages"). */
  edliWage: number;
  /** The employer's 12% less the EPS share: what goes to the employee's EPF account. */
  epf: number;
  /** 8.33% of at most ₹15,000 a month; 0 outside the pension scheme. */
  eps: number;
  /** 0.5% of at most ₹15,000 a month. */
  edli: number;
  /** 0.5% of the PF wage, an employer cost outside the employee's account. */
  adminCharge: number;
}

/** The employer's provident fund: 12% of the PF wage, of which EPS and the rest EPF; EDLI and the admin charge besides. */
export function employerProvidentFund(input: ProvidentFundInput): EmployerProvidentFund {
  // Pension and insurance never go above the ceiling, even for someone contributing on a higher basic.
  const { pfWage, ceilingWage, epsWage } = providentFundWages(input);
  const eps = rupees(epsWage, PROVIDENT_FUND_RATES.pensionBp);
  return {
    pfWage,
    epsWage,
    edliWage: ceilingWage,
    epf: rupees(pfWage, PROVIDENT_FUND_RATES.contributionBp) - eps,
    eps,
    edli: rupees(ceilingWage, PROVIDENT_FUND_RATES.insuranceBp),
    adminCharge: rupees(pfWage, PROVIDENT_FUND_RATES.adminChargeBp),
  };
}
