import { stateName, type StateCode } from "./states";

/**
 * The Labour Welfare Fund: fixed amounts from the employee and the employer, deducted in the months the
 * state's act names, for the people on the rolls then.
 */

/**
 * The amounts due in each of the months listed (1-12), for a person employed on the month's last day: the day
 * each act counts the register on (Maharashtra 30 June and 31 December, Karnataka 31 December).
 */
interface LabourWelfareFundRule {
  months: readonly number[];
  employee: number;
  employer: number;
}

/**
 * Maharashtra Labour Welfare Fund Act 1953 section 6BB, as amended by the Maharashtra Labour Welfare Fund
 * (Amendment) Act 2024 (Maharashtra Government Gazette, 18 March 2024): for every employee on the register on
 * 30 June and 31 December, ₹25 from the employee and three times that, ₹75, from the employer, irrespective of
 * wages (the earlier ₹6/₹18 slab for wages up to ₹3,000 is gone). Deducted from June's and December's pay, and
 * only for those employed on that day: someone who left before it is not on the register then and pays nothing
 * for the half (the contribution is "recovered from the employees' salary in respect of employees who are present
 * as on 30th June & 31st December", paid with Form A-1 by 15 July and 15 January under the Maharashtra Labour
 * Welfare Fund Rules 1953: https://hrelax.com/mumbai_act.html).
 * https://lexplosion.in/maharashtra-labour-welfare-fund-amendment-act-2024-notified-by-state-government-enhances-contribution-rates
 * https://taxguru.in/corporate-law/maharashtra-labour-welfare-fund-amendment-act-2024-increased-contribution-rates.html
 *
 * Karnataka Labour Welfare Fund Act 1965 section 7A(2), as amended by the Karnataka Labour Welfare Fund
 * (Amendment) Act 2024 (notified December 2024): once a year, for every employee on the rolls on 31 December,
 * ₹50 from the employee and ₹100 from the employer, paid by 15 January; deducted from December's pay.
 * https://lexplosion.in/?p=142223
 * https://legalitysimplified.com/new-amendment-to-labour-welfare-fund-act-contribution-rates-increased
 */
const LABOUR_WELFARE_FUND: Partial<Record<StateCode, LabourWelfareFundRule>> = {
  MH: { months: [6, 12], employee: 25, employer: 75 },
  KA: { months: [12], employee: 50, employer: 100 },
};

export const hasLabourWelfareFundTable = (state: StateCode): boolean => LABOUR_WELFARE_FUND[state] !== undefined;

/**
 * The month's Labour Welfare Fund for a person paid that month (gross above 0; the amounts do not depend on
 * the wage) and employed on its last day (`employedAtMonthEnd`: false for someone who left during it). Not modelled here: Maharashtra's act leaves out people employed mainly as managers, and
 * supervisors drawing over ₹3,500 a month; the caller must skip them (a per-person exemption). A state
 * without a table pays nil, with a note.
 */
export function labourWelfareFund(input: { state: StateCode; month: number; grossMonthly: number; employedAtMonthEnd: boolean }): {
  employee: number;
  employer: number;
  note: string | null;
} {
  const rule = LABOUR_WELFARE_FUND[input.state];
  if (!rule) return { employee: 0, employer: 0, note: `No labour-welfare-fund table for ${stateName(input.state)}: nil` };
  if (input.grossMonthly <= 0 || !input.employedAtMonthEnd || !rule.months.includes(input.month))
    return { employee: 0, employer: 0, note: null };
  return { employee: rule.employee, employer: rule.employer, note: null };
}
