import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attendanceCorrectionPath } from "@/shared/contract/hr-attendance";
import { hrLeaveCancelPath, HR_LEAVE_BALANCES_PATH, leaveDecisionPath, type LeaveBalances } from "@/shared/contract/leave-admin";
import { finalisePath } from "@/shared/contract/payroll";
import { DEFAULT_SETTINGS } from "@/shared/contract/settings";
import { leaveRequests } from "../../db/schema";
import { createAdminTestApp, type AdminTestContext } from "../../testing/admin-test-app";
import { SETUP_TIMEOUT } from "../../testing/helpers";
import { hire, payrollOf, rowOf, worked } from "../../testing/payroll-people";
import { listAudit } from "../audit/store";
import { lopSource } from "../pay-items/lop-adjustment";
import { itemsOfSource } from "../pay-items/store";
import { saveSettings } from "../settings/store";

// Thursday 26 November 2026, 11:00 in Pune. One day's pay is a thirtieth of the month (the 30-day basis).
// October 2026: Sundays 4, 11, 18, 25 off, no holidays here. Kavya (gross 32,110: basic 15,000, HRA 7,500,
// transport 1,600, medical 1,250, special 6,760) worked every working day but Monday 5 to Friday 9; the 8th
// and 9th were approved sick leave: 3 loss-of-pay days (5, 6, 7), frozen when HR finalised October. Above the
// ESI ceiling (21,000): not covered.
let ctx: AdminTestContext;
let kavya = 0;
let sickOf8And9 = 0;
beforeAll(async () => {
  ctx = await createAdminTestApp("2026-11-26T05:30:00.000Z");
  await saveSettings(ctx.database.db, { ...DEFAULT_SETTINGS, payDayBasis: "30" }, ctx.clock.now());
  const person = await hire(ctx, {
    basicSalary: 15_000,
    hra: 7_500,
    transportAllowance: 1_600,
    medicalAllowance: 1_250,
    specialAllowance: 6_760,
    otherAllowances: 0,
    dateOfJoining: "2025-01-06",
  });
  kavya = person.record.id;
  await worked(ctx, kavya, "2026-10-01", "2026-10-04");
  await worked(ctx, kavya, "2026-10-10", "2026-11-25");
  const [leave] = await ctx.database.db
    .insert(leaveRequests)
    .values({
      employeeRecordId: kavya,
      leaveType: "sick",
      startDate: "2026-10-08",
      endDate: "2026-10-09",
      reason: "Viral fever, doctor's note",
      status: "Approved",
      countedDates: ["2026-10-08", "2026-10-09"],
    })
    .returning();
  sickOf8And9 = leave!.id;
}, SETUP_TIMEOUT);
afterAll(async () => {
  await ctx?.close();
}, SETUP_TIMEOUT);

const as = (role: "admin" | "hr" | "employee", method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: ctx.headers[role], payload });
async function pending(leaveType: "sick" | "unpaid", date: string) {
  const [row] = await ctx.database.db
    .insert(leaveRequests)
    .values({ employeeRecordId: kavya, leaveType, startDate: date, endDate: date, reason: "Fever and a doctor's visit" })
    .returning();
  return row!.id;
}
const openItems = async () =>
  (await itemsOfSource(ctx.database.db, lopSource(kavya, "2026-10"))).map(
    ({ month, kind, amount, pfWage, esiWage, taxable, description, sourceMonth }) => ({
      month,
      kind,
      amount,
      pfWage,
      esiWage,
      taxable,
      description,
      sourceMonth,
    }),
  );
const item = (kind: "lop_reversal" | "lop_recovery", amount: number, pfWage: number) => ({
  month: "2026-11",
  kind,
  amount,
  pfWage,
  esiWage: 0,
  taxable: true,
  description: kind === "lop_reversal" ? "LOP reversal Oct 2026" : "LOP recovery Oct 2026",
  sourceMonth: "2026-10",
});

describe("corrections of a finalised month", () => {
  let frozen: Awaited<ReturnType<typeof payrollOf>>;

  it("freezes October with 3 loss-of-pay days", async () => {
    const response = await as("hr", "POST", finalisePath("2026-10"));
    expect(response.statusCode, response.body).toBe(200);
    frozen = await payrollOf(ctx, "2026-10");
    // 32,110 x 3 / 30 = 3,211; earned gross 28,899; basic 15,000 - 1,500 = 13,500.
    expect(rowOf(frozen, kavya)).toMatchObject({
      lopDays: 3,
      lopDeduction: 3_211,
      earnedGross: 28_899,
      earnedBasic: 13_500,
      esiCovered: false,
    });
  });

  it("pays back one day in November when HR approves a leave for 6 October, and leaves October as it was", async () => {
    const response = await as("hr", "POST", leaveDecisionPath(await pending("sick", "2026-10-06"), "approve"), {});
    expect(response.statusCode, response.body).toBe(200);
    expect(await payrollOf(ctx, "2026-10")).toEqual(frozen);
    // 2 days now: 32,110 x 2 / 30 = 2,140.67 -> 2,141; back 3,211 - 2,141 = 1,070. Basic: 1,500 - 1,000 = 500.
    expect(await openItems()).toEqual([item("lop_reversal", 1_070, 500)]);
    const [audit] = await listAudit(ctx.database.db, { event: "leave.approved" });
    expect(audit!.details).toMatchObject({
      adjustments: [{ sourceMonth: "2026-10", month: "2026-11", kind: "lop_reversal", amount: 1_070, lopDaysBefore: 3, lopDaysNow: 2 }],
    });
  });

  it("replaces the open item when HR corrects the attendance of 5 October", async () => {
    const response = await as("hr", "PUT", attendanceCorrectionPath(kavya, "2026-10-05"), {
      checkIn: "09:05",
      checkOut: "18:00",
      reason: "Biometric reader was down that morning",
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await payrollOf(ctx, "2026-10")).toEqual(frozen);
    // 1 day now: 32,110 / 30 = 1,070.33 -> 1,070; earned 31,040, 31,040 - 28,899 = 2,141. Basic 14,500 - 13,500 = 1,000.
    expect(await openItems()).toEqual([item("lop_reversal", 2_141, 1_000)]);
  });

  it("counts an approved leave without pay on 7 October as loss of pay: nothing more is owed", async () => {
    const response = await as("hr", "POST", leaveDecisionPath(await pending("unpaid", "2026-10-07"), "approve"), {});
    expect(response.statusCode, response.body).toBe(200);
    expect(await openItems()).toEqual([item("lop_reversal", 2_141, 1_000)]);
  });

  it("takes the day back when HR cancels the approved sick leave of 6 October, and returns it to the balance", async () => {
    const sickUsed = async () =>
      (await as("hr", "GET", `${HR_LEAVE_BALANCES_PATH}?employee=${kavya}`))
        .json<LeaveBalances>()
        .balances.find((row) => row.leaveType === "sick")!.used;
    // 8 and 9 October, and 6 October: 3 days of sick leave used in 2026.
    expect(await sickUsed()).toBe(3);
    const [sick] = (await ctx.database.db.select().from(leaveRequests)).filter(
      (row) => row.employeeRecordId === kavya && row.startDate === "2026-10-06",
    );
    const response = await as("hr", "POST", hrLeaveCancelPath(sick!.id), { reason: "Was at a site visit; filed by mistake" });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      status: "Cancelled",
      comment: "Was at a site visit; filed by mistake",
      decidedBy: "Sneha Patil",
    });
    expect(await sickUsed()).toBe(2);
    expect(await payrollOf(ctx, "2026-10")).toEqual(frozen);
    // Back to 2 days (6th absent, 7th without pay): 1,070 as after the first change, PF wage 500.
    expect(await openItems()).toEqual([item("lop_reversal", 1_070, 500)]);
    const [audit] = await listAudit(ctx.database.db, { event: "leave.cancelled" });
    expect(audit!.details).toMatchObject({
      reason: "Was at a site visit; filed by mistake",
      byHr: true,
      adjustments: [{ kind: "lop_reversal", amount: 1_070 }],
    });
  });

  it("recovers in the next draft when a cancellation adds loss of pay that October did not deduct", async () => {
    const response = await as("hr", "POST", hrLeaveCancelPath(sickOf8And9), { reason: "Medical certificate never came" });
    expect(response.statusCode, response.body).toBe(200);
    // 4 days now (6, 7, 8, 9): 32,110 x 4 / 30 = 4,281.33 -> 4,281; earned 27,829, 28,899 - 27,829 = 1,070 to recover.
    // Basic: 15,000 x 4 / 30 = 2,000, earned 13,000, 500 below the frozen 13,500.
    expect(await openItems()).toEqual([item("lop_recovery", 1_070, 500)]);
    expect(await payrollOf(ctx, "2026-10")).toEqual(frozen);
  });
});
