import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { HR_STATS_PATH } from "@/shared/contract/hr";
import { SWITCH_TO_EMPLOYEE_PATHS, switchMessages } from "@/shared/contract/portal-switch";
import { employees } from "../db/schema";
import { listAudit } from "../modules/audit/store";
import { createStaffAccount } from "../modules/users/service";
import { createTestApp, type TestContext } from "../testing/test-app";
import { insertEmployee } from "./account-store";
import { LOGIN_LIMITS } from "./login";
import {
  cookieHeader,
  freshAddress,
  people,
  sameOrigin,
  seedPeople,
  sessionCookie,
  sessionFor,
  sessionHeader,
  SETUP_TIMEOUT,
  TEST_DOMAIN,
} from "../testing/helpers";

// POST /api/{hr,admin}/switch/employee (docs/product.md section 4.3).

let ctx: TestContext;
let seeded: Awaited<ReturnType<typeof seedPeople>>;
const adminWithRecord = { email: `kavita.rane@${TEST_DOMAIN}`, password: "Kothrud-Admin-2025" };
const hrInactive = { email: `nikhil.sathe@${TEST_DOMAIN}`, password: "Aundh-Hr-Desk-2025" };

beforeAll(async () => {
  ctx = await createTestApp();
  const { db } = ctx.database;
  seeded = await seedPeople(db);
  // An admin who is also on the payroll, and an HR user whose employee record is inactive.
  await insertEmployee(db, { firstName: "Kavita", lastName: "Rane", email: adminWithRecord.email });
  await createStaffAccount(db, TEST_DOMAIN, { role: "admin", ...adminWithRecord }, { via: "cli" });
  const inactive = await createStaffAccount(db, TEST_DOMAIN, { role: "hr", ...hrInactive }, { via: "cli" });
  await db.update(employees).set({ isActive: false }).where(eq(employees.id, inactive.employee!.id));
}, SETUP_TIMEOUT);
afterAll(async () => {
  await ctx?.close();
}, SETUP_TIMEOUT);
beforeEach(async () => {
  await ctx.database.db.execute(sql`delete from rate_limits`);
});

const switchTo = (from: "hr" | "admin", session: string, password: string, remoteAddress = freshAddress()) =>
  ctx.app.inject({
    method: "POST",
    url: SWITCH_TO_EMPLOYEE_PATHS[from],
    headers: { ...cookieHeader(from, session), ...sameOrigin },
    payload: { password },
    remoteAddress,
  });

describe("switching to one's own employee portal", () => {
  it("gives an HR user a working employee session beside the HR one, audited", async () => {
    const hrSession = await sessionFor(ctx.app, "hr", people.hr);
    const response = await switchTo("hr", hrSession, people.hr.password);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      sessionId: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      employee: expect.objectContaining({ id: seeded.hr.employee!.id, name: "Sneha Patil", role: "hr" }),
    });
    expect(sessionCookie(response, "employee")).toBe(body.sessionId);
    expect(response.cookies.find((cookie) => cookie.name === "employee_session")).toMatchObject({
      httpOnly: true,
      sameSite: "Strict",
      path: "/api",
    });

    // Both sessions work, each in its own portal.
    const profile = await ctx.app.inject({
      method: "GET",
      url: "/api/employee/profile",
      headers: cookieHeader("employee", body.sessionId),
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().email).toBe(people.hr.email);
    expect((await ctx.app.inject({ method: "GET", url: HR_STATS_PATH, headers: cookieHeader("hr", hrSession) })).statusCode).toBe(200);
    // The employee-portal session is no HR session, even though the account is HR's.
    expect(
      (await ctx.app.inject({ method: "GET", url: HR_STATS_PATH, headers: sessionHeader("employee", body.sessionId) })).statusCode,
    ).toBe(403);
    const both = { cookie: `hr_session=${hrSession}; employee_session=${body.sessionId}` };
    expect((await ctx.app.inject({ method: "GET", url: HR_STATS_PATH, headers: both })).statusCode).toBe(200);

    const [entry] = await listAudit(ctx.database.db, { event: "session.switched" });
    expect(entry).toMatchObject({ event: "session.switched", subject: people.hr.email, details: { from: "hr", to: "employee" } });
  });

  it("replaces the employee session the browser already had", async () => {
    const hrSession = await sessionFor(ctx.app, "hr", people.hr);
    const first = (await switchTo("hr", hrSession, people.hr.password)).json().sessionId as string;
    const second = await ctx.app.inject({
      method: "POST",
      url: SWITCH_TO_EMPLOYEE_PATHS.hr,
      headers: { cookie: `hr_session=${hrSession}; employee_session=${first}`, ...sameOrigin },
      payload: { password: people.hr.password },
    });
    expect(second.statusCode).toBe(200);
    expect(
      (await ctx.app.inject({ method: "GET", url: "/api/employee/profile", headers: sessionHeader("employee", first) })).statusCode,
    ).toBe(401);
  });

  it("works from the admin portal for an admin with an employee record", async () => {
    const adminSession = await sessionFor(ctx.app, "admin", adminWithRecord);
    const response = await switchTo("admin", adminSession, adminWithRecord.password);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().employee).toMatchObject({ name: "Kavita Rane", role: "admin" });
  });

  it("refuses a wrong password with a field message, audited, and counts it toward the login lockout", async () => {
    const hrSession = await sessionFor(ctx.app, "hr", people.hr);
    const address = freshAddress();
    const wrong = await switchTo("hr", hrSession, "not-the-password", address);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: switchMessages.wrongPassword, fieldErrors: { password: [switchMessages.wrongPassword] } });
    expect(wrong.cookies.find((cookie) => cookie.name === "employee_session")).toBeUndefined();
    const failures = await listAudit(ctx.database.db, { event: "login.failure" });
    expect(failures[0]).toMatchObject({
      subject: people.hr.email,
      details: { portal: "employee", reason: "wrong_password", via: "switch" },
    });

    for (let attempt = 2; attempt <= LOGIN_LIMITS.perAccountAndAddress; attempt += 1) {
      expect((await switchTo("hr", hrSession, "not-the-password", address)).statusCode).toBe(400);
    }
    // The sixth attempt from that address is refused, even with the right password, as the login page would be.
    const locked = await switchTo("hr", hrSession, people.hr.password, address);
    expect(locked.statusCode).toBe(429);
    expect(locked.headers["retry-after"]).toBeDefined();
    const login = await ctx.app.inject({ method: "POST", url: "/api/employee/login", payload: people.hr, remoteAddress: address });
    expect(login.statusCode).toBe(429);
  });

  it("409 without an employee record, 403 for an inactive one", async () => {
    const adminSession = await sessionFor(ctx.app, "admin", people.admin);
    const none = await switchTo("admin", adminSession, people.admin.password);
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe(switchMessages.noEmployeeRecord);
    const viaHr = await switchTo("hr", await sessionFor(ctx.app, "hr", people.admin), people.admin.password);
    expect(viaHr.statusCode).toBe(409);

    const inactive = await switchTo("hr", await sessionFor(ctx.app, "hr", hrInactive), hrInactive.password);
    expect(inactive.statusCode).toBe(403);
    expect(inactive.json().message).toBe(switchMessages.inactiveRecord);
  });

  it("asks for the password: 400 with the field message", async () => {
    const hrSession = await sessionFor(ctx.app, "hr", people.hr);
    const response = await ctx.app.inject({
      method: "POST",
      url: SWITCH_TO_EMPLOYEE_PATHS.hr,
      headers: { ...cookieHeader("hr", hrSession), ...sameOrigin },
      payload: {},
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ password: ["Password is required"] });
  });

  it("has no door for an employee session (403) or none (401); an HR session cannot use the admin one (403)", async () => {
    const switched = async () => (await listAudit(ctx.database.db, { event: "session.switched" })).length;
    const before = await switched();
    const employeeSession = await sessionFor(ctx.app, "employee", people.employee);
    for (const from of ["hr", "admin"] as const) {
      const asEmployee = await ctx.app.inject({
        method: "POST",
        url: SWITCH_TO_EMPLOYEE_PATHS[from],
        headers: sessionHeader("employee", employeeSession),
        payload: { password: people.employee.password },
      });
      expect(asEmployee.statusCode).toBe(403);
      const anonymous = await ctx.app.inject({ method: "POST", url: SWITCH_TO_EMPLOYEE_PATHS[from], payload: { password: "x" } });
      expect(anonymous.statusCode).toBe(401);
    }
    const hrSession = await sessionFor(ctx.app, "hr", people.hr);
    const hrAtAdmin = await ctx.app.inject({
      method: "POST",
      url: SWITCH_TO_EMPLOYEE_PATHS.admin,
      headers: { ...cookieHeader("hr", hrSession), ...sameOrigin },
      payload: { password: people.hr.password },
    });
    expect(hrAtAdmin.statusCode).toBe(403);
    expect(await switched()).toBe(before);
  });
});
