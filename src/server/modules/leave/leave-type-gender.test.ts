import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EMPLOYEE_LEAVE_PATH, type LeaveType } from "@/shared/contract/employee-portal";
import type { Gender } from "@/shared/contract/employee-statutory";
import { EMPLOYEE_LEAVE_BALANCES_PATH, leaveDecisionPath, type LeaveBalances } from "@/shared/contract/leave-admin";
import { findAccountByEmail } from "../../auth/account-store";
import { employees, leaveRequests } from "../../db/schema";
import { createAdminTestApp, type AdminTestContext } from "../../testing/admin-test-app";
import { people, SETUP_TIMEOUT } from "../../testing/helpers";

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

const setGender = (gender: Gender | null) => ctx.database.db.update(employees).set({ gender }).where(eq(employees.id, employeeRecord));
const employee = (method: "GET" | "POST", url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: ctx.headers.employee, payload });
const ask = (leaveType: LeaveType, startDate: string, endDate: string) =>
  employee("POST", EMPLOYEE_LEAVE_PATH, { leaveType, startDate, endDate, reason: "Expecting a child in December" });
const balanceTypes = async () => {
  const response = await employee("GET", EMPLOYEE_LEAVE_BALANCES_PATH);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<LeaveBalances>().balances.map((balance) => balance.leaveType);
};
const clearRequests = () => ctx.database.db.delete(leaveRequests).where(eq(leaveRequests.employeeRecordId, employeeRecord));

describe("leave types by gender", () => {
  it("a man: no Maternity Leave in his balances, and a request for it is refused with a field message", async () => {
    await setGender("male");
    expect(await balanceTypes()).toEqual(["sick", "vacation", "personal", "emergency", "paternity"]);
    const refused = await ask("maternity", "2026-12-07", "2026-12-20");
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors).toEqual({ leaveType: ["This leave type does not apply to you"] });
    const paternity = await ask("paternity", "2026-12-07", "2026-12-11");
    expect(paternity.statusCode, paternity.body).toBe(201);
    await clearRequests();
  });

  it("a woman: no Paternity Leave in her balances, and a request for it is refused", async () => {
    await setGender("female");
    expect(await balanceTypes()).toEqual(["sick", "vacation", "personal", "emergency", "maternity"]);
    const refused = await ask("paternity", "2026-12-07", "2026-12-11");
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors).toEqual({ leaveType: ["This leave type does not apply to you"] });
    expect((await ask("maternity", "2026-12-07", "2026-12-20")).statusCode).toBe(201);
    await clearRequests();
  });

  it("a record without a gender sees both and may ask for either", async () => {
    await setGender(null);
    expect(await balanceTypes()).toEqual(["sick", "vacation", "personal", "emergency", "maternity", "paternity"]);
    expect((await ask("maternity", "2026-12-07", "2026-12-13")).statusCode).toBe(201);
    expect((await ask("paternity", "2026-12-14", "2026-12-18")).statusCode).toBe(201);
    await clearRequests();
  });

  it("counts maternity in calendar days, weekly offs included, once approved", async () => {
    await setGender("female");
    // Monday 7 to Sunday 20 December 2026: 14 calendar days (two weekends inside), so 182 - 14 = 168 left.
    const asked = await ask("maternity", "2026-12-07", "2026-12-20");
    expect(asked.statusCode, asked.body).toBe(201);
    const approved = await ctx.app.inject({
      method: "POST",
      url: leaveDecisionPath(asked.json().id, "approve"),
      headers: ctx.headers.hr,
      payload: {},
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().workingDays).toBe(14);
    const balances = (await employee("GET", EMPLOYEE_LEAVE_BALANCES_PATH)).json<LeaveBalances>();
    expect(balances.balances.find((balance) => balance.leaveType === "maternity")).toMatchObject({
      allowance: 182,
      used: 14,
      remaining: 168,
    });
    await clearRequests();
    await setGender(null);
  });
});
