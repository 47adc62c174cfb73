import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EmployeeInput } from "@/shared/contract/employees";
import { finalisePath, type PayrollMonth } from "@/shared/contract/payroll";
import { salaryRevisionsPath } from "@/shared/contract/salary-revision";
import { statutoryPath, type StatutorySummary } from "@/shared/contract/statutory-returns";
import { createAdminTestApp, type AdminTestContext } from "../../testing/admin-test-app";
import { SETUP_TIMEOUT } from "../../testing/helpers";
import { hire, payrollOf, rowOf, worked } from "../../testing/payroll-people";

/**
 * ESI coverage for a contribution period is decided by the gross in the salary history on the period's first
 * day, or on joining (docs/product.md section 10.2), whatever months have been finalised: nothing is finalised
 * here before December. Thursday 31 December 2026 in Pune; Sundays off, no holidays, pay on calendar days.
 * Figures worked out by hand beside each expectation.
 */
let ctx: AdminTestContext;
type Person = Awaited<ReturnType<typeof hire>>;
let sana: Person, omkar: Person, tara: Person;

type Structure = Pick<
  EmployeeInput,
  "basicSalary" | "hra" | "transportAllowance" | "medicalAllowance" | "specialAllowance" | "otherAllowances" | "otherDeductions"
>;
const structure = (basicSalary: number, hra: number, specialAllowance: number): Structure => ({
  basicSalary,
  hra,
  transportAllowance: 1_600,
  medicalAllowance: 1_250,
  specialAllowance,
  otherAllowances: 0,
  otherDeductions: 0,
});
// 11,700 + 4,680 + 1,600 + 1,250 + 270 = 19,500; 14,400 + 5,760 + 1,600 + 1,250 + 990 = 24,000.
const gross19500 = structure(11_700, 4_680, 270);
const gross24000 = structure(14_400, 5_760, 990);
// 13,200 + 5,280 + 1,600 + 1,250 + 670 = 22,000; 12,000 + 4,800 + 1,600 + 1,250 + 350 = 20,000.
const gross22000 = structure(13_200, 5_280, 670);
const gross20000 = structure(12_000, 4_800, 350);

const revise = async (person: Person, to: Structure, effectiveFrom: string) => {
  const response = await ctx.app.inject({
    method: "POST",
    url: salaryRevisionsPath(person.record.id),
    headers: ctx.headers.hr,
    payload: { ...to, effectiveFrom, reason: "Revision" },
  });
  expect(response.statusCode, response.body).toBe(201);
};

beforeAll(async () => {
  ctx = await createAdminTestApp("2026-12-31T10:00:00.000Z");
  sana = await hire(ctx, {
    firstName: "Sana",
    lastName: "Mulla",
    gender: "female",
    dateOfJoining: "2024-01-01",
    esiIpNumber: "3112345601",
    ...gross19500,
  });
  omkar = await hire(ctx, {
    firstName: "Omkar",
    lastName: "Jadhav",
    gender: "male",
    dateOfJoining: "2024-01-01",
    esiIpNumber: "3112345602",
    ...gross22000,
  });
  tara = await hire(ctx, {
    firstName: "Tara",
    lastName: "Gokhale",
    gender: "female",
    dateOfJoining: "2026-11-16",
    esiIpNumber: "3112345603",
    ...gross20000,
  });
  // Sana raised to 24,000 and Tara to 22,000 from 1 December, Omkar cut to 20,000 from the same day.
  await revise(sana, gross24000, "2026-12-01");
  await revise(omkar, gross20000, "2026-12-01");
  await revise(tara, gross22000, "2026-12-01");
  for (const person of [sana, omkar, tara]) await worked(ctx, person.record.id, "2026-12-01", "2026-12-31");
}, SETUP_TIMEOUT);
afterAll(async () => {
  await ctx?.close();
}, SETUP_TIMEOUT);

describe("ESI coverage from the salary history", () => {
  it("covers December for someone on ₹19,500 on 1 October raised to ₹24,000 from 1 December, with nothing finalised", async () => {
    const december = await payrollOf(ctx, "2026-12");
    // Gross on 1 October 19,500 <= 21,000: covered to March. December on 24,000, no loss of pay: ESI wage 24,000;
    // 0.75% = 180 and 3.25% = 780 (whole rupees, nothing to round up).
    expect(rowOf(december, sana.record.id)).toMatchObject({
      grossMonthly: 24_000,
      earnedGross: 24_000,
      esiCovered: true,
      esiWage: 24_000,
      deductions: { esi: 180 },
      employer: { esi: 780 },
    });
  });

  it("does not cover someone above ₹21,000 on 1 October whose pay was cut below it later in the period", async () => {
    const december = await payrollOf(ctx, "2026-12");
    // Gross on 1 October 22,000 > 21,000: not covered until the next period starts in April, though December pays 20,000.
    expect(rowOf(december, omkar.record.id)).toMatchObject({
      grossMonthly: 20_000,
      esiCovered: false,
      esiWage: 0,
      deductions: { esi: 0 },
      employer: { esi: 0 },
    });
  });

  it("decides a mid-period joiner's coverage on the gross they joined on", async () => {
    const december = await payrollOf(ctx, "2026-12");
    // Joined 16 November on 20,000 <= 21,000: covered to March. December on 22,000: 0.75% = 165; 3.25% = 715.
    expect(rowOf(december, tara.record.id)).toMatchObject({
      grossMonthly: 22_000,
      esiCovered: true,
      esiWage: 22_000,
      deductions: { esi: 165 },
      employer: { esi: 715 },
    });
  });

  it("lists the covered people in the month's ESIC file once December is finalised", async () => {
    const finalised = await ctx.app.inject({ method: "POST", url: finalisePath("2026-12"), headers: ctx.headers.hr });
    expect(finalised.statusCode, finalised.body).toBe(200);
    expect(rowOf(finalised.json<PayrollMonth>(), sana.record.id)).toMatchObject({
      esiCovered: true,
      deductions: { esi: 180 },
      employer: { esi: 780 },
    });
    const response = await ctx.app.inject({ method: "GET", url: statutoryPath("2026-12"), headers: ctx.headers.hr });
    expect(response.statusCode, response.body).toBe(200);
    // Sana and Tara, each with an IP number; Omkar is not covered.
    expect(response.json<StatutorySummary>()).toMatchObject({ esicMembers: 2, missingIpNumber: [] });
  });
});
