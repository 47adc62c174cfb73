import { ofBp } from "./basis-points";

/**
 * Employees' State Insurance: who is covered in a contribution period, and the month's shares of the
 * earned gross, in whole rupees.
 */

/**
 * Rates, ceiling and exemption, in force since 1 July 2019 (the rates; the ceiling since 1 January 2017,
 * the exemption since 6 September 2019). Sources:
 * - Employer 3.25%, employee 0.75%, "both amounts rounded to the next higher rupee": ESI (Central) Rules
 *   1950 rule 51 as amended in 2019, carried into the Social Security (Central) Rules 2026, G.S.R. 344(E) of
 *   8 May 2026 (https://www.taxtmi.com/acts?id=54440; https://www.govtstaff.com/2026/05/social-security-central-rules-2026-replaces-old-labour-laws.html).
 * - Coverage up to ₹21,000 a month, and a person whose wages exceed it after the start of a contribution
 *   period "shall continue to be an employee until the end of that period": rule 50, ESI (Central) Third
 *   Amendment Rules 2016, G.S.R. 1166(E) of 22 December 2016
 *   (https://abcaus.in/esic/esi-wage-limit-increased-to-rs-21000-from-rs-15000.html/amp).
 * - No employee's share when the average daily wage is up to and including ₹176: rule 52 as amended by the
 *   notification of 6 September 2019 (https://complianceuncovered.com/2019/09/06/employees-getting-rs-176-or-less-as-average-daily-wage-are-exempted-from-paying-esic-contribution/);
 *   for a monthly-rated employee the average daily wage is the full month's wages divided by 26 (rule 2,
 *   "average daily wages during a wage period").
 */
export const ESI_RATES = {
  since: "2019-07",
  employeeBp: 75,
  employerBp: 325,
  coverageCeiling: 21_000,
  exemptDailyWage: 176,
  daysInMonthlyWagePeriod: 26,
} as const;

export const ESI_GROSS_CEILING = ESI_RATES.coverageCeiling;

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The contribution period a month ("YYYY-MM") falls in: April to September, or October to March. */
export function esiContributionPeriod(month: string): { from: string; to: string } {
  const match = MONTH.exec(month);
  if (!match) throw new Error(`Not a month (YYYY-MM): ${month}`);
  const year = Number(match[1]);
  const m = Number(match[2]);
  if (m >= 4 && m <= 9) return { from: `${year}-04`, to: `${year}-09` };
  const startYear = m >= 10 ? year : year - 1;
  return { from: `${startYear}-10`, to: `${startYear + 1}-03` };
}

/** Covered for a whole contribution period when the full monthly gross at its start (or at joining) is at most ₹21,000. */
export const esiCovered = (grossAtPeriodStart: number): boolean => grossAtPeriodStart > 0 && grossAtPeriodStart <= ESI_GROSS_CEILING;

/**
 * The day whose full monthly gross decides coverage for the contribution period a month falls in: the period's
 * first day, or the joining day for someone who joined during the period. Sources: ESI Act 1948 section 2(9)(b)
 * and its proviso with rule 50 (above): a person whose wages exceed the limit "at any time after (and not before)
 * the beginning of the contribution period" stays an employee to its end, so the wage at the start decides
 * (https://comply4hr.com/showsec.asp?seccode=ESI53; https://www.citehr.com/amp.php?t=490866); for someone who
 * enters insurable employment during a period, their first contribution period begins that day
 * (ESI (General) Regulations 1950 regulation 4, https://caclubindia.com/forum/esi-contribution-210324.asp). The
 * Code on Social Security 2020 keeps the contribution periods and the wage limit in its rules (G.S.R. 344(E) above).
 */
export function esiCoverageDay(month: string, dateOfJoining: string | null): string {
  const periodStart = `${esiContributionPeriod(month).from}-01`;
  return dateOfJoining !== null && dateOfJoining > periodStart ? dateOfJoining : periodStart;
}

/** No employee's share when the average daily wage (the full monthly gross over 26 days) is at most ₹176. */
export const esiEmployeeExempt = (fullMonthlyGross: number): boolean =>
  fullMonthlyGross / ESI_RATES.daysInMonthlyWagePeriod <= ESI_RATES.exemptDailyWage;

const roundedUp = (earnedGross: number, basisPoints: number) => Math.ceil(ofBp(Math.max(earnedGross, 0), basisPoints));

/** The employee's ESI: 0.75% of the month's earned gross, rounded up, for a covered person who is not exempt. */
export function employeeEsi(input: { earnedGross: number; covered: boolean; fullMonthlyGross: number }): number {
  if (!input.covered || esiEmployeeExempt(input.fullMonthlyGross)) return 0;
  return roundedUp(input.earnedGross, ESI_RATES.employeeBp);
}

/** The employer's ESI: 3.25% of the month's earned gross, rounded up, for a covered person (exempt or not). */
export const employerEsi = (input: { earnedGross: number; covered: boolean }): number =>
  input.covered ? roundedUp(input.earnedGross, ESI_RATES.employerBp) : 0;
