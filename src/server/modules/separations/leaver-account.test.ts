import { fileURLToPath } from "node:url";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { InjectOptions } from "fastify";
import { AUTH_ME_PATH } from "@/shared/contract/auth";
import { separationMessages, separationPath } from "@/shared/contract/separation";
import { separations, employees, sessions } from "../../db/schema";
import { createAdminTestApp, type AdminTestContext } from "../../testing/admin-test-app";
import { login, people, sessionFor, sessionHeader, SETUP_TIMEOUT } from "../../testing/helpers";
import { hireLeaver, leaverResignation } from "../../testing/separation-leaver";
import { findAccountByEmail } from "../../auth/account-store";
import { listAudit } from "../audit/store";
import { buildApp } from "../../app";
import { deactivateLeavers } from "./sweep";

/**
 * A leaver's account (docs/product.md sections 9.14.4 and 10.6.4): it works through the last working day and not
 * after it; the sweep deactivates the record, also when a server starts after the day has passed.
 * Today is Friday 20 Nov 2026, 11:30 in Pune.
 */
let ctx: AdminTestContext;
beforeAll(async () => {
  ctx = await createAdminTestApp("2026-11-20T06:00:00.000Z");
}, SETUP_TIMEOUT);
afterAll(async () => {
  await ctx?.close();
}, SETUP_TIMEOUT);

const asHr = (options: InjectOptions) => ctx.app.inject({ ...options, headers: { ...ctx.headers.hr, ...options.headers } });

// Before "the leaver's account", whose clock runs 13 hours on and ends the admin's session.
describe("the sweep's wiring", () => {
  it("runs when a server starts: a leaver whose last day passed while it was down is deactivated, with its audit entry", async () => {
    const leaver = await hireLeaver(ctx, { employeeId: "EMPSWEEP1" });
    expect(
      (await asHr({ method: "PUT", url: separationPath(leaver.id), payload: { ...leaverResignation, lastWorkingDay: "2026-11-24" } }))
        .statusCode,
    ).toBe(200);
    // A server started on Wednesday 25 Nov, 10:00 in Pune, on the same database: no request needed.
    const siteRoot = fileURLToPath(new URL("../../../../dist/client", import.meta.url));
    const later = await buildApp({
      config: ctx.config,
      database: ctx.database,
      siteRoot,
      cipher: ctx.cipher,
      logger: false,
      now: () => new Date("2026-11-25T04:30:00.000Z"),
    });
    try {
      await later.ready();
      const [record] = await ctx.database.db.select().from(employees).where(eq(employees.id, leaver.id));
      expect(record).toMatchObject({ isActive: false, deactivatedAt: new Date("2026-11-24T18:29:59.999Z") });
      const entries = await listAudit(ctx.database.db, { event: "employee.deactivated" });
      expect(entries.map((entry) => entry.subject)).toContain(`employee:${leaver.id}`);
    } finally {
      await later.close();
    }
  });
});

describe("the leaver's account", () => {
  it("works through the last working day and is closed the day after; the sweep deactivates once", async () => {
    const leaver = await hireLeaver(ctx);
    expect((await asHr({ method: "PUT", url: separationPath(leaver.id), payload: leaverResignation })).statusCode).toBe(200);
    // Friday 20 Nov, the last working day: the login works and the session too.
    const first = await login(ctx.app, "employee", { email: leaver.email, password: leaver.password });
    expect(first.statusCode, first.body).toBe(200);
    const session = sessionHeader("employee", first.json().sessionId as string);
    expect((await ctx.app.inject({ method: "GET", url: AUTH_ME_PATH, headers: session })).statusCode).toBe(200);
    // The sweep leaves them be until the day is over.
    expect(await deactivateLeavers(ctx.database.db, ctx.clock.now(), "Asia/Kolkata")).toBe(0);

    // 00:30 on Saturday 21 Nov in Pune (19:00 UTC on the 20th): the session ends and the login is refused.
    ctx.clock.advance(13 * 60 * 60 * 1000);
    expect((await ctx.app.inject({ method: "GET", url: AUTH_ME_PATH, headers: session })).statusCode).toBe(401);
    expect((await login(ctx.app, "employee", { email: leaver.email, password: leaver.password })).statusCode).toBe(401);

    // The sweep: the record inactive from the end of the last working day (18:29:59.999 UTC), once.
    expect(await deactivateLeavers(ctx.database.db, ctx.clock.now(), "Asia/Kolkata")).toBeGreaterThanOrEqual(1);
    const [record] = await ctx.database.db.select().from(employees).where(eq(employees.id, leaver.id));
    expect(record).toMatchObject({ isActive: false, deactivatedAt: new Date("2026-11-20T18:29:59.999Z") });
    const [separation] = await ctx.database.db.select().from(separations).where(eq(separations.employeeRecordId, leaver.id));
    expect(separation?.deactivatedAt).toEqual(ctx.clock.now());
    expect(await deactivateLeavers(ctx.database.db, ctx.clock.now(), "Asia/Kolkata")).toBe(0);
    const account = await findAccountByEmail(ctx.database.db, leaver.email);
    expect(account?.isActive).toBe(false);
    expect(await ctx.database.db.select().from(sessions).where(eq(sessions.accountId, account!.id))).toEqual([]);

    // Left: the separation can no longer be changed or withdrawn (HR signs in again: 13 hours idle ended its session).
    const hr = sessionHeader("hr", await sessionFor(ctx.app, "hr", people.hr));
    const change = await ctx.app.inject({ method: "PUT", url: separationPath(leaver.id), payload: leaverResignation, headers: hr });
    expect(change.statusCode).toBe(400);
    expect(change.json().message).toBe(separationMessages.alreadyLeft);
    expect((await ctx.app.inject({ method: "DELETE", url: separationPath(leaver.id), headers: hr })).statusCode).toBe(400);
  });
});
