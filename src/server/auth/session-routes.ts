import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  AUTH_LOGOUT_PATH,
  AUTH_ME_PATH,
  AUTH_PASSWORD_PATH,
  changePasswordResponseSchema,
  changePasswordSchema,
  meResponseSchema,
  passwordChangedMessage,
  portalQuerySchema,
  wrongCurrentPasswordMessage,
} from "@/shared/contract/auth";
import { apiErrorSchema, noContentSchema } from "@/shared/contract/common";
import { sessionDeadlines } from "@/shared/domain/session-expiry";
import { hitRateLimit, resetRateLimit, tooManyRequests, type RateRule } from "../http/rate-limit";
import { recordAudit } from "../modules/audit/store";
import { updatePasswordHash } from "./account-store";
import { clearSessionCookies, setSessionCookie } from "./cookies";
import { isSameOrigin, isUnsafeMethod, presentedCredentials } from "./credentials";
import { authMessages, staffOf } from "./guard";
import { sessionPolicy, type AuthOptions } from "./options";
import { hashPassword, verifyPassword } from "./passwords";
import { serverPasswordProblem } from "./password-policy";
import { toEmployeeSummary, toStaffUser } from "./records";
import { createSession, loadSessions, revokeSessions } from "./session-store";
import { revokeAccountAccess } from "./account-access";

const sameAsCurrentMessage = "New password must be different from the current password";

/** 5 wrong current passwords per account within 15 minutes. */
export const PASSWORD_CHANGE_LIMIT = 5;
const passwordChangeRule = (accountId: number): RateRule => ({
  key: `password-change:account:${accountId}`,
  limit: PASSWORD_CHANGE_LIMIT,
  windowMs: 15 * 60 * 1000,
});

/** GET /api/auth/me, POST /api/auth/logout, POST /api/auth/password. */
export const sessionRoutes: FastifyPluginAsyncZod<AuthOptions> = async (app, options) => {
  const { db, config } = options;
  const policy = sessionPolicy(config);

  app.get(
    AUTH_ME_PATH,
    {
      config: { access: "session" },
      schema: {
        summary: "The signed-in account (?portal= picks the session of that portal when several are open)",
        querystring: portalQuerySchema,
        response: { 200: meResponseSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      return {
        portal: staff.portal,
        user: toStaffUser(staff.account),
        employee: toEmployeeSummary(staff.account),
        expiresAt: sessionDeadlines(staff, policy).absolute.toISOString(),
        idleMinutes: policy.idleMinutes,
        mustChangePassword: staff.account.mustChangePassword,
        businessTimeZone: config.BUSINESS_TIMEZONE,
      };
    },
  );

  app.post(
    AUTH_LOGOUT_PATH,
    {
      config: { access: "public" },
      schema: { summary: "End every session this browser or client presents", response: { 204: noContentSchema, 403: apiErrorSchema } },
    },
    async (request, reply) => {
      const credentials = presentedCredentials(request);
      const byCookie = credentials.some((credential) => credential.via === "cookie");
      if (byCookie && isUnsafeMethod(request) && !isSameOrigin(request)) {
        return reply.code(403).send({ message: authMessages.crossOrigin });
      }
      const sessions = await loadSessions(
        db,
        credentials.map((credential) => credential.id),
      );
      const now = options.now();
      // The sessions end together with their audit entries, or not at all.
      await db.transaction(async (tx) => {
        await revokeSessions(
          tx,
          sessions.map((session) => session.idHash),
        );
        for (const session of sessions) {
          await recordAudit(tx, {
            event: "logout",
            actorAccountId: session.account.id,
            subject: session.account.email,
            ip: request.ip,
            details: { portal: session.portal },
            at: now,
          });
        }
      });
      clearSessionCookies(request, reply);
      return reply.code(204).send(null);
    },
  );

  app.post(
    AUTH_PASSWORD_PATH,
    {
      config: { access: "session" },
      schema: {
        summary: "Change your own password; your other sessions are signed out",
        querystring: portalQuerySchema,
        body: changePasswordSchema,
        response: { 200: changePasswordResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const staff = staffOf(request);
      const { account } = staff;
      const now = options.now();
      const { currentPassword, newPassword } = request.body;
      // Guessing the current password through a stolen session is limited by its own counter, so a
      // login lockout (which anyone can cause) never stops the signed-in owner from changing it.
      const attempts = await hitRateLimit(db, passwordChangeRule(account.id), now);
      if (!attempts.allowed) {
        await recordAudit(db, {
          event: "password.change_refused",
          actorAccountId: account.id,
          subject: account.email,
          ip: request.ip,
          at: now,
        });
        throw tooManyRequests(attempts.retryAfterSeconds, "wrong current passwords");
      }
      if (!(await verifyPassword(account.passwordHash, currentPassword))) {
        await recordAudit(db, {
          event: "password.change_failed",
          actorAccountId: account.id,
          subject: account.email,
          ip: request.ip,
          at: now,
        });
        return reply
          .code(400)
          .send({ message: wrongCurrentPasswordMessage, fieldErrors: { currentPassword: [wrongCurrentPasswordMessage] } });
      }
      await resetRateLimit(db, passwordChangeRule(account.id).key);
      const problem = newPassword === currentPassword ? sameAsCurrentMessage : serverPasswordProblem(newPassword, account.email);
      if (problem) return reply.code(400).send({ message: problem, fieldErrors: { newPassword: [problem] } });

      const passwordHash = await hashPassword(newPassword);
      // The new password, the ended sessions and set-password links and the audit entry are one change. Every
      // session ends, this one included; this one continues under a new id (same portal and deadline), so a copy
      // of the old id is worthless and the browser needs no new login.
      const sessionId = await db.transaction(async (tx) => {
        await updatePasswordHash(tx, account.id, passwordHash, now);
        const revoked = Math.max(0, (await revokeAccountAccess(tx, account.id, now)) - 1);
        const id = await createSession(tx, account.id, staff.portal, now, staff.createdAt);
        await recordAudit(tx, {
          event: "password.changed",
          actorAccountId: account.id,
          subject: account.email,
          ip: request.ip,
          details: { via: "self", sessionsRevoked: revoked },
          at: now,
        });
        return id;
      });
      const remainingSeconds = policy.maxHours * 3600 - (now.getTime() - staff.createdAt.getTime()) / 1000;
      setSessionCookie(request, reply, staff.portal, sessionId, Math.max(0, remainingSeconds) / 3600);
      return { message: passwordChangedMessage, sessionId };
    },
  );
};
