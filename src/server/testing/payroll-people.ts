/** Set-up shared by the payroll's API tests (not used by the product): people hired through the API and their check-ins. */
import { expect } from "vitest";
import { ADMIN_EMPLOYEES_PATH, employeePath, type Employee, type EmployeeCreated, type EmployeeInput } from "@/shared/contract/employees";
import { HR_PAYROLL_PATH, type PayrollMonth, type PayrollRow } from "@/shared/contract/payroll";
import { businessInstant } from "@/shared/domain/business-time";
import { isWorkingDay } from "@/shared/domain/working-calendar";
import { shiftDate } from "@/shared/domain/working-time";
import { attendanceRecords } from "../db/schema";
import { buildEmployeeInput } from "../seed/builders";
import type { AdminTestContext } from "./admin-test-app";
import { TEST_DOMAIN } from "./helpers";

/** A person hired by the admin from the builder's form with these changes; their form is kept for later edits. */
export async function hire(ctx: AdminTestContext, changes: Partial<EmployeeInput>): Promise<{ record: Employee; input: EmployeeInput }> {
  const input = buildEmployeeInput(TEST_DOMAIN, changes);
  const response = await ctx.asAdmin({ method: "POST", url: ADMIN_EMPLOYEES_PATH, payload: input });
  expect(response.statusCode, response.body).toBe(201);
  return { record: response.json<EmployeeCreated>().employee, input: { ...input, accountNumber: "", panNumber: "", aadharNumber: "" } };
}

/** The admin saves the person's form with these changes. */
export async function edit(ctx: AdminTestContext, person: { record: Employee; input: EmployeeInput }, changes: Partial<EmployeeInput>) {
  return ctx.asAdmin({ method: "PUT", url: employeePath(person.record.id), payload: { ...person.input, ...changes } });
}

/** Checked in 09:00 to 18:00 on every working day from `from` to `to` (Sundays off; no holidays unless given). */
export async function worked(ctx: AdminTestContext, recordId: number, from: string, to: string, holidays: readonly string[] = []) {
  const calendar = { weeklyOffDays: [0], holidays: new Set(holidays) };
  const rows = [];
  for (let date = from; date <= to; date = shiftDate(date, 1)) {
    if (!isWorkingDay(date, calendar)) continue;
    const checkIn = businessInstant(date, "09:00", "Asia/Kolkata");
    rows.push({
      employeeRecordId: recordId,
      date,
      checkInAt: checkIn,
      checkOutAt: businessInstant(date, "18:00", "Asia/Kolkata"),
      status: "Present" as const,
      checkInAddress: "Baner Road, Pune",
    });
  }
  await ctx.database.db.insert(attendanceRecords).values(rows);
}

/** GET /api/hr/payroll for the month, as HR. */
export async function payrollOf(ctx: AdminTestContext, month: string): Promise<PayrollMonth> {
  const response = await ctx.app.inject({ method: "GET", url: `${HR_PAYROLL_PATH}?month=${month}`, headers: ctx.headers.hr });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PayrollMonth>();
}

export const rowOf = (payroll: PayrollMonth, recordId: number): PayrollRow => {
  const row = payroll.rows.find((candidate) => candidate.employeeRecordId === recordId);
  expect(row, `record ${recordId} in ${payroll.month}`).toBeDefined();
  return row!;
};
