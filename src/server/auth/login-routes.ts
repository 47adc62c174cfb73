import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { apiErrorSchema } from "@/shared/contract/common";
import {
  adminLoginResponseSchema,
  employeeLoginResponseSchema,
  hrLoginResponseSchema,
  LOGIN_PATHS,
  loginSchema,
  noEmployeeRecordMessage,
  type Portal,
} from "@/shared/contract/auth";
import { HttpError } from "../http/errors";
import { recordAudit } from "../modules/audit/store";
import { recordLogin, type AccountWithEmployee } from "./account-store";
import { sessionCookieOf, setSessionCookie } from "./cookies";
import { emailDomainOf } from "./email-domain";
import { attemptLogin } from "./login";
import type { AuthOptions } from "./options";
import { toEmployeeSummary, toStaffUser } from "./records";
import { createSession, hashSessionId, revokeSessions } from "./session-store";

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 429: apiErrorSchema };

/** POST /api/{admin,hr,employee}/login (docs/product.md section 9.2). The path picks the portal. */
export const loginRoutes: FastifyPluginAsyncZod<AuthOptions> = async (app, options) => {
  const { db, config } = options;
  const body = loginSchema(emailDomainOf(config));

  /** Checks the credentials, replaces this browser's session for the portal and sets the cookie. */
  async function signIn(portal: Portal, request: FastifyRequest, reply: FastifyReply, input: { email: string; password: string }) {
    const now = options.now();
    const account = await attemptLogin(db, {
      portal,
      email: input.email,
      password: input.password,
      ip: request.ip,
      now,
      timeZone: config.BUSINESS_TIMEZONE,
    });
    const previous = sessionCookieOf(request, portal);
    // The new session and its audit entry are saved together or not at all (as every change of the session core).
    const sessionId = await db.transaction(async (tx) => {
      if (previous) await revokeSessions(tx, [hashSessionId(previous)]);
      const id = await createSession(tx, account.id, portal, now);
      await recordLogin(tx, account.id, now);
      await recordAudit(tx, {
        event: "login.success",
        actorAccountId: account.id,
        subject: account.email,
        ip: request.ip,
        details: { portal },
        at: now,
      });
      return id;
    });
    setSessionCookie(request, reply, portal, sessionId, config.SESSION_MAX_HOURS);
    return { sessionId, account };
  }

  const employeeOf = (account: AccountWithEmployee) => {
    const employee = toEmployeeSummary(account);
    if (!employee) throw new HttpError(500, noEmployeeRecordMessage);
    return employee;
  };

  app.post(
    LOGIN_PATHS.admin,
    {
      config: { access: "public" },
      schema: { summary: "Log in to the admin portal", body, response: { 200: adminLoginResponseSchema, ...errors } },
    },
    async (request, reply) => {
      const { sessionId, account } = await signIn("admin", request, reply, request.body);
      return { sessionId, admin: toStaffUser(account) };
    },
  );
  app.post(
    LOGIN_PATHS.hr,
    {
      config: { access: "public" },
      schema: { summary: "Log in to the HR portal", body, response: { 200: hrLoginResponseSchema, ...errors } },
    },
    async (request, reply) => {
      const { sessionId, account } = await signIn("hr", request, reply, request.body);
      return { sessionId, hrUser: toStaffUser(account) };
    },
  );
  app.post(
    LOGIN_PATHS.employee,
    {
      config: { access: "public" },
      schema: { summary: "Log in to the employee portal", body, response: { 200: employeeLoginResponseSchema, ...errors } },
    },
    async (request, reply) => {
      const { sessionId, account } = await signIn("employee", request, reply, request.body);
      return { sessionId, employee: employeeOf(account) };
    },
  );
};
