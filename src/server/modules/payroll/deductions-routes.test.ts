import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Employee } from "@/shared/contract/employees";
import { musterPath, payrollExportPath } from "@/shared/contract/payroll";
import { createAdminTestApp, type AdminTestContext } from "../../testing/admin-test-app";
import { SETUP_TIMEOUT } from "../../testing/helpers";
import { edit, hire, payrollOf, rowOf, worked } from "../../testing/payroll-people";
import { listAudit } from "../audit/store";

/**
 * GET /api/hr/payroll computes every deduction from the month's earned pay (docs/product.md section 10.6).
 * Monday 23 November 2026 in Pune; no holidays, Sundays off. Every expected figure is worked out by hand
 * in the comment beside it, never by the code under test.
 */
let ctx: AdminTestContext;
type Person = Awaited<ReturnType<typeof hire>>;
let rahul: Person, tanvi: Person, meera: Person, vikram: Person, varun: Person;

beforeAll(async () => {
  ctx = await createAdminTestApp("2026-11-23T03:40:00.000Z");
  // A demo-like joiner on 14 October: gross 16,000 (basic 10,000, HRA 3,000, transport 1,600, medical 1,250, special 150).
  rahul = await hire(ctx, {
    firstName: "Rahul",
    gender: "male",
    dateOfJoining: "2026-10-14",
    basicSalary: 10_000,
    hra: 3_000,
    specialAllowance: 150,
  });
  await worked(ctx, rahul.record.id, "2026-10-14", "2026-10-31");
  // An intern outside the provident fund (basic above ₹15,000 on joining, never a member before: membership is
  // mandatory at or below it): gross 20,000 (basic 16,000, HRA 1,000, transport 1,600, medical 1,250, special 150).
  tanvi = await hire(ctx, {
    firstName: "Tanvi",
    gender: "female",
    employmentType: "Intern",
    dateOfJoining: "2024-06-01",
    basicSalary: 16_000,
    hra: 1_000,
    specialAllowance: 150,
    pfMember: false,
    pfExclusionReason: "Joined at ₹16,000 basic, never an EPF member before",
  });
  await worked(ctx, tanvi.record.id, "2026-10-01", "2026-10-31");
  // A woman at exactly 25,000 (basic 15,000, HRA 6,000, transport 1,600, medical 1,250, special 1,150).
  meera = await hire(ctx, {
    firstName: "Meera",
    gender: "female",
    dateOfJoining: "2024-01-01",
    basicSalary: 15_000,
    hra: 6_000,
    specialAllowance: 1_150,
  });
  await worked(ctx, meera.record.id, "2026-10-01", "2026-10-31");
  // Men at 31,000 (basic 20,000, HRA 8,000, transport 1,600, medical 1,250, special 150): one in Pune, one in Bangalore.
  const man31000 = { gender: "male" as const, dateOfJoining: "2024-01-01", basicSalary: 20_000, hra: 8_000, specialAllowance: 150 };
  vikram = await hire(ctx, { firstName: "Vikram", ...man31000 });
  await worked(ctx, vikram.record.id, "2026-02-01", "2026-02-28");
  varun = await hire(ctx, { firstName: "Varun", ...man31000, workLocation: "Bangalore", stateOfWork: "KA" });
  await worked(ctx, varun.record.id, "2026-10-01", "2026-10-31");
}, SETUP_TIMEOUT);
afterAll(async () => {
  await ctx?.close();
}, SETUP_TIMEOUT);

describe("provident fund and ESI on the earned pay", () => {
  it("takes PF on a joiner's earned basic: 5,806 after 13 LOP days gives 697, the same wage as the employer's 12%", async () => {
    const row = rowOf(await payrollOf(ctx, "2026-10"), rahul.record.id);
    // 13 calendar days before joining; LOP 16,000 x 13 / 31 = 6,709.68 -> 6,710; earned 9,290; paid 31 - 13 = 18 days.
    // Basic 10,000 - 4,193.55 (-> 4,194) = 5,806.
    expect(row).toMatchObject({ lopDays: 13, paidDays: 18, lopDeduction: 6_710, earnedGross: 9_290, earnedBasic: 5_806, esiCovered: true });
    // PF 12% of 5,806 = 696.72 -> 697. ESI 0.75% of 9,290 = 69.675 -> 70. PT 175: 9,290 is in Maharashtra's 7,501-10,000 slab.
    // Income tax nil (9,290 + 5 x 16,000 = 89,290 for the year).
    expect(row.deductions).toEqual({
      providentFund: 697,
      esi: 70,
      professionalTax: 175,
      labourWelfareFund: 0,
      incomeTax: 0,
      otherDeductions: 0,
    });
    expect(row).toMatchObject({ totalDeductions: 942, netPay: 9_290 - 942 });
    // EPS 8.33% of 5,806 = 483.64 -> 484; EPF 697 - 484 = 213; EDLI and admin 0.5% = 29.03 -> 29; ESI 3.25% of 9,290 = 301.93 -> 302.
    expect(row.employer).toEqual({ epf: 213, eps: 484, edli: 29, adminCharge: 29, esi: 302, labourWelfareFund: 0, total: 1_057 });
    expect(row.employerCost).toBe(9_290 + 1_057);
  });

  it("takes no PF from a non-member and pays no employer PF for her; ESI within ₹21,000", async () => {
    const row = rowOf(await payrollOf(ctx, "2026-10"), tanvi.record.id);
    // Gross 20,000, every working day worked: ESI 150 and 650; PT nil for a woman up to 25,000.
    expect(row.deductions).toEqual({
      providentFund: 0,
      esi: 150,
      professionalTax: 0,
      labourWelfareFund: 0,
      incomeTax: 0,
      otherDeductions: 0,
    });
    expect(row.employer).toEqual({ epf: 0, eps: 0, edli: 0, adminCharge: 0, esi: 650, labourWelfareFund: 0, total: 650 });
  });
});

describe("professional tax and the labour welfare fund", () => {
  it("spares a woman at ₹25,000, charges ₹300 in February, and charges Karnataka's ₹200 from ₹25,000", async () => {
    const october = await payrollOf(ctx, "2026-10");
    expect(rowOf(october, meera.record.id)).toMatchObject({
      earnedGross: 25_000,
      esiCovered: false,
      deductions: { professionalTax: 0, providentFund: 1_800, esi: 0 },
    });
    expect(rowOf(october, varun.record.id)).toMatchObject({ stateOfWork: "KA", earnedGross: 31_000, deductions: { professionalTax: 200 } });
    const february = await payrollOf(ctx, "2026-02");
    // FY 2025-26, whose rules the tables hold.
    expect(february).toMatchObject({ financialYear: "2025-26", incomeTaxRulesYear: "2025-26" });
    expect(rowOf(february, vikram.record.id)).toMatchObject({ earnedGross: 31_000, deductions: { professionalTax: 300 } });
  });

  it("deducts Maharashtra's ₹25 (employer ₹75) in June and December, and Karnataka's ₹50 (₹100) in December only", async () => {
    const june = await payrollOf(ctx, "2026-06");
    expect(rowOf(june, meera.record.id).deductions.labourWelfareFund).toBe(25);
    expect(rowOf(june, meera.record.id).employer.labourWelfareFund).toBe(75);
    expect(rowOf(june, varun.record.id).deductions.labourWelfareFund).toBe(0);
    const december = await payrollOf(ctx, "2025-12");
    expect(rowOf(december, meera.record.id)).toMatchObject({ deductions: { labourWelfareFund: 25 }, employer: { labourWelfareFund: 75 } });
    expect(rowOf(december, varun.record.id)).toMatchObject({ deductions: { labourWelfareFund: 50 }, employer: { labourWelfareFund: 100 } });
    expect(rowOf(await payrollOf(ctx, "2026-10"), meera.record.id).deductions.labourWelfareFund).toBe(0);
  });
});

describe("an override", () => {
  const reason = "Exempt: certified disability, Karnataka notification";

  it("needs a reason, then stands in for the computed figure, flagged in the rows, the muster and the payroll CSV, and audited", async () => {
    const bare = await edit(ctx, varun, { professionalTax: 0 });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().fieldErrors).toEqual({ professionalTaxOverrideReason: ["Give a reason for overriding the professional tax"] });

    const saved = await edit(ctx, varun, { professionalTax: 0, professionalTaxOverrideReason: reason });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<Employee>()).toMatchObject({
      professionalTax: 0,
      professionalTaxOverrideReason: reason,
      providentFund: null,
      incomeTax: null,
    });
    const row = rowOf(await payrollOf(ctx, "2026-10"), varun.record.id);
    expect(row.deductions.professionalTax).toBe(0);
    expect(row.overridden).toEqual({ providentFund: false, professionalTax: true, incomeTax: false });

    const [entry] = await listAudit(ctx.database.db, { event: "employee.updated", limit: 1 });
    expect(entry).toMatchObject({
      subject: `employee:${varun.record.id}`,
      details: {
        fields: ["professionalTax", "professionalTaxOverrideReason"],
        overrides: [{ deduction: "professionalTax", amount: 0, reason }],
      },
    });

    for (const url of [musterPath("2026-10"), payrollExportPath("2026-10")]) {
      const csv = await ctx.app.inject({ method: "GET", url, headers: ctx.headers.hr });
      const [header, ...lines] = csv.body
        .replace(/^\uFEFF/, "")
        .trim()
        .split("\r\n");
      for (const column of [
        "UAN",
        "State of Work",
        "Tax Regime",
        "Income Tax Rules",
        "LWF (Employee)",
        "LWF (Employer)",
        "EPF Admin Charge",
        "PF Override",
        "PT Override",
      ]) {
        expect(header, url).toContain(column);
      }
      const line = lines.find((candidate) => candidate.includes(varun.record.employeeId))!;
      expect(line, url).toContain(",Karnataka,New regime,FY 2026-27,");
      expect(line, url).toMatch(/,No,Yes,No,Recorded$/);
    }
  });

  it("goes back to the computed figure when removed (audited with no amount)", async () => {
    const cleared = await edit(ctx, varun, { professionalTax: null, professionalTaxOverrideReason: "" });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json<Employee>()).toMatchObject({ professionalTax: null, professionalTaxOverrideReason: null });
    expect(rowOf(await payrollOf(ctx, "2026-10"), varun.record.id)).toMatchObject({
      deductions: { professionalTax: 200 },
      overridden: { professionalTax: false },
    });
    const [entry] = await listAudit(ctx.database.db, { event: "employee.updated", limit: 1 });
    expect(entry?.details).toMatchObject({ overrides: [{ deduction: "professionalTax", amount: null, reason: null }] });
  });
});
