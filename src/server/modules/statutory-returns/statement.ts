import type { PayrollMonth, PayrollRow } from "@/shared/contract/payroll";
import { statutoryMessages } from "@/shared/contract/statutory-returns";
import { monthsOfFinancialYear } from "@/shared/domain/financial-year";
import { incomeTaxLawOf, type IncomeTaxLawSections } from "@/shared/domain/payroll/income-tax-law";
import {
  leaverLastMonth,
  NOTHING_FINALISED,
  projectedProfessionalTax,
  salaryFiguresOf,
  type FinalisedFigures,
} from "@/shared/domain/payroll/month-tds";
import { monthlyTds, type SalaryFigures, type TdsDerivation } from "@/shared/domain/payroll/tds";
import type { Db } from "../../db/client";
import { NotFoundError } from "../../http/errors";
import { personRuns } from "../payroll/person-runs-store";
import { employeesOf } from "../payroll/store";
import { NO_TAX_INPUTS, payrollTaxInputs } from "../payroll/tax-inputs";

/**
 * A person's year for the annual statement (docs/product.md section 9.14.2): each finalised month's gross and
 * TDS as frozen (so they add up to the payslips), and the year's tax worked out by the payroll's own projection
 * (tds.ts `monthlyTds`) as of the last finalised month: the months before it and that month as paid, opening
 * figures and a previous employer's salary as HR verified it, and, while the year is not over, the months left at
 * that month's full salary (professional tax month by month, as the payroll projects it: month-tds.ts). From a
 * finalised March on, or a leaver's month of the last working day, nothing is projected: the figures are the
 * year's own. The exempt parts of gratuity and leave encashment (settlement items not taxable) are shown as
 * exemptions, and the sections named are those of the law in force for the year (income-tax-law.ts).
 */

export interface StatementMonth {
  month: string;
  /** Earned gross plus taxable pay items: what income tax counted that month. */
  gross: number;
  employeePf: number;
  professionalTax: number;
  tds: number;
}

export interface StatementYear {
  financialYear: string;
  months: StatementMonth[];
  /** The last finalised month the tax is worked out from. */
  asOf: string;
  /** A month after it remains in the financial year: part of the salary is projected. */
  projected: boolean;
  derivation: TdsDerivation;
  /** The TDS of the finalised months: the sum of `months[].tds`. */
  tdsHere: number;
  /** The exempt parts of a settlement's gratuity and leave encashment paid in the year: salary, not taxed. */
  exemptions: { gratuity: number; leaveEncashment: number };
  /** The law in force for the financial year, whose sections the statement names. */
  law: IncomeTaxLawSections;
}

type RowItems = PayrollRow & { items?: { kind: string; direction: "earning" | "deduction"; amount: number; taxable: boolean }[] };

/** The year's untaxed items of a kind (the exempt part of a settlement's gratuity or leave encashment). */
const exemptOf = (rows: readonly { row: RowItems }[], kind: "gratuity" | "leave_encashment") =>
  rows.reduce(
    (sum, { row }) =>
      sum + (row.items ?? []).filter((item) => item.kind === kind && !item.taxable).reduce((total, item) => total + item.amount, 0),
    0,
  );

/** What income tax counted of a month: the earned gross plus taxable earning items less taxable deduction items. */
const taxableGross = (row: RowItems) =>
  row.earnedGross +
  (row.items ?? [])
    .filter((item) => item.taxable)
    .reduce((sum, item) => sum + (item.direction === "earning" ? item.amount : -item.amount), 0);

const figuresOf = (row: PayrollRow, gross: number): SalaryFigures => ({
  gross,
  basic: row.earnedBasic,
  hra: row.earnedHra,
  employeePf: row.deductions.providentFund,
  professionalTax: row.deductions.professionalTax,
});

/** The financial years in which the person has a finalised month, newest first, with the count of months. */
export function yearsWithMonths(runs: readonly PayrollMonth[], employeeRecordId: number): { financialYear: string; months: number }[] {
  const counts = new Map<string, number>();
  for (const run of runs) {
    if (!run.rows.some((row) => row.employeeRecordId === employeeRecordId)) continue;
    counts.set(run.financialYear, (counts.get(run.financialYear) ?? 0) + 1);
  }
  return [...counts]
    .map(([financialYear, months]) => ({ financialYear, months }))
    .sort((a, b) => b.financialYear.localeCompare(a.financialYear));
}

/** 404 when the person has no finalised month in the year. */
export async function statementYear(db: Db, employeeRecordId: number, financialYear: string): Promise<StatementYear> {
  const months = monthsOfFinancialYear(financialYear);
  // The person's row of each month only, oldest first (at a large company a whole month is megabytes of JSON).
  const runs = (await personRuns(db, employeeRecordId, months[0]!, months[11]!)).map((run) => run.payroll).reverse();
  const rows = runs.flatMap((run) => {
    const row = run.rows.find((candidate) => candidate.employeeRecordId === employeeRecordId);
    return row ? [{ month: run.month, row }] : [];
  });
  const last = rows.at(-1);
  if (!last) throw new NotFoundError(statutoryMessages.noStatement(financialYear));

  const finalised: FinalisedFigures = rows.slice(0, -1).reduce((sum, { row }) => {
    const month = figuresOf(row, taxableGross(row));
    return {
      gross: sum.gross + month.gross,
      basic: sum.basic + month.basic,
      hra: sum.hra + month.hra,
      employeePf: sum.employeePf + month.employeePf,
      professionalTax: sum.professionalTax + month.professionalTax,
      tds: sum.tds + row.deductions.incomeTax,
      months: sum.months + 1,
    };
  }, NOTHING_FINALISED);
  const record = (await employeesOf(db, [last.row])).get(employeeRecordId);
  const { regime, tax, lastMonthOfService, lastMonthPayDays } =
    (record && (await payrollTaxInputs(db, financialYear, [record])).get(employeeRecordId)) ?? NO_TAX_INPUTS;
  // The months after the last finalised one at its full salary, as the payroll projected them that month.
  const full: SalaryFigures = {
    gross: last.row.grossMonthly,
    basic: last.row.earnings.basicSalary,
    hra: last.row.earnings.hra,
    employeePf: last.row.deductions.providentFund,
    professionalTax: last.row.deductions.professionalTax,
  };
  const input = record && {
    month: last.month,
    overrides: record,
    profile: { ...record, stateOfWork: last.row.stateOfWork ?? record.stateOfWork },
  };
  // A leaver's last month after it, prorated to the last working day as the payroll will pay it (month-tds.ts).
  const lastMonth =
    input && lastMonthPayDays && lastMonthPayDays.month > last.month
      ? leaverLastMonth(
          {
            ...input,
            salary: { ...last.row.earnings, otherDeductions: last.row.deductions.otherDeductions },
            esiCovered: last.row.esiCovered,
          },
          lastMonthPayDays,
        )
      : undefined;
  // February's ₹300 in Maharashtra: the months to come by the state's schedule, as the payroll projects them.
  const remainingProfessionalTax = input
    ? projectedProfessionalTax(input, last.row.grossMonthly, lastMonthOfService, lastMonth)
    : undefined;
  const result = monthlyTds({
    month: last.month,
    regime,
    finalised,
    thisMonth: figuresOf(last.row, taxableGross(last.row)),
    monthlyFull: full,
    lastMonthOfService,
    lastMonth: lastMonth && salaryFiguresOf(lastMonth.pay),
    remainingProfessionalTax,
    ...tax,
  });
  const statementMonths = rows.map(({ month, row }) => ({
    month,
    gross: taxableGross(row),
    employeePf: row.deductions.providentFund,
    professionalTax: row.deductions.professionalTax,
    tds: row.deductions.incomeTax,
  }));
  return {
    financialYear,
    months: statementMonths,
    asOf: last.month,
    projected: result.chosen.projection.remainingMonths > 0,
    derivation: result.chosen,
    tdsHere: statementMonths.reduce((sum, month) => sum + month.tds, 0),
    exemptions: { gratuity: exemptOf(rows, "gratuity"), leaveEncashment: exemptOf(rows, "leave_encashment") },
    law: incomeTaxLawOf(financialYear),
  };
}
