import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { Role } from "@/shared/contract/auth";
import type { Db } from "../../db/client";
import { auditLog, payrollRuns, staffAccounts } from "../../db/schema";

/**
 * All SQL of paying a month (docs/product.md section 9.14.1): the paid columns of a finalised month, whose records are
 * admin accounts, and the month's earlier bank file downloads (read from their audit entries).
 */

export interface PaidState {
  finalisedAt: Date;
  paidOn: string | null;
  paidAt: Date | null;
  paidBy: string | null;
}

/** A finalised month's paid state, or undefined when the month is not finalised. */
export async function findPaidState(db: Db, month: string): Promise<PaidState | undefined> {
  const [row] = await db
    .select({ finalisedAt: payrollRuns.finalisedAt, paidOn: payrollRuns.paidOn, paidAt: payrollRuns.paidAt, paidBy: staffAccounts.name })
    .from(payrollRuns)
    .leftJoin(staffAccounts, eq(staffAccounts.id, payrollRuns.paidByAccountId))
    .where(eq(payrollRuns.month, month))
    .limit(1);
  return row;
}

/**
 * Marks a finalised month paid, once: the update only touches a month not yet paid, so of two HR users marking
 * it at the same time exactly one succeeds (false for the other, and for a month that is not finalised).
 */
export async function markRunPaid(db: Db, month: string, paidOn: string, accountId: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(payrollRuns)
    .set({ paidOn, paidAt: at, paidByAccountId: accountId })
    .where(and(eq(payrollRuns.month, month), isNull(payrollRuns.paidOn)))
    .returning({ month: payrollRuns.month });
  return rows.length === 1;
}

/** The role of the staff account each of these employee records belongs to (records without an account are absent). */
export async function accountRolesOf(db: Db, employeeRecordIds: readonly number[]): Promise<Map<number, Role>> {
  if (employeeRecordIds.length === 0) return new Map();
  const rows = await db
    .select({ recordId: staffAccounts.employeeRecordId, role: staffAccounts.role })
    .from(staffAccounts)
    .where(inArray(staffAccounts.employeeRecordId, [...employeeRecordIds]));
  return new Map(rows.flatMap((row) => (row.recordId === null ? [] : [[row.recordId, row.role] as const])));
}

export interface BankFileDownload {
  by: string | null;
  at: Date;
  reason: string | null;
}

/** The month's bank file downloads so far, oldest first: their audit entries (payroll.bank_file_downloaded) are the record. */
export async function bankFileDownloads(db: Db, month: string): Promise<BankFileDownload[]> {
  const rows = await db
    .select({ by: staffAccounts.name, at: auditLog.at, details: auditLog.details })
    .from(auditLog)
    .leftJoin(staffAccounts, eq(staffAccounts.id, auditLog.actorAccountId))
    .where(and(eq(auditLog.event, "payroll.bank_file_downloaded"), eq(auditLog.subject, `payroll:${month}`)))
    .orderBy(asc(auditLog.id));
  return rows.map(({ by, at, details }) => {
    const reason = (details as { reason?: unknown } | null)?.reason;
    return { by, at, reason: typeof reason === "string" ? reason : null };
  });
}
