import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { InjectOptions } from "fastify";
import { employeePath } from "@/shared/contract/employees";
import {
  separationMessages,
  separationPath,
  settlementPath,
  settlementStatementPath,
  type SettlementRecord,
} from "@/shared/contract/separation";
import { payrollRuns } from "../../db/schema";
import { createAdminTestApp, type AdminTestContext } from "../../testing/admin-test-app";
import { people, SETUP_TIMEOUT } from "../../testing/helpers";
import { payrollOf, rowOf, worked } from "../../testing/payroll-people";
import { pdfText } from "../../testing/pdf-text";
import { hireLeaver, leaverResignation } from "../../testing/separation-leaver";
import { findAccountByEmail } from "../../auth/account-store";
import { ownRecordMessage } from "../../auth/separation-of-duties";
import { listAudit } from "../audit/store";
import { itemsOfSource } from "../pay-items/store";

/**
 * A leaver's separation through the API (docs/product.md sections 9.14.4 and 10.6.4): recorded, changed and
 * withdrawn by HR with its settlement as pay items of the last month; refused for bad input, a finalised
 * month and a person who has left. The leaver's account after the last working day: leaver-account.test.ts.
 * Today is Friday 20 Nov 2026, 11:30 in Pune.
 */
let ctx: AdminTestContext;
beforeAll(async () => {
  ctx = await createAdminTestApp("2026-11-20T06:00:00.000Z");
}, SETUP_TIMEOUT);
afterAll(async () => {
  await ctx?.close();
}, SETUP_TIMEOUT);

const asHr = (options: InjectOptions) => ctx.app.inject({ ...options, headers: { ...ctx.headers.hr, ...options.headers } });

const items = async (id: number) =>
  (await itemsOfSource(ctx.database.db, `separation:${id}`)).map((item) => [
    item.month,
    item.kind,
    item.amount,
    item.taxable,
    item.pfWage,
    item.esiWage,
    item.description,
  ]);

describe("separation", () => {
  it("is HR's: an employee gets 403, a visitor 401", async () => {
    const { id } = await hireLeaver(ctx);
    expect((await ctx.app.inject({ method: "GET", url: separationPath(id), headers: ctx.headers.employee })).statusCode).toBe(403);
    expect(
      (await ctx.app.inject({ method: "PUT", url: separationPath(id), headers: ctx.headers.employee, payload: leaverResignation }))
        .statusCode,
    ).toBe(403);
    expect((await ctx.app.inject({ method: "GET", url: separationPath(id) })).statusCode).toBe(401);
    expect((await asHr({ method: "GET", url: separationPath(id) })).json()).toEqual({ separation: null });
    expect((await asHr({ method: "GET", url: settlementPath(id) })).statusCode).toBe(404);
  });

  it("refuses bad input with the field's message", async () => {
    const { id } = await hireLeaver(ctx);
    const refused = async (payload: Record<string, unknown>, field: string) => {
      const response = await asHr({ method: "PUT", url: separationPath(id), payload: { ...leaverResignation, ...payload } });
      expect(response.statusCode, response.body).toBe(400);
      return response.json().fieldErrors?.[field]?.[0];
    };
    expect(await refused({ lastWorkingDay: "2026-11-02" }, "lastWorkingDay")).toBe(separationMessages.order);
    expect(await refused({ lastWorkingDay: "2031-01-31" }, "lastWorkingDay")).toBe(separationMessages.tooFarAhead);
    expect(await refused({ noticeDate: "2020-01-01" }, "noticeDate")).toBe(separationMessages.tooFarBack);
    expect(await refused({ kind: "retirement" }, "kind")).toBe(separationMessages.kind);
    expect(await refused({ noticePeriodDays: -1 }, "noticePeriodDays")).toBe(separationMessages.noticeDays);
    expect(await refused({ noticeShortfall: "ignore" }, "noticeShortfall")).toBe(separationMessages.shortfall);
    expect(await refused({ noticeDate: "2026-13-01" }, "noticeDate")).toBe("Enter a date as YYYY-MM-DD");
    expect(await items(id)).toEqual([]);
  });

  it("writes the settlement as pay items of the last month, replaces them on a change and audits both", async () => {
    const { id } = await hireLeaver(ctx);
    const response = await asHr({ method: "PUT", url: separationPath(id), payload: leaverResignation });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().separation).toMatchObject({
      kind: "resignation",
      lastWorkingDay: "2026-11-20",
      recordedBy: expect.any(String),
      deactivatedAt: null,
    });
    // Service 1 Jan 2019 - 20 Nov 2026 = 7 years 10 months 20 days: gratuity for 8 years.
    // Leave: 15 vacation days left (none taken) x 26,000 / 26 = 15,000; exempt 15 x 26,000 / 30 = 13,000, taxable 2,000.
    // Gratuity: 15/26 x 26,000 x 8 = 120,000 (wage: basic 26,000 = half of 52,000); exempt in full (15/26 x basic x 8 = 120,000).
    // Notice: 3-20 Nov = 18 days served, 12 short; November's divisor 30 (calendar basis): 12 x 52,000 / 30 = 20,800 recovered.
    expect(await items(id)).toEqual([
      ["2026-11", "leave_encashment", 13_000, false, 0, 0, "Leave encashment (exempt)"],
      ["2026-11", "leave_encashment", 2_000, true, 0, 0, "Leave encashment (taxable)"],
      ["2026-11", "gratuity", 120_000, false, 0, 0, "Gratuity"],
      ["2026-11", "notice_recovery", 20_800, false, 0, 0, "Notice period recovery"],
    ]);

    const settlement = (await asHr({ method: "GET", url: settlementPath(id) })).json<SettlementRecord>();
    expect(settlement).toMatchObject({
      basic: 26_000,
      gross: 52_000,
      payDivisor: 30,
      earnedLeaveLeft: 15,
      noticeServedDays: 18,
      noticeShortfallDays: 12,
      gratuityYears: 8,
      month: "2026-11",
      monthFinalised: false,
    });
    expect(settlement.service).toEqual({ years: 7, months: 10, days: 20, text: "7 years 10 months 20 days" });
    // 15,000 + 120,000 - 20,800 = 114,200
    expect(settlement.net).toBe(114_200);
    expect(settlement.lines.find((line) => line.kind === "gratuity")?.computation).toBe(
      "15/26 x basic ₹26,000 x 8 years (7 years 10 months 20 days of service) = ₹1,20,000",
    );
    // Checked in on every working day to 19 Nov (today, the 20th, is not counted yet); 21-30 Nov are after the
    // last working day: 10 loss-of-pay days of November's 30. Earned gross 52,000 - 52,000 x 10 / 30 (17,333.33 -> 17,333) = 34,667.
    // The settlement's items: earnings 13,000 + 2,000 + 120,000 = 135,000; the recovery 20,800 deducted.
    await worked(ctx, id, "2026-11-01", "2026-11-19");
    const row = rowOf(await payrollOf(ctx, "2026-11"), id);
    expect(row).toMatchObject({ lopDays: 10, paidDays: 20, earnedGross: 34_667, itemEarnings: 135_000, itemDeductions: 20_800 });
    const preview = (await asHr({ method: "GET", url: settlementPath(id) })).json<SettlementRecord>();
    // The preview says those 10 days are not employed, not loss of pay.
    expect(preview.lastMonth).toMatchObject({
      month: "2026-11",
      status: "draft",
      lopDays: 0,
      notEmployedDays: 10,
      earnedGross: 34_667,
      itemEarnings: 135_000,
      itemDeductions: 20_800,
      netPay: row.netPay,
    });

    const changed = await asHr({
      method: "PUT",
      url: separationPath(id),
      payload: { ...leaverResignation, noticeShortfall: "waive", encashmentDivisor: 30 },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    // Leave at basic / 30: 15 x 26,000 / 30 = 13,000, all within the exemption (13,000); the recovery waived.
    expect(await items(id)).toEqual([
      ["2026-11", "leave_encashment", 13_000, false, 0, 0, "Leave encashment"],
      ["2026-11", "gratuity", 120_000, false, 0, 0, "Gratuity"],
    ]);
    const audit = await listAudit(ctx.database.db, { limit: 50 });
    const events = audit.filter((entry) => entry.subject === `employee:${id}`).map((entry) => entry.event);
    expect(events).toEqual(expect.arrayContaining(["separation.recorded", "separation.changed"]));

    const pdf = await asHr({ method: "GET", url: settlementStatementPath(id) });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain("Full and Final Settlement");
    expect(text).toContain("₹1,20,000");
    // Dates as the screens show them.
    expect(text).toContain("Notice date 3 Nov 2026");
    expect(text).toContain("Last working day 20 Nov 2026");
  });

  it("withdraws a separation and its items", async () => {
    const { id } = await hireLeaver(ctx);
    await asHr({ method: "PUT", url: separationPath(id), payload: { ...leaverResignation, lastWorkingDay: "2026-12-15" } });
    expect((await items(id)).map((item) => item[0])).toContain("2026-12");
    const response = await asHr({ method: "DELETE", url: separationPath(id) });
    expect(response.statusCode, response.body).toBe(204);
    expect(await items(id)).toEqual([]);
    expect((await asHr({ method: "GET", url: separationPath(id) })).json()).toEqual({ separation: null });
    expect((await asHr({ method: "DELETE", url: separationPath(id) })).statusCode).toBe(404);
  });

  it("refuses HR's own separation, recorded or withdrawn (403, audited); the admin records and withdraws it", async () => {
    const own = (await findAccountByEmail(ctx.database.db, people.hr.email))!.employee!.id;
    // Her own notice and its waiver are her own pay: another HR user or an admin must.
    const ownPayload = { ...leaverResignation, lastWorkingDay: "2026-12-31", noticeShortfall: "waive" };
    const refused = await asHr({ method: "PUT", url: separationPath(own), payload: ownPayload });
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json()).toEqual({ message: ownRecordMessage });
    expect((await asHr({ method: "GET", url: separationPath(own) })).json()).toEqual({ separation: null });
    const [refusal] = await listAudit(ctx.database.db, { event: "duty.refused", limit: 1 });
    expect(refusal).toMatchObject({ subject: `employee:${own}`, details: { action: "employee_record" } });

    expect((await ctx.asAdmin({ method: "PUT", url: separationPath(own), payload: ownPayload })).statusCode).toBe(200);
    const withdrawal = await asHr({ method: "DELETE", url: separationPath(own) });
    expect(withdrawal.statusCode).toBe(403);
    expect(await items(own)).not.toEqual([]);
    expect(
      (await listAudit(ctx.database.db, { event: "duty.refused" })).filter((entry) => entry.subject === `employee:${own}`),
    ).toHaveLength(2);
    expect((await ctx.asAdmin({ method: "DELETE", url: separationPath(own) })).statusCode).toBe(204);
  });

  it("refuses a finalised month and a person no longer active", async () => {
    const { id } = await hireLeaver(ctx);
    await ctx.database.db.insert(payrollRuns).values({ month: "2026-10", finalisedAt: new Date("2026-10-31T12:00:00Z"), snapshot: {} });
    const late = await asHr({
      method: "PUT",
      url: separationPath(id),
      payload: { ...leaverResignation, noticeDate: "2026-10-01", lastWorkingDay: "2026-10-30" },
    });
    expect(late.statusCode, late.body).toBe(409);
    expect(late.json().message).toBe("Payroll for October 2026 is finalised: the settlement can no longer be changed");
    await ctx.database.db.delete(payrollRuns).where(eq(payrollRuns.month, "2026-10"));

    const inactive = await hireLeaver(ctx);
    expect((await ctx.asAdmin({ method: "POST", url: `${employeePath(inactive.id)}/deactivate` })).statusCode).toBe(200);
    const refused = await asHr({ method: "PUT", url: separationPath(inactive.id), payload: leaverResignation });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().message).toBe(separationMessages.notActive);
  });
});
