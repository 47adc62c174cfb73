import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { yearRangeMessage } from "@/shared/contract/common";
import { EMPLOYEE_ATTENDANCE_PATH, EMPLOYEE_LEAVE_PATH } from "@/shared/contract/employee-portal";
import { ATTENDANCE_SUMMARY_PATH, attendanceCorrectionPath, HR_ATTENDANCE_PATH } from "@/shared/contract/hr-attendance";
import { HR_LEAVES_PATH } from "@/shared/contract/leave-admin";
import { finalisePath, HR_PAYROLL_PATH, musterPath, payrollExportPath } from "@/shared/contract/payroll";
import { HR_HOLIDAYS_PATH, HR_POLICIES_PATH } from "@/shared/contract/policies";
import { ADMIN_PROJECTS_PATH } from "@/shared/contract/projects";
import { createAdminTestApp, type AdminTestContext } from "../../testing/admin-test-app";
import { buildProjectInput } from "../../seed/builders";
import { SETUP_TIMEOUT } from "../../testing/helpers";

/**
 * One date and one month schema for the whole contract (docs/product.md section 2.2): year 0000 (and 3000)
 * is a 400 with a field message on every route that takes a date or a month, never a 500.
 */
let ctx: AdminTestContext;
beforeAll(async () => {
  ctx = await createAdminTestApp("2026-11-23T05:30:00.000Z");
}, SETUP_TIMEOUT);
afterAll(async () => {
  await ctx?.close();
}, SETUP_TIMEOUT);

type Role = "admin" | "hr" | "employee";
type Case = [name: string, role: Role, method: "GET" | "POST" | "PUT", url: string, field: string, payload?: object];

const policy = (effectiveDate: string) => ({
  title: "Leave Policy",
  description: "Twelve days a year.",
  category: "HR",
  effectiveDate,
  status: "Active",
});
const cases = (month: string, date: string): Case[] => [
  ["payroll of a month", "hr", "GET", `${HR_PAYROLL_PATH}?month=${month}`, "month"],
  ["finalise", "hr", "POST", finalisePath(month), "month"],
  ["muster CSV", "hr", "GET", musterPath(month), "month"],
  ["payroll CSV", "hr", "GET", payrollExportPath(month), "month"],
  ["HR leaves of a month", "hr", "GET", `${HR_LEAVES_PATH}?month=${month}`, "month"],
  ["attendance summary CSV", "hr", "GET", `${ATTENDANCE_SUMMARY_PATH}?month=${month}`, "month"],
  ["attendance of a date", "hr", "GET", `${HR_ATTENDANCE_PATH}?date=${date}`, "date"],
  ["attendance correction", "hr", "PUT", attendanceCorrectionPath(1, date), "date", { checkIn: "09:00", reason: "Forgot to check in" }],
  ["own attendance from", "employee", "GET", `${EMPLOYEE_ATTENDANCE_PATH}?from=${date}`, "from"],
  [
    "leave request start",
    "employee",
    "POST",
    EMPLOYEE_LEAVE_PATH,
    "startDate",
    { leaveType: "sick", startDate: date, endDate: "2026-12-01", reason: "Fever and a bad cold" },
  ],
  ["project start date", "admin", "POST", ADMIN_PROJECTS_PATH, "startDate", buildProjectInput({ startDate: date })],
  ["project end date", "admin", "POST", ADMIN_PROJECTS_PATH, "endDate", buildProjectInput({ startDate: "2026-01-05", endDate: date })],
  ["policy effective date", "hr", "POST", HR_POLICIES_PATH, "effectiveDate", policy(date)],
  ["holiday", "hr", "POST", HR_HOLIDAYS_PATH, "date", { date, name: "Founders' Day" }],
];

describe("years outside 1900-2999", () => {
  for (const [month, date] of [
    ["0000-01", "0000-01-01"],
    ["1899-12", "1899-12-31"],
    ["3000-01", "3000-01-01"],
  ] as const) {
    it(`answer 400 with a field message for ${month} and ${date} on every route taking a month or a date`, async () => {
      for (const [name, role, method, url, field, payload] of cases(month, date)) {
        const response = await ctx.app.inject({ method, url, headers: ctx.headers[role], ...(payload ? { payload } : {}) });
        expect(response.statusCode, `${name}: ${response.body}`).toBe(400);
        expect(response.json().fieldErrors?.[field], `${name}: ${response.body}`).toEqual([yearRangeMessage]);
      }
    });
  }

  it("still accept the first and the last year (1900, 2999) as dates", async () => {
    const response = await ctx.app.inject({
      method: "POST",
      url: HR_POLICIES_PATH,
      headers: ctx.headers.hr,
      payload: policy("1900-01-01"),
    });
    expect(response.statusCode, response.body).toBe(201);
    const holiday = await ctx.app.inject({
      method: "POST",
      url: HR_HOLIDAYS_PATH,
      headers: ctx.headers.hr,
      payload: { date: "2999-12-31", name: "Far future" },
    });
    expect(holiday.statusCode, holiday.body).toBe(201);
  });
});
