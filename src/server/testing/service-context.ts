import { findAccountByEmail } from "../auth/account-store";
import { mailSettings } from "../mail/template";
import type { ServiceContext } from "../modules/service-context";
import type { TestContext } from "./test-app";

/**
 * A ServiceContext acting as the account signed in with `email`, at `now`, with no address: what a command
 * or a background job builds, so a test calls a service directly, without a request.
 */
export async function contextAs(ctx: TestContext, email: string, now: Date): Promise<ServiceContext> {
  const account = await findAccountByEmail(ctx.database.db, email);
  if (!account) throw new Error(`No account signs in with ${email}`);
  return { db: ctx.database.db, actor: { account, ip: null }, now, timeZone: ctx.config.BUSINESS_TIMEZONE, mail: mailSettings(ctx.config) };
}
