import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { AUTH_LOGOUT_PATH } from "@/shared/contract/auth";
import { ADMIN_PROJECTS_PATH } from "@/shared/contract/projects";
import { EMPLOYEE_ATTENDANCE_PATH } from "@/shared/contract/employee-portal";
import { dataVersionOf } from "../db/data-version";
import { sessions, staffAccounts } from "../db/schema";
import { createAdminTestApp, type AdminTestContext } from "../testing/admin-test-app";
import { MINUTE, people, sessionFor, sessionHeader, SETUP_TIMEOUT } from "../testing/helpers";
import { hashSessionId } from "./session-store";

/**
 * The session cache (session-cache.ts) never lets a refused session through: each case first uses the
 * session (so it is kept), changes what the guard decides on, and uses it again. Run on PGlite and on
 * PostgreSQL (TEST_DATABASE_URL), where the database's snapshot tells the change.
 */
let ctx: AdminTestContext;
beforeAll(async () => {
  ctx = await createAdminTestApp();
}, SETUP_TIMEOUT);
afterAll(async () => {
  await ctx?.close();
}, SETUP_TIMEOUT);

const get = (url: string, headers: Record<string, string>) => ctx.app.inject({ method: "GET", url, headers });
const freshSession = async (portal: "admin" | "employee") => sessionHeader(portal, await sessionFor(ctx.app, portal, people[portal]));

describe("the session cache", () => {
  it("is on for both databases", () => {
    expect(dataVersionOf(ctx.database.db)).toBeDefined();
  });

  it("refuses a session at once after its logout", async () => {
    const headers = await freshSession("admin");
    expect((await get(ADMIN_PROJECTS_PATH, headers)).statusCode).toBe(200);
    expect((await get(ADMIN_PROJECTS_PATH, headers)).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: "POST", url: AUTH_LOGOUT_PATH, headers })).statusCode).toBe(204);
    expect((await get(ADMIN_PROJECTS_PATH, headers)).statusCode).toBe(401);
  });

  it("refuses a session removed by any write to the database (a password change or reset ends them this way)", async () => {
    const headers = await freshSession("admin");
    expect((await get(ADMIN_PROJECTS_PATH, headers)).statusCode).toBe(200);
    await ctx.database.db.delete(sessions).where(eq(sessions.idHash, hashSessionId(Object.values(headers)[0]!)));
    expect((await get(ADMIN_PROJECTS_PATH, headers)).statusCode).toBe(401);
  });

  it("refuses the sessions of a deactivated account, and lets them in again once reactivated", async () => {
    const headers = await freshSession("employee");
    expect((await get(EMPLOYEE_ATTENDANCE_PATH, headers)).statusCode).toBe(200);
    const setActive = (isActive: boolean) =>
      ctx.database.db.update(staffAccounts).set({ isActive }).where(eq(staffAccounts.email, people.employee.email));
    await setActive(false);
    expect((await get(EMPLOYEE_ATTENDANCE_PATH, headers)).statusCode).toBe(401);
    await setActive(true);
    expect((await get(EMPLOYEE_ATTENDANCE_PATH, headers)).statusCode).toBe(200);
  });

  it("follows a role change at once", async () => {
    const headers = await freshSession("admin");
    expect((await get(ADMIN_PROJECTS_PATH, headers)).statusCode).toBe(200);
    const setRole = (role: string) =>
      ctx.database.db.execute(sql`update staff_accounts set role = ${role} where email = ${people.admin.email}`);
    await setRole("employee");
    expect((await get(ADMIN_PROJECTS_PATH, headers)).statusCode).toBe(403);
    await setRole("admin");
    expect((await get(ADMIN_PROJECTS_PATH, headers)).statusCode).toBe(200);
  });

  it("refuses a kept session past its idle deadline, with no write in between", async () => {
    const headers = await freshSession("admin");
    expect((await get(ADMIN_PROJECTS_PATH, headers)).statusCode).toBe(200);
    ctx.clock.advance(ctx.config.SESSION_IDLE_MINUTES * MINUTE);
    expect((await get(ADMIN_PROJECTS_PATH, headers)).statusCode).toBe(401);
  });

  it("refuses a kept session past its absolute deadline while it is used every minute", async () => {
    const headers = await freshSession("admin");
    const steps = Math.ceil((ctx.config.SESSION_MAX_HOURS * 60) / 30);
    for (let step = 0; step < steps; step += 1) {
      expect((await get(ADMIN_PROJECTS_PATH, headers)).statusCode).toBe(200);
      ctx.clock.advance(30 * MINUTE);
    }
    expect((await get(ADMIN_PROJECTS_PATH, headers)).statusCode).toBe(401);
  });
});
