import type { Role } from "@/shared/contract/auth";
import { loginEmailRefusal } from "@/shared/domain/login-email";
import type { Actor } from "../../auth/actor";
import { revokeAccountAccess } from "../../auth/account-access";
import type { Db } from "../../db/client";
import { HttpError } from "../../http/errors";
import { enqueueMail } from "../../mail/outbox";
import { renderMail, type MailSettings } from "../../mail/template";
import { recordStaffAction } from "../audit/store";
import { directReportIds } from "../reporting-lines/store";
import { lockAccountLogin, lockEmployeeStatus } from "./store";

// A record's e-mail is its account's login (docs/product.md section 7.3). Changing it hands the login to whoever
// reads the new address, so only an admin changes an HR or admin login, or a manager's, and the change shuts out
// everything the old address could still use: sessions, open set-password links.

/**
 * The login e-mail an edit to `to` replaces, or null when it stays; 403 when the signed-in user may not change it
 * (shared/domain/login-email.ts). Read in the edit's transaction under the locks of the record's row and then the
 * account's (the order a deactivation takes them; a role change and Forgot password lock the account's too): an HR
 * edit racing a promotion sees the new role, of two changes at once the second replaces the first's address, and a
 * reset link asked for the old address is either issued before (and closed by the change) or not at all.
 */
export async function lockLoginChange(tx: Db, changer: Role, recordId: number, accountId: number, to: string): Promise<string | null> {
  await lockEmployeeStatus(tx, recordId);
  const login = await lockAccountLogin(tx, accountId);
  if (!login || login.email === to) return null;
  const hasDirectReports = (await directReportIds(tx, recordId)).length > 0;
  const refusal = loginEmailRefusal(changer, { account: login, hasDirectReports });
  if (refusal) throw new HttpError(403, refusal);
  return login.email;
}

export interface LoginEmailChange {
  accountId: number;
  /** The audit entry's subject: the employee record ("employee:12"). */
  subject: string;
  from: string;
  to: string;
  at: Date;
  /** The mail settings when a mail server is configured: both addresses are then told. */
  configuredMail?: MailSettings;
}

/**
 * The messages of a changed login: to the old address, what changed and to what; to the new one, that it is now a
 * login. Neither carries anything the changer typed beyond the address itself, nor a link (nothing to click in a
 * message the owner did not expect); both say whom to ask.
 */
function changeMessages(change: Pick<LoginEmailChange, "from" | "to">, settings: MailSettings) {
  const subject = `${settings.companyName}: your staff portal login e-mail has changed`;
  const contact = `If you did not expect this, tell an administrator of ${settings.companyName} at once.`;
  const signedOut = "You have been signed out everywhere, and any set-password link sent before no longer works.";
  const toOld = renderMail(
    {
      greeting: "Dear colleague,",
      paragraphs: [
        `The login e-mail of your ${settings.companyName} staff portal account was changed from ${change.from} to ${change.to}. This address no longer logs in.`,
        signedOut,
        contact,
      ],
    },
    settings,
  );
  const toNew = renderMail(
    {
      greeting: "Dear colleague,",
      paragraphs: [
        `This address (${change.to}) is now the login e-mail of a ${settings.companyName} staff portal account.`,
        signedOut,
        contact,
      ],
    },
    settings,
  );
  return [
    { kind: "account.email_changed", to: change.from, subject, ...toOld },
    { kind: "account.email_changed", to: change.to, subject, ...toNew },
  ];
}

/**
 * What follows a new login e-mail, in the edit's transaction that stored it: the account's sessions and open links
 * end (revokeAccountAccess), the old and the new address are e-mailed when a mail server is configured, and
 * the change is audited with both addresses as done by `actor`.
 */
export async function loginEmailChanged(tx: Db, actor: Actor, change: LoginEmailChange): Promise<void> {
  const { configuredMail, at } = change;
  const sessionsRevoked = await revokeAccountAccess(tx, change.accountId, at);
  if (configuredMail) for (const message of changeMessages(change, configuredMail)) await enqueueMail(tx, message);
  await recordStaffAction(tx, actor, "account.email_changed", change.subject, { from: change.from, to: change.to, sessionsRevoked }, at);
}
