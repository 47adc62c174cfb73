import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { sql } from "drizzle-orm";
import { INVALID_CREDENTIALS, LOGIN_PATHS, type Portal } from "@/shared/contract/auth";
import { listAudit } from "../modules/audit/store";
import { createStaffAccount, deactivateAccount } from "../modules/users/service";
import { createTestApp, type TestContext } from "../testing/test-app";
import * as passwords from "./passwords";
import { hashSessionId } from "./session-store";
import { freshAddress, login, people, seedPeople, sessionCookie, SETUP_TIMEOUT, TEST_DOMAIN } from "../testing/helpers";

vi.mock("./passwords", async (importOriginal) => {
  const original = await importOriginal<typeof import("./passwords")>();
  return { ...original, verifyPassword: vi.fn(original.verifyPassword) };
});

let ctx: TestContext;
let seeded: Awaited<ReturnType<typeof seedPeople>>;

beforeAll(async () => {
  ctx = await createTestApp();
  seeded = await seedPeople(ctx.database.db);
  // An admin account linked to an employee record, and one deactivated employee.
  await createStaffAccount(
    ctx.database.db,
    TEST_DOMAIN,
    { role: "employee", email: `ravi.kale@${TEST_DOMAIN}`, password: "Kharadi-Leads-2025" },
    { via: "cli" },
  );
  await deactivateAccount(ctx.database.db, TEST_DOMAIN, { email: `ravi.kale@${TEST_DOMAIN}` }, { via: "cli" });
}, SETUP_TIMEOUT);
afterAll(async () => {
  await ctx?.close();
}, SETUP_TIMEOUT);
beforeEach(async () => {
  await ctx.database.db.execute(sql`delete from rate_limits`);
  vi.mocked(passwords.verifyPassword).mockClear();
});

describe("successful logins (product.md 9.2 response fields)", () => {
  it("admin login answers sessionId and admin, and sets an httpOnly SameSite=Strict cookie", async () => {
    const response = await login(ctx.app, "admin", people.admin);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      sessionId: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      admin: { id: seeded.admin.id, email: people.admin.email, name: "Meera Iyer", role: "admin" },
    });
    const cookie = response.cookies.find((entry) => entry.name === "admin_session")!;
    expect(cookie).toMatchObject({ value: body.sessionId, httpOnly: true, sameSite: "Strict", path: "/api", maxAge: 12 * 3600 });
    expect(cookie.secure).toBeFalsy();
    expect(response.headers["cache-control"]).toBe("no-store");
  });

  it("hr login answers sessionId and hrUser; it admits admin accounts too", async () => {
    const hr = await login(ctx.app, "hr", people.hr);
    expect(hr.statusCode).toBe(200);
    expect(hr.json().hrUser).toEqual({ id: seeded.hr.id, email: people.hr.email, name: "Sneha Patil", role: "hr" });
    expect(sessionCookie(hr, "hr")).toBe(hr.json().sessionId);
    const admin = await login(ctx.app, "hr", people.admin);
    expect(admin.statusCode).toBe(200);
    expect(admin.json().hrUser.role).toBe("admin");
  });

  it("employee login answers sessionId and the employee record; hr accounts with a record are admitted", async () => {
    const response = await login(ctx.app, "employee", people.employee);
    expect(response.statusCode).toBe(200);
    expect(response.json().employee).toEqual({
      id: seeded.employee.employee!.id,
      employeeId: seeded.employee.employee!.employeeId,
      firstName: "Aarav",
      lastName: "Deshmukh",
      name: "Aarav Deshmukh",
      email: people.employee.email,
      phone: null,
      department: null,
      designation: null,
      role: "employee",
    });
    expect((await login(ctx.app, "employee", people.hr)).statusCode).toBe(200);
  });

  it("accepts the address in any case and with spaces", async () => {
    const response = await login(ctx.app, "admin", { email: `  ${people.admin.email.toUpperCase()} `, password: people.admin.password });
    expect(response.statusCode).toBe(200);
  });

  it("stores only the hash of the session id and audits the login", async () => {
    const response = await login(ctx.app, "employee", people.employee);
    const id = response.json().sessionId as string;
    const rows = await ctx.database.db.execute(sql`select id_hash, portal from sessions`);
    const stored = (rows as unknown as { rows: { id_hash: string; portal: string }[] }).rows;
    expect(stored.some((row) => row.id_hash === id)).toBe(false);
    expect(stored).toContainEqual({ id_hash: hashSessionId(id), portal: "employee" });
    const [entry] = await listAudit(ctx.database.db, { event: "login.success", limit: 1 });
    expect(entry).toMatchObject({ subject: people.employee.email, actorAccountId: seeded.employee.id, details: { portal: "employee" } });
  });

  it("gives a new session id at every login and revokes the one the browser had for that portal", async () => {
    const first = await login(ctx.app, "admin", people.admin);
    const firstId = first.json().sessionId as string;
    const second = await ctx.app.inject({
      method: "POST",
      url: LOGIN_PATHS.admin,
      payload: people.admin,
      cookies: { admin_session: firstId },
      remoteAddress: freshAddress(),
    });
    expect(second.json().sessionId).not.toBe(firstId);
    const me = await ctx.app.inject({ method: "GET", url: "/api/auth/me", headers: { "x-admin-session": firstId } });
    expect(me.statusCode).toBe(401);
  });
});

describe("refused logins: all 401 with one generic message and the same work", () => {
  const cases: [string, Portal, { email: string; password: string }, string][] = [
    ["wrong password", "admin", { email: people.admin.email, password: "Not-The-Password-1" }, "wrong_password"],
    ["unknown account", "admin", { email: `nobody@${TEST_DOMAIN}`, password: "Whatever-It-Is-1" }, "unknown_account"],
    ["inactive account", "employee", { email: `ravi.kale@${TEST_DOMAIN}`, password: "Kharadi-Leads-2025" }, "inactive"],
    ["wrong portal: employee at the admin card", "admin", people.employee, "wrong_portal"],
    ["wrong portal: hr at the admin card", "admin", people.hr, "wrong_portal"],
    ["wrong portal: employee at the hr card", "hr", people.employee, "wrong_portal"],
    ["wrong portal: admin without an employee record at the employee card", "employee", people.admin, "wrong_portal"],
  ];

  it.each(cases)("%s", async (_name, portal, credentials, reason) => {
    const response = await login(ctx.app, portal, credentials);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: INVALID_CREDENTIALS });
    expect(response.cookies).toHaveLength(0);
    // Exactly one argon2id verification in every case (a dummy hash for unknown accounts).
    expect(passwords.verifyPassword).toHaveBeenCalledTimes(1);
    const [hash] = vi.mocked(passwords.verifyPassword).mock.calls[0]!;
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const [entry] = await listAudit(ctx.database.db, { event: "login.failure", limit: 1 });
    expect(entry).toMatchObject({ subject: credentials.email.toLowerCase(), details: { portal, reason } });
  });

  it.each([
    [{ email: "meera", password: "x" }, { email: ["Please enter a valid email address"] }],
    [{ email: "meera.iyer@gmail.com", password: "x" }, { email: [`Only @${TEST_DOMAIN} email addresses are allowed`] }],
    [{ email: people.admin.email, password: "" }, { password: ["Password is required"] }],
    [{}, { email: ["Please enter a valid email address"], password: ["Password is required"] }],
  ])("bad input answers 400 with the login form's messages: %j", async (payload, fieldErrors) => {
    const response = await ctx.app.inject({ method: "POST", url: LOGIN_PATHS.admin, payload, remoteAddress: freshAddress() });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual(fieldErrors);
    expect(passwords.verifyPassword).not.toHaveBeenCalled();
  });
});
