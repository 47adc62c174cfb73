import type { Db } from "../db/client";
import { closePasswordLinks } from "./password-links";
import { revokeAccountSessions } from "./session-store";

/**
 * What every change to an account's credentials or standing does, in the change's own transaction (docs/product.md
 * section 10.9): a password set, changed or reset, a deactivation or reactivation, a new role, a new login e-mail.
 * Every session of the account ends and every open set-password link (welcome or reset) stops working, so nothing
 * issued before the change outlives it. The session cache re-reads after any write (session-cache.ts), so an
 * ended session is refused on its next request. Answers how many sessions ended.
 */
export async function revokeAccountAccess(tx: Db, accountId: number, now: Date): Promise<number> {
  await closePasswordLinks(tx, accountId, now);
  return revokeAccountSessions(tx, accountId);
}
