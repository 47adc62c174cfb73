import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PayrollMonth } from "@/shared/contract/payroll";
import { salaryRevisionMessages, type SalaryRevision } from "@/shared/contract/salary-revision";
import { SETUP_TIMEOUT } from "../../testing/helpers";
import { edit, payrollOf, rowOf } from "../../testing/payroll-people";
import { components, createSalaryRevisionTestApp, fieldError, type SalaryRevisionTestApp } from "../../testing/salary-revision-app";
import { failAuditInserts } from "../../testing/fail-audit-inserts";
import { listAudit } from "../audit/store";
import { itemsOfMonth } from "../pay-items/store";

/**
 * Salary revisions (docs/product.md section 10.6.1): what a revision pays, into finalised months as arrears and
 * within the draft month prorated, and its audit entry. The people and months (Monday 23 November 2026, September
 * and October finalised) are set up in testing/salary-revision-app.ts. Figures worked out by hand beside each
 * expectation.
 */
let ctx: SalaryRevisionTestApp["ctx"];
let meera: Person, kabir: Person, ishaan: Person;
let september: PayrollMonth, october: PayrollMonth;
let revise: SalaryRevisionTestApp["revise"], history: SalaryRevisionTestApp["history"];
type Person = SalaryRevisionTestApp["meera"];

beforeAll(async () => {
  ({ ctx, meera, kabir, ishaan, september, october, revise, history } = await createSalaryRevisionTestApp());
}, SETUP_TIMEOUT);
afterAll(async () => {
  await ctx?.close();
}, SETUP_TIMEOUT);

describe("a revision into finalised months", () => {
  it("leaves September and October as frozen and pays +4,000 x 2 months of arrears in November, audited", async () => {
    const response = await revise(meera.record.id, { effectiveFrom: "2026-09-01", basicSalary: 24_000 });
    expect(response.statusCode, response.body).toBe(201);
    const revision = response.json<SalaryRevision>();
    // Each month: earned 35,000 - frozen 31,000 = 4,000, all basic (PF wage); gross above ESI's ceiling: no ESI wage.
    expect(revision).toMatchObject({
      effectiveFrom: "2026-09-01",
      before: components,
      after: { ...components, basicSalary: 24_000 },
      grossBefore: 31_000,
      grossAfter: 35_000,
      reason: "Annual appraisal",
      revisedBy: "Sneha Patil",
    });
    expect(revision.arrears).toEqual([
      { sourceMonth: "2026-09", month: "2026-11", amount: 4_000, pfWage: 4_000, description: "Arrears Sep 2026: revision from 1 Sep 2026" },
      { sourceMonth: "2026-10", month: "2026-11", amount: 4_000, pfWage: 4_000, description: "Arrears Oct 2026: revision from 1 Sep 2026" },
    ]);
    const items = (await itemsOfMonth(ctx.database.db, "2026-11")).filter((item) => item.employeeRecordId === meera.record.id);
    expect(items.map(({ kind, amount, pfWage, esiWage, taxable, source }) => ({ kind, amount, pfWage, esiWage, taxable, source }))).toEqual(
      [
        { kind: "arrears", amount: 4_000, pfWage: 4_000, esiWage: 0, taxable: true, source: `revision:${revision.id}` },
        { kind: "arrears", amount: 4_000, pfWage: 4_000, esiWage: 0, taxable: true, source: `revision:${revision.id}` },
      ],
    );
    expect(await payrollOf(ctx, "2026-09")).toEqual(september);
    expect(await payrollOf(ctx, "2026-10")).toEqual(october);
    // November pays the new structure all month (basic 24,000, gross 35,000) and the arrears on top: 4,000 + 4,000.
    const november = rowOf(await payrollOf(ctx, "2026-11"), meera.record.id);
    expect(november).toMatchObject({ earnings: { basicSalary: 24_000 }, grossMonthly: 35_000, itemEarnings: 8_000 });
    // PF: each month's arrears count within that month's ceiling (Meera's PF is capped): September and October were
    // paid on 20,000, above 15,000 already, so their 4,000 each adds nothing; November's own 24,000 is capped at
    // 15,000: 12% = 1,800, as without the arrears.
    // TDS: the year is Sep + Oct finalised 31,000 x 2 = 62,000, November 35,000, December-March 4 x 35,000 =
    // 1,40,000: 2,37,000, with the arrears 2,45,000; less the standard deduction 75,000: 1,70,000, within the
    // new regime's nil slab (to 4,00,000) either way, so the arrears add no tax and November deducts none.
    expect(november).toMatchObject({ pfWage: 15_000, deductions: { providentFund: 1_800, incomeTax: 0 } });
    const [entry] = await listAudit(ctx.database.db, { event: "salary.revised", limit: 1 });
    expect(entry).toMatchObject({ subject: `employee:${meera.record.id}` });
    expect(entry!.details).toMatchObject({ revisionId: revision.id, effectiveFrom: "2026-09-01", grossBefore: 31_000, grossAfter: 35_000 });
  });

  it("pays PF on arrears to a member on the full basic and deducts the tax they add in full in the month paid", async () => {
    // Before: November at basic 1,00,000: PF 12% = 12,000. TDS: September and October each deducted 11,700 (their
    // year 2,00,000 x 7 = 14,00,000, less 75,000 = 13,25,000: 20,000 + 40,000 + 15% of 1,25,000 = 18,750, 78,750
    // + 4% cess 3,150 = 81,900; September 81,900 / 7 = 11,700; October (81,900 - 11,700) / 6 = 11,700). November:
    // the same year, (81,900 - 23,400) / 5 months left = 11,700.
    expect(rowOf(await payrollOf(ctx, "2026-11"), ishaan.record.id)).toMatchObject({
      pfWage: 100_000,
      deductions: { providentFund: 12_000, incomeTax: 11_700 },
    });
    const response = await revise(ishaan.record.id, {
      effectiveFrom: "2026-09-01",
      basicSalary: 110_000,
      hra: 40_000,
      transportAllowance: 0,
      medicalAllowance: 0,
      specialAllowance: 60_000,
    });
    expect(response.statusCode, response.body).toBe(201);
    // Each month: 2,10,000 - frozen 2,00,000 = 10,000, all basic (PF wage); taxable.
    expect(response.json<SalaryRevision>().arrears.map(({ month, amount, pfWage }) => [month, amount, pfWage])).toEqual([
      ["2026-11", 10_000, 10_000],
      ["2026-11", 10_000, 10_000],
    ]);
    const row = rowOf(await payrollOf(ctx, "2026-11"), ishaan.record.id);
    // PF wage 1,10,000 + 20,000 = 1,30,000 (not capped): 12% = 15,600, of which the arrears' 12% of 20,000 = 2,400.
    expect(row).toMatchObject({ grossMonthly: 210_000, itemEarnings: 20_000, pfWage: 130_000 });
    expect(row.deductions.providentFund).toBe(15_600);
    // TDS on the salary: the year 4,00,000 finalised + 2,10,000 + 4 x 2,10,000 = 14,50,000, less 75,000 = 13,75,000:
    // 60,000 + 15% of 1,75,000 = 26,250, 86,250 + 4% cess 3,450 = 89,700; (89,700 - 23,400 deducted) / 5 = 13,260.
    // With the arrears the year is 14,70,000, taxable 13,95,000: 60,000 + 29,250 = 89,250 + cess 3,570 = 92,820.
    // Their tax, 92,820 - 89,700 = 3,120 (15% of 20,000 + 4% cess), is deducted in full: 13,260 + 3,120 = 16,380.
    expect(row.deductions.incomeTax).toBe(16_380);
  });

  it("pays a second revision into the same months only what the first did not", async () => {
    const response = await revise(meera.record.id, { effectiveFrom: "2026-09-01", basicSalary: 25_000 }, "admin");
    expect(response.statusCode, response.body).toBe(201);
    // 36,000 - 31,000 frozen - 4,000 already due = 1,000 a month.
    expect(response.json<SalaryRevision>().arrears.map((item) => item.amount)).toEqual([1_000, 1_000]);
    expect((await history(meera.record.id)).revisions.map((revision) => revision.grossAfter)).toEqual([36_000, 35_000]);
  });

  it("refuses a cut into a finalised month", async () => {
    const response = await revise(meera.record.id, { effectiveFrom: "2026-10-01", basicSalary: 18_000 });
    expect(fieldError(response, "effectiveFrom")).toBe(salaryRevisionMessages.lowersFinalised("October 2026"));
  });
});

describe("a raise in the draft month", () => {
  it("prorates from the 16th of November: 15/30 of the old and 15/30 of the new, then loss of pay", async () => {
    const response = await revise(kabir.record.id, { effectiveFrom: "2026-11-16", basicSalary: 24_000 });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<SalaryRevision>().arrears).toEqual([]);
    const row = rowOf(await payrollOf(ctx, "2026-11"), kabir.record.id);
    // Basic (15 x 20,000 + 15 x 24,000) / 30 = 22,000; gross 33,000. Two LOP days of 30: 33,000 x 2 / 30 = 2,200;
    // earned 30,800; basic 22,000 - round(1,466.67) = 20,533.
    expect(row).toMatchObject({
      earnings: { basicSalary: 22_000, hra: 8_000 },
      grossMonthly: 33_000,
      lopDays: 2,
      lopDeduction: 2_200,
      earnedGross: 30_800,
      earnedBasic: 20_533,
    });
    // The record holds the structure in force today.
    expect((await history(kabir.record.id)).earliestEffectiveFrom).toBe("2026-11-16");
  });

  it("refuses a date before the last revision's", async () => {
    expect(fieldError(await revise(kabir.record.id, { effectiveFrom: "2026-11-10", basicSalary: 26_000 }), "effectiveFrom")).toBe(
      salaryRevisionMessages.beforeLatest("16 Nov 2026"),
    );
  });

  it("turns a salary changed on the employee form into a revision from the first month not finalised", async () => {
    const saved = await edit(ctx, meera, { basicSalary: 25_000, hra: 9_000 });
    expect(saved.statusCode, saved.body).toBe(200);
    const [latest] = (await history(meera.record.id)).revisions;
    // October is the last finalised month, so 1 November; HRA 8,000 -> 9,000: gross 37,000.
    expect(latest).toMatchObject({
      effectiveFrom: "2026-11-01",
      reason: salaryRevisionMessages.fromForm,
      grossBefore: 36_000,
      grossAfter: 37_000,
      arrears: [],
    });
  });
});

describe("the audit entry", () => {
  it("is part of the revision: when it cannot be written, neither the revision, the record's salary nor arrears are stored", async () => {
    const before = { kabir: await history(kabir.record.id), ishaan: await history(ishaan.record.id) };
    const november = await payrollOf(ctx, "2026-11");
    const items = await itemsOfMonth(ctx.database.db, "2026-11");
    const restore = await failAuditInserts(ctx.database.db, "salary.");
    try {
      // Within the draft month: the record's new structure, to be undone.
      expect((await revise(kabir.record.id, { effectiveFrom: "2026-11-20", basicSalary: 28_000 })).statusCode).toBe(500);
      // Into finalised October: the record's structure and October's arrears in November, to be undone.
      expect(
        (
          await revise(ishaan.record.id, {
            effectiveFrom: "2026-10-01",
            basicSalary: 120_000,
            hra: 40_000,
            transportAllowance: 0,
            medicalAllowance: 0,
            specialAllowance: 60_000,
          })
        ).statusCode,
      ).toBe(500);
    } finally {
      await restore();
    }
    expect({ kabir: await history(kabir.record.id), ishaan: await history(ishaan.record.id) }).toEqual(before);
    // Kabir still on basic 22,000 prorated (the raise of the 16th); Ishaan's November and its items as they were.
    expect(rowOf(await payrollOf(ctx, "2026-11"), kabir.record.id)).toEqual(rowOf(november, kabir.record.id));
    expect(rowOf(await payrollOf(ctx, "2026-11"), ishaan.record.id)).toEqual(rowOf(november, ishaan.record.id));
    expect(await itemsOfMonth(ctx.database.db, "2026-11")).toEqual(items);
  });
});
