import { and, gte, inArray, lte } from "drizzle-orm";
import { setImmediate as nextTurn } from "node:timers/promises";
import { leaveTypeLabels } from "@/shared/contract/employee-portal";
import { formatCalendarDate } from "@/shared/display-format";
import { leaveBalance, type LeaveSpan } from "@/shared/domain/leave-balance";
import type { Db } from "../../db/client";
import { leaveRequests } from "../../db/schema";
import { loadAllowances, loadCalendar } from "../leave/allowance-store";
import type { LeaveBlock } from "./payslip-pdf";
import { IDS_PER_QUERY, timeSlices } from "./payslip-slices";
import { leaveSpanColumns } from "../leave/store";

/**
 * The leave balances block of many payslips at once: what leave/service.ts `balancesAsOf` answers for one person
 * (the year's allowances less the leave days up to and including `date`), read in three queries for everyone
 * instead of three per person (PGlite runs each on the event loop's thread: a 2,000-person month was 6,000 of them).
 */

async function spansOf(db: Db, ids: readonly number[], from: string, to: string): Promise<Map<number, LeaveSpan[]>> {
  const byPerson = new Map<number, LeaveSpan[]>();
  for (let start = 0; start < ids.length; start += IDS_PER_QUERY) {
    if (start > 0) await nextTurn();
    const rows = await db
      .select({ employeeRecordId: leaveRequests.employeeRecordId, ...leaveSpanColumns })
      .from(leaveRequests)
      .where(and(inArray(leaveRequests.employeeRecordId, ids.slice(start, start + IDS_PER_QUERY)), inArray(leaveRequests.status, ["Pending", "Approved"]), lte(leaveRequests.startDate, to), gte(leaveRequests.endDate, from)));
    for (const { employeeRecordId, ...span } of rows) {
      // A request running past the date counts only its days until then.
      const clipped = span.endDate <= to ? span : { ...span, endDate: to, countedDates: span.countedDates?.filter((day) => day <= to) ?? null };
      byPerson.set(employeeRecordId, [...(byPerson.get(employeeRecordId) ?? []), clipped]);
    }
  }
  return byPerson;
}

/**
 * Each person's leave block as of `date` (a payslip's month end). One calendar covers everyone's requests: a day
 * counts by the weekly offs and holidays of its own date, so the wider range changes no one's count.
 */
export async function leaveBlocksAsOf(db: Db, employeeRecordIds: readonly number[], date: string): Promise<Map<number, LeaveBlock>> {
  const year = Number(date.slice(0, 4));
  const from = `${year}-01-01`;
  const spans = await spansOf(db, employeeRecordIds, from, date);
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
