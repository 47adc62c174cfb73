import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Portal } from "@/shared/contract/auth";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import type { Db } from "../db/client";
import { employees } from "../db/schema";
import { openTestDatabase, testCipher } from "../testing/test-app";
import { requireRole, staffOf } from "./guard";
import { createSession } from "./session-store";
import { cookieHeader, people, sameOrigin, seedPeople, sessionHeader, SETUP_TIMEOUT, testClock } from "../testing/helpers";

/** The area guard checked through probe routes (the real area routes arrive with later issues). */
const clock = testClock();
let app: FastifyInstance;
let drop: () => Promise<void>;
let sessions: Record<keyof typeof people | "expired", string>;
let seeded: Awaited<ReturnType<typeof seedPeople>>;
let db: Db;

beforeAll(async () => {
  const test = await openTestDatabase();
  drop = test.drop;
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" });
  const siteRoot = fileURLToPath(new URL("../../../dist/client", import.meta.url));
  app = await buildApp({ config, database: test.database, siteRoot, logger: false, cipher: testCipher(), now: clock.now });
  const echo = async (request: Parameters<typeof staffOf>[0]) => {
    const staff = staffOf(request);
    return { email: staff.account.email, employeeRecordId: staff.account.employee?.id ?? null, via: staff.via };
  };
  for (const area of ["admin", "hr", "employee"]) {
    app.get(`/api/${area}/probe`, echo);
    app.post(`/api/${area}/probe`, echo);
  }
  app.get("/api/hr/admin-only", { preHandler: requireRole("admin") }, echo);
  await app.ready();
  seeded = await seedPeople(test.database.db);
  db = test.database.db;
  const now = clock.now();
  const open = (account: { id: number }, portal: Portal, at = now) => createSession(db, account.id, portal, at);
  sessions = {
    admin: await open(seeded.admin, "admin"),
    hr: await open(seeded.hr, "hr"),
    employee: await open(seeded.employee, "employee"),
    expired: await open(seeded.admin, "admin", new Date(now.getTime() - 13 * 60 * 60 * 1000)),
  };
}, SETUP_TIMEOUT);
afterAll(async () => {
  await app?.close();
  await drop?.();
}, SETUP_TIMEOUT);

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: "GET", url, headers });

describe("area guard", () => {
  it.each([
    ["/api/admin/probe", { admin: 200, hr: 403, employee: 403 }],
    ["/api/hr/probe", { admin: 200, hr: 200, employee: 403 }],
    // The hr account has an employee record, but its session was opened through the HR card.
    ["/api/employee/probe", { admin: 403, hr: 403, employee: 200 }],
    ["/api/hr/admin-only", { admin: 200, hr: 403, employee: 403 }],
  ] as const)("%s: 401 without a valid session, 403 for the wrong role", async (url, expected) => {
    expect((await get(url)).statusCode).toBe(401);
    expect((await get(url, sessionHeader("admin", "f".repeat(43)))).statusCode).toBe(401);
    const expired = await get(url, sessionHeader("admin", sessions.expired));
    expect(expired.statusCode).toBe(401);
    for (const role of ["admin", "hr", "employee"] as const) {
      const response = await get(url, sessionHeader(role, sessions[role]));
      expect(response.statusCode, `${role} on ${url}`).toBe(expected[role]);
      if (response.statusCode === 403) expect(response.json()).toEqual({ message: "Your account does not have access to this area" });
    }
  });

  it("an employee route only ever sees the caller's own employee record", async () => {
    const response = await get("/api/employee/probe", sessionHeader("employee", sessions.employee));
    expect(response.json()).toEqual({ email: people.employee.email, employeeRecordId: seeded.employee.employee!.id, via: "header" });
  });

  it("with several sessions in one browser each area uses the right one", async () => {
    const cookie = { cookie: `admin_session=${sessions.admin}; employee_session=${sessions.employee}` };
    expect((await get("/api/employee/probe", cookie)).json().email).toBe(people.employee.email);
    expect((await get("/api/admin/probe", cookie)).json().email).toBe(people.admin.email);
  });

  it("a session acts only within the portal it was opened for, from any header or cookie slot", async () => {
    const adminViaHrCard = await createSession(db, seeded.admin.id, "hr", clock.now());
    const hrViaEmployeeCard = await createSession(db, seeded.hr.id, "employee", clock.now());
    // An admin who signed in at the HR card has HR rights only.
    expect((await get("/api/hr/probe", sessionHeader("hr", adminViaHrCard))).statusCode).toBe(200);
    expect((await get("/api/admin/probe", sessionHeader("hr", adminViaHrCard))).statusCode).toBe(403);
    expect((await get("/api/admin/probe", { cookie: `hr_session=${adminViaHrCard}` })).statusCode).toBe(403);
    // An hr account signed in at the employee card has employee rights only.
    expect((await get("/api/employee/probe", sessionHeader("employee", hrViaEmployeeCard))).statusCode).toBe(200);
    expect((await get("/api/hr/probe", sessionHeader("employee", hrViaEmployeeCard))).statusCode).toBe(403);
    // A session id in another portal's slot is no session at all.
    for (const portal of ["admin", "hr"] as const) {
      expect((await get("/api/hr/probe", sessionHeader(portal, hrViaEmployeeCard))).statusCode, portal).toBe(401);
      expect((await get("/api/hr/probe", { cookie: `${portal}_session=${hrViaEmployeeCard}` })).statusCode, portal).toBe(401);
    }
    expect((await get("/api/admin/probe", sessionHeader("admin", adminViaHrCard))).statusCode).toBe(401);
  });

  it("an admin session opens the HR area (the admin dashboard's HR Dashboard button)", async () => {
    expect((await get("/api/hr/probe", sessionHeader("admin", sessions.admin))).json().email).toBe(people.admin.email);
    expect((await get("/api/hr/probe", cookieHeader("admin", sessions.admin))).statusCode).toBe(200);
  });

  it("closes the employee area when the employee record is inactive", async () => {
    const recordId = seeded.employee.employee!.id;
    await db.update(employees).set({ isActive: false }).where(eq(employees.id, recordId));
    try {
      expect((await get("/api/employee/probe", sessionHeader("employee", sessions.employee))).statusCode).toBe(403);
    } finally {
      await db.update(employees).set({ isActive: true }).where(eq(employees.id, recordId));
    }
  });

  it("cookie-authenticated writes must be same-origin; header-authenticated ones need not be", async () => {
    const post = (headers: Record<string, string>) => app.inject({ method: "POST", url: "/api/hr/probe", headers, payload: {} });
    expect((await post({ ...cookieHeader("hr", sessions.hr), origin: "https://evil.example" })).statusCode).toBe(403);
    expect((await post({ ...cookieHeader("hr", sessions.hr), "sec-fetch-site": "cross-site" })).statusCode).toBe(403);
    expect((await post(cookieHeader("hr", sessions.hr))).statusCode).toBe(403);
    // Same host, other scheme or port: not the same origin.
    expect((await post({ ...cookieHeader("hr", sessions.hr), host: "portal.example", origin: "https://portal.example" })).statusCode).toBe(
      403,
    );
    expect(
      (await post({ ...cookieHeader("hr", sessions.hr), host: "portal.example", origin: "http://portal.example:8080" })).statusCode,
    ).toBe(403);
    expect(
      (await post({ ...cookieHeader("hr", sessions.hr), host: "portal.example", referer: "http://portal.example/hr" })).statusCode,
    ).toBe(200);
    expect(
      (await post({ ...cookieHeader("hr", sessions.hr), host: "portal.example:5000", origin: "http://portal.example:5000" })).statusCode,
    ).toBe(200);
    const ok = await post({ ...cookieHeader("hr", sessions.hr), ...sameOrigin });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().via).toBe("cookie");
    expect((await post(sessionHeader("hr", sessions.hr))).statusCode).toBe(200);
    // Reads are not writes: a cookie GET needs no origin proof.
    expect((await get("/api/hr/probe", cookieHeader("hr", sessions.hr))).statusCode).toBe(200);
  });
});
