import {
  isOverLongLeave,
  LEAVE_AHEAD_DAYS,
  LEAVE_BACKDATE_DAYS,
  leaveMessages,
  type LeaveRequest,
  type LeaveType,
  type LeaveValues,
} from "@/shared/contract/employee-portal";
import type { HrLeave, HrLeavesQuery, LeaveBalances, LeaveDecider } from "@/shared/contract/leave-admin";
import { businessDate } from "@/shared/domain/business-time";
import type { Gender } from "@/shared/contract/employee-statutory";
import { datesToCount, leaveBalance, leaveDaysOf, noAllowance, shortfallOf, type Shortfall } from "@/shared/domain/leave-balance";
import { leaveTypeApplies } from "@/shared/domain/leave-eligibility";
import { leaveDays, shiftDate } from "@/shared/domain/working-time";
import type { Db } from "../../db/client";
import { ConflictError, FieldError } from "../../http/errors";
import { recordStaffAction } from "../audit/store";
import type { ServiceContext } from "../service-context";
import { announceLeaveRequest } from "../staff-messages/leave-messages";
import { loadAllowances, loadCalendar } from "./allowance-store";
import {
  decideIfStill,
  findHrLeave,
  findLeave,
  insertLeaveUnlessOverlapping,
  leaveSpansOf,
  listHrLeaves,
  listOwnLeave,
  lockEmployee,
  toLeaveRequest,
  type HrLeaveRow,
  type LeaveRow,
} from "./store";

/**
 * The leave rules (docs/product.md sections 9.12 and 10.3): filing and cancelling one's own request, the
 * decision on a request (decide.ts wraps it for HR and managers), the days a request uses and the balances,
 * across the leave, allowance, holiday and settings stores.
 * The days a request uses follow today's settings until it is approved; the approval fixes them.
 */

const earliest = (dates: string[]) => dates.reduce((a, b) => (b < a ? b : a));
const latest = (dates: string[]) => dates.reduce((a, b) => (b > a ? b : a));

/** A calendar and the allowances covering every date of `spans` and `extra` (at least one date). */
async function rulesFor(db: Db, spans: { startDate: string; endDate: string }[], extra: string[] = []) {
  const dates = [...spans.flatMap((span) => [span.startDate, span.endDate]), ...extra];
  // One after the other: a leave decision calls this inside its transaction, whose one connection
  // takes one query at a time (pg deprecates queueing them).
  const calendar = await loadCalendar(db, earliest(dates), latest(dates));
  const allowances = await loadAllowances(db);
  // Leave without pay has no allowance row: no balance, no sandwich.
  const allowanceOf = (leaveType: LeaveType) => allowances.find((allowance) => allowance.leaveType === leaveType) ?? noAllowance(leaveType);
  return { calendar, allowances, allowanceOf };
}

/** The days each request uses: fixed for an approved one, by today's settings for the others. */
async function workingDaysOf(db: Db, leaves: LeaveRow[]): Promise<number[]> {
  if (leaves.length === 0) return [];
  const { calendar, allowanceOf } = await rulesFor(db, leaves);
  return leaves.map((leave) => leaveDaysOf(leave, calendar, allowanceOf(leave.leaveType).sandwich));
}

/** The employee's own requests (GET /api/employee/leave-requests), with the days each uses, on `today` (business date). */
export async function ownLeavePage(db: Db, employeeRecordId: number, today: string): Promise<LeaveRequest[]> {
  const rows = await listOwnLeave(db, employeeRecordId);
  const workingDays = await workingDaysOf(db, rows);
  return rows.map((row, index) => toLeaveRequest(row, workingDays[index]!, today));
}

export const ownView = async (db: Db, row: LeaveRow, today: string) => toLeaveRequest(row, (await workingDaysOf(db, [row]))[0]!, today);

/** HR's rows (and a manager's) with the days each request uses. */
export async function toHrLeaves(db: Db, rows: HrLeaveRow[]): Promise<HrLeave[]> {
  const workingDays = await workingDaysOf(
    db,
    rows.map((row) => row.leave),
  );
  return rows.map(({ leave, employeeId, firstName, lastName, decidedBy, adminAccount }, index) => ({
    id: leave.id,
    employeeRecordId: leave.employeeRecordId,
    employeeId,
    employeeName: `${firstName} ${lastName}`.trim(),
    leaveType: leave.leaveType,
    startDate: leave.startDate,
    endDate: leave.endDate,
    days: leaveDays(leave.startDate, leave.endDate),
    workingDays: workingDays[index]!,
    reason: leave.reason,
    status: leave.status,
    decidedBy,
    decidedAs: leave.decidedAs,
    decidedAt: leave.decidedAt?.toISOString() ?? null,
    comment: leave.comment,
    createdAt: leave.createdAt.toISOString(),
    adminAccount,
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

/**
 * The balances of one person as of a date (a payslip's month end): the year's allowances less the leave
 * days up to and including that date (a request running past it counts only its days until then).
 */
export async function balancesAsOf(db: Db, employeeRecordId: number, date: string): Promise<LeaveBalances> {
  const year = Number(date.slice(0, 4));
  const from = `${year}-01-01`;
  const spans = (await leaveSpansOf(db, employeeRecordId, from, date)).map((span) =>
    span.endDate <= date ? span : { ...span, endDate: date, countedDates: span.countedDates?.filter((day) => day <= date) ?? null },
  );
  const { calendar, allowances } = await rulesFor(db, spans, [from, date]);
  return { year, balances: allowances.map((allowance) => leaveBalance(allowance, spans, year, calendar)) };
}

export type DecisionResult =
  | { kind: "missing" }
  | { kind: "own" }
  | { kind: "decided" }
  | { kind: "too-long" }
  | { kind: "short"; shortfall: Shortfall; leaveType: LeaveType }
  | { kind: "clash" }
  | { kind: "done"; leave: LeaveRow; workingDays: number; shortfall: Shortfall | null; overrode: LeaveRow | null };

export interface Decision {
  id: number;
  status: "Approved" | "Rejected";
  comment: string | null;
  override: boolean;
  /**
   * The deciding account, its own employee record (nobody decides their own leave: docs/product.md section
   * 9.12) and whether it decides as the person's reporting manager or as HR (section 9.20).
   */
  actor: { accountId: number; employeeRecordId: number | null; as: LeaveDecider };
  at: Date;
}

/**
 * Approves or rejects a pending request; HR may also approve one a manager rejected (an override, section
 * 9.20), unless the person has asked for those dates again since ("clash"). An approval beyond the balance
 * of its type is refused unless `override`; the person's employee row is locked first so two approvals
 * cannot both fit one balance.
 * Run it inside the caller's transaction, which also writes the audit entry (one after the other: a
 * transaction's one connection takes one query at a time).
 */
export async function decideLeave(tx: Db, decision: Decision): Promise<DecisionResult> {
  const leave = await findLeave(tx, decision.id);
  if (!leave) return { kind: "missing" };
  if (decision.actor.employeeRecordId === leave.employeeRecordId) return { kind: "own" };
  const overridesManager =
    decision.actor.as === "hr" && decision.status === "Approved" && leave.status === "Rejected" && leave.decidedAs === "manager";
  if (leave.status !== "Pending" && !overridesManager) return { kind: "decided" };

  // A request stored before the length limit (up to year 9999) can still be rejected, never approved.
  if (decision.status === "Approved" && isOverLongLeave(leave)) return { kind: "too-long" };
  if (decision.status === "Approved") await lockEmployee(tx, leave.employeeRecordId);
  const others =
    decision.status === "Approved"
      ? (
          await leaveSpansOf(tx, leave.employeeRecordId, `${leave.startDate.slice(0, 4)}-01-01`, `${leave.endDate.slice(0, 4)}-12-31`)
        ).filter((span) => span.id !== leave.id)
      : [];
  // A rejected request's dates may have been asked for again since: approving both would count them twice.
  if (overridesManager && others.some((span) => span.startDate <= leave.endDate && leave.startDate <= span.endDate))
    return { kind: "clash" };
  const { calendar, allowanceOf } = await rulesFor(tx, [leave, ...others]);
  const allowance = allowanceOf(leave.leaveType);
  const shortfall = decision.status === "Approved" ? shortfallOf(leave, allowance, others, calendar) : null;
  if (shortfall && !decision.override) return { kind: "short", shortfall, leaveType: leave.leaveType };

  // An approval keeps the dates the request uses today (calendar and sandwich rule of now) for good.
  const countedDates =
    decision.status === "Approved" ? datesToCount(leave.leaveType, leave.startDate, leave.endDate, calendar, allowance.sandwich) : null;
  const updated = await decideIfStill(tx, leave.id, overridesManager ? "RejectedByManager" : "Pending", {
    status: decision.status,
    comment: decision.comment,
    accountId: decision.actor.accountId,
    decidedAs: decision.actor.as,
    at: decision.at,
    countedDates,
  });
  if (!updated) return { kind: "decided" };
  return {
    kind: "done",
    leave: updated,
    workingDays: leaveDaysOf(updated, calendar, allowance.sandwich),
    shortfall,
    overrode: overridesManager ? leave : null,
  };
}

/** The person filing or cancelling a request: their own employee record (from the session). */
export interface Requester {
  id: number;
  employeeId: string;
  /** Decides whether maternity or paternity leave applies (null: not set, both do). */
  gender: Gender | null;
}

/**
 * Files a request (Pending) from at most LEAVE_BACKDATE_DAYS back to at most a year ahead (and at most
 * 182 days long, checked by the schema): no request reaches year 9999. 409 when it overlaps one of the
 * person's pending or approved requests. The request, its audit entry and the e-mails and notifications to the HR
 * users and the reporting manager (docs/product.md section 11) are one transaction.
 */
export async function requestLeave(
  context: ServiceContext,
  { employee, values }: { employee: Requester; values: LeaveValues },
): Promise<LeaveRequest> {
  const { db, actor, now: at, timeZone, mail } = context;
  if (!leaveTypeApplies(values.leaveType, employee.gender)) throw new FieldError("leaveType", leaveMessages.notApplicable);
  const today = businessDate(at, timeZone);
  if (values.startDate < shiftDate(today, -LEAVE_BACKDATE_DAYS)) throw new FieldError("startDate", leaveMessages.tooOld);
  const furthest = shiftDate(today, LEAVE_AHEAD_DAYS);
  if (values.startDate > furthest) throw new FieldError("startDate", leaveMessages.startTooFar);
  if (values.endDate > furthest) throw new FieldError("endDate", leaveMessages.endTooFar);
  return db.transaction(async (tx) => {
    const inserted = await insertLeaveUnlessOverlapping(tx, employee.id, values, at);
    if (!inserted) throw new ConflictError(leaveMessages.overlap, "startDate");
    const view = await ownView(tx, inserted, today);
    await announceLeaveRequest(tx, (await hrLeaveById(tx, inserted.id))!, mail);
    await recordStaffAction(
      tx,
      actor,
      "leave.requested",
      `leave:${inserted.id}`,
      { employeeId: employee.employeeId, leaveType: inserted.leaveType, days: view.days },
      at,
    );
    return view;
  });
}
