import { emailMessage } from "@/shared/contract/common";
import { loginSchema, roles, type Role } from "@/shared/contract/auth";
import { hashPassword } from "../../auth/passwords";
import { serverPasswordProblem } from "../../auth/password-policy";
import { revokeAccountAccess } from "../../auth/account-access";
import type { Db } from "../../db/client";
import { DomainError } from "../../http/errors";
import { recordAudit } from "../audit/store";
import {
  findAccountByEmail,
  findEmployeeByEmail,
  insertAccount,
  insertEmployee,
  isLastActiveAdmin,
  listAccounts,
  setAccountActive,
  updatePasswordHash,
  type AccountWithEmployee,
} from "../../auth/account-store";

/** Bad input for an account operation; the message is meant for the operator or user (answers 400). */
export class AccountError extends DomainError {}

/** Who did it: an account (through the API), or the operator's command, the first start or the demo loader. */
export interface Actor {
  accountId?: number | null;
  ip?: string | null;
  via: "api" | "cli" | "bootstrap" | "demo";
}

export interface NewAccount {
  role: string;
  email: string;
  password: string;
  firstName?: string;
  lastName?: string;
}

const capitalise = (part: string) => part.charAt(0).toUpperCase() + part.slice(1);

/** "priya.sharma@..." -> ["Priya", "Sharma"]; used when no names are given. */
export function namesFromEmail(email: string): { firstName: string; lastName: string } {
  const parts = (email.split("@")[0] ?? "")
    .split(/[._-]+/)
    .filter(Boolean)
    .map(capitalise);
  return { firstName: parts[0] ?? "Staff", lastName: parts.slice(1).join(" ") };
}

/** Validates an address against the company domain; returns it lower-cased. */
export function checkEmail(email: string, domain: string): string {
  const result = loginSchema(domain).shape.email.safeParse(email);
  if (!result.success) throw new AccountError(result.error.issues[0]?.message ?? emailMessage);
  return result.data;
}

function checkPassword(password: string, email: string): void {
  const problem = serverPasswordProblem(password, email);
  if (problem) throw new AccountError(problem);
}

/**
 * Creates a staff account. hr and employee accounts are linked to the employee record with the same
 * address, which is created when there is none; an admin account is linked when such a record exists.
 */
export async function createStaffAccount(db: Db, domain: string, input: NewAccount, actor: Actor): Promise<AccountWithEmployee> {
  if (!(roles as readonly string[]).includes(input.role)) {
    throw new AccountError(`Unknown role "${input.role}": use admin, hr or employee`);
  }
  const role = input.role as Role;
  const email = checkEmail(input.email, domain);
  checkPassword(input.password, email);
  if (await findAccountByEmail(db, email)) throw new AccountError(`An account for ${email} already exists`);

  const derived = namesFromEmail(email);
  const firstName = input.firstName?.trim() || derived.firstName;
  const lastName = input.lastName?.trim() || (input.firstName?.trim() ? "" : derived.lastName);
  const passwordHash = await hashPassword(input.password);
  // The account, its record and the audit entry are one transaction: no account without its entry.
  return db.transaction(async (tx) => {
    let employee = await findEmployeeByEmail(tx, email);
    if (!employee && role !== "admin") employee = await insertEmployee(tx, { firstName, lastName, email });

    const name = employee ? `${employee.firstName} ${employee.lastName}`.trim() : `${firstName} ${lastName}`.trim();
    const account = await insertAccount(tx, { email, name, role, passwordHash, employeeRecordId: employee?.id ?? null });
    await recordAudit(tx, {
      event: "account.created",
      actorAccountId: actor.accountId,
      subject: email,
      ip: actor.ip,
      details: { via: actor.via, role, employeeId: employee?.employeeId ?? null },
    });
    return { ...account, employee: employee ?? null };
  });
}

async function existingAccount(db: Db, domain: string, email: string): Promise<AccountWithEmployee> {
  const account = await findAccountByEmail(db, checkEmail(email, domain));
  if (!account) throw new AccountError(`No account for ${email.trim().toLowerCase()}`);
  return account;
}

/** Sets a new password (operator command), signs the account out everywhere and closes its open set-password links. */
export async function setAccountPassword(
  db: Db,
  domain: string,
  input: { email: string; password: string },
  actor: Actor,
  now = new Date(),
): Promise<void> {
  const account = await existingAccount(db, domain, input.email);
  checkPassword(input.password, account.email);
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    await updatePasswordHash(tx, account.id, passwordHash, now);
    const revoked = await revokeAccountAccess(tx, account.id, now);
    await recordAudit(tx, {
      event: "password.changed",
      actorAccountId: actor.accountId,
      subject: account.email,
      ip: actor.ip,
      details: { via: actor.via, sessionsRevoked: revoked },
    });
  });
}

/** Deactivates an account and ends its sessions and open set-password links; the last active admin cannot be deactivated. */
export async function deactivateAccount(db: Db, domain: string, input: { email: string }, actor: Actor, now = new Date()): Promise<void> {
  const account = await existingAccount(db, domain, input.email);
  if (!account.isActive) throw new AccountError(`${account.email} is already deactivated`);
  await db.transaction(async (tx) => {
    // Under a lock on the active admins' rows, so two deactivations at once cannot remove both.
    if (await isLastActiveAdmin(tx, account.id))
      throw new AccountError(`${account.email} is the only active admin; create another admin first`);
    await setAccountActive(tx, account.id, false);
    const revoked = await revokeAccountAccess(tx, account.id, now);
    await recordAudit(tx, {
      event: "account.deactivated",
      actorAccountId: actor.accountId,
      subject: account.email,
      ip: actor.ip,
      details: { via: actor.via, sessionsRevoked: revoked },
    });
  });
}

export { listAccounts as listStaffAccounts };
