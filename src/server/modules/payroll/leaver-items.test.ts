import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { employees } from "../../db/schema";
import { createAdminTestApp, type AdminTestContext } from "../../testing/admin-test-app";
import { SETUP_TIMEOUT } from "../../testing/helpers";
import { hire, payrollOf, rowOf, worked } from "../../testing/payroll-people";
import { replaceSourceItems } from "../pay-items/store";

/**
 * Items of someone no longer employed in the month they are paid in (docs/product.md section 10.6.3): arrears for
 * a person who left in October, paid in November's draft, are never dropped. Monday 23 November 2026 in Pune.
 */
let ctx: AdminTestContext;

beforeAll(async () => {
  ctx = await createAdminTestApp("2026-11-23T03:40:00.000Z");
}, SETUP_TIMEOUT);
afterAll(async () => {
  await ctx?.close();
}, SETUP_TIMEOUT);

it("pays a leaver's item in a month they were not employed: a row with nothing earned but the item", async () => {
  const leaver = await hire(ctx, {
    firstName: "Kavya",
    gender: "female",
    dateOfJoining: "2024-01-01",
    basicSalary: 20_000,
    hra: 8_000,
    transportAllowance: 1_600,
    medicalAllowance: 1_250,
    specialAllowance: 150,
    otherAllowances: 0,
    otherDeductions: 0,
  });
  await worked(ctx, leaver.record.id, "2026-10-01", "2026-10-20");
  // Left at the end of 20 October (23:59:59 in Pune).
  await ctx.database.db
    .update(employees)
    .set({ isActive: false, deactivatedAt: new Date("2026-10-20T18:29:59.000Z") })
    .where(eq(employees.id, leaver.record.id));
  await ctx.database.db.transaction((tx) =>
    replaceSourceItems(tx, "revision:test", [
      {
        employeeRecordId: leaver.record.id,
        month: "2026-11",
        kind: "arrears",
        amount: 4_000,
        pfWage: 0,
        esiWage: 0,
        taxable: true,
        description: "Arrears Oct 2026",
      },
    ]),
  );

  const row = rowOf(await payrollOf(ctx, "2026-11"), leaver.record.id);
  // November has 30 days (calendar basis): all 30 unpaid, nothing earned.
  expect(row).toMatchObject({ lopDays: 30, paidDays: 0, earnedGross: 0, itemEarnings: 4_000 });
  // No PF or ESI wage in the item; a woman's ₹4,000 in Maharashtra pays no professional tax (nil up to ₹25,000);
  // ₹4,000 of taxable income in the year is far below any tax; no labour welfare fund in November. Net: ₹4,000.
  expect(row.deductions).toMatchObject({ providentFund: 0, esi: 0, professionalTax: 0, labourWelfareFund: 0, incomeTax: 0 });
  expect(row.netPay).toBe(4_000);
});
