import { and, asc, eq, inArray, isNull, or } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { employees, leaveRequests, staffAccounts } from "../../db/schema";

// All SQL of the staff messages (docs/architecture.md section 5): the accounts a leave or correction message may go
// to, and whom a leave request told. Who is told of what is decided in recipients.ts.

export interface Recipient {
  accountId: number;
  email: string;
  name: string;
}

/** The accounts a leave request's message went to, kept on the request (leave_requests.told_of_request). */
export interface ToldIds {
  hr: number[];
  manager: number | null;
}

const recipientColumns = { accountId: staffAccounts.id, email: staffAccounts.email, name: staffAccounts.name };

/** The person's own active login, or null (a record without one, or a closed one). */
export async function activeAccountOfRecord(db: Db, employeeRecordId: number): Promise<Recipient | null> {
  const [row] = await db
    .select(recipientColumns)
    .from(staffAccounts)
    .where(and(eq(staffAccounts.employeeRecordId, employeeRecordId), eq(staffAccounts.isActive, true)))
    .limit(1);
  return row ?? null;
}

/** The active login of the person's reporting manager, while the manager's record is active too; or null. */
export async function activeManagerAccount(db: Db, employeeRecordId: number): Promise<Recipient | null> {
  const manager = alias(employees, "manager");
  const [row] = await db
    .select(recipientColumns)
    .from(employees)
    .innerJoin(manager, eq(manager.id, employees.reportingManagerId))
    .innerJoin(staffAccounts, eq(staffAccounts.employeeRecordId, manager.id))
    .where(and(eq(employees.id, employeeRecordId), eq(manager.isActive, true), eq(staffAccounts.isActive, true)))
    .limit(1);
  return row ?? null;
}

/** Every active HR account, oldest first. */
export async function activeHrAccounts(db: Db): Promise<Recipient[]> {
  return db
    .select(recipientColumns)
    .from(staffAccounts)
    .where(and(eq(staffAccounts.role, "hr"), eq(staffAccounts.isActive, true)))
    .orderBy(asc(staffAccounts.id));
}

/** The ids of the accounts of a person's record (closed ones too). */
export async function accountIdsOfRecord(db: Db, employeeRecordId: number): Promise<number[]> {
  const rows = await db.select({ id: staffAccounts.id }).from(staffAccounts).where(eq(staffAccounts.employeeRecordId, employeeRecordId));
  return rows.map((row) => row.id);
}

/** Of `accountIds`, those whose login is still active (and, for an account with a record, whose record is), oldest first. */
export async function stillActiveAccounts(db: Db, accountIds: readonly number[]): Promise<Recipient[]> {
  if (accountIds.length === 0) return [];
  return db
    .select(recipientColumns)
    .from(staffAccounts)
    .leftJoin(employees, eq(employees.id, staffAccounts.employeeRecordId))
    .where(
      and(
        inArray(staffAccounts.id, [...accountIds]),
        eq(staffAccounts.isActive, true),
        or(isNull(employees.id), eq(employees.isActive, true)),
      ),
    )
    .orderBy(asc(staffAccounts.id));
}

/** Keeps on the request who its message went to, in the filing transaction. */
export async function recordToldOfRequest(tx: Db, leaveRequestId: number, told: ToldIds): Promise<void> {
  await tx.update(leaveRequests).set({ toldOfRequest: told }).where(eq(leaveRequests.id, leaveRequestId));
}

/** Who the request's message went to, or null for a request filed before this was kept (and the demo's). */
export async function toldOfRequest(db: Db, leaveRequestId: number): Promise<ToldIds | null> {
  const [row] = await db.select({ told: leaveRequests.toldOfRequest }).from(leaveRequests).where(eq(leaveRequests.id, leaveRequestId));
  return row?.told ?? null;
}
