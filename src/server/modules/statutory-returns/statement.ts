import type { PayrollMonth, PayrollRow } from "@/shared/contract/payroll";
import { statutoryMessages } from "@/shared/contract/statutory-returns";
import { monthsOfFinancialYear } from "@/shared/domain/financial-year";
import { NOTHING_FINALISED, type FinalisedFigures } from "@/shared/domain/payroll/month-tds";
import { monthlyTds, type SalaryFigures, type TdsDerivation } from "@/shared/domain/payroll/tds";
import type { Db } from "../../db/client";
import { NotFoundError } from "../../http/errors";
import { personRuns } from "../payroll/person-runs-store";
import { loadTaxInputs } from "../tax/store";

/**
 * A person's year for the annual statement (docs/product.md section 9.14.2): each finalised month's gross and
 * TDS as frozen (so they add up to the payslips), and the year's tax worked out by the payroll's own projection
 * (tds.ts `monthlyTds`) as of the last finalised month: the months before it and that month as paid, opening
 * figures and a previous employer's salary as entered, and, while the year is not over, the months left at
 * that month's full salary. From a finalised March on, nothing is projected: the figures are the year's own.
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
}

type RowItems = PayrollRow & { items?: { direction: "earning" | "deduction"; amount: number; taxable: boolean }[] };

/** What income tax counted of a month: the earned gross plus taxable earning items less taxable deduction items. */
const taxableGross = (row: RowItems) =>
  row.earnedGross + (row.items ?? []).filter((item) => item.taxable).reduce((sum, item) => sum + (item.direction === "earning" ? item.amount : -item.amount), 0);

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
  return [...counts].map(([financialYear, months]) => ({ financialYear, months })).sort((a, b) => b.financialYear.localeCompare(a.financialYear));
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
  const inputs = (await loadTaxInputs(db, financialYear, [employeeRecordId])).get(employeeRecordId);
  const regime = inputs?.regime ?? last.row.taxRegime ?? "new";
  const { regime: _regime, ...tax } = inputs?.tds ?? { regime };
  // The months after the last finalised one at its full salary, as the payroll projected them that month.
  const full: SalaryFigures = {
    gross: last.row.grossMonthly,
    basic: last.row.earnings.basicSalary,
    hra: last.row.earnings.hra,
    employeePf: last.row.deductions.providentFund,
    professionalTax: last.row.deductions.professionalTax,
  };
  const result = monthlyTds({ month: last.month, regime, finalised, thisMonth: figuresOf(last.row, taxableGross(last.row)), monthlyFull: full, ...tax });
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
    projected: last.month !== months[11],
    derivation: result.chosen,
    tdsHere: statementMonths.reduce((sum, month) => sum + month.tds, 0),
  };
}
