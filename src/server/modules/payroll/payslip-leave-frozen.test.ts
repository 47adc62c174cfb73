import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leaveDecisionPath } from "@/shared/contract/leave-admin";
import { finalisePath, payslipPath } from "@/shared/contract/payroll";
import { separationPath } from "@/shared/contract/separation";
import { leaveRequests, payrollRuns } from "../../db/schema";
import { createAdminTestApp, type AdminTestContext } from "../../testing/admin-test-app";
import { SETUP_TIMEOUT } from "../../testing/helpers";
import { hire, worked } from "../../testing/payroll-people";
import { pdfText } from "../../testing/pdf-text";

/**
 * A finalised month's payslip leave balances are frozen with the month (docs/product.md section 9.14): a leave
 * approved after November is finalised, for days in November, does not change November's payslip; a leaver's earned
 * leave paid out in the settlement is used up on the payslip (10.6.4). Thursday 10 December 2026 in Pune; the default
 * allowances (sick 7, vacation 15, personal 8, emergency 3 days), Sundays off, no holidays.
 */
let ctx: AdminTestContext;
beforeAll(async () => {
  ctx = await createAdminTestApp("2026-12-10T06:00:00.000Z");
}, SETUP_TIMEOUT);
afterAll(async () => {
  await ctx?.close();
}, SETUP_TIMEOUT);

const asHr = (method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: ctx.headers.hr, ...(payload ? { payload } : {}) });
const payslipText = async (id: number) => {
  const response = await asHr("GET", payslipPath("2026-11", id));
  expect(response.statusCode, response.body).toBe(200);
  return (await pdfText(response.rawPayload)).replace(/\s+/g, " ");
};
const leaveBlock = async (id: number) => {
  const text = await payslipText(id);
  return text.slice(text.indexOf("Leave balances as of"), text.indexOf("This is a computer-generated"));
};

describe("a finalised month's payslip leave balances", () => {
  it("stay as they were at finalising after a later leave decision, and a leaver's encashed leave is used up", async () => {
    const stays = (await hire(ctx, { firstName: "Meera", dateOfJoining: "2024-01-01" })).record.id;
    await worked(ctx, stays, "2026-11-01", "2026-11-30");
    const db = ctx.database.db;
    // Vacation on Monday 9 and Tuesday 10 November, approved: 2 days used. Another request for Monday 23 and
    // Tuesday 24 November still pending at finalising (pending days are not taken off).
    await db.insert(leaveRequests).values({
      employeeRecordId: stays,
      leaveType: "vacation",
      startDate: "2026-11-09",
      endDate: "2026-11-10",
      reason: "Family wedding",
      status: "Approved",
    });
    const [pending] = await db
      .insert(leaveRequests)
      .values({
        employeeRecordId: stays,
        leaveType: "vacation",
        startDate: "2026-11-23",
        endDate: "2026-11-24",
        reason: "House move",
        status: "Pending",
      })
      .returning({ id: leaveRequests.id });

    // A leaver on Friday 20 November with all 15 days of vacation left: the settlement pays 15 days out.
    const leaves = (await hire(ctx, { firstName: "Rahul", dateOfJoining: "2024-01-01" })).record.id;
    await worked(ctx, leaves, "2026-11-01", "2026-11-20");
    const separation = {
      kind: "resignation",
      noticeDate: "2026-10-21",
      lastWorkingDay: "2026-11-20",
      noticePeriodDays: 30,
      noticeShortfall: "waive",
      encashmentDivisor: 26,
      reason: "Higher studies",
    };
    const saved = await asHr("PUT", separationPath(leaves), separation);
    expect(saved.statusCode, saved.body).toBe(200);

    const finalised = await asHr("POST", finalisePath("2026-11"));
    expect(finalised.statusCode, finalised.body).toBe(200);
    // Vacation 15 - 2 = 13 left; the others untouched.
    const meera =
      "Leave balances as of 30 Nov 2026 Sick Leave 7 of 7 days left Vacation 13 of 15 days left Personal Leave 8 of 8 days left Emergency Leave 3 of 3 days left";
    expect(await leaveBlock(stays)).toContain(meera);
    // The leaver's 15 days were paid out: 15 - 15 = 0 left.
    expect(await leaveBlock(leaves)).toContain("Vacation 0 of 15 days left");
    // Worked 1 to 20 November: 20 days less Sundays 1, 8 and 15 = 17 working days, no absence; 21 to 30 November,
    // 10 days, are after the last working day: not employed, not loss of pay; paid 30 - 10 = 20.
    expect(await payslipText(leaves)).toContain("Calendar days 30 Working days 17 Paid days 20 LOP days 0 Not employed 10");
    expect(await payslipText(stays)).toContain("Calendar days 30 Working days 25 Paid days 30 LOP days 0 Earnings");

    // In December HR approves the November request: as of 30 November 13 - 2 = 11 days would now be left.
    const approved = await asHr("POST", leaveDecisionPath(pending!.id, "approve"), { comment: "", override: false });
    expect(approved.statusCode, approved.body).toBe(200);
    // November's payslip still shows 13, as it did when the month was finalised.
    expect(await leaveBlock(stays)).toContain(meera);

    // Each person's balances are stored with the month.
    const [run] = await db.select({ balances: payrollRuns.leaveBalances }).from(payrollRuns).where(eq(payrollRuns.month, "2026-11"));
    expect(run?.balances).toMatchObject({
      asOf: "2026-11-30",
      people: { [stays]: expect.arrayContaining([{ leaveType: "vacation", allowance: 15, remaining: 13 }]) },
    });
  });

  it("are read from the leave records for a month finalised before balances were frozen", async () => {
    // November's balances cleared, as a month finalised before this change has none: the payslip reads them now,
    // and now the approved November request counts: 15 - 2 - 2 = 11.
    await ctx.database.db.update(payrollRuns).set({ leaveBalances: null }).where(eq(payrollRuns.month, "2026-11"));
    const [meera] = await ctx.database.db
      .select({ id: leaveRequests.employeeRecordId })
      .from(leaveRequests)
      .where(eq(leaveRequests.reason, "House move"));
    expect(await leaveBlock(meera!.id)).toContain("Vacation 11 of 15 days left");
  });
});
