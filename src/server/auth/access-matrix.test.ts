import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RouteOptions } from "fastify";
import type { Portal } from "@/shared/contract/auth";
import { createTestApp, type TestContext } from "../testing/test-app";
import { createSession } from "./session-store";
import { cookieHeader, sameOrigin, seedPeople, sessionHeader, SETUP_TIMEOUT } from "../testing/helpers";

/**
 * Every route the app registers, with who may call it. A route that is missing here fails the test:
 * add it with its rule when you add the route.
 *   public   anyone
 *   session  any signed-in account
 *   admin    admin accounts            (every /api/admin/* route)
 *   hr       hr and admin accounts     (every /api/hr/* route)
 *   employee accounts linked to an active employee record (every /api/employee/* route)
 * HR's reach over an admin account's record, call by call: modules/employees/hr-reach.test.ts.
 */
type Rule = "public" | "session" | "admin" | "hr" | "employee";
const MATRIX: Record<string, Rule> = {
  "GET /api/health": "public",
  "POST /api/inquiries": "public",
  "POST /api/subscribers": "public",
  "POST /api/unsubscribe": "public",
  "GET /api/openapi.json": "public",
  "GET /api/docs": "public",
  "HEAD /api/docs/": "public",
  "GET /api/docs/json": "public",
  "GET /api/docs/yaml": "public",
  "GET /api/docs/static/index.html": "public",
  "GET /api/docs/static/swagger-initializer.js": "public",
  "GET /api/docs/static/*": "public",
  "POST /api/admin/login": "public",
  "POST /api/hr/login": "public",
  "POST /api/hr/switch/employee": "hr",
  "POST /api/admin/switch/employee": "admin",
  "POST /api/employee/login": "public",
  "POST /api/auth/logout": "public",
  "GET /api/auth/me": "session",
  "POST /api/auth/password": "session",
  "POST /api/auth/forgot-password": "public",
  "POST /api/auth/reset-password": "public",
  "GET /*": "public",
  "GET /api/jobs": "public",
  "GET /api/admin/stats": "admin",
  "GET /api/admin/stats/today": "admin",
  "GET /api/admin/projects": "admin",
  "POST /api/admin/projects": "admin",
  "PUT /api/admin/projects/:id": "admin",
  "DELETE /api/admin/projects/:id": "admin",
  "GET /api/admin/inquiries": "admin",
  "GET /api/admin/inquiries/:id": "admin",
  "POST /api/admin/inquiries/:id/replied": "admin",
  "GET /api/admin/subscribers": "admin",
  "PATCH /api/admin/subscribers/:id": "admin",
  "GET /api/admin/inquiries/:id/replies": "admin",
  "POST /api/admin/inquiries/:id/replies": "admin",
  "GET /api/admin/newsletters": "admin",
  "GET /api/admin/outbox": "admin",
  "GET /api/admin/notifications": "admin",
  "POST /api/admin/notifications/read": "admin",
  "GET /api/hr/notifications": "hr",
  "POST /api/hr/notifications/read": "hr",
  "GET /api/employee/notifications": "employee",
  "POST /api/employee/notifications/read": "employee",
  "POST /api/admin/newsletters": "admin",
  "GET /api/admin/jobs": "admin",
  "POST /api/admin/jobs": "admin",
  "PUT /api/admin/jobs/:id": "admin",
  "GET /api/admin/exports/projects.csv": "admin",
  "GET /api/admin/exports/inquiries.csv": "admin",
  "GET /api/admin/exports/subscribers.csv": "admin",
  "GET /api/admin/exports/jobs.csv": "admin",
  "GET /api/admin/exports/payroll.csv": "admin",
  "GET /api/admin/exports/audit.csv": "admin",
  "GET /api/admin/audit": "admin",
  "GET /api/admin/employees": "admin",
  "POST /api/admin/employees": "admin",
  "PUT /api/admin/employees/:id": "admin",
  "POST /api/admin/employees/:id/deactivate": "admin",
  "POST /api/admin/employees/:id/reactivate": "admin",
  "POST /api/admin/employees/:id/account/reset-password": "admin",
  "PUT /api/admin/employees/:id/account/role": "admin",
  "GET /api/admin/employees/:id": "admin",
  "GET /api/admin/employees/options": "admin",
  "POST /api/admin/employees/:id/reveal": "admin",
  "GET /api/admin/employees/:id/documents": "admin",
  "POST /api/admin/employees/:id/documents": "admin",
  "GET /api/admin/employees/:id/documents/:documentId": "admin",
  "DELETE /api/admin/employees/:id/documents/:documentId": "admin",
  "GET /api/admin/settings": "admin",
  "PUT /api/admin/settings": "admin",
  "GET /api/employee/profile": "employee",
  "GET /api/employee/policies": "employee",
  "GET /api/employee/policies/:id": "employee",
  "GET /api/employee/holidays": "employee",
  "GET /api/employee/today": "employee",
  "GET /api/employee/attendance": "employee",
  "GET /api/employee/attendance/month": "employee",
  "POST /api/employee/attendance/checkin": "employee",
  "POST /api/employee/attendance/checkout": "employee",
  "GET /api/employee/leave-requests": "employee",
  "POST /api/employee/leave-requests": "employee",
  "POST /api/employee/leave-requests/:id/cancel": "employee",
  "GET /api/employee/leave-balances": "employee",
  "GET /api/hr/leaves": "hr",
  "POST /api/hr/leaves/:id/approve": "hr",
  "POST /api/hr/leaves/:id/reject": "hr",
  "POST /api/hr/leaves/:id/cancel": "hr",
  "GET /api/hr/leaves/calendar": "hr",
  "GET /api/hr/leaves/:id/overlaps": "hr",
  "GET /api/employee/team": "employee",
  "GET /api/employee/team/leaves": "employee",
  "POST /api/employee/team/leaves/:id/approve": "employee",
  "POST /api/employee/team/leaves/:id/reject": "employee",
  "GET /api/employee/team/leave-calendar": "employee",
  "GET /api/hr/leave-allowances": "hr",
  "PUT /api/hr/leave-allowances/:leaveType": "hr",
  "GET /api/hr/leave-balances": "hr",
  "GET /api/hr/stats": "hr",
  "GET /api/hr/stats/today": "hr",
  "GET /api/hr/employees": "hr",
  "POST /api/hr/employees": "hr",
  "PUT /api/hr/employees/:id": "hr",
  "GET /api/hr/employees/:id": "hr",
  "GET /api/hr/employees/options": "hr",
  "POST /api/hr/employees/:id/reveal": "hr",
  "GET /api/hr/employees/:id/documents": "hr",
  "POST /api/hr/employees/:id/documents": "hr",
  "GET /api/hr/employees/:id/documents/:documentId": "hr",
  "DELETE /api/hr/employees/:id/documents/:documentId": "hr",
  "GET /api/hr/employees/:id/separation": "hr",
  "PUT /api/hr/employees/:id/separation": "hr",
  "DELETE /api/hr/employees/:id/separation": "hr",
  "GET /api/hr/employees/:id/separation/settlement": "hr",
  "GET /api/hr/employees/:id/separation/statement.pdf": "hr",
  "GET /api/hr/policies": "hr",
  "POST /api/hr/policies": "hr",
  "PUT /api/hr/policies/:id": "hr",
  "POST /api/hr/policies/:id/email": "hr",
  "GET /api/hr/holidays": "hr",
  "POST /api/hr/holidays": "hr",
  "DELETE /api/hr/holidays/:id": "hr",
  "GET /api/hr/attendance": "hr",
  "PUT /api/hr/attendance/:employeeId/:date": "hr",
  "GET /api/hr/attendance/report.csv": "hr",
  "GET /api/hr/attendance/overtime.csv": "hr",
  "GET /api/hr/attendance/summary.csv": "hr",
  "GET /api/employee/attendance/corrections": "employee",
  "POST /api/employee/attendance/corrections": "employee",
  "POST /api/employee/attendance/corrections/:id/cancel": "employee",
  "GET /api/employee/team/corrections": "employee",
  "POST /api/employee/team/corrections/:id/approve": "employee",
  "POST /api/employee/team/corrections/:id/reject": "employee",
  "GET /api/hr/attendance/corrections": "hr",
  "POST /api/hr/attendance/corrections/:id/approve": "hr",
  "POST /api/hr/attendance/corrections/:id/reject": "hr",
  "GET /api/hr/payroll": "hr",
  "POST /api/hr/payroll/:month/finalise": "hr",
  "GET /api/hr/payroll/:month/checklist": "hr",
  "GET /api/hr/payroll/:month/muster.csv": "hr",
  "GET /api/hr/payroll/:month/payroll.csv": "hr",
  "GET /api/hr/payroll/:month/payslips.pdf": "hr",
  "GET /api/hr/payroll/:month/payslips/:employeeId.pdf": "hr",
  "POST /api/hr/payroll/:month/paid": "hr",
  "GET /api/hr/payroll/:month/bank-file": "hr",
  "POST /api/hr/payroll/:month/bank-file/download": "hr",
  "GET /api/employee/payslips": "employee",
  "GET /api/employee/payslips/:month.pdf": "employee",
  "GET /api/employee/tax": "employee",
  "PUT /api/employee/tax": "employee",
  "GET /api/employee/tax/projection": "employee",
  "GET /api/hr/tax/lock": "hr",
  "POST /api/hr/tax/lock": "hr",
  "DELETE /api/hr/tax/lock/:financialYear": "hr",
  "GET /api/hr/tax/regimes": "hr",
  "GET /api/hr/tax/:employeeRecordId": "hr",
  "PUT /api/hr/tax/:employeeRecordId": "hr",
  "GET /api/hr/tax/:employeeRecordId/projection": "hr",
  "GET /api/hr/tax/previous-employer": "hr",
  "PUT /api/hr/tax/:employeeRecordId/previous-employer": "hr",
  "GET /api/hr/payroll/:month/statutory": "hr",
  "GET /api/hr/payroll/:month/ecr.txt": "hr",
  "GET /api/hr/payroll/:month/esic.xls": "hr",
  "GET /api/hr/payroll/:month/professional-tax.csv": "hr",
  "GET /api/hr/payroll/:month/lwf.csv": "hr",
  "GET /api/hr/tax/:employeeRecordId/statements": "hr",
  "GET /api/hr/tax/:employeeRecordId/statements/:financialYear.pdf": "hr",
  "GET /api/employee/tax/statements": "employee",
  "GET /api/employee/tax/statements/:financialYear.pdf": "employee",
  "GET /api/hr/employees/:id/salary-revisions": "hr",
  "POST /api/hr/employees/:id/salary-revisions": "hr",
  "GET /api/hr/payroll/:month/items": "hr",
  "POST /api/hr/payroll/:month/items": "hr",
  "PUT /api/hr/payroll/:month/items/:id": "hr",
  "DELETE /api/hr/payroll/:month/items/:id": "hr",
  "GET /api/hr/payroll/opening/:employeeRecordId": "hr",
  "PUT /api/hr/payroll/opening/:employeeRecordId": "hr",
};

type Identity = "anonymous" | "expired" | "forged" | "employee" | "hr" | "admin";
const identities: Identity[] = ["anonymous", "expired", "forged", "employee", "hr", "admin"];
type Outcome = "allowed" | 401 | 403;
const noSession = { anonymous: 401, expired: 401, forged: 401 } as const;
const EXPECTED: Record<Rule, Record<Identity, Outcome>> = {
  public: { anonymous: "allowed", expired: "allowed", forged: "allowed", employee: "allowed", hr: "allowed", admin: "allowed" },
  session: { ...noSession, employee: "allowed", hr: "allowed", admin: "allowed" },
  admin: { ...noSession, employee: 403, hr: 403, admin: "allowed" },
  hr: { ...noSession, employee: 403, hr: "allowed", admin: "allowed" },
  // A session acts only in the portal it was opened for: the hr session (HR card) is refused here
  // although the hr account has an employee record.
  employee: { ...noSession, employee: "allowed", hr: 403, admin: 403 },
};

const routes: { method: string; url: string }[] = [];
let ctx: TestContext;
let accounts: Awaited<ReturnType<typeof seedPeople>>;

beforeAll(async () => {
  ctx = await createTestApp({}, {
    onRoute: (route: RouteOptions) => {
      for (const method of [route.method].flat()) routes.push({ method, url: route.url });
    },
  });
  accounts = await seedPeople(ctx.database.db);
}, SETUP_TIMEOUT);
afterAll(async () => {
  await ctx?.close();
}, SETUP_TIMEOUT);

/** Fastify adds a HEAD route for every GET; it shares the GET route's rule. */
const keyed = () => {
  const keys = new Set(routes.map((route) => `${route.method} ${route.url}`));
  return [...keys].filter((key) => !(key.startsWith("HEAD ") && keys.has(key.replace(/^HEAD /, "GET "))));
};

const portalOf: Record<"employee" | "hr" | "admin", Portal> = { employee: "employee", hr: "hr", admin: "admin" };

async function credentialFor(identity: Identity): Promise<{ portal: Portal; id: string } | null> {
  const db = ctx.database.db;
  const now = new Date();
  switch (identity) {
    case "anonymous":
      return null;
    case "forged":
      return { portal: "admin", id: "Zm9yZ2VkLXNlc3Npb24taWQtdGhhdC1kb2VzLW5vdC0" };
    case "expired":
      return { portal: "admin", id: await createSession(db, accounts.admin.id, "admin", new Date(now.getTime() - 13 * 3600 * 1000)) };
    default:
      // A fresh session per call: logout revokes the one it is given.
      return { portal: portalOf[identity], id: await createSession(db, accounts[identity].id, portalOf[identity], now) };
  }
}

describe("access matrix", () => {
  it("lists every registered route", () => {
    const missing = keyed().filter((key) => !(key in MATRIX));
    expect(missing, "routes missing from MATRIX in access-matrix.test.ts").toEqual([]);
    const stale = Object.keys(MATRIX).filter((key) => !keyed().includes(key));
    expect(stale, "MATRIX entries for routes that no longer exist").toEqual([]);
  });

  it("puts every /api/admin, /api/hr and /api/employee route (other than the logins) under its area's rule", () => {
    for (const key of keyed()) {
      const area = /^\w+ \/api\/(admin|hr|employee)\//.exec(key)?.[1];
      if (area && !key.endsWith("/login")) expect(MATRIX[key], key).toBe(area);
    }
  });

  for (const transport of ["header", "cookie"] as const) {
    it(`answers every route as the matrix says for each identity (session by ${transport})`, async () => {
      const failures: string[] = [];
      for (const key of keyed().filter((entry) => entry in MATRIX)) {
        const [method, url] = key.split(" ") as [string, string];
        // Ids of records that do not exist: the matrix checks the doors, and a state-changing call
        // (deactivating someone, resetting a password) must not change who can call the next route.
        const path = url.replace(/:\w+/g, "999999").replace(/\*$/, "probe");
        for (const identity of identities) {
          const credential = await credentialFor(identity);
          const headers: Record<string, string> = credential
            ? transport === "header"
              ? sessionHeader(credential.portal, credential.id)
              : { ...cookieHeader(credential.portal, credential.id), ...sameOrigin }
            : {};
          const write = !["GET", "HEAD"].includes(method);
          const response = await ctx.app.inject({
            method: method as "GET",
            url: path,
            headers,
            ...(write ? { payload: {} } : {}),
          });
          const expected = EXPECTED[MATRIX[key]!][identity];
          const status = response.statusCode;
          const ok = expected === "allowed" ? status !== 401 && status !== 403 && status !== 500 : status === expected;
          if (!ok) failures.push(`${key} as ${identity}: expected ${expected}, got ${status}`);
        }
      }
      expect(failures).toEqual([]);
    }, SETUP_TIMEOUT);
  }
});
