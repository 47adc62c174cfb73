import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EMPLOYEE_LEAVE_PATH, leaveCancelPath, type LeaveRequest } from "@/shared/contract/employee-portal";
import { HR_ATTENDANCE_PATH, type HrAttendanceDay } from "@/shared/contract/hr-attendance";
import {
  EMPLOYEE_LEAVE_BALANCES_PATH,
  hrLeaveCancelPath,
  HR_LEAVE_ALLOWANCES_PATH,
  leaveAllowancePath,
  leaveDecisionPath,
  type LeaveBalances,
} from "@/shared/contract/leave-admin";
import { findAccountByEmail } from "../../auth/account-store";
import { ownRecordMessage } from "../../auth/separation-of-duties";
import { leaveRequests } from "../../db/schema";
import { createAdminTestApp, type AdminTestContext } from "../../testing/admin-test-app";
import { people, SETUP_TIMEOUT } from "../../testing/helpers";
import { hire, payrollOf, rowOf, worked } from "../../testing/payroll-people";
import { listAudit } from "../audit/store";

// Thursday 26 November 2026, 11:00 in Pune; Sundays off, no holidays.
let ctx: AdminTestContext;
const records = { employee: 0, hr: 0, other: 0 };
beforeAll(async () => {
  ctx = await createAdminTestApp("2026-11-26T05:30:00.000Z");
  const db = ctx.database.db;
  records.employee = (await findAccountByEmail(db, people.employee.email))!.employeeRecordId!;
  records.hr = (await findAccountByEmail(db, people.hr.email))!.employeeRecordId!;
  records.other = (await hire(ctx, { dateOfJoining: "2025-01-06" })).record.id;
}, SETUP_TIMEOUT);
afterAll(async () => {
  await ctx?.close();
}, SETUP_TIMEOUT);

const as = (role: "admin" | "hr" | "employee" | "visitor", method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: role === "visitor" ? {} : ctx.headers[role], payload });
async function approved(who: keyof typeof records, leaveType: "vacation" | "unpaid", startDate: string, endDate: string) {
  const [row] = await ctx.database.db
    .insert(leaveRequests)
    .values({ employeeRecordId: records[who], leaveType, startDate, endDate, reason: "Cousin's wedding in Nashik" })
    .returning();
  const response = await as("admin", "POST", leaveDecisionPath(row!.id, "approve"), {});
  expect(response.statusCode, response.body).toBe(200);
  return row!.id;
}
const vacationUsed = async () =>
  (await as("employee", "GET", EMPLOYEE_LEAVE_BALANCES_PATH)).json<LeaveBalances>().balances.find((row) => row.leaveType === "vacation")!
    .used;

describe("cancelling an approved leave", () => {
  it("lets the employee cancel their own approved leave that has not started; the days return to the balance", async () => {
    // Monday 14 to Wednesday 16 December: 3 working days.
    const id = await approved("employee", "vacation", "2026-12-14", "2026-12-16");
    expect(await vacationUsed()).toBe(3);
    const listed = (await as("employee", "GET", EMPLOYEE_LEAVE_PATH)).json<LeaveRequest[]>().find((row) => row.id === id);
    expect(listed).toMatchObject({ status: "Approved", cancellable: true });
    const response = await as("employee", "POST", leaveCancelPath(id));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id, status: "Cancelled", cancellable: false });
    expect(await vacationUsed()).toBe(0);
    const [audit] = await listAudit(ctx.database.db, { event: "leave.cancelled" });
    expect(audit).toMatchObject({ subject: `leave:${id}`, details: { wasApproved: true } });
  });

  it("refuses the employee a leave that has started (409), HR may cancel it", async () => {
    // Started today (Thursday 26 November) and yesterday: both started.
    for (const start of ["2026-11-26", "2026-11-25"]) {
      const id = await approved("employee", "vacation", start, "2026-11-27");
      const listed = (await as("employee", "GET", EMPLOYEE_LEAVE_PATH)).json<LeaveRequest[]>().find((row) => row.id === id);
      expect(listed?.cancellable).toBe(false);
      const refused = await as("employee", "POST", leaveCancelPath(id));
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe("This leave has already started: ask HR to cancel it");
      const byHr = await as("hr", "POST", hrLeaveCancelPath(id), { reason: "Back at work from today" });
      expect(byHr.statusCode, byHr.body).toBe(200);
    }
    expect(await vacationUsed()).toBe(0);
  });

  it("answers someone else's leave as not found to the employee, and a rejected or cancelled one 409", async () => {
    const others = await approved("other", "vacation", "2026-12-21", "2026-12-22");
    const response = await as("employee", "POST", leaveCancelPath(others));
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe("Leave request not found");
    const again = await as("hr", "POST", hrLeaveCancelPath(others), { reason: "Project handover moved" });
    expect(again.statusCode).toBe(200);
    const twice = await as("hr", "POST", hrLeaveCancelPath(others), { reason: "Project handover moved" });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe("Only an approved leave can be cancelled");
  });

  it("guards HR's cancel: a reason, HR or admin only, and never one's own leave", async () => {
    const id = await approved("other", "vacation", "2027-01-04", "2027-01-05");
    const noReason = await as("hr", "POST", hrLeaveCancelPath(id), { reason: "  " });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({ fieldErrors: { reason: ["Please give a reason for cancelling"] } });
    expect((await as("employee", "POST", hrLeaveCancelPath(id), { reason: "Mine now" })).statusCode).toBe(403);
    expect((await as("visitor", "POST", hrLeaveCancelPath(id), { reason: "Anyone" })).statusCode).toBe(401);
    expect((await as("hr", "POST", hrLeaveCancelPath(999_999), { reason: "Nothing there" })).statusCode).toBe(404);

    const own = await approved("hr", "vacation", "2027-01-11", "2027-01-12");
    const refused = await as("hr", "POST", hrLeaveCancelPath(own), { reason: "Plans changed" });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(ownRecordMessage);
    expect((await as("admin", "POST", hrLeaveCancelPath(own), { reason: "Plans changed" })).statusCode).toBe(200);
  });
});

describe("leave without pay", () => {
  it("is approved whatever the balances, is in no balance list, and has no allowance to set", async () => {
    // 30 working days (Monday 4 January to Saturday 6 February 2027 less 5 Sundays), beyond any allowance.
    const id = await approved("employee", "unpaid", "2027-01-04", "2027-02-06");
    const balances = (await as("employee", "GET", EMPLOYEE_LEAVE_BALANCES_PATH)).json<LeaveBalances>();
    expect(balances.balances.map((row) => row.leaveType)).not.toContain("unpaid");
    const allowances = (await as("hr", "GET", HR_LEAVE_ALLOWANCES_PATH)).json<{ leaveType: string }[]>();
    expect(allowances.map((row) => row.leaveType)).not.toContain("unpaid");
    const setting = await as("hr", "PUT", leaveAllowancePath("unpaid"), { days: 10, sandwich: false });
    expect(setting.statusCode).toBe(400);
    expect((await as("employee", "POST", leaveCancelPath(id))).statusCode).toBe(200);
  });

  it("reads On Leave on HR's sheet and counts as loss of pay in the draft payroll", async () => {
    // Worked every working day of November up to yesterday but Monday 9 and Tuesday 10, approved leave without pay.
    await worked(ctx, records.other, "2026-11-01", "2026-11-08");
    await worked(ctx, records.other, "2026-11-11", "2026-11-25");
    await approved("other", "unpaid", "2026-11-09", "2026-11-10");
    const sheet = (await as("hr", "GET", `${HR_ATTENDANCE_PATH}?date=2026-11-09`)).json<HrAttendanceDay>();
    expect(sheet.rows.find((row) => row.employeeRecordId === records.other)?.status).toBe("On Leave");
    // November up to yesterday: only the 9th and 10th lost.
    expect(rowOf(await payrollOf(ctx, "2026-11"), records.other).lopDays).toBe(2);
  });
});
