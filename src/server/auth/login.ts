import { INVALID_CREDENTIALS, type Portal } from "@/shared/contract/auth";
import { eq } from "drizzle-orm";
import { hasLeft } from "@/shared/domain/payroll/settlement/left";
import type { Db } from "../db/client";
import { separations, staffAccounts } from "../db/schema";
import { HttpError } from "../http/errors";
import { hitRateLimit, resetRateLimit, tooManyRequests, undoRateLimitHit, type RateRule } from "../http/rate-limit";
import { recordAudit } from "../modules/audit/store";
import { findAccountByEmail, type AccountWithEmployee } from "./account-store";
import { dummyPasswordHash, verifyPassword } from "./passwords";
import { portalMemberOf } from "./records";
import { portalAdmits } from "@/shared/domain/portal-access";

/**
 * Failed-login limits within 15 minutes: 5 for one account from one address (so failures from other
 * addresses never lock the owner out), 50 for one account from anywhere (against guessing spread over
 * many addresses) and 20 from one address for any accounts.
 */
export const LOGIN_LIMITS = { perAccountAndAddress: 5, perAccount: 50, perAddress: 20, windowMs: 15 * 60 * 1000 };

type Scope = "account_address" | "account" | "address";

function loginRules(email: string, ip: string): { scope: Scope; rule: RateRule }[] {
  const account = email.toLowerCase();
  const windowMs = LOGIN_LIMITS.windowMs;
  return [
    { scope: "account_address", rule: { key: `login:account-ip:${account}:${ip}`, limit: LOGIN_LIMITS.perAccountAndAddress, windowMs } },
    { scope: "account", rule: { key: `login:account:${account}`, limit: LOGIN_LIMITS.perAccount, windowMs } },
    { scope: "address", rule: { key: `login:ip:${ip}`, limit: LOGIN_LIMITS.perAddress, windowMs } },
  ];
}

export interface LoginAttempt {
  portal: Portal;
  email: string;
  password: string;
  ip: string;
  now: Date;
  /** BUSINESS_TIMEZONE: a leaver may log in through the last working day there, not after it. */
  timeZone: string;
  /** A signed-in staff member opening their employee portal (switch-routes.ts): named in the audit entries. */
  via?: "switch";
}

/** The last working day of the person behind an account (null: no separation recorded, or no such account). */
export async function lastWorkingDayOfAccount(db: Db, accountId: number): Promise<string | null> {
  const [row] = await db
    .select({ day: separations.lastWorkingDay })
    .from(staffAccounts)
    .innerJoin(separations, eq(separations.employeeRecordId, staffAccounts.employeeRecordId))
    .where(eq(staffAccounts.id, accountId))
    .limit(1);
  return row?.day ?? null;
}

/**
 * Checks a login. Every attempt is counted before the password is looked at (so parallel guesses
 * cannot slip past the limit) and handed back when it succeeds. A wrong password, an unknown account,
 * an inactive account and the wrong portal cost the same work and get the same answer.
 */
export async function attemptLogin(db: Db, attempt: LoginAttempt): Promise<AccountWithEmployee> {
  const { email, now } = attempt;
  const rules = loginRules(email, attempt.ip);
  const counted = await Promise.all(rules.map(async (entry) => ({ ...entry, result: await hitRateLimit(db, entry.rule, now) })));
  const blocked = counted.filter((entry) => !entry.result.allowed);
  if (blocked.length > 0) {
    await recordAudit(db, {
      event: "login.refused",
      subject: email,
      ip: attempt.ip,
      details: { portal: attempt.portal, scopes: blocked.map((entry) => entry.scope), ...(attempt.via && { via: attempt.via }) },
      at: now,
    });
    throw tooManyRequests(Math.max(...blocked.map((entry) => entry.result.retryAfterSeconds)), "failed login attempts");
  }

  const account = await findAccountByEmail(db, email);
  const passwordOk = await verifyPassword(account?.passwordHash ?? (await dummyPasswordHash()), attempt.password);
  // Asked for an unknown account too (id 0 matches none), so every attempt costs the same queries.
  const left = hasLeft(await lastWorkingDayOfAccount(db, account?.id ?? 0), now, attempt.timeZone);
  const admitted = account !== undefined && account.isActive && !left && portalAdmits(attempt.portal, portalMemberOf(account));

  if (passwordOk && admitted) {
    // This address's failures for the account are forgiven; the success itself counts nowhere. The
    // account-wide counter is not cleared, so the owner's login does not reset a distributed attack.
    const [accountAndAddress, ...others] = rules;
    await Promise.all([resetRateLimit(db, accountAndAddress!.rule.key), ...others.map((entry) => undoRateLimitHit(db, entry.rule.key))]);
    return account;
  }

  const reason = !account
    ? "unknown_account"
    : !passwordOk
      ? "wrong_password"
      : !account.isActive
        ? "inactive"
        : left
          ? "left"
          : "wrong_portal";
  await recordAudit(db, {
    event: "login.failure",
    actorAccountId: account?.id,
    subject: email,
    ip: attempt.ip,
    details: { portal: attempt.portal, reason, ...(attempt.via && { via: attempt.via }) },
    at: now,
  });
  for (const entry of counted.filter((counter) => counter.result.hits === counter.rule.limit)) {
    await recordAudit(db, {
      event: "login.lockout",
      subject: email,
      ip: attempt.ip,
      details: { scope: entry.scope, minutes: LOGIN_LIMITS.windowMs / 60000 },
      at: now,
    });
  }
  throw new HttpError(401, INVALID_CREDENTIALS);
}
