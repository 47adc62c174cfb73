import type { Role } from "@/shared/contract/auth";
import type { Employee } from "@/shared/contract/employees";
import { isLastActiveAdmin, setAccountActive, updatePasswordHash } from "../../auth/account-store";
import { hashPassword } from "../../auth/passwords";
import { revokeAccountAccess } from "../../auth/account-access";
import { temporaryPassword } from "../../auth/temporary-password";
import type { Db } from "../../db/client";
import { ConflictError } from "../../http/errors";
import { recordStaffAction } from "../audit/store";
import type { ServiceContext } from "../service-context";
import { employeeNotFound, loadEmployee, peopleMessages, subject } from "./service";
import { findEmployeeWithAccount, lockAccountLogin, lockEmployeeStatus, setAccountRole, setEmployeeRecordActive } from "./store";

// What the admin does to a record's login (docs/product.md section 7.3): deactivate and reactivate, a new
// temporary password, another role. Each change, the sessions and set-password links it ends (revokeAccountAccess)
// and its audit entry are one transaction.

async function recordWithAccount(db: Db, id: number) {
  const row = await findEmployeeWithAccount(db, id);
  if (!row) throw employeeNotFound();
  return row;
}

/** Refuses, inside the change's transaction and under a lock, to take away the last active admin. */
async function keepAnAdmin(tx: Db, accountId: number): Promise<void> {
  if (await isLastActiveAdmin(tx, accountId)) throw new ConflictError(peopleMessages.lastAdmin);
}

/**
 * Deactivation blocks the login and ends every session; reactivation opens the login again. Both close the
 * account's open set-password links: a link sent before either never opens the account after it. The change,
 * the ended sessions and links and the audit entry (only when the status changed) are one transaction.
 */
export async function setEmployeeActive(context: ServiceContext, id: number, active: boolean): Promise<Employee> {
  const { db, actor, now } = context;
  const { account } = await recordWithAccount(db, id);
  await db.transaction(async (tx) => {
    // The record's row first, then the admins' (the order every writer of both takes), read fresh under the locks.
    const current = await lockEmployeeStatus(tx, id);
    if (!current) throw employeeNotFound();
    if (!active && account) await keepAnAdmin(tx, account.id);
    await setEmployeeRecordActive(tx, id, active, now);
    if (account) await setAccountActive(tx, account.id, active);
    // Reactivating a record that is already active leaves its signed-in person alone.
    const sessionsRevoked = account && !(active && current.isActive) ? await revokeAccountAccess(tx, account.id, now) : 0;
    if (current.isActive !== active) {
      const details = { employeeId: current.employeeId, ...(active ? {} : { sessionsRevoked }) };
      await recordStaffAction(tx, actor, active ? "employee.reactivated" : "employee.deactivated", subject(id), details, now);
    }
  });
  return loadEmployee(db, id);
}

/** A new temporary password: the person's sessions and open links end and they choose their own at the next login. */
export async function resetEmployeePassword(context: ServiceContext, id: number): Promise<{ temporaryPassword: string }> {
  const { db, actor, now } = context;
  const row = await recordWithAccount(db, id);
  const account = row.account;
  if (!account) throw new ConflictError(peopleMessages.noAccount);
  if (account.id === actor.account.id) throw new ConflictError(peopleMessages.ownPassword);
  const password = temporaryPassword(row.employee.email);
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await updatePasswordHash(tx, account.id, passwordHash, now, true);
    const sessionsRevoked = await revokeAccountAccess(tx, account.id, now);
    await recordStaffAction(tx, actor, "password.reset", subject(id), { sessionsRevoked }, now);
  });
  return { temporaryPassword: password };
}

/**
 * Also on one's own account (an admin stepping down), as long as another active admin remains. The
 * account's sessions end: the person signs in again under the new role.
 */
export async function changeEmployeeRole(context: ServiceContext, id: number, role: Role): Promise<Employee> {
  const { db, actor, now } = context;
  const { account } = await recordWithAccount(db, id);
  if (!account) throw new ConflictError(peopleMessages.noAccount);
  await db.transaction(async (tx) => {
    // The admins' rows are locked first; the account's role is read under that lock.
    const lastAdmin = await isLastActiveAdmin(tx, account.id);
    const from = (await lockAccountLogin(tx, account.id))?.role ?? account.role;
    if (from === role) return;
    if (lastAdmin) throw new ConflictError(peopleMessages.lastAdmin);
    await setAccountRole(tx, account.id, role);
    // Like a deactivation, a new role ends every session and open link: none opened under the old role lives on.
    const sessionsRevoked = await revokeAccountAccess(tx, account.id, now);
    await recordStaffAction(tx, actor, "account.role_changed", subject(id), { from, role, sessionsRevoked }, now);
  });
  return loadEmployee(db, id);
}
