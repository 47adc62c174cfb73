import type { AccountWithEmployee } from "./account-store";

/**
 * Who performs a service call and from where: the signed-in account of a request (`actorOf` in guard.ts), or
 * the account a command or the demo seed acts as. Services take it instead of the HTTP request, so the CLI,
 * background jobs and tests call them directly (docs/architecture.md section 5).
 */
export interface Actor {
  account: AccountWithEmployee;
  /** The request's address for the audit log; null when no request is behind the call (a command, the seed). */
  ip: string | null;
}
