import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { employeeLoginResponseSchema } from "@/shared/contract/auth";
import { apiErrorSchema } from "@/shared/contract/common";
import { SWITCH_TO_EMPLOYEE_PATHS, switchMessages, switchToEmployeeSchema, type SwitchFromPortal } from "@/shared/contract/portal-switch";
import { ConflictError, FieldError, HttpError } from "../http/errors";
import { recordAudit } from "../modules/audit/store";
import { sessionCookieOf, setSessionCookie } from "./cookies";
import { staffOf } from "./guard";
import { attemptLogin } from "./login";
import type { AuthOptions } from "./options";
import { toEmployeeSummary } from "./records";
import { createSession, hashSessionId, revokeSessions } from "./session-store";

/**
 * POST /api/{hr,admin}/switch/employee (docs/product.md section 4.3): a staff member with an employee record
 * opens their own employee portal without logging out. The password is checked as the employee login checks
 * it (the same failure counters and lockout, so a stolen HR session cannot guess it faster than the login
 * page), then a second session is created for the employee portal, beside the one in use: one cookie per
 * portal, exactly what an Employee-card login would give.
 */
export const switchRoutes: FastifyPluginAsyncZod<AuthOptions> = async (app, options) => {
  const { db, config } = options;

  for (const from of Object.keys(SWITCH_TO_EMPLOYEE_PATHS) as SwitchFromPortal[]) {
    app.post(
      SWITCH_TO_EMPLOYEE_PATHS[from],
      {
        schema: {
          summary: `Open your own employee portal from the ${from === "hr" ? "HR" : "admin"} portal (password again)`,
          body: switchToEmployeeSchema,
          response: {
            200: employeeLoginResponseSchema,
            400: apiErrorSchema,
            401: apiErrorSchema,
            403: apiErrorSchema,
            409: apiErrorSchema,
            429: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        const staff = staffOf(request);
        const employee = toEmployeeSummary(staff.account);
        if (!employee) throw new ConflictError(switchMessages.noEmployeeRecord);
        if (!staff.account.employee?.isActive) throw new HttpError(403, switchMessages.inactiveRecord);

        const now = options.now();
        try {
          await attemptLogin(db, {
            portal: "employee",
            email: staff.account.email,
            password: request.body.password,
            ip: request.ip,
            now,
            timeZone: config.BUSINESS_TIMEZONE,
            via: "switch",
          });
        } catch (error) {
          // The login's one answer for every failure; here the account is known, so the field is named.
          if (error instanceof HttpError && error.statusCode === 401) throw new FieldError("password", switchMessages.wrongPassword);
          throw error;
        }

        const previous = sessionCookieOf(request, "employee");
        const sessionId = await db.transaction(async (tx) => {
          if (previous) await revokeSessions(tx, [hashSessionId(previous)]);
          const id = await createSession(tx, staff.account.id, "employee", now);
          await recordAudit(tx, {
            event: "session.switched",
            actorAccountId: staff.account.id,
            subject: staff.account.email,
            ip: request.ip,
            details: { from: staff.portal, to: "employee" },
            at: now,
          });
          return id;
        });
        setSessionCookie(request, reply, "employee", sessionId, config.SESSION_MAX_HOURS);
        return { sessionId, employee };
      },
    );
  }
};
