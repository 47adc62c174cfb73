/** Set-up shared by the tax API tests (not used by the product): the roles, a second HR user, a colleague, a manager and an admin with a record. */
import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { ADMIN_EMPLOYEES_PATH, type EmployeeCreated } from "@/shared/contract/employees";
import { findAccountByEmail } from "../auth/account-store";
import { createSession } from "../auth/session-store";
import type { Portal } from "@/shared/contract/auth";
import { employees } from "../db/schema";
import { buildEmployeeInput } from "../seed/builders";
import { MANAGING_DIRECTOR } from "../seed/roster";
import { createAdminTestApp, type AdminTestContext } from "./admin-test-app";
import { people, sessionHeader, TEST_DOMAIN } from "./helpers";
import { worked } from "./payroll-people";
import { createRosterAccount, rosterPerson } from "./roster-people";

export type TaxCaller = "admin" | "hr" | "employee" | "secondHr" | "colleague" | "manager";

export interface TaxTestContext extends AdminTestContext {
  /** Employee record ids: the test employee, the HR user, the colleague, the manager and an admin account's record. */
  records: Record<"employee" | "hr" | "colleague" | "manager" | "adminRecord", number>;
  as(caller: TaxCaller, method: "GET" | "PUT" | "POST" | "DELETE", url: string, payload?: object): Promise<LightMyRequestResponse>;
}

/**
 * The admin test app plus people of the roster (src/server/seed/roster.ts): Priyanka Joshi (HR, a second HR
 * user), Pooja Deshpande (Sales, the employee's colleague), Rohit Pawar (the head of Sales, the employee's
 * reporting manager, an employee account) and Vikram Joshi (the managing director: an admin account with an
 * employee record). Sessions are opened directly, each in its own portal.
 */
export async function createTaxTestApp(start: string): Promise<TaxTestContext> {
  const ctx = await createAdminTestApp(start);
  const db = ctx.database.db;
  const secondHr = await createRosterAccount(db, rosterPerson("Priyanka"), "hr", "Kothrud-Hr-Desk-31");
  const colleague = await createRosterAccount(db, rosterPerson("Pooja"), "employee", "Pimpri-Sales-2025x");
  const manager = await createRosterAccount(db, rosterPerson("Rohit"), "employee", "Wakad-Sales-Head-26");
  const director = await createRosterAccount(db, MANAGING_DIRECTOR, "admin", "Koregaon-Park-Admin-1");
  const { firstName, lastName } = MANAGING_DIRECTOR;
  const hired = await ctx.asAdmin({
    method: "POST",
    url: ADMIN_EMPLOYEES_PATH,
    payload: buildEmployeeInput(TEST_DOMAIN, { email: director.email, firstName, lastName }),
  });
  if (hired.statusCode !== 201) throw new Error(`hiring the admin's record failed: ${hired.body}`);

  const recordOf = async (email: string) => (await findAccountByEmail(db, email))!.employeeRecordId!;
  const records = {
    employee: await recordOf(people.employee.email),
    hr: await recordOf(people.hr.email),
    colleague: colleague.employeeRecordId!,
    manager: manager.employeeRecordId!,
    adminRecord: hired.json<EmployeeCreated>().employee.id,
  };
  await db.update(employees).set({ reportingManagerId: records.manager }).where(eq(employees.id, records.employee));

  const session = async (accountId: number, portal: Portal) =>
    sessionHeader(portal, await createSession(db, accountId, portal, ctx.clock.now()));
  const headers: Record<TaxCaller, Record<string, string>> = {
    ...ctx.headers,
    secondHr: await session(secondHr.id, "hr"),
    colleague: await session(colleague.id, "employee"),
    manager: await session(manager.id, "employee"),
  };
  const as: TaxTestContext["as"] = (caller, method, url, payload) =>
    ctx.app.inject({ method, url, headers: headers[caller], ...(payload ? { payload } : {}) });
  return { ...ctx, records, as };
}

/**
 * The setting of the projection tests: Monday 23 November 2026 in Pune (FY 2026-27, a 50% HRA city); the test
 * employee earns ₹3,00,000 a month (basic 1,50,000, HRA 60,000, special 90,000), joined in 2024, and worked every
 * working day of November so far; nothing finalised.
 */
export async function createProjectionTestApp(): Promise<TaxTestContext> {
  const ctx = await createTaxTestApp("2026-11-23T03:40:00.000Z");
  await ctx.database.db
    .update(employees)
    .set({
      hasSalaryData: true,
      basicSalary: 150_000,
      hra: 60_000,
      transportAllowance: 0,
      medicalAllowance: 0,
      specialAllowance: 90_000,
      otherAllowances: 0,
      otherDeductions: 0,
      gender: "male",
      dateOfJoining: "2024-01-01",
    })
    .where(eq(employees.id, ctx.records.employee));
  await worked(ctx, ctx.records.employee, "2026-11-01", "2026-11-22");
  return ctx;
}
