import { and, asc, desc, eq, gte, inArray, lte, min } from "drizzle-orm";
import type { PayrollMonth, PayrollRow } from "@/shared/contract/payroll";
import type { Db } from "../../db/client";
import { employees, payrollRuns, staffAccounts } from "../../db/schema";
import type { EmployeeRow } from "../employees/records";
import { readSnapshot } from "./snapshot";

/**
 * All SQL of the payroll: finalised months (docs/product.md section 9.14), the figures frozen as HR finalised them,
 * and the employee records a payroll's rows name. A draft is computed from the attendance grid (compute.ts).
 */

export interface PayrollRun {
  payroll: PayrollMonth;
  finalisedAt: Date;
  finalisedBy: string | null;
  /** The date HR paid the month (docs/product.md section 9.14.1), null until then. */
  paidOn: string | null;
}

const runView = (db: Db) =>
  db
    .select({ snapshot: payrollRuns.snapshot, finalisedAt: payrollRuns.finalisedAt, finalisedBy: staffAccounts.name, paidOn: payrollRuns.paidOn })
    .from(payrollRuns)
    .leftJoin(staffAccounts, eq(staffAccounts.id, payrollRuns.finalisedByAccountId));

const toRun = (row: { snapshot: unknown; finalisedAt: Date; finalisedBy: string | null; paidOn: string | null }): PayrollRun => ({
  payroll: { ...readSnapshot(row.snapshot), status: "finalised", finalisedAt: row.finalisedAt.toISOString(), finalisedBy: row.finalisedBy, paidOn: row.paidOn },
  finalisedAt: row.finalisedAt,
  finalisedBy: row.finalisedBy,
  paidOn: row.paidOn,
});

export async function findRun(db: Db, month: string): Promise<PayrollRun | undefined> {
  const [row] = await runView(db).where(eq(payrollRuns.month, month)).limit(1);
  return row && toRun(row);
}

/** Every finalised month, newest first (an employee's payslip list; a dozen rows a year). */
export async function allRuns(db: Db): Promise<PayrollRun[]> {
  return (await runView(db).orderBy(desc(payrollRuns.month))).map(toRun);
}

/** The finalised months from `from` to `to` ('YYYY-MM', both included), oldest first: a financial year's at most. */
export async function runsBetween(db: Db, from: string, to: string): Promise<PayrollMonth[]> {
  if (to < from) return [];
  const rows = await runView(db).where(and(gte(payrollRuns.month, from), lte(payrollRuns.month, to))).orderBy(asc(payrollRuns.month));
  return rows.map((row) => toRun(row).payroll);
}

/** The first month ever finalised here, or null before any: the product's payroll began then. */
export async function firstFinalisedMonth(db: Db): Promise<string | null> {
  const [row] = await db.select({ first: min(payrollRuns.month) }).from(payrollRuns);
  return row?.first ?? null;
}

/** Freezes a month; false when it was already finalised (the primary key decides, so two HR users cannot both). */
export async function insertRun(db: Db, payroll: PayrollMonth, accountId: number, at: Date): Promise<boolean> {
  const rows = await db
    .insert(payrollRuns)
    .values({ month: payroll.month, snapshot: payroll, finalisedByAccountId: accountId, finalisedAt: at })
    .onConflictDoNothing({ target: payrollRuns.month })
    .returning({ month: payrollRuns.month });
  return rows.length === 1;
}

/** The employee records of a payroll's rows (or of pay items), by record id (the payslips' and the payroll CSV's details). */
export async function employeesOf(db: Db, rows: readonly Pick<PayrollRow, "employeeRecordId">[]): Promise<Map<number, EmployeeRow>> {
  if (rows.length === 0) return new Map();
  const found = await db.select().from(employees).where(inArray(employees.id, rows.map((row) => row.employeeRecordId)));
  return new Map(found.map((row) => [row.id, row]));
}
