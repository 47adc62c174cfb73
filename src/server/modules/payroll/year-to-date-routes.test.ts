import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { finalisePath, type PayrollMonth } from "@/shared/contract/payroll";
import { openingFiguresPath } from "@/shared/contract/tax";
import { createAdminTestApp, type AdminTestContext } from "../../testing/admin-test-app";
import { SETUP_TIMEOUT } from "../../testing/helpers";
import { edit, hire, payrollOf, rowOf, worked } from "../../testing/payroll-people";

/**
 * What a month's deductions take from the months before it (docs/product.md section 10.6): ESI coverage
 * fixed by the gross at the start of the contribution period (from the salary history), and income tax projected over the
 * financial year from the finalised months, this one, the months left and HR's opening figures.
 * Monday 23 November 2026 in Pune (FY 2026-27); no holidays, Sundays off. Figures worked out by hand beside
 * each expectation.
 */
let ctx: AdminTestContext;
type Person = Awaited<ReturnType<typeof hire>>;
let priya: Person, arjun: Person;

beforeAll(async () => {
  ctx = await createAdminTestApp("2026-11-23T03:40:00.000Z");
  // Gross 20,000 (basic 12,000, HRA 4,800, transport 1,600, medical 1,250, special 350): within ESI's ₹21,000.
  priya = await hire(ctx, {
    firstName: "Priya",
    gender: "female",
    dateOfJoining: "2024-01-01",
    basicSalary: 12_000,
    hra: 4_800,
    specialAllowance: 350,
  });
  await worked(ctx, priya.record.id, "2026-08-01", "2026-10-31");
  // Gross 2,00,000 (basic 1,00,000, HRA 40,000, special 60,000), new regime.
  arjun = await hire(ctx, {
    firstName: "Arjun",
    gender: "male",
    dateOfJoining: "2024-01-01",
    basicSalary: 100_000,
    hra: 40_000,
    transportAllowance: 0,
    medicalAllowance: 0,
    specialAllowance: 60_000,
  });
  await worked(ctx, arjun.record.id, "2026-08-01", "2026-09-30");
}, SETUP_TIMEOUT);
afterAll(async () => {
  await ctx?.close();
}, SETUP_TIMEOUT);

const finalise = async (month: string) => {
  const response = await ctx.app.inject({ method: "POST", url: finalisePath(month), headers: ctx.headers.hr });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PayrollMonth>();
};

describe("income tax over the financial year", () => {
  it("projects August with nothing finalised and warns that earlier pay is assumed nil", async () => {
    const august = await payrollOf(ctx, "2026-08");
    // August + 7 months to March at 2,00,000 = 16,00,000 - 75,000 = 15,25,000. Slabs 20,000 + 40,000 + 3,25,000 x 15%
    // (48,750) = 1,08,750; above ₹12 lakh, no rebate; cess 4,350; 1,13,100 a year over the 8 months left = 14,137.50 -> 14,138.
    expect(rowOf(august, arjun.record.id).deductions.incomeTax).toBe(14_138);
    // The year began in April, before the first month paid here, and nobody has opening figures.
    expect(august.withoutOpeningFigures).toBe(august.rows.length);
    // September on its own: 7 months x 2,00,000 = 14,00,000 - 75,000 = 13,25,000: 20,000 + 40,000 + 18,750 = 78,750;
    // cess 3,150; 81,900 / 7 = 11,700.
    expect(rowOf(await payrollOf(ctx, "2026-09"), arjun.record.id).deductions.incomeTax).toBe(11_700);
  });

  it("counts a finalised month: September's TDS changes once August is finalised", async () => {
    const august = await finalise("2026-08");
    expect(rowOf(august, arjun.record.id)).toMatchObject({
      earnedGross: 200_000,
      earnedBasic: 100_000,
      earnedHra: 40_000,
      taxRegime: "new",
      deductions: { incomeTax: 14_138 },
    });
    // August 2,00,000 + September + 6 months = 16,00,000: 1,13,100 a year, less August's 14,138 = 98,962 / 7 = 14,137.43 -> 14,137.
    const september = await payrollOf(ctx, "2026-09");
    expect(rowOf(september, arjun.record.id).deductions.incomeTax).toBe(14_137);
    // August was the first month paid here and the year began before it: still a warning for everyone.
    expect(september.withoutOpeningFigures).toBe(september.rows.length);
  });

  it("takes HR's opening figures: the months paid elsewhere and their TDS", async () => {
    const opening = { gross: 800_000, basic: 400_000, hra: 160_000, employeePf: 7_200, professionalTax: 800, tds: 50_000, months: 4 };
    const saved = await ctx.app.inject({
      method: "PUT",
      url: `${openingFiguresPath(arjun.record.id)}?year=2026-27`,
      headers: ctx.headers.hr,
      payload: opening,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const september = await payrollOf(ctx, "2026-09");
    // 8,00,000 opening + 2,00,000 August + September + 6 months = 24,00,000 - 75,000 = 23,25,000: 20,000 + 40,000 + 60,000
    // + 80,000 + 3,25,000 x 25% (81,250) = 2,81,250; cess 11,250; 2,92,500. Less 14,138 + 50,000: 2,28,362 / 7 = 32,623.14 -> 32,623.
    expect(rowOf(september, arjun.record.id).deductions.incomeTax).toBe(32_623);
    expect(september.withoutOpeningFigures).toBe(september.rows.length - 1);
  });
});

describe("ESI coverage through a contribution period", () => {
  it("continues after a raise to the end of the period, from the gross at its start in the salary history, and stops in the next", async () => {
    // August (finalised above) at 20,000: 0.75% = 150 and 3.25% = 650.
    const august = await payrollOf(ctx, "2026-08");
    expect(rowOf(august, priya.record.id)).toMatchObject({ esiCovered: true, deductions: { esi: 150 }, employer: { esi: 650 } });

    // A raise to 25,000 (basic 15,000, HRA 6,000, transport 1,600, medical 1,250, special 1,150): a revision from
    // 1 September, the first month not finalised; on 1 April the history holds 20,000.
    const raised = await edit(ctx, priya, { basicSalary: 15_000, hra: 6_000, specialAllowance: 1_150 });
    expect(raised.statusCode, raised.body).toBe(200);

    // September, same period (April-September): still covered: 0.75% of 25,000 = 187.50 -> 188; 3.25% = 812.50 -> 813.
    const september = rowOf(await payrollOf(ctx, "2026-09"), priya.record.id);
    expect(september).toMatchObject({
      grossMonthly: 25_000,
      earnedGross: 25_000,
      esiCovered: true,
      deductions: { esi: 188 },
      employer: { esi: 813 },
    });
    // October starts a new period (October-March) with a gross above 21,000: no ESI.
    const october = rowOf(await payrollOf(ctx, "2026-10"), priya.record.id);
    expect(october).toMatchObject({ grossMonthly: 25_000, esiCovered: false, deductions: { esi: 0 }, employer: { esi: 0 } });
  });
});
