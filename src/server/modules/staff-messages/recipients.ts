import type { Db } from "../../db/client";
import { enqueueMail, type OutboxMessage } from "../../mail/outbox";
import { notify, type NotificationInput } from "../notifications/store";
import {
  accountIdsOfRecord,
  activeAccountOfRecord,
  activeHrAccounts,
  activeManagerAccount,
  recordToldOfRequest,
  stillActiveAccounts,
  toldOfRequest,
  type Recipient,
} from "./store";

// Who hears of a person's leave and attendance correction requests (docs/product.md section 11.6): the HR users and
// the person's reporting manager; and the person, of a decision. Only active logins: a closed account gets nothing.
// A leave cancellation goes to those its request told, not to whoever holds those roles by then.

export type { Recipient } from "./store";

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

/** The person's own active login, or null (a record without one, or a closed one). */
export const accountOfEmployee = activeAccountOfRecord;

/**
 * The HR users and the reporting manager of `employeeRecordId`, leaving out the person's own account (an HR user's
 * own request goes to the others) and whoever is acting (`exceptAccountId`): nobody is told of what they just did.
 * The manager is left out of `hr` when they are an HR user too, so nobody is told twice.
 */
export async function watchersOf(db: Db, employeeRecordId: number, exceptAccountId: number | null = null): Promise<Watchers> {
  const managerRow = await activeManagerAccount(db, employeeRecordId);
  const hr = await activeHrAccounts(db);
  const excluded = new Set([...(await accountIdsOfRecord(db, employeeRecordId)), ...(exceptAccountId === null ? [] : [exceptAccountId])]);
  const keptManager = managerRow && !excluded.has(managerRow.accountId) ? managerRow : null;
  return { hr: hr.filter((row) => !excluded.has(row.accountId) && row.accountId !== keptManager?.accountId), manager: keptManager };
}

/** A new leave request's watchers, kept on the request so that its cancellation tells the same people. */
export async function watchersOfNewLeave(tx: Db, leave: { id: number; employeeRecordId: number }): Promise<Watchers> {
  const watchers = await watchersOf(tx, leave.employeeRecordId);
  await recordToldOfRequest(tx, leave.id, { hr: watchers.hr.map((row) => row.accountId), manager: watchers.manager?.accountId ?? null });
  return watchers;
}

/**
 * Those a leave request told, for its cancellation: still with an active login (and record), leaving out whoever is
 * acting. A manager or HR user who came since is not told. A request filed before this was kept (or the demo's)
 * tells today's HR users and manager.
 */
export async function watchersOfLeave(
  db: Db,
  leave: { id: number; employeeRecordId: number },
  exceptAccountId: number | null = null,
): Promise<Watchers> {
  const told = await toldOfRequest(db, leave.id);
  if (!told) return watchersOf(db, leave.employeeRecordId, exceptAccountId);
  const active = (await stillActiveAccounts(db, [...told.hr, ...(told.manager === null ? [] : [told.manager])])).filter(
    (row) => row.accountId !== exceptAccountId,
  );
  return {
    hr: active.filter((row) => row.accountId !== told.manager),
    manager: active.find((row) => row.accountId === told.manager) ?? null,
  };
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
