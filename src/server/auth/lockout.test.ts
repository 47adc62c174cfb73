import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { INVALID_CREDENTIALS } from "@/shared/contract/auth";
import { listAudit } from "../modules/audit/store";
import { createTestApp, type TestContext } from "../testing/test-app";
import { LOGIN_LIMITS } from "./login";
import { login, MINUTE, people, seedPeople, testClock, SETUP_TIMEOUT, TEST_DOMAIN } from "../testing/helpers";

const clock = testClock();
let ctx: TestContext;
const wrong = { email: people.employee.email, password: "Guessing-Wrongly-1" };

beforeAll(async () => {
  ctx = await createTestApp({}, { now: clock.now });
  await seedPeople(ctx.database.db);
}, SETUP_TIMEOUT);
afterAll(async () => {
  await ctx?.close();
}, SETUP_TIMEOUT);
beforeEach(async () => {
  await ctx.database.db.execute(sql`delete from rate_limits`);
  await ctx.database.db.execute(sql`delete from audit_log`);
});

describe("brute-force limits", () => {
  it("after 5 failures for one account from one address answers 429 with Retry-After there, even for the right password", async () => {
    for (let i = 1; i <= LOGIN_LIMITS.perAccountAndAddress; i += 1) {
      const response = await login(ctx.app, "employee", wrong, "10.20.0.1");
      expect(response.statusCode, `attempt ${i}`).toBe(401);
      expect(response.json().message).toBe(INVALID_CREDENTIALS);
    }
    const locked = await login(ctx.app, "employee", people.employee, "10.20.0.1");
    expect(locked.statusCode).toBe(429);
    expect(locked.headers["retry-after"]).toBe(String(15 * 60));
    expect(locked.json()).toEqual({ message: "Too many failed login attempts. Please try again in 15 minutes." });
    // Other accounts from that address are not affected.
    expect((await login(ctx.app, "hr", people.hr, "10.20.0.1")).statusCode).toBe(200);
  });

  it("failures from other addresses never lock the owner out", async () => {
    // Someone tries the account from six addresses, up to the limit from each (30 failures)...
    for (let a = 1; a <= 6; a += 1) {
      for (let i = 0; i < LOGIN_LIMITS.perAccountAndAddress; i += 1) await login(ctx.app, "employee", wrong, `10.21.0.${a}`);
    }
    expect((await login(ctx.app, "employee", people.employee, "10.21.0.1")).statusCode).toBe(429);
    // ...and the owner, from an address with no failures for the account, gets in.
    expect((await login(ctx.app, "employee", people.employee, "10.21.9.9")).statusCode).toBe(200);
  });

  it("50 failures for one account from anywhere lock it everywhere (distributed guessing)", async () => {
    for (let i = 0; i < LOGIN_LIMITS.perAccount; i += 1) {
      expect((await login(ctx.app, "employee", wrong, `10.22.${Math.floor(i / 4)}.${i % 4}`)).statusCode, `attempt ${i + 1}`).toBe(401);
    }
    expect((await login(ctx.app, "employee", people.employee, "10.22.99.1")).statusCode).toBe(429);
    expect((await login(ctx.app, "hr", people.hr, "10.22.99.1")).statusCode).toBe(200);
    clock.advance(15 * MINUTE);
    expect((await login(ctx.app, "employee", people.employee, "10.22.99.1")).statusCode).toBe(200);
  });

  it("keeps refusing until the window has passed, then admits again", async () => {
    for (let i = 0; i < LOGIN_LIMITS.perAccountAndAddress; i += 1) await login(ctx.app, "employee", wrong, "10.23.0.1");
    clock.advance(10 * MINUTE);
    const stillLocked = await login(ctx.app, "employee", people.employee, "10.23.0.1");
    expect(stillLocked.statusCode).toBe(429);
    expect(stillLocked.headers["retry-after"]).toBe(String(5 * 60));
    expect(stillLocked.json().message).toBe("Too many failed login attempts. Please try again in 5 minutes.");
    clock.advance(5 * MINUTE);
    expect((await login(ctx.app, "employee", people.employee, "10.23.0.1")).statusCode).toBe(200);
  });

  it("locks unknown accounts the same way (no hint that the account does not exist)", async () => {
    const ghost = { email: `ghost@${TEST_DOMAIN}`, password: "Nothing-Here-123" };
    for (let i = 0; i < LOGIN_LIMITS.perAccountAndAddress; i += 1)
      expect((await login(ctx.app, "admin", ghost, "10.24.0.1")).statusCode).toBe(401);
    expect((await login(ctx.app, "admin", ghost, "10.24.0.1")).statusCode).toBe(429);
  });

  it("a success before the limit clears this address's failures for the account", async () => {
    const address = "10.25.0.1";
    for (let i = 0; i < LOGIN_LIMITS.perAccountAndAddress - 1; i += 1) await login(ctx.app, "employee", wrong, address);
    expect((await login(ctx.app, "employee", people.employee, address)).statusCode).toBe(200);
    for (let i = 0; i < LOGIN_LIMITS.perAccountAndAddress; i += 1)
      expect((await login(ctx.app, "employee", wrong, address)).statusCode).toBe(401);
    expect((await login(ctx.app, "employee", wrong, address)).statusCode).toBe(429);
  });

  it("after 20 failures from one address answers 429 for any account from it", async () => {
    const address = "10.30.0.1";
    for (let i = 0; i < LOGIN_LIMITS.perAddress; i += 1) {
      const response = await login(ctx.app, "admin", { email: `user${i}@${TEST_DOMAIN}`, password: "Wrong-Password-1" }, address);
      expect(response.statusCode, `attempt ${i + 1}`).toBe(401);
    }
    const blocked = await login(ctx.app, "admin", people.admin, address);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers["retry-after"])).toBe(15 * 60);
    expect((await login(ctx.app, "admin", people.admin, "10.30.0.2")).statusCode).toBe(200);
    clock.advance(15 * MINUTE);
    expect((await login(ctx.app, "admin", people.admin, address)).statusCode).toBe(200);
  });

  it("successful logins do not count towards the address limit", async () => {
    const address = "10.31.0.1";
    for (let i = 0; i < LOGIN_LIMITS.perAddress + 5; i += 1) {
      expect((await login(ctx.app, "hr", people.hr, address)).statusCode).toBe(200);
    }
  });

  it("writes failures, the lockout and every refused attempt to the audit log", async () => {
    for (let i = 0; i < LOGIN_LIMITS.perAccountAndAddress; i += 1) await login(ctx.app, "employee", wrong, "10.32.0.1");
    await login(ctx.app, "employee", wrong, "10.32.0.1");
    await login(ctx.app, "employee", people.employee, "10.32.0.1");
    expect(await listAudit(ctx.database.db, { event: "login.failure" })).toHaveLength(LOGIN_LIMITS.perAccountAndAddress);
    const lockouts = await listAudit(ctx.database.db, { event: "login.lockout" });
    expect(lockouts).toHaveLength(1);
    expect(lockouts[0]).toMatchObject({
      subject: people.employee.email,
      ip: "10.32.0.1",
      details: { scope: "account_address", minutes: 15 },
    });
    const refused = await listAudit(ctx.database.db, { event: "login.refused" });
    expect(refused).toHaveLength(2);
    expect(refused[0]).toMatchObject({
      subject: people.employee.email,
      ip: "10.32.0.1",
      details: { portal: "employee", scopes: ["account_address"] },
    });
  });
});
