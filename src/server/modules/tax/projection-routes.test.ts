import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  EMPLOYEE_TAX_PATH,
  EMPLOYEE_TAX_PROJECTION_PATH,
  hrTaxProjectionPath,
  taxMessages,
  withMonth,
  type TaxProjectionView,
} from "@/shared/contract/tax";
import { SETUP_TIMEOUT } from "../../testing/helpers";
import { payrollOf, rowOf } from "../../testing/payroll-people";
import { createProjectionTestApp, type TaxTestContext } from "../../testing/tax-test-app";

/**
 * The employee's tax projection (GET /api/employee/tax/projection, HR's /api/hr/tax/{id}/projection): the
 * payroll's own working of the month's TDS under both regimes. Monday 23 November 2026 in Pune (FY 2026-27,
 * Pune a 50% HRA city); the employee earns ₹3,00,000 a month (basic 1,50,000, HRA 60,000, special 90,000),
 * worked every working day of November so far, nothing finalised: November and 4 months left.
 * Every figure below is worked out by hand beside it.
 */
let ctx: TaxTestContext;
beforeAll(async () => {
  ctx = await createProjectionTestApp();
}, SETUP_TIMEOUT);
afterAll(async () => {
  await ctx?.close();
}, SETUP_TIMEOUT);

const ok = (response: { statusCode: number; body: string; json: () => unknown }) => {
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as TaxProjectionView;
};

// The year: November + 4 months at 3,00,000 = 15,00,000; PF 12% of the capped 15,000 = 1,800 x 5 = 9,000;
// Maharashtra PT 200 x 4 + February's 300 = 1,100.
// New regime: 15,00,000 - 75,000 = 14,25,000: 4,00,000 x 5% (20,000) + 4,00,000 x 10% (40,000) + 2,25,000 x 15% (33,750)
// = 93,750; above ₹12 lakh, no rebate; cess 3,750; 97,500 / 5 months = 19,500.
const NEW_REGIME = {
  regime: "new",
  rulesYear: "2026-27",
  projectedGross: 1_500_000,
  thisMonthGross: 300_000,
  remainingMonths: 4,
  remainingGross: 1_200_000,
  hraExemption: 0,
  standardDeduction: 75_000,
  professionalTax: 0,
  section80C: 0,
  section80D: 0,
  taxableIncome: 1_425_000,
  slabTax: 93_750,
  rebate: 0,
  surcharge: 0,
  cess: 3_750,
  annualTax: 97_500,
  monthsLeft: 5,
  thisMonth: 19_500,
  alreadyDeducted: { finalised: 0, opening: 0, previousEmployer: 0, total: 0 },
};
// Old regime, no rent: 15,00,000 - 50,000 - PT 1,100 - 80C (the PF) 9,000 = 14,39,900: 2,50,000 x 5% (12,500) + 5,00,000 x 20%
// (1,00,000) + 4,39,900 x 30% (1,31,970) = 2,44,470; cess 9,778.80; 2,54,248.80 -> 2,54,250; / 5 = 50,850.
const OLD_NO_RENT = {
  regime: "old",
  hraExemption: 0,
  standardDeduction: 50_000,
  professionalTax: 1_100,
  section80C: 9_000,
  taxableIncome: 1_439_900,
  slabTax: 244_470,
  annualTax: 254_250,
  thisMonth: 50_850,
};

describe("the projection is the payroll's own working", () => {
  it("shows the employee their own month under both regimes, the new one applying, equal to the draft payroll's TDS", async () => {
    const projection = ok(await ctx.as("employee", "GET", EMPLOYEE_TAX_PROJECTION_PATH));
    expect(projection).toMatchObject({
      month: "2026-11",
      financialYear: "2026-27",
      rulesYear: "2026-27",
      employeeRecordId: ctx.records.employee,
      regime: "new",
      deducted: 19_500,
      overridden: false,
    });
    expect(projection.byRegime.new).toMatchObject(NEW_REGIME);
    expect(projection.byRegime.old).toMatchObject(OLD_NO_RENT);
    expect(rowOf(await payrollOf(ctx, "2026-11"), ctx.records.employee).deductions.incomeTax).toBe(19_500);
  });

  it("is only ever the caller's own: another employee sees theirs, HR anyone's but an admin's", async () => {
    const colleague = ok(await ctx.as("colleague", "GET", withMonth(EMPLOYEE_TAX_PROJECTION_PATH, "2026-11")));
    expect(colleague.employeeRecordId).toBe(ctx.records.colleague);
    expect((await ctx.as("colleague", "GET", hrTaxProjectionPath(ctx.records.employee))).statusCode).toBe(403);
    const byHr = ok(await ctx.as("hr", "GET", withMonth(hrTaxProjectionPath(ctx.records.employee), "2026-11")));
    expect(byHr).toEqual(ok(await ctx.as("employee", "GET", EMPLOYEE_TAX_PROJECTION_PATH)));
    const adminRecord = await ctx.as("hr", "GET", hrTaxProjectionPath(ctx.records.adminRecord));
    expect(adminRecord.statusCode).toBe(403);
    expect(adminRecord.json().message).toBe(taxMessages.adminRecord);
    expect(ok(await ctx.as("admin", "GET", hrTaxProjectionPath(ctx.records.adminRecord))).employeeRecordId).toBe(ctx.records.adminRecord);
  });

  it("refuses a month not begun", async () => {
    expect((await ctx.as("employee", "GET", withMonth(EMPLOYEE_TAX_PROJECTION_PATH, "2026-12"))).statusCode).toBe(400);
  });

  it("changes with the old regime and rent, and so does the draft payroll's TDS", async () => {
    const saved = await ctx.as("employee", "PUT", EMPLOYEE_TAX_PATH, { regime: "old", rentPaidMonthly: 40_000, rentCity: "Pune" });
    expect(saved.statusCode, saved.body).toBe(200);
    const projection = ok(await ctx.as("employee", "GET", EMPLOYEE_TAX_PROJECTION_PATH));
    // HRA: the least of 60,000 x 5 = 3,00,000 received, rent 40,000 x 5 = 2,00,000 less 10% of basic 7,50,000 = 1,25,000,
    // and 50% of basic in Pune = 3,75,000: 1,25,000. 14,39,900 - 1,25,000 = 13,14,900: 12,500 + 1,00,000 + 3,14,900 x 30%
    // (94,470) = 2,06,970; cess 8,278.80; 2,15,248.80 -> 2,15,250; / 5 = 43,050.
    expect(projection).toMatchObject({ regime: "old", deducted: 43_050 });
    expect(projection.byRegime.old).toMatchObject({
      rentPaid: 200_000,
      metro: true,
      hraExemption: 125_000,
      taxableIncome: 1_314_900,
      slabTax: 206_970,
      annualTax: 215_250,
      thisMonth: 43_050,
    });
    // The new regime ignores rent: unchanged.
    expect(projection.byRegime.new).toMatchObject({ hraExemption: 0, thisMonth: 19_500 });
    expect(rowOf(await payrollOf(ctx, "2026-11"), ctx.records.employee)).toMatchObject({
      taxRegime: "old",
      deductions: { incomeTax: 43_050 },
    });
  });
});
