import { and, asc, eq, gte, inArray, lte } from "drizzle-orm";
import type { Db } from "../../db/client";
import { attendanceRegularisations, leaveRequests, separations } from "../../db/schema";

/**
 * The SQL of the month-end check list (checklist.ts, docs/product.md section 9.14): the requests still pending
 * for days of the month and the last working days in it, for the people of the month's payroll only.
 */

/** Pending leave requests of these people with a day from `from` to `to`, oldest first. */
export async function pendingLeaveTouching(db: Db, from: string, to: string, employeeRecordIds: readonly number[]) {
  if (employeeRecordIds.length === 0) return [];
  return db
    .select({ requestId: leaveRequests.id, employeeRecordId: leaveRequests.employeeRecordId, startDate: leaveRequests.startDate, endDate: leaveRequests.endDate })
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
    .where(and(eq(table.status, "Pending"), gte(table.date, from), lte(table.date, to), inArray(table.employeeRecordId, [...employeeRecordIds])))
    .orderBy(asc(table.date), asc(table.id));
}

/** Separations of these people whose last working day is from `from` to `to`. */
export async function lastWorkingDaysIn(db: Db, from: string, to: string, employeeRecordIds: readonly number[]) {
  if (employeeRecordIds.length === 0) return [];
  return db
    .select({ employeeRecordId: separations.employeeRecordId, lastWorkingDay: separations.lastWorkingDay })
    .from(separations)
    .where(and(gte(separations.lastWorkingDay, from), lte(separations.lastWorkingDay, to), inArray(separations.employeeRecordId, [...employeeRecordIds])))
    .orderBy(asc(separations.lastWorkingDay));
}
