import { and, asc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { employees, staffAccounts } from "../../db/schema";
import { enqueueMail, type OutboxMessage } from "../../mail/outbox";
import { notify, type NotificationInput } from "../notifications/store";

// Who hears of a person's leave and attendance correction requests (docs/product.md section 11): the HR users and
// the person's reporting manager; and the person, of a decision. Only active logins: a closed account gets nothing.

export interface Recipient {
  accountId: number;
  email: string;
  name: string;
}

/** How a recipient is told: an e-mail and a bell notification, each written in the caller's transaction. */
export interface Notice {
  mail: (recipient: Recipient) => OutboxMessage;
  bell: NotificationInput;
}

/** Those who are told of a person's new request: every active HR account, and the reporting manager's active account. */
export interface Watchers {
  hr: Recipient[];
  manager: Recipient | null;
}

const recipientColumns = { accountId: staffAccounts.id, email: staffAccounts.email, name: staffAccounts.name };

/** The person's own active login, or null (a record without one, or a closed one). */
export async function accountOfEmployee(db: Db, employeeRecordId: number): Promise<Recipient | null> {
  const [row] = await db
    .select(recipientColumns)
    .from(staffAccounts)
    .where(and(eq(staffAccounts.employeeRecordId, employeeRecordId), eq(staffAccounts.isActive, true)))
    .limit(1);
  return row ?? null;
}

/**
 * The HR users and the reporting manager of `employeeRecordId`, leaving out the person's own account (an HR user's
 * own request goes to the others) and whoever is acting (`exceptAccountId`): nobody is told of what they just did.
 * The manager is left out of `hr` when they are an HR user too, so nobody is told twice.
 */
export async function watchersOf(db: Db, employeeRecordId: number, exceptAccountId: number | null = null): Promise<Watchers> {
  const manager = alias(employees, "manager");
  const [managerRow] = await db
    .select(recipientColumns)
    .from(employees)
    .innerJoin(manager, eq(manager.id, employees.reportingManagerId))
    .innerJoin(staffAccounts, eq(staffAccounts.employeeRecordId, manager.id))
    .where(and(eq(employees.id, employeeRecordId), eq(manager.isActive, true), eq(staffAccounts.isActive, true)))
    .limit(1);
  const hr = await db
    .select(recipientColumns)
    .from(staffAccounts)
    .where(and(eq(staffAccounts.role, "hr"), eq(staffAccounts.isActive, true)))
    .orderBy(asc(staffAccounts.id));
  const own = await db.select({ id: staffAccounts.id }).from(staffAccounts).where(eq(staffAccounts.employeeRecordId, employeeRecordId));
  const excluded = new Set([...own.map((row) => row.id), ...(exceptAccountId === null ? [] : [exceptAccountId])]);
  const keptManager = managerRow && !excluded.has(managerRow.accountId) ? managerRow : null;
  return { hr: hr.filter((row) => !excluded.has(row.accountId) && row.accountId !== keptManager?.accountId), manager: keptManager };
}

/** One e-mail and one bell notification for each recipient, in the caller's transaction. */
export async function tell(tx: Db, recipients: readonly Recipient[], notice: Notice): Promise<void> {
  for (const recipient of recipients) await enqueueMail(tx, notice.mail(recipient));
  await notify(
    tx,
    recipients.map((recipient) => recipient.accountId),
    notice.bell,
  );
}
