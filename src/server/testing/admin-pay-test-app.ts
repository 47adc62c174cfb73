/**
 * Set-up shared by the tests of HR's reach over an admin account's pay (hr-reach-pay.test.ts and its table of calls,
 * hr-reach-pay-calls.ts; not used by the product). Thursday 26 November 2026 in Pune; October 2026 finalised by HR,
 * November a draft with a Diwali bonus for each. Anita's account is an admin's; Kavya is an employee.
 */
import { eq } from "drizzle-orm";
import type { InjectOptions, LightMyRequestResponse, RouteOptions } from "fastify";
import { expect } from "vitest";
import { payItemsPath, type PayItemView } from "@/shared/contract/pay-items";
import { finalisePath } from "@/shared/contract/payroll";
import { ADMIN_SETTINGS_PATH, DEFAULT_SETTINGS } from "@/shared/contract/settings";
import { staffAccounts } from "../db/schema";
import type { AdminTestContext } from "./admin-test-app";
import { people, seedPeople, sessionFor, sessionHeader, testClock } from "./helpers";
import { hire, worked } from "./payroll-people";
import { createTestApp } from "./test-app";

export const [ANITA_UAN, KAVYA_UAN] = ["100427607286", "100257274743"];
export type Person = Awaited<ReturnType<typeof hire>>;
export type Who = "hr" | "admin";

export interface AdminPayTestContext extends AdminTestContext {
  anita: Person;
  kavya: Person;
  /** Each one's bonus item in November. */
  items: Record<"anita" | "kavya", number>;
  /** HR's answer to finalising October. */
  finalisedByHr: LightMyRequestResponse;
  /** Every route's method and path. */
  routes: string[];
}

/** As createAdminTestApp, with every route's method and path noted in `routes`. */
async function createApp(start: string, routes: string[]): Promise<AdminTestContext> {
  const clock = testClock(start);
  const app = await createTestApp(
    {},
    { now: clock.now, onRoute: (route: RouteOptions) => routes.push(...[route.method].flat().map((method) => `${method} ${route.url}`)) },
  );
  await seedPeople(app.database.db);
  const headers = {
    admin: sessionHeader("admin", await sessionFor(app.app, "admin", people.admin)),
    hr: sessionHeader("hr", await sessionFor(app.app, "hr", people.hr)),
    employee: sessionHeader("employee", await sessionFor(app.app, "employee", people.employee)),
  };
  return {
    ...app,
    clock,
    headers,
    asAdmin: (options: InjectOptions) => app.app.inject({ ...options, headers: { ...headers.admin, ...options.headers } }),
  };
}

/**
 * The app with Anita (an admin's account) and Kavya, both every October working day worked, October finalised by HR,
 * a bonus item each in November, and the company's debit account set.
 */
export async function createAdminPayTestApp(): Promise<AdminPayTestContext> {
  const routes: string[] = [];
  const ctx = await createApp("2026-11-26T06:00:00.000Z", routes);
  const items: Record<"anita" | "kavya", number> = { anita: 0, kavya: 0 };
  const anita = await hire(ctx, { firstName: "Anita", department: "Finance", dateOfJoining: "2024-01-01", uan: ANITA_UAN });
  const kavya = await hire(ctx, { firstName: "Kavya", dateOfJoining: "2024-01-01", uan: KAVYA_UAN });
  for (const person of [anita, kavya]) await worked(ctx, person.record.id, "2026-10-01", "2026-10-31");
  await ctx.database.db.update(staffAccounts).set({ role: "admin" }).where(eq(staffAccounts.employeeRecordId, anita.record.id));
  for (const [key, person] of [
    ["anita", anita],
    ["kavya", kavya],
  ] as const) {
    const added = await ctx.asAdmin({
      method: "POST",
      url: payItemsPath("2026-11"),
      payload: { employeeRecordId: person.record.id, kind: "bonus", amount: 1_000, reason: "Diwali bonus" },
    });
    expect(added.statusCode, added.body).toBe(201);
    items[key] = added.json<PayItemView>().id;
  }
  const finalisedByHr = await ctx.app.inject({ method: "POST", url: finalisePath("2026-10"), headers: ctx.headers.hr });
  expect(finalisedByHr.statusCode, finalisedByHr.body).toBe(200);
  // The bank file needs the company's debit account (docs/product.md section 9.14.1).
  const settings = await ctx.asAdmin({
    method: "PUT",
    url: ADMIN_SETTINGS_PATH,
    payload: { ...DEFAULT_SETTINGS, debitAccountNumber: "912020012345678", debitIfsc: "UTIB0000240" },
  });
  expect(settings.statusCode, settings.body).toBe(200);
  return Object.assign(ctx, { anita, kavya, items, finalisedByHr, routes });
}
