import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { listAudit } from "../modules/audit/store";
import { deactivateAccount } from "../modules/users/service";
import { createTestApp, type TestContext } from "../testing/test-app";
import { authMessages } from "./guard";
import { LOGIN_LIMITS } from "./login";
import { PASSWORD_CHANGE_LIMIT } from "./session-routes";
import {
  cookieHeader,
  login,
  MINUTE,
  people,
  sameOrigin,
  seedPeople,
  sessionFor,
  sessionHeader,
  SETUP_TIMEOUT,
  testClock,
  TEST_DOMAIN,
} from "../testing/helpers";

const clock = testClock();
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({ SESSION_IDLE_MINUTES: "30", SESSION_MAX_HOURS: "2", BUSINESS_TIMEZONE: "Europe/London" }, { now: clock.now });
  await seedPeople(ctx.database.db);
}, SETUP_TIMEOUT);
afterAll(async () => {
  await ctx?.close();
}, SETUP_TIMEOUT);
beforeEach(async () => {
  await ctx.database.db.execute(sql`delete from rate_limits`);
});

const me = (headers: Record<string, string>, query = "") => ctx.app.inject({ method: "GET", url: `/api/auth/me${query}`, headers });

describe("GET /api/auth/me", () => {
  it("answers the account through the x-*-session header", async () => {
    const id = await sessionFor(ctx.app, "hr", people.hr);
    const response = await me(sessionHeader("hr", id));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      portal: "hr",
      user: { email: people.hr.email, role: "hr", name: "Sneha Patil" },
      employee: { email: people.hr.email, employeeId: expect.stringMatching(/^EMP\d{3}$/) },
      idleMinutes: 30,
      expiresAt: new Date(clock.now().getTime() + 2 * 60 * MINUTE).toISOString(),
      // The portal shows dates on this clock (src/web/lib/format.ts).
      businessTimeZone: "Europe/London",
    });
  });

  it("answers the account through the httpOnly cookie", async () => {
    const id = await sessionFor(ctx.app, "employee", people.employee);
    const response = await me(cookieHeader("employee", id));
    expect(response.statusCode).toBe(200);
    expect(response.json().user.email).toBe(people.employee.email);
  });

  it("picks the session of the asked portal when a browser holds several", async () => {
    const admin = await sessionFor(ctx.app, "admin", people.admin);
    const employee = await sessionFor(ctx.app, "employee", people.employee);
    const cookie = { cookie: `admin_session=${admin}; employee_session=${employee}` };
    expect((await me(cookie, "?portal=employee")).json().user.email).toBe(people.employee.email);
    expect((await me(cookie, "?portal=admin")).json().user.email).toBe(people.admin.email);
  });

  it("answers 401 without a session and for a forged id", async () => {
    expect((await me({})).json()).toEqual({ message: authMessages.signIn });
    expect((await me({})).statusCode).toBe(401);
    expect((await me(sessionHeader("admin", "A".repeat(43)))).statusCode).toBe(401);
    expect((await me(cookieHeader("admin", "not-even-the-right-shape"))).statusCode).toBe(401);
  });
});

describe("expiry", () => {
  it("ends a session after SESSION_IDLE_MINUTES without activity", async () => {
    const id = await sessionFor(ctx.app, "admin", people.admin);
    clock.advance(29 * MINUTE);
    expect((await me(sessionHeader("admin", id))).statusCode).toBe(200);
    clock.advance(29 * MINUTE); // 29 minutes after the last use: still alive
    expect((await me(sessionHeader("admin", id))).statusCode).toBe(200);
    clock.advance(30 * MINUTE);
    const expired = await me(sessionHeader("admin", id));
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ message: "Your session has expired. Please log in again." });
    // The expired session is gone for good.
    clock.advance(-60 * MINUTE);
    expect((await me(sessionHeader("admin", id))).statusCode).toBe(401);
    clock.advance(60 * MINUTE);
  });

  it("ends a session after SESSION_MAX_HOURS however active it is", async () => {
    const id = await sessionFor(ctx.app, "employee", people.employee);
    for (let step = 0; step < 7; step += 1) {
      clock.advance(17 * MINUTE);
      expect((await me(sessionHeader("employee", id))).statusCode, `after ${(step + 1) * 17} minutes`).toBe(200);
    }
    clock.advance(2 * 60 * MINUTE - 7 * 17 * MINUTE);
    expect((await me(sessionHeader("employee", id))).statusCode).toBe(401);
  });
});

describe("POST /api/auth/logout", () => {
  it("revokes the session server-side, clears the cookies and audits it", async () => {
    const id = await sessionFor(ctx.app, "hr", people.hr);
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/logout",
      headers: { ...cookieHeader("hr", id), ...sameOrigin },
    });
    expect(response.statusCode).toBe(204);
    const cleared = response.cookies.filter((cookie) => cookie.value === "" || cookie.maxAge === 0);
    expect(cleared.map((cookie) => cookie.name).sort()).toEqual(["admin_session", "employee_session", "hr_session"]);
    expect((await me(cookieHeader("hr", id))).statusCode).toBe(401);
    const [entry] = await listAudit(ctx.database.db, { event: "logout", limit: 1 });
    expect(entry).toMatchObject({ subject: people.hr.email, details: { portal: "hr" } });
  });

  it("works with the header and is harmless without a session", async () => {
    const id = await sessionFor(ctx.app, "admin", people.admin);
    expect((await ctx.app.inject({ method: "POST", url: "/api/auth/logout", headers: sessionHeader("admin", id) })).statusCode).toBe(204);
    expect((await me(sessionHeader("admin", id))).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: "POST", url: "/api/auth/logout" })).statusCode).toBe(204);
  });

  it("refuses a cookie logout from another origin", async () => {
    const id = await sessionFor(ctx.app, "hr", people.hr);
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/logout",
      headers: { ...cookieHeader("hr", id), "sec-fetch-site": "cross-site", origin: "https://evil.example" },
    });
    expect(response.statusCode).toBe(403);
    expect((await me(cookieHeader("hr", id))).statusCode).toBe(200);
  });
});

describe("POST /api/auth/password", () => {
  const change = (headers: Record<string, string>, payload: object) =>
    ctx.app.inject({ method: "POST", url: "/api/auth/password", headers, payload });

  it("needs the current password, refuses weak new ones, then ends every session and gives this one a new id", async () => {
    const person = { email: `nikhil.more@${TEST_DOMAIN}`, password: "Hinjewadi-Ops-2025" };
    const { createStaffAccount } = await import("../modules/users/service");
    await createStaffAccount(ctx.database.db, TEST_DOMAIN, { role: "employee", ...person }, { via: "cli" });
    const here = await sessionFor(ctx.app, "employee", person);
    const elsewhere = await sessionFor(ctx.app, "employee", person);
    const headers = { ...cookieHeader("employee", here), ...sameOrigin };

    const wrongCurrent = await change(headers, { currentPassword: "nope-nope-nope", newPassword: "Magarpatta-Ops-2026" });
    expect(wrongCurrent.statusCode).toBe(400);
    expect(wrongCurrent.json()).toEqual({
      message: "Current password is incorrect",
      fieldErrors: { currentPassword: ["Current password is incorrect"] },
    });
    const short = await change(headers, { currentPassword: person.password, newPassword: "short" });
    expect(short.json().fieldErrors).toEqual({ newPassword: ["Password must be at least 10 characters"] });
    const common = await change(headers, { currentPassword: person.password, newPassword: "password123" });
    expect(common.json().fieldErrors).toEqual({ newPassword: ["This password is too common. Choose something harder to guess"] });
    const email = await change(headers, { currentPassword: person.password, newPassword: person.email });
    expect(email.json().fieldErrors).toEqual({ newPassword: ["Password must not be your email address"] });
    const spaces = await change(headers, { currentPassword: person.password, newPassword: " ".repeat(10) });
    expect(spaces.statusCode).toBe(400);
    expect(spaces.json().fieldErrors).toEqual({ newPassword: ["Password must not be only spaces"] });
    const repeated = await change(headers, { currentPassword: person.password, newPassword: "x".repeat(16) });
    expect(repeated.json().fieldErrors).toEqual({ newPassword: ["Password must not be one character repeated"] });

    clock.advance(30 * 1000);
    const ok = await change(headers, { currentPassword: person.password, newPassword: "Magarpatta-Ops-2026" });
    expect(ok.statusCode).toBe(200);
    const { sessionId: renewed } = ok.json();
    expect(ok.json()).toEqual({ message: "Password changed. Your other sessions have been signed out.", sessionId: renewed });
    expect(renewed).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(renewed).not.toBe(here);
    // The browser keeps working: its cookie now carries the new id (same portal, same absolute deadline).
    const cookie = ok.cookies.find((entry) => entry.name === "employee_session");
    expect(cookie).toMatchObject({ value: renewed, httpOnly: true, sameSite: "Strict", path: "/api" });
    expect(cookie!.maxAge).toBe(2 * 3600 - 30);
    const renewedMe = await me(cookieHeader("employee", renewed));
    expect(renewedMe.statusCode).toBe(200);
    expect(renewedMe.json().portal).toBe("employee");
    // A stolen copy of the old id dies with the other sessions.
    expect((await me(cookieHeader("employee", here))).statusCode).toBe(401);
    expect((await me(cookieHeader("employee", elsewhere))).statusCode).toBe(401);
    expect((await login(ctx.app, "employee", person)).statusCode).toBe(401);
    expect((await login(ctx.app, "employee", { ...person, password: "Magarpatta-Ops-2026" })).statusCode).toBe(200);
    const [entry] = await listAudit(ctx.database.db, { event: "password.changed", limit: 1 });
    expect(entry).toMatchObject({ subject: person.email, details: { via: "self", sessionsRevoked: 1 } });
  });

  it("limits wrong current passwords by their own counter, not the login lockout (which anyone can trigger)", async () => {
    const person = { email: `rutuja.kale@${TEST_DOMAIN}`, password: "Balewadi-Desk-2025" };
    const { createStaffAccount } = await import("../modules/users/service");
    await createStaffAccount(ctx.database.db, TEST_DOMAIN, { role: "employee", ...person }, { via: "cli" });
    const id = await sessionFor(ctx.app, "employee", person);
    const headers = sessionHeader("employee", id);
    // Someone locks the account's login from elsewhere...
    for (let i = 0; i < LOGIN_LIMITS.perAccount; i += 1) await login(ctx.app, "employee", { ...person, password: "Not-The-One-1" });
    expect((await login(ctx.app, "employee", person)).statusCode).toBe(429);
    // ...and the signed-in owner can still change the password.
    const first = await change(headers, { currentPassword: person.password, newPassword: "Balewadi-Desk-2026" });
    expect(first.statusCode).toBe(200);
    const renewed = sessionHeader("employee", first.json().sessionId);

    for (let i = 0; i < PASSWORD_CHANGE_LIMIT; i += 1) {
      expect((await change(renewed, { currentPassword: "wrong-guess-1", newPassword: "Balewadi-Desk-2027" })).statusCode).toBe(400);
    }
    const refused = await change(renewed, { currentPassword: "Balewadi-Desk-2026", newPassword: "Balewadi-Desk-2027" });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: "Too many wrong current passwords. Please try again in 15 minutes." });
    const [audit] = await listAudit(ctx.database.db, { event: "password.change_refused", limit: 1 });
    expect(audit).toMatchObject({ subject: person.email });
  });

  it("answers 401 without a session", async () => {
    const response = await change({}, { currentPassword: "x", newPassword: "Magarpatta-Ops-2026" });
    expect(response.statusCode).toBe(401);
  });

  it("refuses cookie-authenticated changes from another origin (and from nowhere)", async () => {
    const id = await sessionFor(ctx.app, "admin", people.admin);
    const payload = { currentPassword: people.admin.password, newPassword: "Some-Other-Pass-1" };
    const attempts: Record<string, string>[] = [
      { "sec-fetch-site": "cross-site" },
      { "sec-fetch-site": "same-site" },
      { origin: "https://evil.example" },
      { referer: "https://evil.example/page" },
      {},
    ];
    for (const headers of attempts) {
      const response = await change({ ...cookieHeader("admin", id), ...headers }, payload);
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
      expect(response.json()).toEqual({ message: "Cross-origin requests are not allowed" });
    }
    // Same origin by Origin header (no Sec-Fetch-Site), and header auth from API clients, pass the check.
    const sameHost = await change(
      { ...cookieHeader("admin", id), origin: "http://localhost" },
      { ...payload, currentPassword: "wrong-one!" },
    );
    expect(sameHost.statusCode).toBe(400);
    const byHeader = await change(sessionHeader("admin", id), { ...payload, currentPassword: "wrong-one!" });
    expect(byHeader.statusCode).toBe(400);
  });
});

describe("deactivation", () => {
  it("revokes every session of the account at once", async () => {
    const person = { email: `pooja.shinde@${TEST_DOMAIN}`, password: "Aundh-Accounts-2025" };
    const { createStaffAccount } = await import("../modules/users/service");
    await createStaffAccount(ctx.database.db, TEST_DOMAIN, { role: "hr", ...person }, { via: "cli" });
    const hr = await sessionFor(ctx.app, "hr", person);
    const employee = await sessionFor(ctx.app, "employee", person);
    await deactivateAccount(ctx.database.db, TEST_DOMAIN, { email: person.email }, { via: "cli" });
    expect((await me(sessionHeader("hr", hr))).statusCode).toBe(401);
    expect((await me(sessionHeader("employee", employee))).statusCode).toBe(401);
    expect((await login(ctx.app, "hr", person)).statusCode).toBe(401);
  });
});
