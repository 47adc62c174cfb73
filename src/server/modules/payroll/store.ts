import { and, asc, desc, eq, gte, inArray, lte, min, sql } from "drizzle-orm";
import type { PayrollMonth, PayrollRow } from "@/shared/contract/payroll";
import type { Db } from "../../db/client";
import { employees, payrollRuns, staffAccounts } from "../../db/schema";
import type { EmployeeRow } from "../employees/records";
import { readSnapshot } from "./snapshot";

/**
 * All SQL of the payroll: finalised months (docs/product.md section 9.14), the figures frozen as HR finalised them,
 * the employee records a payroll's rows name, and who of a frozen month is told of its payslips and payment
 * (payslip-ready-mail.ts). A draft is computed from the attendance grid (compute.ts).
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
    .select({
      snapshot: payrollRuns.snapshot,
      finalisedAt: payrollRuns.finalisedAt,
      finalisedBy: staffAccounts.name,
      paidOn: payrollRuns.paidOn,
    })
    .from(payrollRuns)
    .leftJoin(staffAccounts, eq(staffAccounts.id, payrollRuns.finalisedByAccountId));

const toRun = (row: { snapshot: unknown; finalisedAt: Date; finalisedBy: string | null; paidOn: string | null }): PayrollRun => ({
  payroll: {
    ...readSnapshot(row.snapshot),
    status: "finalised",
    finalisedAt: row.finalisedAt.toISOString(),
    finalisedBy: row.finalisedBy,
    paidOn: row.paidOn,
  },
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
  const rows = await runView(db)
    .where(and(gte(payrollRuns.month, from), lte(payrollRuns.month, to)))
    .orderBy(asc(payrollRuns.month));
  return rows.map((row) => toRun(row).payroll);
}

/** The first month ever finalised here, or null before any: the product's payroll began then. */
export async function firstFinalisedMonth(db: Db): Promise<string | null> {
  const [row] = await db.select({ first: min(payrollRuns.month) }).from(payrollRuns);
  return row?.first ?? null;
}

/** Which of the months from `from` to `to` ('YYYY-MM', both included) are finalised, oldest first: the month column only. */
export async function finalisedMonthsBetween(db: Db, from: string, to: string): Promise<string[]> {
  if (to < from) return [];
  const rows = await db
    .select({ month: payrollRuns.month })
    .from(payrollRuns)
    .where(and(gte(payrollRuns.month, from), lte(payrollRuns.month, to)))
    .orderBy(asc(payrollRuns.month));
  return rows.map((row) => row.month);
}

/**
 * Finalising a month (its draft computed under it), saving opening figures and recording, changing or withdrawing a
 * separation take this transaction-scoped lock and check the months finalised under it (finalise-order.ts): none
 * lands on a state another changed meanwhile.
 */
export async function serialiseFinalising(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('payroll-finalising'))`);
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
  const found = await db
    .select()
    .from(employees)
    .where(
      inArray(
        employees.id,
        rows.map((row) => row.employeeRecordId),
      ),
    );
  return new Map(found.map((row) => [row.id, row]));
}

export interface PayrollRecipient {
  accountId: number;
  email: string;
  name: string;
}

/**
 * The people of a finalised month's payroll with an active login, by account: one query over the frozen rows
 * (payroll_runs.snapshot), so whoever was paid is told, including a leaver whose login is still open.
 */
export async function payrollRecipients(db: Db, month: string): Promise<PayrollRecipient[]> {
  const result = await db.execute(sql`
    select ${staffAccounts.id} as account_id, ${staffAccounts.email} as email, ${staffAccounts.name} as name
    from ${payrollRuns}
    cross join lateral jsonb_array_elements(${payrollRuns.snapshot} -> 'rows') as payroll_row
    join ${staffAccounts} on ${staffAccounts.employeeRecordId} = (payroll_row ->> 'employeeRecordId')::int
    where ${payrollRuns.month} = ${month} and ${staffAccounts.isActive}
    order by ${staffAccounts.id}`);
  const { rows } = result as unknown as { rows: { account_id: number | string; email: string; name: string }[] };
  return rows.map((row) => ({ accountId: Number(row.account_id), email: row.email, name: row.name }));
}
