import { leaveTypeLabels } from "@/shared/contract/employee-portal";
import { lastDayOf, type PayrollMonth } from "@/shared/contract/payroll";
import { formatCalendarDate } from "@/shared/display-format";
import { leaveBalance } from "@/shared/domain/leave-balance";
import type { Db } from "../../db/client";
import { loadAllowances, loadCalendar } from "../leave/allowance-store";
import { encashedLeaveDays } from "../separations/settlement-facts";
import { findLeaveBalances, leaveSpansOf, saveLeaveBalances, type FrozenLeaveBalances } from "./leave-span-store";
import type { LeaveBlock } from "./payslip-pdf";
import { timeSlices } from "./payslip-slices";

/**
 * The leave balances block of a month's payslips (docs/product.md section 9.14). Finalising a month freezes each
 * person's balances as of its last day with it (`payroll_runs.leave_balances`), so a payslip downloaded again after
 * a later leave decision shows what it showed. Months finalised before balances were frozen (null there) read them
 * as of the month's last day from the leave records at each download, as they always did.
 *
 * A leaver's earned leave paid out in the settlement of the month (separations/settlement-facts.ts) is used up: the
 * 'vacation' balance shows the days left after it (10.6.4).
 *
 * The balances are read as leave/service.ts `balancesAsOf` answers for one person (the year's allowances less the
 * leave days up to and including the date), in three queries for everyone instead of three per person (PGlite runs
 * each on the event loop's thread: a 2,000-person month was 6,000 of them).
 */

/**
 * Each person's balances as of `date` (a month's last day), less the earned leave each was paid out for in the
 * month's settlement. One calendar covers everyone's requests: a day counts by the weekly offs and holidays of its
 * own date, so the wider range changes no one's count.
 */
export async function leaveBalancesAsOf(db: Db, employeeRecordIds: readonly number[], date: string): Promise<FrozenLeaveBalances> {
  const year = Number(date.slice(0, 4));
  const from = `${year}-01-01`;
  const spans = await leaveSpansOf(db, employeeRecordIds, from, date);
  const earliest = [...spans.values()].flat().reduce((first, span) => (span.startDate < first ? span.startDate : first), from);
  const calendar = await loadCalendar(db, earliest, date);
  const allowances = (await loadAllowances(db)).filter((allowance) => !allowance.perEvent);
  const encashed = await encashedLeaveDays(db, date.slice(0, 7));
  const pause = timeSlices();
  const people: FrozenLeaveBalances["people"] = {};
  for (const id of employeeRecordIds) {
    const own = spans.get(id) ?? [];
    people[id] = allowances.map((allowance) => {
      const { leaveType, allowance: days, remaining } = leaveBalance(allowance, own, year, calendar);
      return { leaveType, allowance: days, remaining: leaveType === "vacation" ? remaining - (encashed.get(id) ?? 0) : remaining };
    });
    await pause();
  }
  return { asOf: date, people };
}

/** Freezes a month's balances with it: inside finalising's transaction, for every row of the month. */
export async function freezeLeaveBalances(tx: Db, payroll: PayrollMonth): Promise<void> {
  const ids = payroll.rows.map((row) => row.employeeRecordId);
  await saveLeaveBalances(tx, payroll.month, await leaveBalancesAsOf(tx, ids, lastDayOf(payroll.month)));
}

/** Each person's leave block of a finalised month's payslips: the frozen balances, or read now for a month finalised before they were frozen. */
export async function leaveBlocksOf(db: Db, month: string, employeeRecordIds: readonly number[]): Promise<Map<number, LeaveBlock>> {
  const balances = (await findLeaveBalances(db, month)) ?? (await leaveBalancesAsOf(db, employeeRecordIds, lastDayOf(month)));
  const asOf = formatCalendarDate(balances.asOf);
  const blocks = new Map<number, LeaveBlock>();
  for (const id of employeeRecordIds) {
    const own = balances.people[id] ?? [];
    blocks.set(id, {
      asOf,
      balances: own.map((balance) => ({
        label: leaveTypeLabels[balance.leaveType],
        remaining: balance.remaining,
        allowance: balance.allowance,
      })),
    });
  }
  return blocks;
}
