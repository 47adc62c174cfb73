import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  EMPLOYEE_HOLIDAYS_PATH,
  EMPLOYEE_POLICIES_PATH,
  HR_HOLIDAYS_PATH,
  HR_POLICIES_PATH,
  type PolicyInput,
} from "@/shared/contract/policies";
import { SETUP_TIMEOUT } from "../../testing/helpers";
import { createAdminTestApp, type AdminTestContext } from "../../testing/admin-test-app";

/** The company's holidays and Active policies in the employee portal (docs/product.md section 8.4). */

let ctx: AdminTestContext;
beforeAll(async () => {
  // Business today: 20 November 2026.
  ctx = await createAdminTestApp("2026-11-20T04:30:00.000Z");
  await ctx.database.db.execute(sql`delete from hr_policies`);
  await ctx.database.db.execute(sql`delete from holidays`);
  const policy = (title: string, status: PolicyInput["status"], effectiveDate: string): PolicyInput => ({
    title,
    description: `${title}: what every employee must know.`,
    category: "HR",
    effectiveDate,
    status,
  });
  for (const input of [
    policy("Leave Policy", "Active", "2025-04-01"),
    policy("Travel Policy", "Active", "2026-01-01"),
    policy("Draft Policy", "Draft", "2026-06-01"),
    policy("Old Policy", "Archived", "2020-01-01"),
  ]) {
    expect((await ctx.app.inject({ method: "POST", url: HR_POLICIES_PATH, headers: ctx.headers.hr, payload: input })).statusCode).toBe(201);
  }
  for (const holiday of [
    { date: "2026-10-02", name: "Gandhi Jayanti" },
    { date: "2026-01-26", name: "Republic Day" },
    { date: "2027-01-26", name: "Republic Day" },
  ]) {
    expect((await ctx.app.inject({ method: "POST", url: HR_HOLIDAYS_PATH, headers: ctx.headers.hr, payload: holiday })).statusCode).toBe(
      201,
    );
  }
}, SETUP_TIMEOUT);
afterAll(async () => {
  await ctx?.close();
}, SETUP_TIMEOUT);

const asEmployee = (url: string) => ctx.app.inject({ method: "GET", url, headers: ctx.headers.employee });

describe("GET /api/employee/policies", () => {
  it("lists the Active policies only, the latest effective first; a draft or archived one is never shown", async () => {
    const response = await asEmployee(EMPLOYEE_POLICIES_PATH);
    expect(response.statusCode).toBe(200);
    expect(response.json().map((policy: { title: string }) => policy.title)).toEqual(["Travel Policy", "Leave Policy"]);
    const draft = (await ctx.app.inject({ method: "GET", url: `${HR_POLICIES_PATH}?status=Draft`, headers: ctx.headers.hr })).json()[0];
    expect((await asEmployee(`${EMPLOYEE_POLICIES_PATH}/${draft.id}`)).statusCode).toBe(404);
  });

  it("answers only the employee portal's sessions", async () => {
    expect((await ctx.app.inject({ method: "GET", url: EMPLOYEE_POLICIES_PATH })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: "GET", url: EMPLOYEE_POLICIES_PATH, headers: ctx.headers.hr })).statusCode).toBe(403);
  });
});

describe("GET /api/employee/holidays", () => {
  it("lists a year's holidays by date (this business year by default), as HR keeps them", async () => {
    const thisYear = await asEmployee(EMPLOYEE_HOLIDAYS_PATH);
    expect(thisYear.statusCode).toBe(200);
    expect(thisYear.json().map((holiday: { date: string; name: string }) => `${holiday.date} ${holiday.name}`)).toEqual([
      "2026-01-26 Republic Day",
      "2026-10-02 Gandhi Jayanti",
    ]);
    expect((await asEmployee(`${EMPLOYEE_HOLIDAYS_PATH}?year=2027`)).json()).toHaveLength(1);
  });

  it("answers a bad year with 400 and the field's message", async () => {
    const response = await asEmployee(`${EMPLOYEE_HOLIDAYS_PATH}?year=1999`);
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain("Year must be a whole number from 2000 to 2100");
  });
});
