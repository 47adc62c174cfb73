import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_ME_PATH, AUTH_PASSWORD_PATH, passwordChangeRequiredMessage } from "@/shared/contract/auth";
import {
  ADMIN_EMPLOYEES_PATH,
  employeeDeactivatePath,
  employeePath,
  employeeReactivatePath,
  employeeResetPasswordPath,
  employeeRolePath,
  type EmployeeCreated,
} from "@/shared/contract/employees";
import { employees, staffAccounts } from "../../db/schema";
import { buildEmployeeInput } from "../../seed/builders";
import { hireRequests } from "../../testing/admin-hire";
import { createAdminTestApp, type AdminTestContext } from "../../testing/admin-test-app";
import { login, people, sessionFor, sessionHeader, SETUP_TIMEOUT, TEST_DOMAIN } from "../../testing/helpers";
import { ownRecordMessage } from "../../auth/separation-of-duties";
import { createSession } from "../../auth/session-store";
import { listAudit } from "../audit/store";
import { createStaffAccount, deactivateAccount } from "../users/service";

/**
 * The admin's employee API, the accounts: linking an existing account to a new record, and the accounts that come with a
 * record (temporary password, reset, role, deactivation). One file because the last-admin case under "accounts" uses
 * the admin's record that the linking case under "POST" makes. Hiring itself: admin-routes-hire.test.ts.
 */
let ctx: AdminTestContext;
beforeAll(async () => {
  ctx = await createAdminTestApp("2026-11-22T06:00:00.000Z");
}, SETUP_TIMEOUT);
afterAll(async () => {
  await ctx?.close();
}, SETUP_TIMEOUT);
const { create, hire } = hireRequests(() => ctx);

describe("POST /api/admin/employees", () => {
  it("links an existing account without a record (an admin made by the account command) instead of making a second one; never one's own", async () => {
    const db = ctx.database.db;
    const input = { email: people.admin.email, firstName: "Meera", lastName: "Iyer" };
    // Hiring oneself would set one's own salary: refused and audited.
    const own = await create(input);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(ownRecordMessage);
    expect(await db.select().from(employees).where(eq(employees.email, people.admin.email))).toEqual([]);
    const [refusal] = await listAudit(db, { event: "duty.refused", limit: 1 });
    expect(refusal).toMatchObject({ subject: people.admin.email, details: { action: "pay" } });

    // Another admin links it.
    const other = await createStaffAccount(
      db,
      TEST_DOMAIN,
      { role: "admin", email: `anita.rao@${TEST_DOMAIN}`, password: "Koregaon-Park-Admin-1" },
      { via: "cli" },
    );
    const linked = await ctx.app.inject({
      method: "POST",
      url: ADMIN_EMPLOYEES_PATH,
      headers: sessionHeader("admin", await createSession(db, other.id, "admin", ctx.clock.now())),
      payload: { ...buildEmployeeInput(TEST_DOMAIN), ...input },
    });
    expect(linked.statusCode, linked.body).toBe(201);
    const { employee, temporaryPassword } = linked.json<EmployeeCreated>();
    expect(temporaryPassword).toBeNull();
    expect(employee.account).toMatchObject({ role: "admin", mustChangePassword: false });
    // The admin keeps their password and portal; the helper admin leaves again (the tests below need a single admin).
    expect((await login(ctx.app, "admin", people.admin)).statusCode).toBe(200);
    await deactivateAccount(db, TEST_DOMAIN, { email: other.email }, { via: "cli" });
  });
});

describe("accounts", () => {
  it("a temporary password opens only the password change; after it everything works", async () => {
    const { employee, temporaryPassword } = await hire({ department: "HR" });
    await ctx.asAdmin({ method: "PUT", url: employeeRolePath(employee.id), payload: { role: "hr" } });
    const credentials = { email: employee.email, password: temporaryPassword! };
    const session = sessionHeader("hr", await sessionFor(ctx.app, "hr", credentials));
    const me = await ctx.app.inject({ method: "GET", url: `${AUTH_ME_PATH}?portal=hr`, headers: session });
    expect(me.json()).toMatchObject({ mustChangePassword: true });
    const blocked = await ctx.app.inject({ method: "GET", url: employeePath(employee.id, "hr"), headers: session });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().message).toBe(passwordChangeRequiredMessage);
    const changed = await ctx.app.inject({
      method: "POST",
      url: `${AUTH_PASSWORD_PATH}?portal=hr`,
      headers: session,
      payload: { currentPassword: temporaryPassword, newPassword: "Kothrud-Payroll-42" },
    });
    expect(changed.statusCode).toBe(200);
    const renewed = sessionHeader("hr", changed.json().sessionId);
    expect((await ctx.app.inject({ method: "GET", url: employeePath(employee.id, "hr"), headers: renewed })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: "GET", url: `${AUTH_ME_PATH}?portal=hr`, headers: renewed })).json().mustChangePassword).toBe(
      false,
    );
  });

  it("a reset gives a new temporary password, ends the person's sessions and is audited; one's own is refused", async () => {
    const { employee, temporaryPassword } = await hire();
    const session = sessionHeader(
      "employee",
      await sessionFor(ctx.app, "employee", { email: employee.email, password: temporaryPassword! }),
    );
    const reset = await ctx.asAdmin({ method: "POST", url: employeeResetPasswordPath(employee.id) });
    expect(reset.statusCode).toBe(200);
    const next = reset.json().temporaryPassword as string;
    expect(next).not.toBe(temporaryPassword);
    expect((await ctx.app.inject({ method: "GET", url: `${AUTH_ME_PATH}?portal=employee`, headers: session })).statusCode).toBe(401);
    expect((await login(ctx.app, "employee", { email: employee.email, password: temporaryPassword! })).statusCode).toBe(401);
    expect((await login(ctx.app, "employee", { email: employee.email, password: next })).statusCode).toBe(200);
    const [entry] = await listAudit(ctx.database.db, { event: "password.reset", limit: 1 });
    expect(entry).toMatchObject({ subject: `employee:${employee.id}`, details: { sessionsRevoked: 1 } });
    expect(JSON.stringify(entry)).not.toContain(next);
  });

  it("changes roles between employee, hr and admin, audited, but never removes the last active admin", async () => {
    const [adminAccount] = await ctx.database.db.select().from(staffAccounts).where(eq(staffAccounts.email, people.admin.email));
    const adminRecord = adminAccount!.employeeRecordId!;
    const lastAdmin = "This is the only active admin: make another person admin first";
    const demote = await ctx.asAdmin({ method: "PUT", url: employeeRolePath(adminRecord), payload: { role: "hr" } });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().message).toBe(lastAdmin);
    const deactivate = await ctx.asAdmin({ method: "POST", url: employeeDeactivatePath(adminRecord) });
    expect(deactivate.statusCode).toBe(409);
    expect(deactivate.json().message).toBe(lastAdmin);

    const { employee } = await hire();
    const promoted = await ctx.asAdmin({ method: "PUT", url: employeeRolePath(employee.id), payload: { role: "admin" } });
    expect(promoted.json().account.role).toBe("admin");
    const [entry] = await listAudit(ctx.database.db, { event: "account.role_changed", limit: 1 });
    expect(entry).toMatchObject({ subject: `employee:${employee.id}`, details: { from: "employee", role: "admin" } });
    expect((await ctx.asAdmin({ method: "PUT", url: employeeRolePath(employee.id), payload: { role: "owner" } })).statusCode).toBe(400);
    // With a second admin, stepping back is allowed; then the original admin is the last one again.
    expect((await ctx.asAdmin({ method: "PUT", url: employeeRolePath(employee.id), payload: { role: "employee" } })).statusCode).toBe(200);
  });

  it("a role change ends every session of the account (a demoted and re-promoted account does not revive an old one)", async () => {
    const { employee, temporaryPassword } = await hire({ department: "HR" });
    await ctx.asAdmin({ method: "PUT", url: employeeRolePath(employee.id), payload: { role: "hr" } });
    const credentials = { email: employee.email, password: temporaryPassword! };
    const hrSession = sessionHeader("hr", await sessionFor(ctx.app, "hr", credentials));
    const employeeSession = sessionHeader("employee", await sessionFor(ctx.app, "employee", credentials));
    const me = (headers: Record<string, string>, portal: string) =>
      ctx.app.inject({ method: "GET", url: `${AUTH_ME_PATH}?portal=${portal}`, headers });
    expect((await me(hrSession, "hr")).statusCode).toBe(200);

    expect((await ctx.asAdmin({ method: "PUT", url: employeeRolePath(employee.id), payload: { role: "employee" } })).statusCode).toBe(200);
    expect((await ctx.asAdmin({ method: "PUT", url: employeeRolePath(employee.id), payload: { role: "hr" } })).statusCode).toBe(200);
    expect((await me(hrSession, "hr")).statusCode).toBe(401);
    expect((await me(employeeSession, "employee")).statusCode).toBe(401);
    const [entry] = await listAudit(ctx.database.db, { event: "account.role_changed", limit: 2 }).then((entries) => entries.reverse());
    expect(entry).toMatchObject({ subject: `employee:${employee.id}`, details: { from: "hr", role: "employee", sessionsRevoked: 2 } });
    // Setting the role it already has changes nothing and ends nothing.
    const fresh = sessionHeader("hr", await sessionFor(ctx.app, "hr", credentials));
    expect((await ctx.asAdmin({ method: "PUT", url: employeeRolePath(employee.id), payload: { role: "hr" } })).statusCode).toBe(200);
    expect((await me(fresh, "hr")).statusCode).toBe(200);
  });

  it("deactivation ends the person's sessions and blocks their login; reactivation opens it again", async () => {
    const { employee, temporaryPassword } = await hire();
    const credentials = { email: employee.email, password: temporaryPassword! };
    const session = sessionHeader("employee", await sessionFor(ctx.app, "employee", credentials));
    const off = await ctx.asAdmin({ method: "POST", url: employeeDeactivatePath(employee.id) });
    expect(off.json()).toMatchObject({ isActive: false, account: { isActive: false } });
    expect((await ctx.app.inject({ method: "GET", url: `${AUTH_ME_PATH}?portal=employee`, headers: session })).statusCode).toBe(401);
    expect((await login(ctx.app, "employee", credentials)).statusCode).toBe(401);
    const [entry] = await listAudit(ctx.database.db, { event: "employee.deactivated", limit: 1 });
    expect(entry).toMatchObject({ subject: `employee:${employee.id}`, details: { sessionsRevoked: 1 } });
    expect((await ctx.asAdmin({ method: "POST", url: employeeReactivatePath(employee.id) })).json().isActive).toBe(true);
    expect((await login(ctx.app, "employee", credentials)).statusCode).toBe(200);
  });
});
