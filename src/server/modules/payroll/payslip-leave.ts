import { leaveTypeLabels } from "@/shared/contract/employee-portal";
import { formatCalendarDate } from "@/shared/display-format";
import { leaveBalance } from "@/shared/domain/leave-balance";
import type { Db } from "../../db/client";
import { loadAllowances, loadCalendar } from "../leave/allowance-store";
import { leaveSpansOf } from "./leave-span-store";
import type { LeaveBlock } from "./payslip-pdf";
import { timeSlices } from "./payslip-slices";

/**
 * The leave balances block of many payslips at once: what leave/service.ts `balancesAsOf` answers for one person
 * (the year's allowances less the leave days up to and including `date`), read in three queries for everyone
 * instead of three per person (PGlite runs each on the event loop's thread: a 2,000-person month was 6,000 of them).
 */

/**
 * Each person's leave block as of `date` (a payslip's month end). One calendar covers everyone's requests: a day
 * counts by the weekly offs and holidays of its own date, so the wider range changes no one's count.
 */
export async function leaveBlocksAsOf(db: Db, employeeRecordIds: readonly number[], date: string): Promise<Map<number, LeaveBlock>> {
  const year = Number(date.slice(0, 4));
  const from = `${year}-01-01`;
  const spans = await leaveSpansOf(db, employeeRecordIds, from, date);
  const earliest = [...spans.values()].flat().reduce((first, span) => (span.startDate < first ? span.startDate : first), from);
  const calendar = await loadCalendar(db, earliest, date);
  const allowances = (await loadAllowances(db)).filter((allowance) => !allowance.perEvent);
  const pause = timeSlices();
  const blocks = new Map<number, LeaveBlock>();
  for (const id of employeeRecordIds) {
    const own = spans.get(id) ?? [];
    const balances = allowances.map((allowance) => leaveBalance(allowance, own, year, calendar));
    blocks.set(id, { asOf: formatCalendarDate(date), balances: balances.map((balance) => ({ label: leaveTypeLabels[balance.leaveType], remaining: balance.remaining, allowance: balance.allowance })) });
    await pause();
  }
  return blocks;
}
