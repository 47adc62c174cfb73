import { and, eq, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
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

/**
 * Whether an active record reports directly to the record in `managerRecordId` (as directReportIds, for a record read
 * in SQL): the employee list and record's hasDirectReports.
 */
export const hasDirectReportsSql = (managerRecordId: AnyPgColumn) =>
  sql<boolean>`exists (select 1 from ${employees} as reports where reports.reporting_manager_id = ${managerRecordId} and reports.is_active)`;

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

/** Whether the record is active, and its name: what the reporting-manager rule checks of a chosen manager. */
export async function findManagerFacts(
  db: Db,
  id: number,
): Promise<{ isActive: boolean; firstName: string; lastName: string } | undefined> {
  const [row] = await db
    .select({ isActive: employees.isActive, firstName: employees.firstName, lastName: employees.lastName })
    .from(employees)
    .where(eq(employees.id, id))
    .limit(1);
  return row;
}

/**
 * Whether `employeeRecordId` reports to `managerRecordId`, directly or through others: walking up the
 * chain of reporting managers from the person reaches the manager. Making M the manager of X would close
 * a loop exactly when M reports to X. UNION (not UNION ALL) ends the walk on a loop stored before this rule.
 */
export async function reportsTo(db: Db, employeeRecordId: number, managerRecordId: number): Promise<boolean> {
  const result = await db.execute(sql`
    with recursive chain(id) as (
      select ${employees.reportingManagerId} from ${employees} where ${employees.id} = ${employeeRecordId}
      union
      select e.reporting_manager_id from ${employees} e join chain on e.id = chain.id
    )
    select 1 as found from chain where id = ${managerRecordId} limit 1`);
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}

/**
 * Serialises changes of reporting lines until the caller's transaction ends, so two edits at once (A
 * under B, B under A) cannot both pass the loop check.
 */
export async function lockReportingLines(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${REPORTING_LINES_LOCK})`);
}
/** Any fixed number: the advisory lock's key for the reporting lines. */
const REPORTING_LINES_LOCK = 920_020;
