import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_STATS_PATH } from "@/shared/contract/admin";
import {
  ADMIN_EMPLOYEES_PATH,
  employeeDeactivatePath,
  employeePath,
  employeeResetPasswordPath,
  employeeRevealPath,
  employeeRolePath,
  type Employee,
  type EmployeeCreated,
  type EmployeeInput,
} from "@/shared/contract/employees";
import { employees, staffAccounts } from "../../db/schema";
import { buildEmployeeInput } from "../../seed/builders";
import { createAdminTestApp, type AdminTestContext } from "../../testing/admin-test-app";
import { login, SETUP_TIMEOUT, TEST_DOMAIN } from "../../testing/helpers";
import { listAudit } from "../audit/store";
import { failAuditInserts } from "../../testing/fail-audit-inserts";

/**
 * The admin's employee API, part 2: the list and the detail (masked, revealed on request), the edit,
 * who may call it, and each change rolled back with its failed audit entry.
 * Hiring: admin-routes-hire.test.ts; the accounts: admin-routes-accounts.test.ts.
 */
let ctx: AdminTestContext;
beforeAll(async () => {
  ctx = await createAdminTestApp("2026-11-22T06:00:00.000Z");
}, SETUP_TIMEOUT);
afterAll(async () => {
  await ctx?.close();
}, SETUP_TIMEOUT);

const create = (input: Partial<EmployeeInput> & Record<string, unknown> = {}) =>
  ctx.asAdmin({ method: "POST", url: ADMIN_EMPLOYEES_PATH, payload: { ...buildEmployeeInput(TEST_DOMAIN), ...input } });
const hire = async (input: Partial<EmployeeInput> = {}) => {
  const response = await create(input);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<EmployeeCreated>();
};

describe("the list and the detail", () => {
  it("pages and searches with masked identifiers only", async () => {
    const input = buildEmployeeInput(TEST_DOMAIN, { firstName: "Zubin", lastName: "Wadia" });
    const { employee } = await hire(input);
    const page = await ctx.asAdmin({ method: "GET", url: `${ADMIN_EMPLOYEES_PATH}?q=wadia&limit=5` });
    expect(page.headers["x-total-count"]).toBe("1");
    expect(page.json()[0]).toMatchObject({ id: employee.id, firstName: "Zubin", panNumber: `${input.panNumber!.slice(0, 5)}****K` });
    const all = await ctx.asAdmin({ method: "GET", url: `${ADMIN_EMPLOYEES_PATH}?limit=500` });
    const detail = await ctx.asAdmin({ method: "GET", url: employeePath(employee.id) });
    for (const body of [page.body, all.body, detail.body]) {
      for (const value of [input.aadharNumber, input.panNumber, input.accountNumber]) expect(body).not.toContain(value);
    }
    expect((await ctx.asAdmin({ method: "GET", url: employeePath(999_999) })).statusCode).toBe(404);
  });

  it("reveals the identifiers to admin and HR, audited; the employee portal is refused", async () => {
    const input = buildEmployeeInput(TEST_DOMAIN);
    const { employee } = await hire(input);
    const revealed = await ctx.asAdmin({ method: "POST", url: employeeRevealPath(employee.id) });
    expect(revealed.json()).toEqual({ accountNumber: input.accountNumber, panNumber: input.panNumber, aadharNumber: input.aadharNumber });
    const byHr = await ctx.app.inject({ method: "POST", url: employeeRevealPath(employee.id, "hr"), headers: ctx.headers.hr });
    expect(byHr.statusCode).toBe(200);
    expect(
      (await ctx.app.inject({ method: "POST", url: employeeRevealPath(employee.id, "hr"), headers: ctx.headers.employee })).statusCode,
    ).toBe(403);
    expect((await ctx.app.inject({ method: "POST", url: employeeRevealPath(employee.id), headers: ctx.headers.hr })).statusCode).toBe(403);
    const entries = await listAudit(ctx.database.db, { event: "employee.identifiers_revealed", limit: 2 });
    expect(entries.map((entry) => entry.subject)).toEqual([`employee:${employee.id}`, `employee:${employee.id}`]);
    expect(JSON.stringify(entries)).not.toContain(input.aadharNumber);
  });
});

describe("PUT /api/admin/employees/{id}", () => {
  it("keeps the stored identifiers when they are left blank, updates the account's login, and audits the changed fields", async () => {
    const input = buildEmployeeInput(TEST_DOMAIN);
    const { employee } = await hire(input);
    const email = `kavya.renamed${employee.id}@${TEST_DOMAIN}`;
    const response = await ctx.asAdmin({
      method: "PUT",
      url: employeePath(employee.id),
      payload: { ...input, email, basicSalary: 35_000, aadharNumber: "", panNumber: "", accountNumber: " " },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Employee>()).toMatchObject({ basicSalary: 35_000, ctcMonthly: 54_850, panNumber: employee.panNumber, email });
    const revealed = (await ctx.asAdmin({ method: "POST", url: employeeRevealPath(employee.id) })).json();
    expect(revealed.aadharNumber).toBe(input.aadharNumber);
    const [account] = await ctx.database.db.select().from(staffAccounts).where(eq(staffAccounts.employeeRecordId, employee.id));
    expect(account!.email).toBe(email);
    const [entry] = await listAudit(ctx.database.db, { event: "employee.updated", limit: 1 });
    expect(entry!.details).toEqual({ employeeId: input.employeeId, fields: ["email", "basicSalary"] });
  });

  it("validates like the create (a given identifier is checked) and answers 404 for no such employee", async () => {
    const { employee } = await hire();
    const bad = await ctx.asAdmin({
      method: "PUT",
      url: employeePath(employee.id),
      payload: { ...buildEmployeeInput(TEST_DOMAIN), panNumber: "XX" },
    });
    expect(bad.json().fieldErrors.panNumber).toEqual(["Enter a valid PAN, e.g. ABCDE1234F"]);
    const missing = await ctx.asAdmin({ method: "PUT", url: employeePath(999_999), payload: buildEmployeeInput(TEST_DOMAIN) });
    expect(missing.statusCode).toBe(404);
  });
});

describe("who may", () => {
  it("lets only admins list, create, edit, deactivate and manage accounts", async () => {
    const { employee } = await hire();
    for (const role of ["hr", "employee"] as const) {
      const headers = ctx.headers[role];
      const calls = [
        { method: "GET", url: ADMIN_EMPLOYEES_PATH },
        { method: "POST", url: ADMIN_EMPLOYEES_PATH, payload: buildEmployeeInput(TEST_DOMAIN) },
        { method: "PUT", url: employeePath(employee.id), payload: buildEmployeeInput(TEST_DOMAIN) },
        { method: "POST", url: employeeDeactivatePath(employee.id) },
        { method: "POST", url: employeeResetPasswordPath(employee.id) },
        { method: "PUT", url: employeeRolePath(employee.id), payload: { role: "admin" } },
      ] as const;
      for (const call of calls)
        expect((await ctx.app.inject({ ...call, headers })).statusCode, `${role} ${call.method} ${call.url}`).toBe(403);
    }
    expect((await ctx.app.inject({ method: "GET", url: employeePath(employee.id, "hr"), headers: ctx.headers.employee })).statusCode).toBe(
      403,
    );
  });

  it("counts the average monthly CTC of active employees with a salary structure in the stats", async () => {
    const stats = (await ctx.asAdmin({ method: "GET", url: ADMIN_STATS_PATH })).json().employees;
    const rows = (await ctx.asAdmin({ method: "GET", url: `${ADMIN_EMPLOYEES_PATH}?limit=500` })).json<Employee[]>();
    const paid = rows.filter((row) => row.isActive && row.hasSalaryData);
    expect(paid.length).toBeGreaterThan(3);
    expect(stats.avgMonthlyCtc).toBe(Math.round(paid.reduce((sum, row) => sum + row.ctcMonthly, 0) / paid.length));
    expect(stats.total).toBe(rows.length);
  });
});

describe("a change and its audit entry are one transaction", () => {
  /** Runs `act` while audit entries of `prefix` cannot be written; each call must fail. */
  async function withoutAudit(prefix: string, act: () => Promise<{ statusCode: number }>[]) {
    const restore = await failAuditInserts(ctx.database.db, prefix);
    try {
      for (const call of act()) expect((await call).statusCode).toBeGreaterThanOrEqual(400);
    } finally {
      await restore();
    }
  }

  it("keeps nothing of a hire, an edit, a deactivation, a password reset or a role change whose entry fails", async () => {
    const db = ctx.database.db;
    const { employee, temporaryPassword } = await hire();
    const audits = (await listAudit(db, { limit: 10_000 })).length;
    const lost = buildEmployeeInput(TEST_DOMAIN);
    await withoutAudit("employee.", () => [
      create(lost),
      ctx.asAdmin({
        method: "PUT",
        url: employeePath(employee.id),
        payload: { ...buildEmployeeInput(TEST_DOMAIN), email: employee.email, basicSalary: 1 },
      }),
      ctx.asAdmin({ method: "POST", url: employeeDeactivatePath(employee.id) }),
    ]);
    await withoutAudit("password.", () => [ctx.asAdmin({ method: "POST", url: employeeResetPasswordPath(employee.id) })]);
    await withoutAudit("account.", () => [ctx.asAdmin({ method: "PUT", url: employeeRolePath(employee.id), payload: { role: "hr" } })]);

    expect((await listAudit(db, { limit: 10_000 })).length).toBe(audits);
    expect(await db.select().from(employees).where(eq(employees.email, lost.email))).toEqual([]);
    expect(await db.select().from(staffAccounts).where(eq(staffAccounts.email, lost.email))).toEqual([]);
    const after = (await ctx.asAdmin({ method: "GET", url: employeePath(employee.id) })).json<Employee>();
    expect(after).toMatchObject({ basicSalary: employee.basicSalary, isActive: true, account: { role: "employee", isActive: true } });
    // The temporary password was not replaced.
    expect((await login(ctx.app, "employee", { email: employee.email, password: temporaryPassword! })).statusCode).toBe(200);
  });
});
