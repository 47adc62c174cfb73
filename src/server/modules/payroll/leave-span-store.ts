import { and, eq, gte, inArray, lte } from "drizzle-orm";
import { setImmediate as nextTurn } from "node:timers/promises";
import type { LeaveType } from "@/shared/contract/employee-portal";
import type { LeaveSpan } from "@/shared/domain/leave-balance";
import type { Db } from "../../db/client";
import { leaveRequests, payrollRuns } from "../../db/schema";
import { leaveSpanColumns } from "../leave/store";
import { IDS_PER_QUERY } from "./payslip-slices";

/**
 * The SQL of the payslips' leave blocks (payslip-leave.ts): the pending and approved leave of many people, and the
 * balances frozen with a finalised month (`payroll_runs.leave_balances`).
 */

/** A person's balances as frozen: each type's allowance and the days left. */
export interface FrozenBalance {
  leaveType: LeaveType;
  allowance: number;
  remaining: number;
}

/** The stored `payroll_runs.leave_balances`: the date they are as of and each person's, by employee record id. */
export interface FrozenLeaveBalances {
  asOf: string;
  people: Record<string, FrozenBalance[]>;
}

/** Stores a finalised month's balances (the month's row exists: finalising inserted it in the same transaction). */
export async function saveLeaveBalances(tx: Db, month: string, balances: FrozenLeaveBalances): Promise<void> {
  await tx.update(payrollRuns).set({ leaveBalances: balances }).where(eq(payrollRuns.month, month));
}

/** A finalised month's frozen balances; null for a month finalised before they were frozen (or not finalised). */
export async function findLeaveBalances(db: Db, month: string): Promise<FrozenLeaveBalances | null> {
  const [row] = await db.select({ balances: payrollRuns.leaveBalances }).from(payrollRuns).where(eq(payrollRuns.month, month)).limit(1);
  return (row?.balances as FrozenLeaveBalances | null | undefined) ?? null;
}

/** The pending and approved leave of many people from `from` to `to`, per person, a slice of ids per query with a pause between, each request clipped at `to`. */
export async function leaveSpansOf(db: Db, ids: readonly number[], from: string, to: string): Promise<Map<number, LeaveSpan[]>> {
  const byPerson = new Map<number, LeaveSpan[]>();
  for (let start = 0; start < ids.length; start += IDS_PER_QUERY) {
    if (start > 0) await nextTurn();
    const rows = await db
      .select({ employeeRecordId: leaveRequests.employeeRecordId, ...leaveSpanColumns })
      .from(leaveRequests)
      .where(
        and(
          inArray(leaveRequests.employeeRecordId, ids.slice(start, start + IDS_PER_QUERY)),
          inArray(leaveRequests.status, ["Pending", "Approved"]),
          lte(leaveRequests.startDate, to),
          gte(leaveRequests.endDate, from),
        ),
      );
    for (const { employeeRecordId, ...span } of rows) {
      // A request running past the date counts only its days until then.
      const clipped =
        span.endDate <= to ? span : { ...span, endDate: to, countedDates: span.countedDates?.filter((day) => day <= to) ?? null };
      byPerson.set(employeeRecordId, [...(byPerson.get(employeeRecordId) ?? []), clipped]);
    }
  }
  return byPerson;
}
