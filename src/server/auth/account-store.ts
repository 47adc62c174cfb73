import { and, asc, count, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { employees, staffAccounts } from "../db/schema";
import { uniqueViolation } from "../db/unique-violation";
import type { Role } from "@/shared/contract/auth";

export type EmployeeRow = typeof employees.$inferSelect;
export type AccountRow = typeof staffAccounts.$inferSelect;
export interface AccountWithEmployee extends AccountRow {
  employee: EmployeeRow | null;
}

function withEmployee(row: { account: AccountRow; employee: EmployeeRow | null }): AccountWithEmployee {
  return { ...row.account, employee: row.employee };
}

const accountQuery = (db: Db) =>
  db
    .select({ account: staffAccounts, employee: employees })
    .from(staffAccounts)
    .leftJoin(employees, eq(employees.id, staffAccounts.employeeRecordId));

export async function findAccountByEmail(db: Db, email: string): Promise<AccountWithEmployee | undefined> {
  const [row] = await accountQuery(db).where(eq(staffAccounts.email, email.toLowerCase())).limit(1);
  return row ? withEmployee(row) : undefined;
}

/**
 * The account whose login is `email`, its row held (FOR UPDATE) until the caller's transaction ends. A change of the
 * login e-mail locks the same row (employees/login-email.ts): one that commits while this waits leaves no account
 * under the old address here.
 */
export async function lockAccountByEmail(tx: Db, email: string): Promise<AccountRow | undefined> {
  const [row] = await tx.select().from(staffAccounts).where(eq(staffAccounts.email, email.toLowerCase())).for("update");
  return row;
}

export async function findAccountById(db: Db, id: number): Promise<AccountWithEmployee | undefined> {
  const [row] = await accountQuery(db).where(eq(staffAccounts.id, id)).limit(1);
  return row ? withEmployee(row) : undefined;
}

export async function listAccounts(db: Db): Promise<AccountWithEmployee[]> {
  const rows = await accountQuery(db).orderBy(asc(staffAccounts.role), asc(staffAccounts.email));
  return rows.map(withEmployee);
}

export async function insertAccount(
  db: Db,
  values: {
    email: string;
    name: string;
    passwordHash: string;
    role: Role;
    employeeRecordId: number | null;
    mustChangePassword?: boolean;
    isActive?: boolean;
  },
): Promise<AccountRow> {
  const [row] = await db
    .insert(staffAccounts)
    .values({ ...values, email: values.email.toLowerCase() })
    .returning();
  return row!;
}

/** A new password; `temporary` (set by someone else) must be changed at the next login. */
export async function updatePasswordHash(db: Db, id: number, passwordHash: string, now: Date, temporary = false): Promise<void> {
  await db
    .update(staffAccounts)
    .set({ passwordHash, passwordChangedAt: now, mustChangePassword: temporary })
    .where(eq(staffAccounts.id, id));
}

export async function setAccountActive(db: Db, id: number, isActive: boolean): Promise<void> {
  await db.update(staffAccounts).set({ isActive }).where(eq(staffAccounts.id, id));
}

export async function recordLogin(db: Db, id: number, now: Date): Promise<void> {
  await db.update(staffAccounts).set({ lastLoginAt: now }).where(eq(staffAccounts.id, id));
}

export async function countActiveAdmins(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(staffAccounts)
    .where(and(eq(staffAccounts.role, "admin"), eq(staffAccounts.isActive, true)));
  return Number(row?.n ?? 0);
}

/**
 * "Never remove the last active admin": whether `accountId` is the only active admin, read
 * after locking every active admin's row (SELECT ... FOR UPDATE, in id order). Call it first thing in
 * the transaction that demotes or deactivates the account: a concurrent demotion or deactivation of
 * another admin waits for the lock and then sees this one's committed change (READ COMMITTED re-checks
 * a locked row that changed), so two at once, even from two server instances on PostgreSQL, cannot both
 * pass. PGlite runs one transaction at a time.
 */
export async function isLastActiveAdmin(tx: Db, accountId: number): Promise<boolean> {
  const admins = await tx
    .select({ id: staffAccounts.id })
    .from(staffAccounts)
    .where(and(eq(staffAccounts.role, "admin"), eq(staffAccounts.isActive, true)))
    .orderBy(asc(staffAccounts.id))
    .for("update");
  return admins.length <= 1 && admins.some((admin) => admin.id === accountId);
}

export async function findEmployeeByEmail(db: Db, email: string): Promise<EmployeeRow | undefined> {
  const [row] = await db.select().from(employees).where(eq(employees.email, email.toLowerCase())).limit(1);
  return row;
}

/**
 * The next free code of the form EMP001, EMP002, ... (also for the HR form). At most nine digits are
 * read, so an admin-typed code with a longer number cannot overflow the cast and break every hire.
 */
export async function nextEmployeeCode(db: Db): Promise<string> {
  const result = await db.execute(
    sql`select coalesce(max(substring(employee_id from 4)::int), 0) + 1 as next from employees where employee_id ~ '^EMP[0-9]{1,9}$'`,
  );
  const next = Number((result as unknown as { rows: { next: number | string }[] }).rows[0]?.next ?? 1);
  return `EMP${String(next).padStart(3, "0")}`;
}

/**
 * Inserts a minimal employee record with a generated employee code (retried if another writer took it).
 * Each attempt is its own (nested) transaction, so within a caller's transaction a refused insert rolls
 * back to its savepoint instead of aborting the caller's work.
 */
export async function insertEmployee(
  db: Db,
  values: { firstName: string; lastName: string; email: string; department?: string | null; designation?: string | null },
): Promise<EmployeeRow> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await db.transaction(async (tx) => {
        const employeeId = await nextEmployeeCode(tx);
        const [row] = await tx
          .insert(employees)
          .values({ ...values, email: values.email.toLowerCase(), employeeId })
          .returning();
        return row!;
      });
    } catch (error) {
      if (uniqueViolation(error) === undefined || attempt >= 4 || (await findEmployeeByEmail(db, values.email))) throw error;
    }
  }
}
