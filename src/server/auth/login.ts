import { INVALID_CREDENTIALS, type Portal } from "../../shared/contract/auth";
import type { Db } from "../db/client";
import { HttpError } from "../http/errors";
import { hitRateLimit, resetRateLimit, undoRateLimitHit, type RateResult } from "../http/rate-limit";
import { recordAudit } from "../modules/audit/store";
import { findAccountByEmail, type AccountWithEmployee } from "../modules/users/store";
import { dummyPasswordHash, verifyPassword } from "./passwords";

/** Issue 3: 5 failures per account or 20 per client address within 15 minutes. */
export const LOGIN_LIMITS = { perAccount: 5, perAddress: 20, windowMs: 15 * 60 * 1000 };

export const accountLimitKey = (email: string) => `login:account:${email.toLowerCase()}`;
export const addressLimitKey = (ip: string) => `login:ip:${ip}`;

/** Which accounts each login card admits (DESIGN.md section 5). */
export function portalAdmits(portal: Portal, account: AccountWithEmployee): boolean {
  if (portal === "admin") return account.role === "admin";
  if (portal === "hr") return account.role === "hr" || account.role === "admin";
  return account.employee !== null && account.employee.isActive;
}

export function tooManyAttempts(retryAfterSeconds: number): HttpError {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return new HttpError(
    429,
    `Too many failed login attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
    { "retry-after": String(retryAfterSeconds) },
  );
}

/** Counts an attempt against the account; throws 429 while the account is locked. */
export async function countAccountAttempt(db: Db, email: string, now: Date): Promise<RateResult> {
  const result = await hitRateLimit(db, { key: accountLimitKey(email), limit: LOGIN_LIMITS.perAccount, windowMs: LOGIN_LIMITS.windowMs }, now);
  if (!result.allowed) throw tooManyAttempts(result.retryAfterSeconds);
  return result;
}

export interface LoginAttempt {
  portal: Portal;
  email: string;
  password: string;
  ip: string;
  now: Date;
}

/**
 * Checks a login. Every attempt is counted before the password is looked at (so parallel guesses
 * cannot slip past the limit) and handed back when it succeeds. A wrong password, an unknown account,
 * an inactive account and the wrong portal cost the same work and get the same answer.
 */
export async function attemptLogin(db: Db, attempt: LoginAttempt): Promise<AccountWithEmployee> {
  const { email, now } = attempt;
  const [perAccount, perAddress] = await Promise.all([
    hitRateLimit(db, { key: accountLimitKey(email), limit: LOGIN_LIMITS.perAccount, windowMs: LOGIN_LIMITS.windowMs }, now),
    hitRateLimit(db, { key: addressLimitKey(attempt.ip), limit: LOGIN_LIMITS.perAddress, windowMs: LOGIN_LIMITS.windowMs }, now),
  ]);
  const blocked = [perAccount, perAddress].filter((result) => !result.allowed);
  if (blocked.length > 0) throw tooManyAttempts(Math.max(...blocked.map((result) => result.retryAfterSeconds)));

  const account = await findAccountByEmail(db, email);
  const passwordOk = await verifyPassword(account?.passwordHash ?? (await dummyPasswordHash()), attempt.password);
  const admitted = account !== undefined && account.isActive && portalAdmits(attempt.portal, account);

  if (passwordOk && admitted) {
    await Promise.all([resetRateLimit(db, accountLimitKey(email)), undoRateLimitHit(db, addressLimitKey(attempt.ip))]);
    return account;
  }

  const reason = !account ? "unknown_account" : !passwordOk ? "wrong_password" : !account.isActive ? "inactive" : "wrong_portal";
  await recordAudit(db, {
    event: "login.failure",
    actorAccountId: account?.id,
    subject: email,
    ip: attempt.ip,
    details: { portal: attempt.portal, reason },
    at: now,
  });
  if (perAccount.hits === LOGIN_LIMITS.perAccount) {
    await recordAudit(db, { event: "login.lockout", subject: email, ip: attempt.ip, details: { scope: "account", minutes: LOGIN_LIMITS.windowMs / 60000 }, at: now });
  }
  if (perAddress.hits === LOGIN_LIMITS.perAddress) {
    await recordAudit(db, { event: "login.lockout", subject: email, ip: attempt.ip, details: { scope: "address", minutes: LOGIN_LIMITS.windowMs / 60000 }, at: now });
  }
  throw new HttpError(401, INVALID_CREDENTIALS);
}
