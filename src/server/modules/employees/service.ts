import { eq } from "drizzle-orm";
import type { Role } from "@/shared/contract/auth";
import type { Employee, EmployeeCreated, EmployeeValues, PeopleArea } from "@/shared/contract/employees";
import { countActiveAdmins, findAccountByEmail, insertAccount, updatePasswordHash } from "../../auth/account-store";
import { hashPassword } from "../../auth/passwords";
import { revokeAccountSessions } from "../../auth/session-store";
import { temporaryPassword } from "../../auth/temporary-password";
import type { PiiCipher } from "../../crypto/pii-cipher";
import type { Db } from "../../db/client";
import { employees, staffAccounts } from "../../db/schema";
import { uniqueViolation } from "../../db/unique-violation";
import { ConflictError, HttpError, NotFoundError } from "../../http/errors";
import { employeeColumns, toEmployee, type EmployeeRecordValues } from "./records";
import { findEmployeeWithAccount, takenBy } from "./store";

export const employeeNotFound = () => new NotFoundError("Employee not found");

export const peopleMessages = {
  employeeIdTaken: "An employee with this Employee ID already exists",
  emailTaken: "An employee with this email already exists",
  accountEmailTaken: "Another staff account already uses this email",
  lastAdmin: "This is the only active admin: make another person admin first",
  ownPassword: "Use Change Password for your own account",
  noAccount: "This employee has no staff account",
  adminRecord: "HR may not change the record of an admin account",
} as const;

const fullName = (values: { firstName: string; lastName: string }) => `${values.firstName} ${values.lastName}`.trim();

/** A unique index refusing a write that raced past the checks becomes the same 409 as the check. */
function conflictOf(error: unknown): ConflictError | undefined {
  const index = uniqueViolation(error);
  if (index === "employees_employee_id_idx") return new ConflictError(peopleMessages.employeeIdTaken, "employeeId");
  if (index === "employees_email_idx") return new ConflictError(peopleMessages.emailTaken, "email");
  if (index === "staff_accounts_email_idx") return new ConflictError(peopleMessages.accountEmailTaken, "email");
  return undefined;
}

async function checkUnique(db: Db, values: Pick<EmployeeValues, "employeeId" | "email">, exceptId?: number): Promise<void> {
  if (await takenBy(db, "employeeId", values.employeeId, exceptId)) throw new ConflictError(peopleMessages.employeeIdTaken, "employeeId");
  if (await takenBy(db, "email", values.email, exceptId)) throw new ConflictError(peopleMessages.emailTaken, "email");
}

async function loadEmployee(db: Db, id: number): Promise<Employee> {
  const row = await findEmployeeWithAccount(db, id);
  if (!row) throw employeeNotFound();
  return toEmployee(row.employee, row.account);
}

/**
 * Hires a person: the record and its staff account (role employee) with a one-time temporary password
 * that must be changed at first login (docs/design.md section 9). An address that already has an account
 * without a record (an admin made by the account command) is linked instead, and keeps its password.
 */
export async function createEmployee(db: Db, cipher: PiiCipher, values: EmployeeRecordValues, now: Date): Promise<EmployeeCreated> {
  await checkUnique(db, values);
  const existing = await findAccountByEmail(db, values.email);
  if (existing?.employee) throw new ConflictError(peopleMessages.accountEmailTaken, "email");
  const password = existing ? null : temporaryPassword(values.email);
  const passwordHash = password && (await hashPassword(password));
  try {
    const id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(employees)
        .values({ ...employeeColumns(values, cipher), createdAt: now, updatedAt: now })
        .returning({ id: employees.id });
      if (existing) {
        await tx.update(staffAccounts).set({ employeeRecordId: row!.id }).where(eq(staffAccounts.id, existing.id));
      } else {
        await insertAccount(tx as unknown as Db, {
          email: values.email,
          name: fullName(values),
          role: "employee",
          passwordHash: passwordHash!,
          employeeRecordId: row!.id,
          mustChangePassword: true,
          // A record hired as Inactive (the HR form's status) gets a login that stays closed until reactivated.
          isActive: values.isActive ?? true,
        });
      }
      return row!.id;
    });
    return { employee: await loadEmployee(db, id), temporaryPassword: password };
  } catch (error) {
    throw conflictOf(error) ?? error;
  }
}

/**
 * Saves an edit; the names and e-mail carry over to the staff account (the e-mail is the login). Returns
 * the changed fields. `area` "hr" refuses an admin's record: HR may not change an admin's login or pay
 * (docs/design.md section 5).
 */
export async function updateEmployee(
  db: Db,
  cipher: PiiCipher,
  id: number,
  values: EmployeeValues,
  now: Date,
  area: PeopleArea = "admin",
): Promise<{ employee: Employee; changed: string[] }> {
  const before = await findEmployeeWithAccount(db, id);
  if (!before) throw employeeNotFound();
  if (area === "hr" && before.account?.role === "admin") throw new HttpError(403, peopleMessages.adminRecord);
  await checkUnique(db, values, id);
  const columns = employeeColumns(values, cipher);
  const changed = Object.keys(values).filter((field) => {
    const value = values[field as keyof EmployeeValues];
    if (field === "accountNumber" || field === "panNumber" || field === "aadharNumber") return value !== "";
    return String(before.employee[field as keyof typeof before.employee] ?? "") !== String(value);
  });
  try {
    await db.transaction(async (tx) => {
      await tx.update(employees).set({ ...columns, updatedAt: now }).where(eq(employees.id, id));
      if (before.account) {
        await tx.update(staffAccounts).set({ email: values.email, name: fullName(values) }).where(eq(staffAccounts.id, before.account.id));
      }
    });
  } catch (error) {
    throw conflictOf(error) ?? error;
  }
  return { employee: await loadEmployee(db, id), changed };
}

async function recordWithAccount(db: Db, id: number) {
  const row = await findEmployeeWithAccount(db, id);
  if (!row) throw employeeNotFound();
  return row;
}

/** Refuses to take away the last active admin (by deactivation or a role change). */
async function keepAnAdmin(db: Db, account: { role: Role; isActive: boolean } | null): Promise<void> {
  if (account?.role === "admin" && account.isActive && (await countActiveAdmins(db)) <= 1) throw new ConflictError(peopleMessages.lastAdmin);
}

/** Deactivation blocks the login and ends every session; reactivation opens the login again. */
export async function setEmployeeActive(db: Db, id: number, active: boolean, now: Date) {
  const row = await recordWithAccount(db, id);
  if (!active) await keepAnAdmin(db, row.account);
  await db.transaction(async (tx) => {
    await tx.update(employees).set({ isActive: active, deactivatedAt: active ? null : now, updatedAt: now }).where(eq(employees.id, id));
    if (row.account) await tx.update(staffAccounts).set({ isActive: active }).where(eq(staffAccounts.id, row.account.id));
  });
  const sessionsRevoked = !active && row.account ? await revokeAccountSessions(db, row.account.id) : 0;
  return { employee: await loadEmployee(db, id), changed: row.employee.isActive !== active, sessionsRevoked };
}

/** A new temporary password: the person's sessions end and they choose their own at the next login. */
export async function resetEmployeePassword(db: Db, id: number, actorAccountId: number, now: Date) {
  const row = await recordWithAccount(db, id);
  if (!row.account) throw new ConflictError(peopleMessages.noAccount);
  if (row.account.id === actorAccountId) throw new ConflictError(peopleMessages.ownPassword);
  const password = temporaryPassword(row.employee.email);
  await updatePasswordHash(db, row.account.id, await hashPassword(password), now, true);
  const sessionsRevoked = await revokeAccountSessions(db, row.account.id);
  return { temporaryPassword: password, sessionsRevoked, email: row.employee.email };
}

/** Also on one's own account (an admin stepping down), as long as another active admin remains. */
export async function changeEmployeeRole(db: Db, id: number, role: Role) {
  const row = await recordWithAccount(db, id);
  if (!row.account) throw new ConflictError(peopleMessages.noAccount);
  const from = row.account.role;
  if (from !== role && from === "admin") await keepAnAdmin(db, row.account);
  if (from !== role) await db.update(staffAccounts).set({ role }).where(eq(staffAccounts.id, row.account.id));
  return { employee: await loadEmployee(db, id), from };
}
