import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { finalisePath, type PayrollMonth } from "@/shared/contract/payroll";
import { separationPath, type SeparationInput } from "@/shared/contract/separation";
import { openingFiguresPath, withYear } from "@/shared/contract/tax";
import { createAdminTestApp, type AdminTestContext } from "../../testing/admin-test-app";
import { SETUP_TIMEOUT } from "../../testing/helpers";
import { hire, payrollOf, rowOf, worked } from "../../testing/payroll-people";
import { hrTaxCalls, statementRupees } from "../../testing/hr-tax-calls";

/**
 * A leaver's TDS through the API (docs/product.md section 10.6): no salary is projected after the last working day,
 * and the month of the last working day, when it comes after the month paid, is projected as the payroll will pay
 * it, prorated to the last working day. Thursday 31 December 2026 in Pune (FY 2026-27, new regime: no declaration);
 * Sundays off, no holidays, the calendar pay-day basis; nothing finalised here, April to November in opening figures.
 * New regime slabs (income-tax-tables.ts): nil to 4 lakh, 5% to 8, 10% to 12, 15% to 16, 20% to 20, 25% to 24;
 * standard deduction 75,000; cess 4%; income and tax rounded to ten rupees.
 */
let ctx: AdminTestContext;
type Person = Awaited<ReturnType<typeof hire>>;
let priya: Person, rahul: Person;

const { ok, projection, statement } = hrTaxCalls(() => ctx);
const money = statementRupees;

/** Gross 2,00,000 (basic 1,00,000, HRA 40,000, special 60,000), joined 1 January 2024 (no gratuity: under five years). */
const twoLakhs = {
  gender: "male" as const,
  dateOfJoining: "2024-01-01",
  basicSalary: 100_000,
  hra: 40_000,
  transportAllowance: 0,
  medicalAllowance: 0,
  specialAllowance: 60_000,
};
/** April to November paid elsewhere at the same salary: 8 x 2,00,000 = 16,00,000. */
const eightMonths = (tds: number) => ({
  gross: 1_600_000,
  basic: 800_000,
  hra: 320_000,
  employeePf: 14_400,
  professionalTax: 1_600,
  tds,
  months: 8,
});
/**
 * Leave encashed at a thirtieth of the basic a day: all of it exempt (the exemption's cash equivalent of the leave is
 * reckoned at a thirtieth too: settlement-tax.ts), so no taxable item moves December's tax.
 */
const leaving = (noticeDate: string, lastWorkingDay: string): SeparationInput => ({
  kind: "resignation",
  noticeDate,
  lastWorkingDay,
  noticePeriodDays: 30,
  noticeShortfall: "waive",
  encashmentDivisor: 30,
  reason: "",
});

beforeAll(async () => {
  ctx = await createAdminTestApp("2026-12-31T10:00:00.000Z");
  // The case: leaves on Monday 14 December 2026; 80,000 deducted April to November.
  priya = await hire(ctx, { firstName: "Priya", lastName: "Kulkarni", ...twoLakhs });
  await worked(ctx, priya.record.id, "2026-12-01", "2026-12-14");
  await ok("PUT", withYear(openingFiguresPath(priya.record.id), "2026-27"), eightMonths(80_000));
  await ok("PUT", separationPath(priya.record.id), leaving("2026-11-14", "2026-12-14"));
  // Works all December and leaves on Tuesday 5 January 2027; 8 x 13,000 = 1,04,000 deducted April to November.
  rahul = await hire(ctx, { firstName: "Rahul", lastName: "Patil", ...twoLakhs });
  await worked(ctx, rahul.record.id, "2026-12-01", "2026-12-31");
  await ok("PUT", withYear(openingFiguresPath(rahul.record.id), "2026-27"), eightMonths(104_000));
  await ok("PUT", separationPath(rahul.record.id), leaving("2026-12-06", "2027-01-05"));
}, SETUP_TIMEOUT);
afterAll(async () => {
  await ctx?.close();
}, SETUP_TIMEOUT);

describe("a leaver's December TDS", () => {
  it("a leaver on 14 December is taxed on the salary of April to 14 December only: 47,990 in December", async () => {
    // December pays 14 of 31 days: 2,00,000 x 17 / 31 = 1,09,677.42 -> 1,09,677 unpaid; 90,323 earned.
    // Year: 16,00,000 + 90,323 = 16,90,323; less 75,000 = 16,15,323 -> 16,15,320.
    // Tax: 20,000 + 40,000 + 60,000 + 15,320 x 20% = 3,064 -> 1,23,064; cess 4,922.56 -> 1,27,986.56 -> 1,27,990.
    // Already deducted 80,000; December is the last month: 1,27,990 - 80,000 = 47,990.
    // (Projecting January to March at 2,00,000, 6,00,000 more: 22,15,320 taxable, tax 2,63,980, and
    // (2,63,980 - 80,000) / 4 = 45,995 in December, with 1,37,985 left for three months that pay nothing.)
    const row = rowOf(await payrollOf(ctx, "2026-12"), priya.record.id);
    expect(row).toMatchObject({ lopDays: 17, earnedGross: 90_323 });
    // The settlement's leave encashment, paid in December, is all exempt: no taxable item moves the figure.
    expect(row.items.filter((item) => item.taxable)).toEqual([]);
    expect(row.deductions.incomeTax).toBe(47_990);
    const view = await projection(priya.record.id, "2026-12");
    expect(view.byRegime.new).toMatchObject({
      remainingMonths: 0,
      remainingGross: 0,
      projectedGross: 1_690_323,
      taxableIncome: 1_615_320,
      annualTax: 127_990,
      monthsLeft: 1,
      thisMonth: 47_990,
    });
  });

  it("a leaver on 5 January: January is projected at 5 of 31 days, 32,258, not 2,00,000: 26,755 in December", async () => {
    // December in full, 2,00,000; January 2,00,000 x 5 / 31 = 32,258.06 -> 32,258 (26 of 31 days unpaid, as the
    // payroll will count them on the calendar basis).
    // Year: 16,00,000 + 2,00,000 + 32,258 = 18,32,258; less 75,000 = 17,57,258 -> 17,57,260.
    // Tax: 1,20,000 + 1,57,260 x 20% = 31,452 -> 1,51,452; cess 6,058.08 -> 1,57,510.08 -> 1,57,510.
    // (1,57,510 - 1,04,000) / 2 months (December, January) = 26,755.
    // (At the full salary in January: 20,00,000 - 75,000 = 19,25,000, tax 1,92,400, (1,92,400 - 1,04,000) / 2 = 44,200.)
    const row = rowOf(await payrollOf(ctx, "2026-12"), rahul.record.id);
    expect(row).toMatchObject({ lopDays: 0, earnedGross: 200_000 });
    expect(row.deductions.incomeTax).toBe(26_755);
    const view = await projection(rahul.record.id, "2026-12");
    expect(view.byRegime.new).toMatchObject({
      remainingMonths: 1,
      remainingGross: 32_258,
      projectedGross: 1_832_258,
      annualTax: 157_510,
      monthsLeft: 2,
      thisMonth: 26_755,
    });
  });
});

describe("the annual statement once December is finalised", () => {
  beforeAll(async () => {
    await ok<PayrollMonth>("POST", finalisePath("2026-12"));
  }, SETUP_TIMEOUT);

  it("the leaver on 14 December: the year's own figures, nothing more to deduct", async () => {
    // Tax 1,27,990 (above); deducted 80,000 (opening) + 47,990 (December) = 1,27,990: nothing left.
    const text = await statement(priya.record.id);
    expect(text).not.toContain("Projected:");
    expect(text).toContain(`Tax for the year ${money(127_990)}`);
    expect(text).toContain(`Tax still to be deducted for the year ${money(0)}`);
  });

  it("the leaver on 5 January: January projected up to the last working day, as the payroll will pay it", async () => {
    // As December's TDS: 18,32,258 for the year, tax 1,57,510; deducted 1,04,000 + 26,755 = 1,30,755; 26,755 left
    // for January. (January at its full salary would say tax 1,92,400 and 61,645 left.)
    const text = await statement(rahul.record.id);
    expect(text).toContain(`Projected: January 2027 up to the last working day ${money(32_258)}`);
    expect(text).toContain(`Tax for the year (on the projected salary) ${money(157_510)}`);
    expect(text).toContain(`Tax still to be deducted for the year ${money(26_755)}`);
  });
});
