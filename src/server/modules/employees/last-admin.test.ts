import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ADMIN_EMPLOYEES_PATH,
  employeeDeactivatePath,
  employeeReactivatePath,
  employeeRolePath,
  type EmployeeCreated,
} from "@/shared/contract/employees";
import { createSession } from "../../auth/session-store";
import { staffAccounts } from "../../db/schema";
import { buildEmployeeInput } from "../../seed/builders";
import { createAdminTestApp, type AdminTestContext } from "../../testing/admin-test-app";
import { people, sessionHeader, SETUP_TIMEOUT, TEST_DOMAIN } from "../../testing/helpers";
import { createStaffAccount, deactivateAccount } from "../users/service";

/**
 * "Never remove the last active admin" under concurrency: two demotions or
 * deactivations of the two remaining admins sent at once leave exactly one, on PGlite and on
 * PostgreSQL (where the two requests run on two connections).
 */
let ctx: AdminTestContext;
const admins: { accountId: number; recordId: number; email: string }[] = [];
const second = { role: "admin", email: `anita.rao@${TEST_DOMAIN}`, password: "Koregaon-Park-Admin-1" };

beforeAll(async () => {
  ctx = await createAdminTestApp("2026-11-22T06:00:00.000Z");
  const db = ctx.database.db;
  const anita = await createStaffAccount(db, TEST_DOMAIN, second, { via: "cli" });
  const [meera] = await db.select().from(staffAccounts).where(eq(staffAccounts.email, people.admin.email));
  // Each admin gets an employee record, hired by the other admin (linked to the existing account).
  for (const [account, hiredBy] of [
    [meera!.id, anita.id],
    [anita.id, meera!.id],
  ] as const) {
    const [row] = await db.select().from(staffAccounts).where(eq(staffAccounts.id, account));
    const session = sessionHeader("admin", await createSession(db, hiredBy, "admin", ctx.clock.now()));
    const response = await ctx.app.inject({
      method: "POST",
      url: ADMIN_EMPLOYEES_PATH,
      headers: session,
      payload: buildEmployeeInput(TEST_DOMAIN, { email: row!.email }),
    });
    expect(response.statusCode, response.body).toBe(201);
    admins.push({ accountId: account, recordId: response.json<EmployeeCreated>().employee.id, email: row!.email });
  }
}, SETUP_TIMEOUT);
afterAll(async () => {
  await ctx?.close();
}, SETUP_TIMEOUT);

const activeAdmins = async () =>
  (
    await ctx.database.db
      .select({ id: staffAccounts.id })
      .from(staffAccounts)
      .where(and(eq(staffAccounts.role, "admin"), eq(staffAccounts.isActive, true)))
  ).map((row) => row.id);
/** A fresh admin session of the account (earlier steps may have ended its sessions). */
const as = async (accountId: number) => sessionHeader("admin", await createSession(ctx.database.db, accountId, "admin", ctx.clock.now()));

/** Back to two active admins. */
async function restoreBoth() {
  const db = ctx.database.db;
  for (const admin of admins)
    await db.update(staffAccounts).set({ role: "admin", isActive: true }).where(eq(staffAccounts.id, admin.accountId));
  const [a, b] = admins;
  const headers = await as(a!.accountId);
  for (const admin of [a!, b!]) await ctx.app.inject({ method: "POST", url: employeeReactivatePath(admin.recordId), headers });
  expect((await activeAdmins()).sort()).toEqual(admins.map((admin) => admin.accountId).sort());
}

describe("the last active admin, under concurrent requests", () => {
  it("two admins stepping down at once: one succeeds, the other is refused, one admin remains", async () => {
    for (let round = 0; round < 3; round += 1) {
      await restoreBoth();
      const answers = await Promise.all(
        admins.map(async (admin) =>
          ctx.app.inject({
            method: "PUT",
            url: employeeRolePath(admin.recordId),
            headers: await as(admin.accountId),
            payload: { role: "hr" },
          }),
        ),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      expect(answers.find((answer) => answer.statusCode === 409)!.json().message).toBe(
        "This is the only active admin: make another person admin first",
      );
      expect(await activeAdmins()).toHaveLength(1);
    }
  });

  it("two admins deactivating themselves at once: one succeeds, one admin remains", async () => {
    for (let round = 0; round < 3; round += 1) {
      await restoreBoth();
      const answers = await Promise.all(
        admins.map(async (admin) =>
          ctx.app.inject({ method: "POST", url: employeeDeactivatePath(admin.recordId), headers: await as(admin.accountId) }),
        ),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      expect(await activeAdmins()).toHaveLength(1);
    }
  });

  it("a demotion through the API and a deactivation by the account command at once leave one admin", async () => {
    for (let round = 0; round < 3; round += 1) {
      await restoreBoth();
      const [a, b] = admins;
      const results = await Promise.allSettled([
        ctx.app
          .inject({ method: "PUT", url: employeeRolePath(a!.recordId), headers: await as(a!.accountId), payload: { role: "employee" } })
          .then((answer) => {
            if (answer.statusCode !== 200) throw new Error(answer.body);
          }),
        deactivateAccount(ctx.database.db, TEST_DOMAIN, { email: b!.email }, { via: "cli" }),
      ]);
      expect(results.map((result) => result.status).sort()).toEqual(["fulfilled", "rejected"]);
      expect(await activeAdmins()).toHaveLength(1);
    }
  });
});
