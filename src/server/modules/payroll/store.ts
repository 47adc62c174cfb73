import { desc, eq } from "drizzle-orm";
import type { PayrollMonth } from "@/shared/contract/payroll";
import type { Db } from "../../db/client";
import { payrollRuns, staffAccounts } from "../../db/schema";

/** Finalised months (GitHub issue 11): the figures frozen as HR finalised them. */

export interface PayrollRun {
  payroll: PayrollMonth;
  finalisedAt: Date;
  finalisedBy: string | null;
}

const runView = (db: Db) =>
  db
    .select({ snapshot: payrollRuns.snapshot, finalisedAt: payrollRuns.finalisedAt, finalisedBy: staffAccounts.name })
    .from(payrollRuns)
    .leftJoin(staffAccounts, eq(staffAccounts.id, payrollRuns.finalisedByAccountId));

const toRun = (row: { snapshot: unknown; finalisedAt: Date; finalisedBy: string | null }): PayrollRun => ({
  payroll: { ...(row.snapshot as PayrollMonth), status: "finalised", finalisedAt: row.finalisedAt.toISOString(), finalisedBy: row.finalisedBy },
  finalisedAt: row.finalisedAt,
  finalisedBy: row.finalisedBy,
});

export async function findRun(db: Db, month: string): Promise<PayrollRun | undefined> {
  const [row] = await runView(db).where(eq(payrollRuns.month, month)).limit(1);
  return row && toRun(row);
}

/** Every finalised month, newest first (an employee's payslip list; a dozen rows a year). */
export async function allRuns(db: Db): Promise<PayrollRun[]> {
  return (await runView(db).orderBy(desc(payrollRuns.month))).map(toRun);
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
