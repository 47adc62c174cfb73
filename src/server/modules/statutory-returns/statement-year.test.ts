import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { finalisePath, type PayrollMonth } from "@/shared/contract/payroll";
import { separationPath, type SeparationInput } from "@/shared/contract/separation";
import {
  HR_TAX_REGIMES_PATH,
  hrTaxPath,
  openingFiguresPath,
  regimeNotChosenText,
  withYear,
  type RegimeNotChosen,
} from "@/shared/contract/tax";
import { createAdminTestApp, type AdminTestContext } from "../../testing/admin-test-app";
import { SETUP_TIMEOUT } from "../../testing/helpers";
import { hire, payrollOf, rowOf, worked } from "../../testing/payroll-people";
import { hrTaxCalls, statementRupees } from "../../testing/hr-tax-calls";

/**
 * A financial year's edges in the TDS and the annual statement (docs/product.md sections 9.14.2 and 10.6): the
 * regime of a year without a declaration, a leaver's projection, and the statement's professional tax, exemptions
 * and sections of law. Thursday 31 December 2026 in Pune (FY 2026-27, the Income-tax Act 2025's first year);
 * Sundays off, no holidays; November and December are finalised here, in order.
 */
let ctx: AdminTestContext;
type Person = Awaited<ReturnType<typeof hire>>;
let anil: Person, kiran: Person, nikhil: Person;

const { ok, projection, statement } = hrTaxCalls(() => ctx);
const money = statementRupees;

beforeAll(async () => {
  ctx = await createAdminTestApp("2026-12-31T10:00:00.000Z");
  // Gross 3,00,000 (basic 1,50,000), no declaration for FY 2026-27 (the record's own regime, which HR's form once
  // set, is gone: migrations.test.ts).
  anil = await hire(ctx, {
    firstName: "Anil",
    lastName: "Deshmukh",
    gender: "male",
    dateOfJoining: "2024-01-01",
    basicSalary: 150_000,
    hra: 60_000,
    transportAllowance: 0,
    medicalAllowance: 0,
    specialAllowance: 90_000,
  });
  // Gross 1,00,000 in Maharashtra, old regime declared; paid April to October elsewhere (opening figures).
  kiran = await hire(ctx, {
    firstName: "Kiran",
    lastName: "Jadhav",
    gender: "male",
    dateOfJoining: "2024-01-01",
    basicSalary: 50_000,
    hra: 20_000,
    transportAllowance: 0,
    medicalAllowance: 0,
    specialAllowance: 30_000,
  });
  // Gross 2,00,000 (basic 1,00,000), joined 1 June 2019, leaves on Monday 14 December 2026.
  nikhil = await hire(ctx, {
    firstName: "Nikhil",
    lastName: "Joshi",
    gender: "male",
    dateOfJoining: "2019-06-01",
    basicSalary: 100_000,
    hra: 40_000,
    transportAllowance: 0,
    medicalAllowance: 0,
    specialAllowance: 60_000,
  });
  for (const person of [anil, kiran]) await worked(ctx, person.record.id, "2026-11-01", "2026-12-31");
  await worked(ctx, nikhil.record.id, "2026-11-01", "2026-12-14");
  await ok("PUT", withYear(hrTaxPath(kiran.record.id), "2026-27"), { regime: "old" });
  // April to October: 7 x 1,00,000 gross, 7 x 200 professional tax.
  await ok("PUT", withYear(openingFiguresPath(kiran.record.id), "2026-27"), {
    gross: 700_000,
    basic: 350_000,
    hra: 140_000,
    employeePf: 12_600,
    professionalTax: 1_400,
    tds: 50_000,
    months: 7,
  });
  const separation: SeparationInput = {
    kind: "resignation",
    noticeDate: "2026-11-14",
    lastWorkingDay: "2026-12-14",
    noticePeriodDays: 30,
    noticeShortfall: "waive",
    encashmentDivisor: 26,
    reason: "",
  };
  await ok("PUT", separationPath(nikhil.record.id), separation);
}, SETUP_TIMEOUT);
afterAll(async () => {
  await ctx?.close();
}, SETUP_TIMEOUT);

describe("the regime of a year without a declaration", () => {
  it("is the new regime, whatever the record says; HR sees who has not chosen", async () => {
    // November, nothing finalised before: November plus December to March at 3,00,000 = 15,00,000.
    // New regime: 15,00,000 - 75,000 = 14,25,000; 20,000 + 40,000 + 2,25,000 x 15% = 93,750; cess 3,750 = 97,500; / 5 = 19,500.
    const row = rowOf(await payrollOf(ctx, "2026-11"), anil.record.id);
    expect(row.taxRegime).toBe("new");
    expect(row.deductions.incomeTax).toBe(19_500);
    const view = await projection(anil.record.id, "2026-11");
    expect(view).toMatchObject({ regime: "new", deducted: 19_500 });
    const list = await ok<RegimeNotChosen>("GET", withYear(HR_TAX_REGIMES_PATH, "2026-27"));
    expect(list.financialYear).toBe("2026-27");
    expect(list.people).toContainEqual({ employeeRecordId: anil.record.id, employeeId: anil.record.employeeId, name: "Anil Deshmukh" });
    // Kiran declared: not on the list.
    expect(list.people.map((person) => person.employeeRecordId)).not.toContain(kiran.record.id);
    expect(regimeNotChosenText(3, "2026-27")).toBe(
      "3 people have not chosen a tax regime for FY 2026-27: TDS is deducted under the new regime, the legal default",
    );
    expect(regimeNotChosenText(1, "2026-27")).toBe(
      "1 person has not chosen a tax regime for FY 2026-27: TDS is deducted under the new regime, the legal default",
    );
    expect(regimeNotChosenText(0, "2026-27")).toBe("Everyone has chosen a tax regime for FY 2026-27");
  });

  it("follows the declaration once saved: the old regime, and off the list", async () => {
    await ok("PUT", withYear(hrTaxPath(anil.record.id), "2026-27"), { regime: "old" });
    // Old regime: PT November 200 + December to March 200 + 200 + 300 + 200 = 1,100; 80C: PF 5 x 1,800 = 9,000.
    // 15,00,000 - 50,000 - 1,100 - 9,000 = 14,39,900: 12,500 + 1,00,000 + 4,39,900 x 30% = 2,44,470;
    // cess 9,778.80 -> 2,54,248.80 -> 2,54,250; / 5 = 50,850.
    const row = rowOf(await payrollOf(ctx, "2026-11"), anil.record.id);
    expect(row.taxRegime).toBe("old");
    expect(row.deductions.incomeTax).toBe(50_850);
    const list = await ok<RegimeNotChosen>("GET", withYear(HR_TAX_REGIMES_PATH, "2026-27"));
    expect(list.people.map((person) => person.employeeRecordId)).not.toContain(anil.record.id);
  });
});

describe("the year's edges once November and December are finalised", () => {
  let december: PayrollMonth;
  beforeAll(async () => {
    await ok<PayrollMonth>("POST", finalisePath("2026-11"));
    december = await ok<PayrollMonth>("POST", finalisePath("2026-12"));
  }, SETUP_TIMEOUT);

  it("a leaver on 14 December is projected for no month after December: the year's balance is deducted in December", async () => {
    const view = await projection(nikhil.record.id, "2026-12");
    const chosen = view.byRegime[view.regime];
    // Without the last working day, January to March would be projected: 3 months, 6,00,000, over 4 months left.
    expect(chosen).toMatchObject({ remainingMonths: 0, remainingGross: 0, monthsLeft: 1 });
    expect(chosen.thisMonth).toBe(Math.max(0, chosen.annualTax - chosen.alreadyDeducted.total));
    expect(rowOf(december, nikhil.record.id).deductions.incomeTax).toBe(view.deducted);
    const text = await statement(nikhil.record.id);
    expect(text).not.toContain("Projected:");
    expect(text).not.toContain("on the projected salary");
  });

  it("the statement shows the exempt gratuity and leave encashment under the 2025 Act's section 19", async () => {
    // 7 years 6 months 13 days count as 8 years; 15 x 1,00,000 x 8 / 26 = 4,61,538.46 -> 4,61,538, all exempt
    // (the least of the amount, 15/26 x basic x years = 4,61,538 and ₹20,00,000).
    const row = rowOf(december, nikhil.record.id);
    expect(row.items).toContainEqual(expect.objectContaining({ kind: "gratuity", amount: 461_538, taxable: false }));
    // Leave encashment, section 19(1) Table Sl. No. 14 (a non-government employee leaving): the year's 15 days of
    // earned leave at credit (none taken), paid at basic / 26 (the separation's divisor): 15 x 1,00,000 / 26 = 57,692.31 -> 57,692. Exempt the least of
    // the amount 57,692, the cash equivalent of the leave at credit (at most 30 days for each of his 7 completed
    // years) at the average salary, a thirtieth a day: 15 x 1,00,000 / 30 = 50,000; ten months' average salary
    // 10 x 1,00,000 = 10,00,000 (basic, no dearness allowance); and the ₹25,00,000 limit: 50,000 exempt, 57,692 -
    // 50,000 = 7,692 taxable.
    const leave = row.items
      .filter((item) => item.kind === "leave_encashment")
      .map((item) => ({ amount: item.amount, taxable: item.taxable }));
    expect(leave).toEqual(
      expect.arrayContaining([
        { amount: 50_000, taxable: false },
        { amount: 7_692, taxable: true },
      ]),
    );
    expect(leave).toHaveLength(2);
    const text = await statement(nikhil.record.id);
    expect(text).toContain(`Gratuity exempt (section 19(1), Table Sl. No. 5) ${money(461_538)}`);
    expect(text).toContain(`Leave encashment exempt (section 19(1), Table Sl. No. 14) ${money(50_000)}`);
  });

  it("the statement and the Tax tab count February's ₹300: ₹2,500 for a full year in Maharashtra", async () => {
    // Opening April-October 1,400 + November 200 + December 200 + January 200 + February 300 + March 200 = 2,500
    // (projecting ₹200 for February as well gave 2,400).
    const view = await projection(kiran.record.id, "2026-12");
    expect(view.regime).toBe("old");
    expect(view.byRegime.old.professionalTax).toBe(2_500);
    const text = await statement(kiran.record.id);
    expect(text).toContain(`Professional tax (section 19(1), Table Sl. No. 1) ${money(2_500)}`);
  });

  it("names the sections of the Income-tax Act 2025 for FY 2026-27, not the 1961 Act's", async () => {
    const text = await statement(kiran.record.id);
    expect(text).toContain("Law Income-tax Act, 2025");
    expect(text).toContain("(section 16)");
    expect(text).toContain("Standard deduction (section 19(1), Table Sl. No. 2)");
    expect(text).toContain("Deduction under section 123 (including your PF)");
    expect(text).toContain("Rebate under section 156");
    expect(text).toContain("not a certificate under section 395");
    for (const old of ["17(1)", "10(13A)", "16(ia)", "16(iii)", "80C", "87A", "section 203"]) expect(text).not.toContain(old);
  });
});
