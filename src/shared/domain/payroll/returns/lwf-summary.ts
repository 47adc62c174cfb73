import { labourWelfareFund } from "../labour-welfare-fund";
import { STATE_CODES, stateName, type StateCode } from "../states";

/**
 * The labour welfare fund's half-yearly summary for a contribution month (Maharashtra's June and December,
 * Karnataka's December: labour-welfare-fund.ts): per state, the people it was deducted from, the employees' and
 * the employer's contributions and their total, from the frozen month. Maharashtra's Form A-1 asks for these
 * figures with the payment by 15 July and 15 January.
 */

export interface LwfPerson {
  state: StateCode;
  employee: number;
  employer: number;
}

export interface LwfSummaryLine {
  state: string;
  employees: number;
  employeeContribution: number;
  employerContribution: number;
  total: number;
}

export const LWF_SUMMARY_HEADER = [
  "Month",
  "State",
  "Employees",
  "Employee Contribution (Rs.)",
  "Employer Contribution (Rs.)",
  "Total (Rs.)",
];

/** Whether some state's fund is due in this month (1-12): asked of the rules, not a second list of months. */
export const isLwfMonth = (monthNumber: number): boolean =>
  STATE_CODES.some((state) => labourWelfareFund({ state, month: monthNumber, grossMonthly: 1, employedAtMonthEnd: true }).employee > 0);

/** One line per state where someone contributed, in the order first met, and a last 'Total' line. */
export function lwfSummary(people: readonly LwfPerson[]): LwfSummaryLine[] {
  const paying = people.filter((person) => person.employee > 0 || person.employer > 0);
  const line = (state: string, group: readonly LwfPerson[]): LwfSummaryLine => {
    const employeeContribution = group.reduce((sum, person) => sum + person.employee, 0);
    const employerContribution = group.reduce((sum, person) => sum + person.employer, 0);
    return {
      state,
      employees: group.length,
      employeeContribution,
      employerContribution,
      total: employeeContribution + employerContribution,
    };
  };
  const states = [...new Set(paying.map((person) => person.state))];
  return [
    ...states.map((state) =>
      line(
        stateName(state),
        paying.filter((person) => person.state === state),
      ),
    ),
    line("Total", paying),
  ];
}
