import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LeaveType } from "@/shared/contract/employee-portal";
import {
  EMPLOYEE_LEAVE_BALANCES_PATH,
  HR_LEAVE_ALLOWANCES_PATH,
  HR_LEAVE_BALANCES_PATH,
  leaveAllowancePath,
  leaveDecisionPath,
  type LeaveAllowanceView,
  type LeaveBalances,
} from "@/shared/contract/leave-admin";
import { findAccountByEmail } from "../../auth/account-store";
import { holidays, leaveRequests } from "../../db/schema";
import { createAdminTestApp, type AdminTestContext } from "../../testing/admin-test-app";
import { people, SETUP_TIMEOUT } from "../../testing/helpers";
import { listAudit } from "../audit/store";

// Sunday 22 November 2026, 11:00 in Pune.
let ctx: AdminTestContext;
let employeeRecord = 0;
beforeAll(async () => {
  ctx = await createAdminTestApp("2026-11-22T05:30:00.000Z");
  employeeRecord = (await findAccountByEmail(ctx.database.db, people.employee.email))!.employeeRecordId!;
}, SETUP_TIMEOUT);
afterAll(async () => {
  await ctx?.close();
}, SETUP_TIMEOUT);

const as = (role: "admin" | "hr" | "employee", method: "GET" | "PUT" | "POST", url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: ctx.headers[role], payload });
const file = async (leaveType: LeaveType, startDate: string, endDate: string, status: "Pending" | "Approved" | "Rejected" = "Approved") =>
  (
    await ctx.database.db
      .insert(leaveRequests)
      .values({ employeeRecordId: employeeRecord, leaveType, startDate, endDate, reason: "Family function in Satara", status })
      .returning()
  )[0]!;
const balances = async (role: "hr" | "employee" = "hr") => {
  const response = await as(
    role,
    "GET",
    role === "hr" ? `${HR_LEAVE_BALANCES_PATH}?employee=${employeeRecord}` : EMPLOYEE_LEAVE_BALANCES_PATH,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<LeaveBalances>();
};
const of = (answer: LeaveBalances, leaveType: LeaveType) => answer.balances.find((balance) => balance.leaveType === leaveType);

describe("leave allowances", () => {
  it("lists the six types with the default allowances until HR saves others", async () => {
    const response = await as("hr", "GET", HR_LEAVE_ALLOWANCES_PATH);
    expect(response.statusCode).toBe(200);
    expect(
      response
        .json<LeaveAllowanceView[]>()
        .map(({ leaveType, days, sandwich, perEvent, isDefault }) => [leaveType, days, sandwich, perEvent, isDefault]),
    ).toEqual([
      ["sick", 7, false, false, true],
      ["vacation", 15, false, false, true],
      ["personal", 8, false, false, true],
      ["emergency", 3, false, false, true],
      ["maternity", 182, false, true, true],
      ["paternity", 5, false, true, true],
    ]);
    expect((await as("employee", "GET", HR_LEAVE_ALLOWANCES_PATH)).statusCode).toBe(403);
  });

  it("answers bad input with clear messages", async () => {
    const cases: [string, object, Record<string, string[]>][] = [
      ["vacation", { days: 366, sandwich: false }, { days: ["Days must be a whole number from 0 to 365"] }],
      ["vacation", { days: -1, sandwich: false }, { days: ["Days must be a whole number from 0 to 365"] }],
      ["vacation", { days: 1.5, sandwich: false }, { days: ["Days must be a whole number from 0 to 365"] }],
      [
        "vacation",
        { days: "ten", sandwich: "no" },
        { days: ["Days must be a whole number from 0 to 365"], sandwich: ["Sandwich must be true or false"] },
      ],
      [
        "sabbatical",
        { days: 10, sandwich: false },
        { leaveType: ["Leave type must be sick, vacation, personal, emergency, maternity or paternity"] },
      ],
    ];
    for (const [type, payload, fieldErrors] of cases) {
      const response = await as("hr", "PUT", leaveAllowancePath(type), payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().fieldErrors, JSON.stringify(payload)).toEqual(fieldErrors);
    }
  });

  it("saves one type and audits the change", async () => {
    const response = await as("hr", "PUT", leaveAllowancePath("vacation"), { days: 18, sandwich: true });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ leaveType: "vacation", days: 18, sandwich: true, perEvent: false, isDefault: false });
    const [entry] = await listAudit(ctx.database.db, { event: "leave.allowance_changed", limit: 1 });
    expect(entry).toMatchObject({
      subject: "leave-allowance:vacation",
      details: { leaveType: "vacation", days: 18, sandwich: true, previousDays: 15, previousSandwich: false },
    });
    expect((await as("admin", "PUT", leaveAllowancePath("vacation"), { days: 15, sandwich: false })).statusCode).toBe(200);
  });
});

describe("leave balances", () => {
  it("starts at the full allowance", async () => {
    const answer = await balances();
    expect(answer.year).toBe(2026);
    expect(of(answer, "sick")).toEqual({ leaveType: "sick", allowance: 7, used: 0, pending: 0, remaining: 7, perEvent: false });
    expect(answer.balances).toHaveLength(6);
  });

  it("counts approved working days of this year: weekly offs and holidays use none, the days after New Year belong to next year", async () => {
    await ctx.database.db.insert(holidays).values([
      { date: "2026-12-25", name: "Christmas" },
      { date: "2027-01-01", name: "New Year's Day" },
    ]);
    await file("vacation", "2026-12-21", "2026-12-27"); // Sunday 27 off, Friday 25 a holiday: 5 days
    await file("vacation", "2026-12-28", "2027-01-02"); // 4 days in 2026, New Year's Day a holiday, Saturday 2 January in 2027
    await file("vacation", "2026-11-30", "2026-12-01", "Pending"); // 2 pending
    await file("vacation", "2026-11-09", "2026-11-10", "Rejected");
    await file("sick", "2026-11-14", "2026-11-16"); // Saturday, Sunday, Monday: 2 days
    const answer = await balances();
    expect(of(answer, "vacation")).toEqual({ leaveType: "vacation", allowance: 15, used: 9, pending: 2, remaining: 6, perEvent: false });
    expect(of(answer, "sick")).toMatchObject({ used: 2, pending: 0, remaining: 5 });
    // The employee sees the same figures for themselves.
    expect(await balances("employee")).toEqual(answer);
  });

  it("follows the sandwich rule of the type while a request waits: the weekend between Friday and Monday counts", async () => {
    // Approved requests keep the days of their approval (fixed-days.test.ts); a pending one follows today's rule.
    await file("personal", "2026-11-06", "2026-11-09", "Pending"); // Friday to Monday: Sunday off
    expect(of(await balances(), "personal")).toMatchObject({ used: 0, pending: 3, remaining: 8 });
    await as("hr", "PUT", leaveAllowancePath("personal"), { days: 8, sandwich: true });
    expect(of(await balances(), "personal")).toMatchObject({ used: 0, pending: 4, remaining: 8 });
  });

  it("goes below zero after an approval with override, and the balance names that on the next approval", async () => {
    await file("emergency", "2026-11-02", "2026-11-04");
    const more = await file("emergency", "2026-11-05", "2026-11-05", "Pending");
    expect(of(await balances(), "emergency")).toMatchObject({ allowance: 3, used: 3, pending: 1, remaining: 0 });
    const refused = await as("hr", "POST", leaveDecisionPath(more.id, "approve"), {});
    expect(refused.json().message).toBe(
      "Not enough Emergency Leave balance: 0 working days left in 2026, this request needs 1 working day. Approve with override to go ahead anyway.",
    );
    expect((await as("hr", "POST", leaveDecisionPath(more.id, "approve"), { override: true })).statusCode).toBe(200);
    expect(of(await balances(), "emergency")).toMatchObject({ used: 4, pending: 0, remaining: -1 });
  });

  it("asks HR which employee, and answers 404 for one that does not exist", async () => {
    const missing = await as("hr", "GET", HR_LEAVE_BALANCES_PATH);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors).toEqual({ employee: ["Choose an employee (a positive whole number)"] });
    const unknown = await as("hr", "GET", `${HR_LEAVE_BALANCES_PATH}?employee=999999`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("Employee not found");
    expect((await as("employee", "GET", `${HR_LEAVE_BALANCES_PATH}?employee=${employeeRecord}`)).statusCode).toBe(403);
    expect((await as("admin", "GET", `${HR_LEAVE_BALANCES_PATH}?employee=${employeeRecord}`)).statusCode).toBe(200);
  });
});
