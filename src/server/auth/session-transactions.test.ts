import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_LOGOUT_PATH, AUTH_ME_PATH, AUTH_PASSWORD_PATH } from "@/shared/contract/auth";
import { sessions, staffAccounts } from "../db/schema";
import { failAuditInserts } from "../testing/fail-audit-inserts";
import { createTestApp, type TestContext } from "../testing/test-app";
import { login, people, seedPeople, sessionFor, sessionHeader, SETUP_TIMEOUT, testClock } from "../testing/helpers";

// A login, a password change and a logout are changes with audit entries: each is saved with its entry or not at all.
const clock = testClock();
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({}, { now: clock.now });
  await seedPeople(ctx.database.db);
}, SETUP_TIMEOUT);
afterAll(() => ctx.close());

describe("changes of the session core and their audit entries", () => {
  it("a password change whose audit entry fails changes nothing: the old password and session still work", async () => {
    const session = await sessionFor(ctx.app, "employee", people.employee);
    const restore = await failAuditInserts(ctx.database.db, "password.changed");
    try {
      const changed = await ctx.app.inject({
        method: "POST",
        url: `${AUTH_PASSWORD_PATH}?portal=employee`,
        headers: sessionHeader("employee", session),
        payload: { currentPassword: people.employee.password, newPassword: "Hadapsar-Field-2026" },
      });
      expect(changed.statusCode).toBe(500);
    } finally {
      await restore();
    }
    expect((await login(ctx.app, "employee", people.employee)).statusCode).toBe(200);
    expect((await login(ctx.app, "employee", { ...people.employee, password: "Hadapsar-Field-2026" })).statusCode).toBe(401);
    const me = await ctx.app.inject({ method: "GET", url: `${AUTH_ME_PATH}?portal=employee`, headers: sessionHeader("employee", session) });
    expect(me.statusCode).toBe(200);
  });

  it("a login whose audit entry fails opens no session and leaves the last login as it was", async () => {
    const db = ctx.database.db;
    const [account] = await db.select().from(staffAccounts).where(eq(staffAccounts.email, people.admin.email));
    const sessionsOf = () => db.select().from(sessions).where(eq(sessions.accountId, account!.id));
    const before = await sessionsOf();
    const restore = await failAuditInserts(db, "login.success");
    try {
      expect((await login(ctx.app, "admin", people.admin)).statusCode).toBe(500);
    } finally {
      await restore();
    }
    expect(await sessionsOf()).toEqual(before);
    const [after] = await db.select().from(staffAccounts).where(eq(staffAccounts.id, account!.id));
    expect(after!.lastLoginAt).toEqual(account!.lastLoginAt);
  });

  it("a logout whose audit entry fails ends no session", async () => {
    const session = await sessionFor(ctx.app, "hr", people.hr);
    const restore = await failAuditInserts(ctx.database.db, "logout");
    try {
      const out = await ctx.app.inject({ method: "POST", url: AUTH_LOGOUT_PATH, headers: sessionHeader("hr", session) });
      expect(out.statusCode).toBe(500);
    } finally {
      await restore();
    }
    const me = await ctx.app.inject({ method: "GET", url: `${AUTH_ME_PATH}?portal=hr`, headers: sessionHeader("hr", session) });
    expect(me.statusCode).toBe(200);
  });
});
