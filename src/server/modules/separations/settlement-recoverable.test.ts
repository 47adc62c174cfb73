import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_EMPLOYEES_PATH, type EmployeeCreated } from "@/shared/contract/employees";
import {
  separationPath,
  settlementPath,
  settlementSalaryTexts,
  settlementStatementPath,
  type SettlementRecord,
} from "@/shared/contract/separation";
import { buildEmployeeInput } from "../../seed/builders";
import { createAdminTestApp, type AdminTestContext } from "../../testing/admin-test-app";
import { SETUP_TIMEOUT, TEST_DOMAIN } from "../../testing/helpers";
import { payrollOf, rowOf, worked } from "../../testing/payroll-people";
import { pdfText } from "../../testing/pdf-text";

/**
 * A leaver whose deductions exceed the last month's pay (docs/product.md sections 9.14.4 and 10.6.4): the preview
 * and the statement say what the person owes and how it is recovered, not 'Net pay ₹0', and the days after the
 * last working day are not employed, not loss of pay. Friday 20 November 2026, 11:30 in Pune; Sundays off, no
 * holidays, pay on calendar days (November: 30).
 */
let ctx: AdminTestContext;
beforeAll(async () => {
  ctx = await createAdminTestApp("2026-11-20T06:00:00.000Z");
}, SETUP_TIMEOUT);
afterAll(async () => {
  await ctx?.close();
}, SETUP_TIMEOUT);

const asHr = (method: "GET" | "PUT", url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: ctx.headers.hr, ...(payload ? { payload } : {}) });

describe("a leaver who owes more than the last month pays", () => {
  it("shows what is recoverable from the person and how, and the days after the last working day as not employed", async () => {
    // Joined 1 Jan 2024 (under 5 years: no gratuity), a woman; basic 26,000, gross 26,000 + 13,000 + 13,000 = 52,000.
    const input = buildEmployeeInput(TEST_DOMAIN, {
      dateOfJoining: "2024-01-01",
      basicSalary: 26_000,
      hra: 13_000,
      transportAllowance: 0,
      medicalAllowance: 0,
      specialAllowance: 13_000,
      otherAllowances: 0,
    });
    const hired = await ctx.asAdmin({ method: "POST", url: ADMIN_EMPLOYEES_PATH, payload: input });
    expect(hired.statusCode, hired.body).toBe(201);
    const id = hired.json<EmployeeCreated>().employee.id;
    // Worked every working day from 1 to 10 November, the last working day.
    await worked(ctx, id, "2026-11-01", "2026-11-10");
    const saved = await asHr("PUT", separationPath(id), {
      kind: "resignation",
      noticeDate: "2026-11-03",
      lastWorkingDay: "2026-11-10",
      noticePeriodDays: 30,
      noticeShortfall: "recover",
      encashmentDivisor: 26,
      reason: "Moving to Bengaluru",
    });
    expect(saved.statusCode, saved.body).toBe(200);

    // The month: 11-30 November are after the last working day, 20 calendar days not employed, so 10 paid days of 30.
    // Earned gross 52,000 - 52,000 x 20 / 30 (34,666.67 -> 34,667) = 17,333; basic 26,000 - 17,333.33 (-> 17,333) = 8,667.
    // PF 12% of 8,667 = 1,040.04 -> 1,040; no ESI (52,000 is above 21,000); PT nil (a woman at 17,333, up to 25,000);
    // no LWF in November; TDS nil (about 6.3 lakh a year, under the 12 lakh rebate).
    // Settlement: 15 days of earned leave x 26,000 / 26 = 15,000 (13,000 exempt, 2,000 taxable); notice 30 days, 3 to 10
    // November served = 8, 22 days short: 22 x 52,000 / 30 = 38,133.33 -> 38,133 recovered.
    // Gross pay 17,333 + 15,000 = 32,333; deductions 1,040 + 38,133 = 39,173; 39,173 - 32,333 = 6,840 recoverable.
    const row = rowOf(await payrollOf(ctx, "2026-11"), id);
    expect(row).toMatchObject({ lopDays: 20, ncpDays: 0, paidDays: 10, earnedGross: 17_333, itemEarnings: 15_000, itemDeductions: 38_133 });
    expect(row).toMatchObject({ grossPay: 32_333, totalDeductions: 39_173, netPay: 0, recoverable: 6_840 });

    const record = (await asHr("GET", settlementPath(id))).json<SettlementRecord>();
    expect(record).toMatchObject({ earnedLeaveLeft: 15, noticeShortfallDays: 22, gratuityYears: 0 });
    // The settlement alone: 15,000 - 38,133 = -23,133.
    expect(record.net).toBe(-23_133);
    expect(record.lastMonth).toEqual({
      month: "2026-11",
      status: "draft",
      paidDays: 10,
      // No absence within the service; the 20 days after the 10th are not employed.
      lopDays: 0,
      notEmployedDays: 20,
      earnedGross: 17_333,
      itemEarnings: 15_000,
      itemDeductions: 38_133,
      grossPay: 32_333,
      totalDeductions: 39_173,
      incomeTax: 0,
      netPay: 0,
      recoverable: 6_840,
    });

    const text = (await pdfText((await asHr("GET", settlementStatementPath(id))).rawPayload)).replace(/\s+/g, " ");
    expect(text).toContain("Earned gross (10 paid days, 0 loss-of-pay days, 20 days not employed after the last working day) ₹17,333");
    expect(text).toContain("Gross pay ₹32,333");
    expect(text).toContain("Total deductions ₹39,173");
    expect(text).toContain("₹6,840 recoverable from the person");
    expect(text).toContain(settlementSalaryTexts.recovery);
    expect(text).not.toContain("Net pay");
    expect(text).not.toContain("20 loss-of-pay days");
  });
});
