import type { Db } from "../db/client";
import { HttpError } from "../http/errors";
import { recordStaffAction } from "../modules/audit/store";
import type { Actor } from "./actor";

export const ownRecordMessage =
  "You cannot change your own pay, attendance or leave, or decide your own request: another HR user or an admin must";

/** What a person tried to do to their own record (the audit entry's `action`). */
export type OwnRecordAction = "pay" | "attendance" | "leave_balance" | "leave_decision" | "employee_record" | "tax_declaration";

/**
 * Separation of duties (docs/architecture.md, security): nobody changes their own pay, attendance or
 * leave balance, nor decides their own request; another HR user or an admin must. The refusal is audited
 * on its own (outside any transaction of the refused change) before the 403.
 */
export async function refuseOwnRecord(db: Db, actor: Actor, employeeId: number, action: OwnRecordAction, at: Date): Promise<void> {
  const own = actor.account.employee;
  if (!own || own.id !== employeeId) return;
  await recordStaffAction(db, actor, "duty.refused", `employee:${employeeId}`, { action }, at);
  throw new HttpError(403, ownRecordMessage);
}

/**
 * The same refusal for an account that has no record yet: linking a new employee record, with its
 * salary, to one's own account (an admin made by the account command hiring themself) is setting one's
 * own pay. Audited with the account's address as subject.
 */
export async function refuseOwnAccount(
  db: Db,
  actor: Actor,
  account: { id: number; email: string },
  action: OwnRecordAction,
  at: Date,
): Promise<void> {
  if (actor.account.id !== account.id) return;
  await recordStaffAction(db, actor, "duty.refused", account.email, { action }, at);
  throw new HttpError(403, ownRecordMessage);
}
