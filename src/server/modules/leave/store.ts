import { and, asc, count, desc, eq, gte, ilike, inArray, lt, lte, or, sql, type SQL } from "drizzle-orm";
import type { LeaveRequest, LeaveValues } from "@/shared/contract/employee-portal";
import type { HrLeavesQuery, LeaveDecider } from "@/shared/contract/leave-admin";
import type { LeaveSpan } from "@/shared/domain/leave-balance";
import { leaveDays } from "@/shared/domain/working-time";
import type { Db } from "../../db/client";
import { employees, leaveRequests, staffAccounts } from "../../db/schema";
import { hasAdminAccountSql } from "../employees/store";

/**
 * All SQL of the leave requests: the employee's own (list, file, cancel) and HR's desk (the list, one
 * request, the decision, the spans balances are computed from). Allowances and the working calendar
 * are in allowance-store.ts, the rules in service.ts.
 */

export type LeaveRow = typeof leaveRequests.$inferSelect;
export interface HrLeaveRow {
  leave: LeaveRow;
  employeeId: string;
  firstName: string;
  lastName: string;
  decidedBy: string | null;
  adminAccount: boolean;
}

/** Whether the person may cancel it on `today`: pending, or approved and not started (docs/product.md section 9.12). */
export const ownCancellable = (row: Pick<LeaveRow, "status" | "startDate">, today: string) =>
  row.status === "Pending" || (row.status === "Approved" && row.startDate > today);

/** The employee's view of a request on `today` (business date), with the days it uses (`workingDays`, from service.ts). */
export const toLeaveRequest = (row: LeaveRow, workingDays: number, today: string): LeaveRequest => ({
  id: row.id,
  leaveType: row.leaveType,
  startDate: row.startDate,
  endDate: row.endDate,
  days: leaveDays(row.startDate, row.endDate),
  workingDays,
  reason: row.reason,
  status: row.status,
  comment: row.comment,
  decidedAt: row.decidedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  cancellable: ownCancellable(row, today),
});

/** One person's requests, the latest start first. */
export async function listOwnLeave(db: Db, employeeRecordId: number): Promise<LeaveRow[]> {
  return db
    .select()
    .from(leaveRequests)
    .where(eq(leaveRequests.employeeRecordId, employeeRecordId))
    .orderBy(desc(leaveRequests.startDate), desc(leaveRequests.id));
}

/**
 * Files a request unless it overlaps one of the person's pending or approved requests. Run it inside the
 * caller's transaction (which also writes the audit entry): the person's employee row is locked until it
 * ends, so two requests sent at once cannot both pass the check.
 */
export async function insertLeaveUnlessOverlapping(
  tx: Db,
  employeeRecordId: number,
  values: LeaveValues,
  now: Date,
): Promise<LeaveRow | null> {
  await lockEmployee(tx, employeeRecordId);
  const [clash] = await tx
    .select({ id: leaveRequests.id })
    .from(leaveRequests)
    .where(
      and(
        eq(leaveRequests.employeeRecordId, employeeRecordId),
        inArray(leaveRequests.status, ["Pending", "Approved"]),
        lte(leaveRequests.startDate, values.endDate),
        gte(leaveRequests.endDate, values.startDate),
      ),
    )
    .limit(1);
  if (clash) return null;
  const [row] = await tx
    .insert(leaveRequests)
    .values({ ...values, employeeRecordId, createdAt: now })
    .returning();
  return row!;
}

/**
 * Cancels a request while it still has the status `from` (a conditional update: of two changes at once only
 * one matches). HR's cancellation of an approved leave also records who cancelled, when and why (`by`).
 */
export async function cancelIfStatus(
  db: Db,
  id: number,
  from: "Pending" | "Approved",
  by?: { accountId: number; at: Date; reason: string },
): Promise<LeaveRow | undefined> {
  const decided = by ? { decidedByAccountId: by.accountId, decidedAs: "hr" as const, decidedAt: by.at, comment: by.reason } : {};
  const [row] = await db
    .update(leaveRequests)
    .set({ status: "Cancelled", ...decided })
    .where(and(eq(leaveRequests.id, id), eq(leaveRequests.status, from)))
    .returning();
  return row;
}

/* HR's leave desk. */

/** The first day of the month after `YYYY-MM`. */
function nextMonth(month: string): string {
  const [year, monthNumber] = month.split("-").map(Number) as [number, number];
  return monthNumber === 12 ? `${year + 1}-01-01` : `${year}-${String(monthNumber + 1).padStart(2, "0")}-01`;
}

function hrLeaveFilter(query: Pick<HrLeavesQuery, "status" | "employee" | "month" | "q">): SQL | undefined {
  const pattern = query.q ? `%${query.q.replace(/[\\%_]/g, (character) => `\\${character}`)}%` : undefined;
  return and(
    query.status ? eq(leaveRequests.status, query.status) : undefined,
    query.employee ? eq(leaveRequests.employeeRecordId, query.employee) : undefined,
    // Overlapping the month: starts before it ends and ends on or after its first day.
    query.month ? and(lt(leaveRequests.startDate, nextMonth(query.month)), gte(leaveRequests.endDate, `${query.month}-01`)) : undefined,
    pattern
      ? or(ilike(sql`${employees.firstName} || ' ' || ${employees.lastName}`, pattern), ilike(employees.employeeId, pattern))
      : undefined,
  );
}

const hrLeaveView = (db: Db) =>
  db
    .select({
      leave: leaveRequests,
      employeeId: employees.employeeId,
      firstName: employees.firstName,
      lastName: employees.lastName,
      decidedBy: staffAccounts.name,
      adminAccount: hasAdminAccountSql(employees.id),
    })
    .from(leaveRequests)
    .innerJoin(employees, eq(employees.id, leaveRequests.employeeRecordId))
    .leftJoin(staffAccounts, eq(staffAccounts.id, leaveRequests.decidedByAccountId));

export async function findHrLeave(db: Db, id: number): Promise<HrLeaveRow | undefined> {
  const [row] = await hrLeaveView(db).where(eq(leaveRequests.id, id)).limit(1);
  return row;
}

/** GET /api/hr/leaves: Pending first (what HR has to act on), then the latest start. */
export async function listHrLeaves(db: Db, query: HrLeavesQuery): Promise<{ rows: HrLeaveRow[]; total: number }> {
  const where = hrLeaveFilter(query);
  const [rows, [totals]] = await Promise.all([
    hrLeaveView(db)
      .where(where)
      .orderBy(sql`case when ${leaveRequests.status} = 'Pending' then 0 else 1 end`, desc(leaveRequests.startDate), desc(leaveRequests.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(leaveRequests).innerJoin(employees, eq(employees.id, leaveRequests.employeeRecordId)).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

/**
 * A manager's list (docs/product.md section 9.20): the requests of `employeeIds` still pending, then those
 * approved or rejected since `decidedSince`, the latest decision first.
 */
export async function listLeavesOf(
  db: Db,
  employeeIds: number[],
  decidedSince: Date,
  page: { limit: number; offset: number },
): Promise<{ rows: HrLeaveRow[]; total: number }> {
  if (employeeIds.length === 0) return { rows: [], total: 0 };
  const where = and(
    inArray(leaveRequests.employeeRecordId, employeeIds),
    or(
      eq(leaveRequests.status, "Pending"),
      and(inArray(leaveRequests.status, ["Approved", "Rejected"]), gte(leaveRequests.decidedAt, decidedSince)),
    ),
  );
  const [rows, [totals]] = await Promise.all([
    hrLeaveView(db)
      .where(where)
      .orderBy(
        sql`case when ${leaveRequests.status} = 'Pending' then 0 else 1 end`,
        asc(sql`case when ${leaveRequests.status} = 'Pending' then ${leaveRequests.startDate} end`),
        desc(leaveRequests.decidedAt),
        desc(leaveRequests.id),
      )
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(leaveRequests).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

/** How many of `employeeIds`' requests wait for a decision. */
export async function countPendingOf(db: Db, employeeIds: number[]): Promise<number> {
  if (employeeIds.length === 0) return 0;
  const [row] = await db
    .select({ total: count() })
    .from(leaveRequests)
    .where(and(inArray(leaveRequests.employeeRecordId, employeeIds), eq(leaveRequests.status, "Pending")));
  return row?.total ?? 0;
}

export async function findLeave(db: Db, id: number): Promise<LeaveRow | undefined> {
  const [row] = await db.select().from(leaveRequests).where(eq(leaveRequests.id, id)).limit(1);
  return row;
}

/** Holds the person's employee row until the transaction ends: approvals of one person's requests run one at a time. */
export async function lockEmployee(db: Db, employeeRecordId: number): Promise<void> {
  await db.execute(sql`select ${employees.id} from ${employees} where ${employees.id} = ${employeeRecordId} for update`);
}

/**
 * Decides a request only while it is still as it was read (`from`: Pending, or for HR's override Rejected
 * by a manager): of two decisions sent at once exactly one updates the row (the other's WHERE no longer
 * matches once the first commits) and the other gets nothing back. An approval stores the dates the
 * request uses from then on (`countedDates`); `decidedAs` records whether a manager or HR decided.
 */
export async function decideIfStill(
  db: Db,
  id: number,
  from: "Pending" | "RejectedByManager",
  decision: {
    status: "Approved" | "Rejected";
    comment: string | null;
    accountId: number;
    decidedAs: LeaveDecider;
    at: Date;
    countedDates: string[] | null;
  },
): Promise<LeaveRow | undefined> {
  const still =
    from === "Pending"
      ? eq(leaveRequests.status, "Pending")
      : and(eq(leaveRequests.status, "Rejected"), eq(leaveRequests.decidedAs, "manager"));
  const [row] = await db
    .update(leaveRequests)
    .set({
      status: decision.status,
      comment: decision.comment,
      decidedByAccountId: decision.accountId,
      decidedAs: decision.decidedAs,
      decidedAt: decision.at,
      countedDates: decision.countedDates,
    })
    .where(and(eq(leaveRequests.id, id), still))
    .returning();
  return row;
}

/** The columns of a request that the leave rules read (a LeaveSpan): balances, the grid, payslips. */
export const leaveSpanColumns = {
  leaveType: leaveRequests.leaveType,
  startDate: leaveRequests.startDate,
  endDate: leaveRequests.endDate,
  status: leaveRequests.status,
  countedDates: leaveRequests.countedDates,
};

/** A person's pending and approved requests touching `from`..`to` (balances and the approval check). */
export async function leaveSpansOf(db: Db, employeeRecordId: number, from: string, to: string): Promise<(LeaveSpan & { id: number })[]> {
  return db
    .select({ id: leaveRequests.id, ...leaveSpanColumns })
    .from(leaveRequests)
    .where(
      and(
        eq(leaveRequests.employeeRecordId, employeeRecordId),
        inArray(leaveRequests.status, ["Pending", "Approved"]),
        lte(leaveRequests.startDate, to),
        gte(leaveRequests.endDate, from),
      ),
    );
}

export async function employeeExists(db: Db, employeeRecordId: number): Promise<boolean> {
  const [row] = await db.select({ id: employees.id }).from(employees).where(eq(employees.id, employeeRecordId)).limit(1);
  return row !== undefined;
}
