import { leaveTypeLabels } from "@/shared/contract/employee-portal";
import type { OpeningFigures } from "@/shared/contract/tax";
import { lastDayOf, type PayrollMonth, type PayrollRow } from "@/shared/contract/payroll";
import { formatCalendarDate } from "@/shared/display-format";
import { monthsOfFinancialYear } from "@/shared/domain/financial-year";
import type { Db } from "../../db/client";
import { balancesAsOf } from "../leave/service";
import { loadTaxInputs } from "../tax/store";
import type { PayslipContext } from "./payslip-document";
import type { LeaveBlock, YearToDate } from "./payslip-pdf";
import { runsBetween } from "./store";

/**
 * What a payslip carries beyond its month (docs/product.md section 9.14): the person's year to date for the
 * financial year (HR's opening figures plus the finalised months up to and including the payslip's, from
 * their frozen snapshots) and the leave balances as of the month's last day.
 */

const SHORT_MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;
const shortMonth = (month: string) => `${SHORT_MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;

/** One person's year to date: opening figures plus their rows in the year's finalised months up to `month`. */
export function yearToDateOf(financialYear: string, month: string, employeeRecordId: number, finalised: readonly PayrollMonth[], opening: OpeningFigures | null): YearToDate {
  const months = monthsOfFinancialYear(financialYear);
  const inYear = new Set(months.filter((candidate) => candidate <= month));
  const sums = { gross: opening?.gross ?? 0, providentFund: opening?.employeePf ?? 0, tds: opening?.tds ?? 0 };
  for (const run of finalised) {
    if (!inYear.has(run.month)) continue;
    const row = run.rows.find((candidate) => candidate.employeeRecordId === employeeRecordId);
    if (!row) continue;
    sums.gross += row.earnedGross;
    sums.providentFund += row.deductions.providentFund;
    sums.tds += row.deductions.incomeTax;
  }
  return { financialYear, span: `${shortMonth(months[0]!)} - ${shortMonth(month)}`, ...sums, withOpening: opening !== null };
}

/** Each row's context: the year's finalised months and opening figures read once; leave balances one person at a time. */
export async function payslipContexts(
  db: Db,
  payroll: PayrollMonth,
  rows: readonly PayrollRow[],
  base: Pick<PayslipContext, "companyName" | "companyAddress" | "generatedOn">,
): Promise<Map<number, PayslipContext>> {
  const [april] = monthsOfFinancialYear(payroll.financialYear);
  const finalised = await runsBetween(db, april!, payroll.month);
  const taxInputs = await loadTaxInputs(db, payroll.financialYear, rows.map((row) => row.employeeRecordId));
  const asOf = lastDayOf(payroll.month);
  const contexts = new Map<number, PayslipContext>();
  for (const row of rows) {
    const balances = await balancesAsOf(db, row.employeeRecordId, asOf);
    const leave: LeaveBlock = {
      asOf: formatCalendarDate(asOf),
      balances: balances.balances.filter((balance) => !balance.perEvent).map((balance) => ({ label: leaveTypeLabels[balance.leaveType], remaining: balance.remaining, allowance: balance.allowance })),
    };
    const yearToDate = yearToDateOf(payroll.financialYear, payroll.month, row.employeeRecordId, finalised, taxInputs.get(row.employeeRecordId)?.opening ?? null);
    contexts.set(row.employeeRecordId, { ...base, yearToDate, leave });
  }
  return contexts;
}
