import { setTimeout as sleep } from "node:timers/promises";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as z from "zod/mini";
import { apiErrorSchema } from "@/shared/contract/common";
import {
  FORGOT_PASSWORD_PATH,
  forgotPasswordMessage,
  forgotPasswordSchema,
  linkExpiredMessage,
  passwordSetMessage,
  RESET_PASSWORD_PATH,
  resetPasswordResponseSchema,
  resetPasswordSchema,
} from "@/shared/contract/mail";
import { FieldError, HttpError } from "../http/errors";
import { hitRateLimit, tooManyRequests, undoRateLimitHit, type RateRule } from "../http/rate-limit";
import { mailSettings, renderMail } from "../mail/template";
import { recordAudit } from "../modules/audit/store";
import { hasLeft } from "@/shared/domain/payroll/settlement/left";
import type { Db } from "../db/client";
import { findAccountById, lockAccountByEmail, updatePasswordHash } from "./account-store";
import { lastWorkingDayOfAccount } from "./login";
import type { AuthOptions } from "./options";
import { newLinkToken, queueResetEmail, usePasswordLink } from "./password-links";
import { hashPassword } from "./passwords";
import { serverPasswordProblem } from "./password-policy";
import { revokeAccountAccess } from "./account-access";

const HOUR = 60 * 60 * 1000;
/**
 * Forgot password, per hour: one client may ask 3 times for one address and 10 times in all, then is told to wait
 * (429). Links to one address stop after 20 requests from all clients together (no mail bombing), answered as
 * usual: someone else's requests never show the owner a wait, and only those of seven or more clients (3 each) in
 * the hour, not a few, stop the owner's links.
 */
export const FORGOT_LIMITS = { perClientAndEmail: 3, perClient: 10, perEmail: 20, windowMs: HOUR };
/** Setting a password by link: 20 tries in 15 minutes from one client. */
export const RESET_LIMIT = { perClient: 20, windowMs: 15 * 60 * 1000 };
/**
 * Forgot password answers no sooner than this, whether or not it queued an e-mail: the reply's timing tells
 * nothing about the address (the work for a known one, a link and an outbox row, takes a few milliseconds).
 */
export const FORGOT_MIN_MS = 300;

/** The limits one client's own requests reach: past them that client is told to wait. */
const forgotClientRules = (email: string, ip: string): RateRule[] => [
  { key: `forgot-password:ip-email:${ip}:${email}`, limit: FORGOT_LIMITS.perClientAndEmail, windowMs: FORGOT_LIMITS.windowMs },
  { key: `forgot-password:ip:${ip}`, limit: FORGOT_LIMITS.perClient, windowMs: FORGOT_LIMITS.windowMs },
];
const forgotEmailCeiling = (email: string): RateRule => ({
  key: `forgot-password:email:${email}`,
  limit: FORGOT_LIMITS.perEmail,
  windowMs: FORGOT_LIMITS.windowMs,
});

async function enforce(options: AuthOptions, rules: RateRule[], what: string, now: Date): Promise<void> {
  const results = await Promise.all(rules.map((rule) => hitRateLimit(options.db, rule, now)));
  const blocked = results.filter((result) => !result.allowed);
  if (blocked.length > 0) throw tooManyRequests(Math.max(...blocked.map((result) => result.retryAfterSeconds)), what);
}

/** POST /api/auth/forgot-password and POST /api/auth/reset-password (docs/product.md section 11.3). */
export const passwordLinkRoutes: FastifyPluginAsyncZod<AuthOptions> = async (app, options) => {
  const { db, config } = options;
  const settings = mailSettings(config);
  /** Whether the account may still log in: active, and not past the person's last working day (login.ts). */
  const mayLogIn = async (tx: Db, account: { id: number; isActive: boolean }, now: Date) =>
    account.isActive && !hasLeft(await lastWorkingDayOfAccount(tx, account.id), now, config.BUSINESS_TIMEZONE);

  app.post(
    FORGOT_PASSWORD_PATH,
    {
      config: { access: "public" },
      schema: {
        summary: "E-mail a one-time link to set a new password (the same answer whether or not the address has an account)",
        body: forgotPasswordSchema,
        response: { 200: z.object({ message: z.string() }), 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => {
      const started = Date.now();
      const now = options.now();
      const { email } = request.body;
      await enforce(options, forgotClientRules(email, request.ip), "password reset requests", now);
      // Counted only once the client's own limits pass, so one client's refused requests cannot use up the ceiling.
      const underCeiling = (await hitRateLimit(db, forgotEmailCeiling(email), now)).allowed;
      await db.transaction(async (tx) => {
        // Read under the account row's lock, in the transaction that issues the link: a login e-mail change either
        // committed before (the address no longer finds the account) or waits, and then closes this link with the rest.
        const account = await lockAccountByEmail(tx, email);
        if (underCeiling && account && (await mayLogIn(tx, account, now))) {
          await queueResetEmail(tx, account, settings, now);
          await recordAudit(tx, {
            event: "password.reset_requested",
            actorAccountId: account.id,
            subject: account.email,
            ip: request.ip,
            at: now,
          });
        } else {
          // The same token and message work as for a real account, nothing stored.
          newLinkToken();
          renderMail({ greeting: "Dear colleague,", paragraphs: [email], link: { label: "Set a new password", url: "/" } }, settings);
        }
      });
      await sleep(Math.max(0, FORGOT_MIN_MS - (Date.now() - started)));
      return { message: forgotPasswordMessage };
    },
  );

  app.post(
    RESET_PASSWORD_PATH,
    {
      config: { access: "public" },
      schema: {
        summary: "Set a new password with an e-mailed link (works once); every session of the account ends",
        body: resetPasswordSchema,
        response: { 200: resetPasswordResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => {
      const now = options.now();
      const limitKey = `reset-password:ip:${request.ip}`;
      await enforce(options, [{ key: limitKey, limit: RESET_LIMIT.perClient, windowMs: RESET_LIMIT.windowMs }], "attempts", now);
      const { token, password } = request.body;
      const passwordHash = await hashPassword(password);
      // The link's use, the password, the ended sessions and the audit entry are one change: a refused password
      // leaves the link unused, so the person can try again with a better one.
      const account = await db.transaction(async (tx) => {
        const link = await usePasswordLink(tx, token, now);
        const owner = link && (await findAccountById(tx, link.accountId));
        if (!link || !owner || !(await mayLogIn(tx, owner, now))) throw new HttpError(400, linkExpiredMessage);
        const problem = serverPasswordProblem(password, owner.email);
        if (problem) throw new FieldError("password", problem);
        await updatePasswordHash(tx, owner.id, passwordHash, now);
        const sessionsRevoked = await revokeAccountAccess(tx, owner.id, now);
        await recordAudit(tx, {
          event: "password.reset_by_link",
          actorAccountId: owner.id,
          subject: owner.email,
          ip: request.ip,
          details: { purpose: link.purpose, sessionsRevoked },
          at: now,
        });
        return owner;
      });
      // Only refused attempts count against the client: a used link is no guess (an office that sets up many
      // new colleagues from one address is never locked out).
      await undoRateLimitHit(db, limitKey);
      return { message: passwordSetMessage, email: account.email };
    },
  );
};
