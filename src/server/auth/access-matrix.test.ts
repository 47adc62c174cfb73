import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RouteOptions } from "fastify";
import type { Portal } from "@/shared/contract/auth";
import { ADMIN_EMPLOYEES_PATH, type Employee, type EmployeeCreated, type EmployeeDocument } from "@/shared/contract/employees";
import { HR_EMPLOYEES_PATH, type HrEmployee } from "@/shared/contract/hr";
import { employees } from "../db/schema";
import { buildEmployeeInput } from "../seed/builders";
import { multipart, pdfFile } from "../testing/uploads";
import { createTestApp, type TestContext } from "../testing/test-app";
import { hrReachMessages } from "../modules/employees/hr-reach";
import { createStaffAccount } from "../modules/users/service";
import { createSession } from "./session-store";
import { cookieHeader, sameOrigin, seedPeople, sessionHeader, SETUP_TIMEOUT, TEST_DOMAIN } from "../testing/helpers";

/**
 * Every route the app registers, with who may call it. A route that is missing here fails the test:
 * add it with its rule when you add the route.
 *   public   anyone
 *   session  any signed-in account
 *   admin    admin accounts            (every /api/admin/* route)
 *   hr       hr and admin accounts     (every /api/hr/* route)
 *   employee accounts linked to an active employee record (every /api/employee/* route)
 */
type Rule = "public" | "session" | "admin" | "hr" | "employee";
const MATRIX: Record<string, Rule> = {
  "GET /api/health": "public",
  "POST /api/inquiries": "public",
  "POST /api/subscribers": "public",
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
  "POST /api/employee/login": "public",
  "POST /api/auth/logout": "public",
  "GET /api/auth/me": "session",
  "POST /api/auth/password": "session",
  "GET /*": "public",
  "GET /api/jobs": "public",
  "GET /api/admin/stats": "admin",
  "GET /api/admin/projects": "admin",
  "POST /api/admin/projects": "admin",
  "PUT /api/admin/projects/:id": "admin",
  "DELETE /api/admin/projects/:id": "admin",
  "GET /api/admin/inquiries": "admin",
  "GET /api/admin/inquiries/:id": "admin",
  "POST /api/admin/inquiries/:id/replied": "admin",
  "GET /api/admin/subscribers": "admin",
  "PATCH /api/admin/subscribers/:id": "admin",
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
  "POST /api/admin/employees/:id/reveal": "admin",
  "GET /api/admin/employees/:id/documents": "admin",
  "POST /api/admin/employees/:id/documents": "admin",
  "GET /api/admin/employees/:id/documents/:documentId": "admin",
  "DELETE /api/admin/employees/:id/documents/:documentId": "admin",
  "GET /api/admin/settings": "admin",
  "PUT /api/admin/settings": "admin",
  "GET /api/employee/profile": "employee",
  "GET /api/employee/today": "employee",
  "GET /api/employee/attendance": "employee",
  "POST /api/employee/attendance/checkin": "employee",
  "POST /api/employee/attendance/checkout": "employee",
  "GET /api/employee/leave-requests": "employee",
  "POST /api/employee/leave-requests": "employee",
  "POST /api/employee/leave-requests/:id/cancel": "employee",
  "GET /api/employee/leave-balances": "employee",
  "GET /api/hr/leaves": "hr",
  "POST /api/hr/leaves/:id/approve": "hr",
  "POST /api/hr/leaves/:id/reject": "hr",
  "GET /api/hr/leave-allowances": "hr",
  "PUT /api/hr/leave-allowances/:leaveType": "hr",
  "GET /api/hr/leave-balances": "hr",
  "GET /api/hr/stats": "hr",
  "GET /api/hr/employees": "hr",
  "POST /api/hr/employees": "hr",
  "PUT /api/hr/employees/:id": "hr",
  "GET /api/hr/employees/:id": "hr",
  "POST /api/hr/employees/:id/reveal": "hr",
  "GET /api/hr/employees/:id/documents": "hr",
  "POST /api/hr/employees/:id/documents": "hr",
  "GET /api/hr/employees/:id/documents/:documentId": "hr",
  "DELETE /api/hr/employees/:id/documents/:documentId": "hr",
  "GET /api/hr/policies": "hr",
  "POST /api/hr/policies": "hr",
  "PUT /api/hr/policies/:id": "hr",
  "GET /api/hr/holidays": "hr",
  "POST /api/hr/holidays": "hr",
  "DELETE /api/hr/holidays/:id": "hr",
  "GET /api/hr/attendance": "hr",
  "PUT /api/hr/attendance/:employeeId/:date": "hr",
  "GET /api/hr/attendance/report.csv": "hr",
  "GET /api/hr/attendance/overtime.csv": "hr",
  "GET /api/hr/attendance/summary.csv": "hr",
  "GET /api/hr/payroll": "hr",
  "POST /api/hr/payroll/:month/finalise": "hr",
  "GET /api/hr/payroll/:month/muster.csv": "hr",
  "GET /api/hr/payroll/:month/payroll.csv": "hr",
  "GET /api/hr/payroll/:month/payslips.pdf": "hr",
  "GET /api/hr/payroll/:month/payslips/:employeeId.pdf": "hr",
  "GET /api/employee/payslips": "employee",
  "GET /api/employee/payslips/:month.pdf": "employee",
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

/**
 * HR's reach over an admin account's employee record (the rule: modules/employees/
 * hr-reach.ts). Under /api/hr such a record is a read-only profile at most: no salary, identifiers or
 * documents, no edit, and no new record attached to an admin account. The same calls under /api/admin,
 * by an admin, go through; HR keeps its reach over everyone else's record.
 */
const HR_ON_ADMIN_RECORD: { call: string; hr: 200 | 403; message?: string }[] = [
  { call: "GET /api/hr/employees/:id", hr: 200 },
  { call: "PUT /api/hr/employees/:id", hr: 403, message: hrReachMessages.edit },
  { call: "POST /api/hr/employees/:id/reveal", hr: 403, message: hrReachMessages.identifiers },
  { call: "GET /api/hr/employees/:id/documents", hr: 403, message: hrReachMessages.documents },
  { call: "POST /api/hr/employees/:id/documents", hr: 403, message: hrReachMessages.documents },
  { call: "GET /api/hr/employees/:id/documents/:documentId", hr: 403, message: hrReachMessages.documents },
  { call: "DELETE /api/hr/employees/:id/documents/:documentId", hr: 403, message: hrReachMessages.documents },
];

describe("HR's reach over an admin account's record", () => {
  const db = () => ctx.database.db;
  const admin = async () => sessionHeader("admin", await createSession(db(), accounts.admin.id, "admin", new Date()));
  const hr = async () => sessionHeader("hr", await createSession(db(), accounts.hr.id, "hr", new Date()));
  const records: Record<"admin" | "employee", { id: number; input: ReturnType<typeof buildEmployeeInput>; documentId: number }> = {} as never;

  beforeAll(async () => {
    const anita = await createStaffAccount(db(), TEST_DOMAIN, { role: "admin", email: `anita.rao@${TEST_DOMAIN}`, password: "Koregaon-Park-Admin-1" }, { via: "cli" });
    for (const [key, email] of [["admin", anita.email], ["employee", `kavya.nair@${TEST_DOMAIN}`]] as const) {
      const input = buildEmployeeInput(TEST_DOMAIN, { email });
      const hired = await ctx.app.inject({ method: "POST", url: ADMIN_EMPLOYEES_PATH, headers: await admin(), payload: input });
      expect(hired.statusCode, hired.body).toBe(201);
      const id = hired.json<EmployeeCreated>().employee.id;
      const body = multipart([pdfFile(`${key}-offer.pdf`)]);
      const uploaded = await ctx.app.inject({ method: "POST", url: `${ADMIN_EMPLOYEES_PATH}/${id}/documents`, headers: { ...body.headers, ...(await admin()) }, payload: body.payload });
      expect(uploaded.statusCode, uploaded.body).toBe(201);
      records[key] = { id, input, documentId: uploaded.json<EmployeeDocument[]>()[0]!.id };
    }
  }, SETUP_TIMEOUT);

  async function call(key: string, area: "hr" | "admin", record: (typeof records)["admin"]) {
    const [method, template] = key.split(" ") as [string, string];
    const url = template.replace("/api/hr/", `/api/${area}/`).replace(":id", String(record.id)).replace(":documentId", String(record.documentId));
    const headers = area === "hr" ? await hr() : await admin();
    if (method === "POST" && url.endsWith("/documents")) {
      const body = multipart([pdfFile("another.pdf")]);
      return ctx.app.inject({ method, url, headers: { ...body.headers, ...headers }, payload: body.payload });
    }
    const payload = method === "PUT" ? { ...record.input, accountNumber: "", panNumber: "", aadharNumber: "", basicSalary: 1 } : undefined;
    return ctx.app.inject({ method: method as "GET", url, headers, ...(payload ? { payload } : {}) });
  }

  for (const { call: key, hr: expected, message } of HR_ON_ADMIN_RECORD) {
    it(`${key}: HR ${expected} on an admin's record; an admin under /api/admin, and HR on another record, go through`, async () => {
      const byHr = await call(key, "hr", records.admin);
      expect(byHr.statusCode, byHr.body).toBe(expected);
      if (message) expect(byHr.json().message).toBe(message);
      // The delete runs last for each record: the other calls still find the document.
      for (const [area, record] of [["admin", records.admin], ["hr", records.employee]] as const) {
        const allowed = await call(key, area, record);
        expect(allowed.statusCode, `${area} ${key}: ${allowed.body}`).toBeLessThan(300);
      }
    });
  }

  it("shows HR an admin's record as a profile only, in the detail and the directory: no salary, bank details, identifiers or personal details", async () => {
    const detail = (await call("GET /api/hr/employees/:id", "hr", records.admin)).json<Employee>();
    const { input } = records.admin;
    expect(detail).toMatchObject({ id: records.admin.id, email: input.email, firstName: input.firstName, department: input.department, designation: input.designation, account: { role: "admin" } });
    expect(detail).toMatchObject({ basicSalary: 0, ctcMonthly: 0, netSalary: 0, hasSalaryData: false, accountNumber: null, ifscCode: null, panNumber: null, aadharNumber: null, bankName: null, dateOfBirth: null, address: null });
    const directory = await ctx.app.inject({ method: "GET", url: `${HR_EMPLOYEES_PATH}?q=${encodeURIComponent(input.email)}`, headers: await hr() });
    const [row] = directory.json<HrEmployee[]>();
    expect(row).toMatchObject({ id: records.admin.id, basicSalary: 0, ctcMonthly: 0, hasSalaryData: false, accountNumber: null, ifscCode: null });
    for (const body of [JSON.stringify(detail), directory.body]) expect(body).not.toContain(`XXXXXX${input.accountNumber!.slice(-4)}`);
    // The admin area and HR on an employee's record see the full (masked) record.
    for (const seen of [(await call("GET /api/hr/employees/:id", "admin", records.admin)).json<Employee>(), (await call("GET /api/hr/employees/:id", "hr", records.employee)).json<Employee>()]) {
      expect(seen).toMatchObject({ hasSalaryData: true, accountNumber: expect.stringMatching(/^X+\d{4}$/), dateOfBirth: expect.any(String) });
      expect(seen.basicSalary).toBeGreaterThan(0);
    }
  });

  it("refuses HR attaching a new employee record (with a salary) to an admin account; an admin may", async () => {
    const priya = await createStaffAccount(db(), TEST_DOMAIN, { role: "admin", email: `priya.kale@${TEST_DOMAIN}`, password: "Kalyani-Nagar-Admin-3" }, { via: "cli" });
    const form = { name: "Priya Kale", email: priya.email, department: "Finance", position: "Director", salary: 250_000, joinDate: "2025-01-06", status: "Active" };
    const byHr = await ctx.app.inject({ method: "POST", url: HR_EMPLOYEES_PATH, headers: await hr(), payload: form });
    expect(byHr.statusCode).toBe(403);
    expect(byHr.json().message).toBe(hrReachMessages.link);
    expect(await db().select().from(employees).where(eq(employees.email, priya.email))).toEqual([]);
    const byAdmin = await ctx.app.inject({ method: "POST", url: HR_EMPLOYEES_PATH, headers: await admin(), payload: form });
    expect(byAdmin.statusCode).toBe(403);
    const underAdmin = await ctx.app.inject({ method: "POST", url: ADMIN_EMPLOYEES_PATH, headers: await admin(), payload: buildEmployeeInput(TEST_DOMAIN, { email: priya.email }) });
    expect(underAdmin.statusCode, underAdmin.body).toBe(201);
  });
});
