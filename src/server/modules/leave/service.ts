import { isOverLongLeave, type LeaveType } from "@/shared/contract/employee-portal";
import type { HrLeave, HrLeavesQuery, LeaveBalances } from "@/shared/contract/leave-admin";
import { leaveBalance, shortfallOf, type Shortfall } from "@/shared/domain/leave-balance";
import { workingDaysIn } from "@/shared/domain/sandwich-rule";
import { leaveDays } from "@/shared/domain/working-time";
import type { Db } from "../../db/client";
import { loadAllowances, loadCalendar } from "./allowance-store";
import { decideIfPending, findHrLeave, findLeave, leaveSpansOf, listHrLeaves, lockEmployee, type HrLeaveRow, type LeaveRow } from "./store";

/** Leave rules that span the leave, allowance, holiday and settings stores (docs/product.md sections 9.12 and 10.3). */

const earliest = (dates: string[]) => dates.reduce((a, b) => (b < a ? b : a));
const latest = (dates: string[]) => dates.reduce((a, b) => (b > a ? b : a));

/** A calendar and the allowances covering every date of `spans` and `extra` (at least one date). */
async function rulesFor(db: Db, spans: { startDate: string; endDate: string }[], extra: string[] = []) {
  const dates = [...spans.flatMap((span) => [span.startDate, span.endDate]), ...extra];
  // One after the other: a leave decision calls this inside its transaction, whose one connection
  // takes one query at a time (pg deprecates queueing them).
  const calendar = await loadCalendar(db, earliest(dates), latest(dates));
  const allowances = await loadAllowances(db);
  const allowanceOf = (leaveType: LeaveType) => allowances.find((allowance) => allowance.leaveType === leaveType)!;
  return { calendar, allowances, allowanceOf };
}

/** HR's rows with the days each request uses. */
async function toHrLeaves(db: Db, rows: HrLeaveRow[]): Promise<HrLeave[]> {
  if (rows.length === 0) return [];
  const { calendar, allowanceOf } = await rulesFor(db, rows.map((row) => row.leave));
  return rows.map(({ leave, employeeId, firstName, lastName, decidedBy }) => ({
    id: leave.id,
    employeeRecordId: leave.employeeRecordId,
    employeeId,
    employeeName: `${firstName} ${lastName}`.trim(),
    leaveType: leave.leaveType,
    startDate: leave.startDate,
    endDate: leave.endDate,
    days: leaveDays(leave.startDate, leave.endDate),
    workingDays: workingDaysIn(leave.startDate, leave.endDate, calendar, allowanceOf(leave.leaveType).sandwich),
    reason: leave.reason,
    status: leave.status,
    decidedBy,
    decidedAt: leave.decidedAt?.toISOString() ?? null,
    comment: leave.comment,
    createdAt: leave.createdAt.toISOString(),
  }));
}

/** GET /api/hr/leaves: one page. */
export async function hrLeavePage(db: Db, query: HrLeavesQuery): Promise<{ rows: HrLeave[]; total: number }> {
  const page = await listHrLeaves(db, query);
  return { rows: await toHrLeaves(db, page.rows), total: page.total };
}

export async function hrLeaveById(db: Db, id: number): Promise<HrLeave | undefined> {
  const row = await findHrLeave(db, id);
  return row ? (await toHrLeaves(db, [row]))[0] : undefined;
}

/** The balances of one person for a calendar year. */
export async function balancesFor(db: Db, employeeRecordId: number, year: number): Promise<LeaveBalances> {
  const from = `${year}-01-01`;
  const to = `${year}-12-31`;
  const spans = await leaveSpansOf(db, employeeRecordId, from, to);
  const { calendar, allowances } = await rulesFor(db, spans, [from, to]);
  return { year, balances: allowances.map((allowance) => leaveBalance(allowance, spans, year, calendar)) };
}

export type DecisionResult =
  | { kind: "missing" }
  | { kind: "own" }
  | { kind: "decided" }
  | { kind: "too-long" }
  | { kind: "short"; shortfall: Shortfall; leaveType: LeaveType }
  | { kind: "done"; leave: LeaveRow; workingDays: number; shortfall: Shortfall | null };

export interface Decision {
  id: number;
  status: "Approved" | "Rejected";
  comment: string | null;
  override: boolean;
  /** The deciding account and its own employee record (nobody decides their own leave: docs/product.md section 9.12). */
  actor: { accountId: number; employeeRecordId: number | null };
  at: Date;
}

/**
 * Approves or rejects a pending request. An approval beyond the balance of its type is refused unless
 * `override`; the person's employee row is locked first so two approvals cannot both fit one balance.
 * Run it inside the caller's transaction, which also writes the audit entry (one after the other: a
 * transaction's one connection takes one query at a time).
 */
export async function decideLeave(tx: Db, decision: Decision): Promise<DecisionResult> {
  const leave = await findLeave(tx, decision.id);
  if (!leave) return { kind: "missing" };
  if (decision.actor.employeeRecordId === leave.employeeRecordId) return { kind: "own" };
  if (leave.status !== "Pending") return { kind: "decided" };

  // A request stored before the length limit (up to year 9999) can still be rejected, never approved.
  if (decision.status === "Approved" && isOverLongLeave(leave)) return { kind: "too-long" };
  if (decision.status === "Approved") await lockEmployee(tx, leave.employeeRecordId);
  const others = decision.status === "Approved" ? (await leaveSpansOf(tx, leave.employeeRecordId, `${leave.startDate.slice(0, 4)}-01-01`, `${leave.endDate.slice(0, 4)}-12-31`)).filter((span) => span.id !== leave.id) : [];
  const { calendar, allowanceOf } = await rulesFor(tx, [leave, ...others]);
  const allowance = allowanceOf(leave.leaveType);
  const shortfall = decision.status === "Approved" ? shortfallOf(leave, allowance, others, calendar) : null;
  if (shortfall && !decision.override) return { kind: "short", shortfall, leaveType: leave.leaveType };

  const updated = await decideIfPending(tx, leave.id, { status: decision.status, comment: decision.comment, accountId: decision.actor.accountId, at: decision.at });
  if (!updated) return { kind: "decided" };
  return { kind: "done", leave: updated, workingDays: workingDaysIn(leave.startDate, leave.endDate, calendar, allowance.sandwich), shortfall };
}
