import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { employees } from "../../db/schema";

/**
 * Who reports to whom (docs/product.md section 9.20): a manager is the employee record another active record
 * names as its reporting manager. Every manager rule (the Team view, first decisions on leave and attendance
 * corrections) asks here, so "a manager sees only their own reports" is decided in one place.
 */

/** The ids of the active records that report directly to `managerRecordId`. */
export async function directReportIds(db: Db, managerRecordId: number): Promise<number[]> {
  const rows = await db
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.reportingManagerId, managerRecordId), eq(employees.isActive, true)));
  return rows.map((row) => row.id);
}

/** Whether `employeeRecordId` is an active direct report of `managerRecordId` (never true for oneself). */
export async function managesEmployee(db: Db, managerRecordId: number, employeeRecordId: number): Promise<boolean> {
  if (managerRecordId === employeeRecordId) return false;
  const [row] = await db
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.id, employeeRecordId), eq(employees.reportingManagerId, managerRecordId), eq(employees.isActive, true)))
    .limit(1);
  return row !== undefined;
}
