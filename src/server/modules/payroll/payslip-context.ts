import type { OpeningFigures } from "@/shared/contract/tax";
import type { PayrollMonth, PayrollRow } from "@/shared/contract/payroll";
import { monthsOfFinancialYear } from "@/shared/domain/financial-year";
import type { Db } from "../../db/client";
import { loadTaxInputs } from "../tax/inputs-store";
import type { PayslipContext } from "./payslip-document";
import { leaveBlocksOf } from "./payslip-leave";
import type { YearToDate } from "./payslip-pdf";
import { inSlices, timeSlices } from "./payslip-slices";
import { yearFigures } from "./payslip-year-figures";
import type { MonthOfFigures } from "./year-figures-store";

/**
 * What a payslip carries beyond its month (docs/product.md section 9.14): the person's year to date for the
 * financial year (HR's opening figures plus the finalised months up to and including the payslip's, from
 * their frozen snapshots) and the leave balances as of the month's last day, frozen with the month (payslip-leave.ts).
 */

const SHORT_MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;
const shortMonth = (month: string) => `${SHORT_MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;

/** One person's year to date: opening figures plus their rows in the year's finalised months up to `month`. */
export function yearToDateOf(
  financialYear: string,
  month: string,
  employeeRecordId: number,
  finalised: readonly PayrollMonth[],
  opening: OpeningFigures | null,
): YearToDate {
  return yearToDateFrom(financialYear, month, employeeRecordId, finalised.map(indexedRun), opening);
}

const indexedRun = (run: PayrollMonth): MonthOfFigures => ({
  month: run.month,
  rows: new Map(run.rows.map((row) => [row.employeeRecordId, row] as const).reverse()),
});

function yearToDateFrom(
  financialYear: string,
  month: string,
  employeeRecordId: number,
  finalised: readonly MonthOfFigures[],
  opening: OpeningFigures | null,
): YearToDate {
  const months = monthsOfFinancialYear(financialYear);
  const inYear = new Set(months.filter((candidate) => candidate <= month));
  const sums = { gross: opening?.gross ?? 0, providentFund: opening?.employeePf ?? 0, tds: opening?.tds ?? 0 };
  for (const run of finalised) {
    if (!inYear.has(run.month)) continue;
    const row = run.rows.get(employeeRecordId);
    if (!row) continue;
    sums.gross += row.earnedGross;
    sums.providentFund += row.deductions.providentFund;
    sums.tds += row.deductions.incomeTax;
  }
  return { financialYear, span: `${shortMonth(months[0]!)} - ${shortMonth(month)}`, ...sums, withOpening: opening !== null };
}

/**
 * Each row's context, in a handful of queries whatever the number of people: the year's finalised months (one
 * query each, payslip-year-figures.ts), the opening figures and the leave balances (payslip-leave.ts) are each read
 * for everyone at once.
 */
export async function payslipContexts(
  db: Db,
  payroll: PayrollMonth,
  rows: readonly PayrollRow[],
  base: Pick<PayslipContext, "companyName" | "companyAddress" | "generatedOn">,
): Promise<Map<number, PayslipContext>> {
  const ids = rows.map((row) => row.employeeRecordId);
  const months = monthsOfFinancialYear(payroll.financialYear).filter((month) => month <= payroll.month);
  const finalised = await yearFigures(db, months, ids, payroll);
  const taxInputs = await inSlices(ids, (slice) => loadTaxInputs(db, payroll.financialYear, slice));
  const leave = await leaveBlocksOf(db, payroll.month, ids);
  const pause = timeSlices();
  const contexts = new Map<number, PayslipContext>();
  for (const row of rows) {
    const yearToDate = yearToDateFrom(
      payroll.financialYear,
      payroll.month,
      row.employeeRecordId,
      finalised,
      taxInputs.get(row.employeeRecordId)?.opening ?? null,
    );
    contexts.set(row.employeeRecordId, { ...base, yearToDate, leave: leave.get(row.employeeRecordId)! });
    await pause();
  }
  return contexts;
}
