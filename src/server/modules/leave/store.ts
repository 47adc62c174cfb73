import { and, desc, eq, gte, inArray, lte, sql } from "drizzle-orm";
import type { LeaveRequest, LeaveValues } from "@/shared/contract/employee-portal";
import { leaveDays } from "@/shared/domain/working-time";
import type { Db } from "../../db/client";
import { employees, leaveRequests } from "../../db/schema";

type LeaveRow = typeof leaveRequests.$inferSelect;

export const toLeaveRequest = (row: LeaveRow): LeaveRequest => ({
  id: row.id,
  leaveType: row.leaveType,
  startDate: row.startDate,
  endDate: row.endDate,
  days: leaveDays(row.startDate, row.endDate),
  reason: row.reason,
  status: row.status,
  comment: row.comment,
  decidedAt: row.decidedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

/** One person's requests, the latest start first. */
export async function listOwnLeave(db: Db, employeeRecordId: number): Promise<LeaveRequest[]> {
  const rows = await db
    .select()
    .from(leaveRequests)
    .where(eq(leaveRequests.employeeRecordId, employeeRecordId))
    .orderBy(desc(leaveRequests.startDate), desc(leaveRequests.id));
  return rows.map(toLeaveRequest);
}

/**
 * Files a request unless it overlaps one of the person's pending or approved requests. Run it inside the
 * caller's transaction (which also writes the audit entry): the person's employee row is locked until it
 * ends, so two requests sent at once cannot both pass the check.
 */
export async function insertLeaveUnlessOverlapping(tx: Db, employeeRecordId: number, values: LeaveValues, now: Date): Promise<LeaveRequest | null> {
  await tx.execute(sql`select ${employees.id} from ${employees} where ${employees.id} = ${employeeRecordId} for update`);
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
  const [row] = await tx.insert(leaveRequests).values({ ...values, employeeRecordId, createdAt: now }).returning();
  return toLeaveRequest(row!);
}

/** Cancels one of the person's own pending requests: "missing" also for someone else's (no hint that it exists). */
export async function cancelOwnLeave(db: Db, employeeRecordId: number, id: number): Promise<LeaveRequest | "missing" | "not-pending"> {
  const [row] = await db
    .update(leaveRequests)
    .set({ status: "Cancelled" })
    .where(and(eq(leaveRequests.id, id), eq(leaveRequests.employeeRecordId, employeeRecordId), eq(leaveRequests.status, "Pending")))
    .returning();
  if (row) return toLeaveRequest(row);
  const [existing] = await db
    .select({ id: leaveRequests.id })
    .from(leaveRequests)
    .where(and(eq(leaveRequests.id, id), eq(leaveRequests.employeeRecordId, employeeRecordId)))
    .limit(1);
  return existing ? "not-pending" : "missing";
}
