/**
 * Set-up shared by the payroll's route tests (routes.test.ts, routes-finalised.test.ts; not used by the product):
 * October 2026 with Gandhi Jayanti on the 2nd, Kavya (absent on the 6th and 7th, the 7th approved leave) and Nikhil
 * (joined on the 16th), and requests as HR or the employee.
 */
import { expect } from "vitest";
import { ADMIN_EMPLOYEES_PATH, type EmployeeCreated } from "@/shared/contract/employees";
import { HR_PAYROLL_PATH, type PayrollMonth } from "@/shared/contract/payroll";
import { ADMIN_SETTINGS_PATH, DEFAULT_SETTINGS, type PayDayBasis } from "@/shared/contract/settings";
import { businessInstant } from "@/shared/domain/business-time";
import { isWorkingDay } from "@/shared/domain/working-calendar";
import { shiftDate } from "@/shared/domain/working-time";
import { findAccountByEmail } from "../auth/account-store";
import { createSession } from "../auth/session-store";
import { attendanceRecords, holidays, leaveRequests } from "../db/schema";
import { buildEmployeeInput } from "../seed/builders";
import type { AdminTestContext } from "./admin-test-app";
import { people, sessionHeader, TEST_DOMAIN } from "./helpers";

export type OctoberIds = { hr: number; employee: number; employeeRecord: number; kavya: number; nikhil: number };

const calendar = { weeklyOffDays: [0], holidays: new Set(["2026-10-02"]) };

async function worked(ctx: AdminTestContext, recordId: number, from: string, to: string, except: string[] = []) {
  const rows = [];
  for (let date = from; date <= to; date = shiftDate(date, 1)) {
    if (!isWorkingDay(date, calendar) || except.includes(date)) continue;
    rows.push({
      employeeRecordId: recordId,
      date,
      checkInAt: businessInstant(date, "09:00", "Asia/Kolkata"),
      checkOutAt: businessInstant(date, "18:00", "Asia/Kolkata"),
      status: "Present" as const,
      checkInAddress: "Baner Road, Pune",
    });
  }
  await ctx.database.db.insert(attendanceRecords).values(rows);
}

/** Hires Kavya and Nikhil with their October, fills `ids` (HR's and the employee's accounts, the records) and answers Kavya's employee ID. */
export async function addOctoberPeople(ctx: AdminTestContext, ids: OctoberIds): Promise<string> {
  const db = ctx.database.db;
  await db.insert(holidays).values({ date: "2026-10-02", name: "Gandhi Jayanti" });
  const hire = async (overrides: object) => {
    const response = await ctx.asAdmin({ method: "POST", url: ADMIN_EMPLOYEES_PATH, payload: buildEmployeeInput(TEST_DOMAIN, overrides) });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<EmployeeCreated>().employee;
  };
  // Gross 49,850 (basic 30,000); PF 1,800 and professional tax 200.
  const kavya = await hire({ dateOfJoining: "2024-01-01" });
  ids.kavya = kavya.id;
  // Absent on Tuesday 6th and Wednesday 7th; the 7th is approved leave.
  await worked(ctx, kavya.id, "2026-10-01", "2026-10-31", ["2026-10-06", "2026-10-07"]);
  await db.insert(leaveRequests).values({
    employeeRecordId: kavya.id,
    leaveType: "sick",
    startDate: "2026-10-07",
    endDate: "2026-10-07",
    reason: "Fever",
    status: "Approved",
  });
  // Joined Friday 16 October and worked every working day since.
  ids.nikhil = (await hire({ firstName: "Nikhil", dateOfJoining: "2026-10-16" })).id;
  await worked(ctx, ids.nikhil, "2026-10-16", "2026-10-31");

  const hr = (await findAccountByEmail(db, people.hr.email))!;
  const employee = (await findAccountByEmail(db, people.employee.email))!;
  Object.assign(ids, { hr: hr.id, employee: employee.id, employeeRecord: employee.employeeRecordId! });
  return kavya.employeeId;
}

/** Requests for the test file's app (`app` is read at call time: the app is made in beforeAll). */
export function payrollRequests(app: () => AdminTestContext, ids: OctoberIds) {
  async function as(user: "hr" | "employee", method: "GET" | "POST", url: string) {
    const ctx = app();
    const id = await createSession(ctx.database.db, ids[user], user, ctx.clock.now());
    return ctx.app.inject({ method, url, headers: sessionHeader(user, id) });
  }
  async function payroll(month: string) {
    const response = await as("hr", "GET", `${HR_PAYROLL_PATH}?month=${month}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<PayrollMonth>();
  }
  const rowOf = (month: PayrollMonth, id: number) => month.rows.find((row) => row.employeeRecordId === id)!;
  async function payOn(basis: PayDayBasis) {
    const response = await app().asAdmin({ method: "PUT", url: ADMIN_SETTINGS_PATH, payload: { ...DEFAULT_SETTINGS, payDayBasis: basis } });
    expect(response.statusCode, response.body).toBe(200);
  }
  return { as, payroll, rowOf, payOn };
}
