import { and, asc, eq, gte, inArray, lte } from "drizzle-orm";
import type { Db } from "../../db/client";
import { attendanceRegularisations, leaveRequests, separations } from "../../db/schema";

/**
 * The SQL of the month-end check list (checklist.ts, docs/product.md section 9.14): the requests still pending
 * for days of the month and the recorded last working days, for the people of the month's payroll only.
 */

/** Pending leave requests of these people with a day from `from` to `to`, oldest first. */
export async function pendingLeaveTouching(db: Db, from: string, to: string, employeeRecordIds: readonly number[]) {
  if (employeeRecordIds.length === 0) return [];
  return db
    .select({
      requestId: leaveRequests.id,
      employeeRecordId: leaveRequests.employeeRecordId,
      startDate: leaveRequests.startDate,
      endDate: leaveRequests.endDate,
    })
    .from(leaveRequests)
    .where(
      and(
        eq(leaveRequests.status, "Pending"),
        lte(leaveRequests.startDate, to),
        gte(leaveRequests.endDate, from),
        inArray(leaveRequests.employeeRecordId, [...employeeRecordIds]),
      ),
    )
    .orderBy(asc(leaveRequests.startDate), asc(leaveRequests.id));
}

/** Pending attendance corrections of these people for a day from `from` to `to`, oldest first. */
export async function pendingCorrectionsIn(db: Db, from: string, to: string, employeeRecordIds: readonly number[]) {
  if (employeeRecordIds.length === 0) return [];
  const table = attendanceRegularisations;
  return db
    .select({ requestId: table.id, employeeRecordId: table.employeeRecordId, date: table.date })
    .from(table)
    .where(
      and(eq(table.status, "Pending"), gte(table.date, from), lte(table.date, to), inArray(table.employeeRecordId, [...employeeRecordIds])),
    )
    .orderBy(asc(table.date), asc(table.id));
}

/** The recorded last working day of each of these people who has a separation, whatever its month. */
export async function lastWorkingDaysOf(db: Db, employeeRecordIds: readonly number[]): Promise<Map<number, string>> {
  if (employeeRecordIds.length === 0) return new Map();
  const rows = await db
    .select({ employeeRecordId: separations.employeeRecordId, lastWorkingDay: separations.lastWorkingDay })
    .from(separations)
    .where(inArray(separations.employeeRecordId, [...employeeRecordIds]));
  return new Map(rows.map((row) => [row.employeeRecordId, row.lastWorkingDay]));
}
