import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EMPLOYEE_LEAVE_PATH, type LeaveRequest } from "@/shared/contract/employee-portal";
import {
  EMPLOYEE_LEAVE_BALANCES_PATH,
  HR_LEAVE_BALANCES_PATH,
  HR_LEAVES_PATH,
  leaveAllowancePath,
  leaveDecisionPath,
  type HrLeave,
  type LeaveBalances,
} from "@/shared/contract/leave-admin";
import type { PayrollMonth } from "@/shared/contract/payroll";
import { HR_PAYROLL_PATH } from "@/shared/contract/payroll";
import { ADMIN_SETTINGS_PATH, DEFAULT_SETTINGS } from "@/shared/contract/settings";
import { findAccountByEmail } from "../../auth/account-store";
import { createAdminTestApp, type AdminTestContext } from "../../testing/admin-test-app";
import { people, SETUP_TIMEOUT } from "../../testing/helpers";
import { loadAttendanceGrid } from "../attendance/grid";
import { listAudit } from "../audit/store";

/**
 * A request's leave days are fixed when it is approved (docs/product.md section 10.3): a later change of
 * the sandwich rule counts for later requests only, in the balances, both leave lists, the attendance
 * grid and the payroll's loss of pay. Figures are counted by hand below.
 */

// Sunday 22 November 2026, 11:00 in Pune. The company works Monday to Friday here: Saturday and Sunday off.
let ctx: AdminTestContext;
let employeeRecord = 0;
beforeAll(async () => {
  ctx = await createAdminTestApp("2026-11-22T05:30:00.000Z");
  employeeRecord = (await findAccountByEmail(ctx.database.db, people.employee.email))!.employeeRecordId!;
  const saved = await ctx.asAdmin({ method: "PUT", url: ADMIN_SETTINGS_PATH, payload: { ...DEFAULT_SETTINGS, weeklyOffDays: [0, 6] } });
  expect(saved.statusCode, saved.body).toBe(200);
}, SETUP_TIMEOUT);
afterAll(async () => {
  await ctx?.close();
}, SETUP_TIMEOUT);

const as = (role: "admin" | "hr" | "employee", method: "GET" | "PUT" | "POST", url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: ctx.headers[role], payload });
const ok = async (role: "hr" | "employee", method: "GET" | "PUT" | "POST", url: string, payload?: object, status = 200) => {
  const response = await as(role, method, url, payload);
  expect(response.statusCode, response.body).toBe(status);
  return response;
};
const sandwich = (on: boolean) => ok("hr", "PUT", leaveAllowancePath("vacation"), { days: 15, sandwich: on });
const request = async (startDate: string, endDate: string) =>
  (
    await ok(
      "employee",
      "POST",
      EMPLOYEE_LEAVE_PATH,
      { leaveType: "vacation", startDate, endDate, reason: "Family wedding in Kolhapur" },
      201,
    )
  ).json<LeaveRequest>();
const approve = async (id: number) => (await ok("hr", "POST", leaveDecisionPath(id, "approve"), {})).json<HrLeave>();
const vacation = async (role: "hr" | "employee") => {
  const response = await ok(
    role,
    "GET",
    role === "hr" ? `${HR_LEAVE_BALANCES_PATH}?employee=${employeeRecord}` : EMPLOYEE_LEAVE_BALANCES_PATH,
  );
  return response.json<LeaveBalances>().balances.find((balance) => balance.leaveType === "vacation");
};
/** Working days per request id, as HR's list and the employee's list show them. */
const listed = async () => {
  const hr = (await ok("hr", "GET", `${HR_LEAVES_PATH}?employee=${employeeRecord}`)).json<HrLeave[]>();
  const own = (await ok("employee", "GET", EMPLOYEE_LEAVE_PATH)).json<LeaveRequest[]>();
  const byId = (rows: { id: number; workingDays: number }[]) => Object.fromEntries(rows.map((row) => [row.id, row.workingDays]));
  return { hr: byId(hr), own: byId(own) };
};

describe("leave days fixed at approval", () => {
  const ids = { first: 0, second: 0, third: 0 };

  it("keeps the four days of a Friday-to-Monday leave approved under the sandwich rule after the rule is turned off", async () => {
    await sandwich(true);
    // Friday 6 to Monday 9 November: Saturday 7 and Sunday 8 lie between two leave days, so 4 days.
    const first = await request("2026-11-06", "2026-11-09");
    expect(first).toMatchObject({ days: 4, workingDays: 4, status: "Pending" });
    ids.first = first.id;
    expect(await approve(first.id)).toMatchObject({ status: "Approved", workingDays: 4 });
    const [entry] = await listAudit(ctx.database.db, { event: "leave.approved", limit: 1 });
    expect(entry).toMatchObject({ subject: `leave:${first.id}`, details: { workingDays: 4 } });

    await sandwich(false);
    // Today's rule would count only Friday and Monday (2); the approved leave keeps its 4.
    expect(await vacation("hr")).toMatchObject({ allowance: 15, used: 4, pending: 0, remaining: 11 });
    expect(await vacation("employee")).toMatchObject({ used: 4, pending: 0, remaining: 11 });
    expect(await listed()).toEqual({ hr: { [first.id]: 4 }, own: { [first.id]: 4 } });
  });

  it("counts a request filed after the change by the rule of its approval: Friday and Monday only", async () => {
    // Friday 13 to Monday 16 November, sandwich rule off: 2 days.
    const second = await request("2026-11-13", "2026-11-16");
    expect(second).toMatchObject({ days: 4, workingDays: 2 });
    ids.second = second.id;
    expect(await vacation("hr")).toMatchObject({ used: 4, pending: 2, remaining: 11 });
    expect(await approve(second.id)).toMatchObject({ workingDays: 2 });
    expect(await vacation("hr")).toMatchObject({ used: 6, pending: 0, remaining: 9 });
  });

  it("fixes both ways: turning the rule back on changes neither approved leave, only what is still pending", async () => {
    await sandwich(true);
    // Friday 20 to Monday 23 November, pending: counted by today's rule, 4 days.
    const third = await request("2026-11-20", "2026-11-23");
    ids.third = third.id;
    expect(third.workingDays).toBe(4);
    expect(await vacation("employee")).toMatchObject({ used: 6, pending: 4, remaining: 9 });
    expect(await listed()).toEqual({
      hr: { [ids.first]: 4, [ids.second]: 2, [ids.third]: 4 },
      own: { [ids.first]: 4, [ids.second]: 2, [ids.third]: 4 },
    });
  });

  it("puts the person On Leave in the attendance grid on the fixed dates only, and the payroll deducts none of them", async () => {
    const grid = await loadAttendanceGrid(ctx.database.db, {
      from: "2026-11-01",
      to: "2026-11-30",
      today: "2026-11-22",
      timeZone: "Asia/Kolkata",
    });
    const person = grid.people.find((row) => row.employee.id === employeeRecord)!;
    const statusOn = (date: string) => person.days.find((day) => day.date === date)!.status;
    // The first leave's weekend counts (approved with the rule on), the second's does not (approved with it off).
    expect(["06", "07", "08", "09", "13", "14", "15", "16"].map((day) => statusOn(`2026-11-${day}`))).toEqual([
      "On Leave",
      "On Leave",
      "On Leave",
      "On Leave",
      "On Leave",
      "Weekly Off",
      "Weekly Off",
      "On Leave",
    ]);
    // Six approved leave days in the month, the pending request none (Friday 20 is Absent).
    expect(person.days.filter((day) => day.status === "On Leave")).toHaveLength(6);
    expect(statusOn("2026-11-20")).toBe("Absent");

    // Loss of pay up to yesterday: Monday to Friday of 2-6, 9-13 and 16-20 November are 15 working days,
    // none checked in; Friday 6, Monday 9, Friday 13 and Monday 16 are leave: 11 days.
    const payroll = (await ok("hr", "GET", `${HR_PAYROLL_PATH}?month=2026-11`)).json<PayrollMonth>();
    expect(payroll.rows.find((row) => row.employeeRecordId === employeeRecord)).toMatchObject({ lopDays: 11 });
  });
});
