import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_EMPLOYEES_PATH, type EmployeeCreated } from "@/shared/contract/employees";
import { HR_EMPLOYEES_PATH, HR_STATS_PATH } from "@/shared/contract/hr";
import { eq } from "drizzle-orm";
import { attendanceRecords, hrPolicies, leaveRequests, staffAccounts } from "../../db/schema";
import { buildEmployeeInput } from "../../seed/builders";
import { createAdminTestApp, type AdminTestContext } from "../../testing/admin-test-app";
import { SETUP_TIMEOUT, TEST_DOMAIN } from "../../testing/helpers";

// 23 November 2026, 00:30 in Pune, still the 22nd in UTC: "today" is the business date.
let ctx: AdminTestContext;
beforeAll(async () => {
  ctx = await createAdminTestApp("2026-11-22T19:00:00.000Z");
}, SETUP_TIMEOUT);
afterAll(async () => {
  await ctx?.close();
}, SETUP_TIMEOUT);

const stats = async (headers = ctx.headers.hr) => {
  const response = await ctx.app.inject({ method: "GET", url: HR_STATS_PATH, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

const policy = (status: "Active" | "Draft" | "Archived") => ({
  title: `Policy ${status}`,
  description: "Applies to everyone.",
  category: "HR" as const,
  effectiveDate: "2026-01-01",
  status,
});

describe("GET /api/hr/stats", () => {
  it("counts the five cards from the data", async () => {
    // The seeded hr and employee accounts have records without a salary structure: the standard estimate.
    const estimated = 45_000 + 13_500 + 3_000 + 2_000 + 5_000 + 1_000;
    expect(await stats()).toEqual({
      totalEmployees: 2,
      activePolicies: 0,
      pendingLeaves: 0,
      monthlyPayroll: 2 * estimated,
      estimatedSalaries: 2,
      today: "2026-11-23",
      presentToday: 0,
    });

    const hr = (payload: Record<string, unknown>) =>
      ctx.app.inject({ method: "POST", url: HR_EMPLOYEES_PATH, headers: ctx.headers.hr, payload });
    const form = { department: "Sales", position: "Sales Executive", joinDate: "2026-11-02" };
    const active = (
      await hr({ ...form, name: "Kiran Jadhav", email: `kiran.jadhav@${TEST_DOMAIN}`, salary: 40_000 })
    ).json<EmployeeCreated>().employee;
    await hr({ ...form, name: "Nikhil Shinde", email: `nikhil.shinde@${TEST_DOMAIN}`, salary: 90_000, status: "Inactive" });
    // An admin-made record with a full salary structure counts its own monthly CTC.
    const admin = await ctx.asAdmin({ method: "POST", url: ADMIN_EMPLOYEES_PATH, payload: buildEmployeeInput(TEST_DOMAIN) });
    const adminCtc = admin.json<EmployeeCreated>().employee.ctcMonthly;

    const db = ctx.database.db;
    await db.insert(hrPolicies).values([policy("Active"), policy("Active"), policy("Draft"), policy("Archived")]);
    const leave = (status: "Pending" | "Approved" | "Rejected") => ({
      employeeRecordId: active.id,
      leaveType: "sick" as const,
      startDate: "2026-11-25",
      endDate: "2026-11-26",
      reason: "Fever and a doctor's advice to rest.",
      status,
    });
    await db.insert(leaveRequests).values([leave("Pending"), leave("Pending"), leave("Approved"), leave("Rejected")]);
    const checkIn = (employeeRecordId: number, date: string, status: "Present" | "Late") => ({
      employeeRecordId,
      date,
      status,
      checkInAt: new Date("2026-11-22T18:45:00Z"),
      checkInAddress: "Baner, Pune",
    });
    await db.insert(attendanceRecords).values([
      checkIn(active.id, "2026-11-23", "Present"),
      checkIn(admin.json<EmployeeCreated>().employee.id, "2026-11-23", "Late"),
      // Yesterday in Pune (today in UTC) does not count.
      checkIn(active.id, "2026-11-22", "Present"),
    ]);

    expect(await stats()).toEqual({
      totalEmployees: 4,
      activePolicies: 2,
      pendingLeaves: 2,
      monthlyPayroll: 2 * estimated + 40_000 + adminCtc,
      estimatedSalaries: 2,
      today: "2026-11-23",
      presentToday: 2,
    });
    // Admins open the HR dashboard too.
    expect((await stats(ctx.headers.admin)).presentToday).toBe(2);

    // Once the admin-made record is an admin account's, its salary is out of HR's sight (docs/product.md section 9.9).
    await db
      .update(staffAccounts)
      .set({ role: "admin" })
      .where(eq(staffAccounts.employeeRecordId, admin.json<EmployeeCreated>().employee.id));
    expect((await stats()).monthlyPayroll).toBe(2 * estimated + 40_000);
    expect((await stats(ctx.headers.admin)).monthlyPayroll).toBe(2 * estimated + 40_000 + adminCtc);
  });

  it("is refused to the employee portal", async () => {
    expect((await ctx.app.inject({ method: "GET", url: HR_STATS_PATH, headers: ctx.headers.employee })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: "GET", url: HR_STATS_PATH })).statusCode).toBe(401);
  });
});
