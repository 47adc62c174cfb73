import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { finalisePath, type PayrollMonth } from "@/shared/contract/payroll";
import { salaryRevisionsPath } from "@/shared/contract/salary-revision";
import { ecrPath } from "@/shared/contract/statutory-returns";
import { createAdminTestApp, type AdminTestContext } from "../../testing/admin-test-app";
import { SETUP_TIMEOUT } from "../../testing/helpers";
import { hire, rowOf, worked } from "../../testing/payroll-people";

/**
 * The pension scheme (EPS) past 58 and for someone who is not an EPS member, and PF on arrears capped in the month
 * they belong to (docs/product.md section 10.2), through the payroll and the ECR file, on a real database.
 * Thursday 31 December 2026 in Pune; everyone works every working day of November and December (Sundays off);
 * November is finalised, then two salary revisions from 1 November pay November's arrears with December.
 * Every figure is worked out by hand beside it.
 */
let ctx: AdminTestContext;
type Person = Awaited<ReturnType<typeof hire>>;
let shobha: Person, dinesh: Person, kunal: Person, sunil: Person, tara: Person, prakash: Person;
let november: PayrollMonth, december: PayrollMonth;
const ordinary = { dateOfJoining: "2024-01-01", transportAllowance: 0, medicalAllowance: 0, otherAllowances: 0, otherDeductions: 0 };
// Basic 15,000 + HRA 6,000 + special 4,000 = 25,000.
const atCeiling = { ...ordinary, basicSalary: 15_000, hra: 6_000, specialAllowance: 4_000 };

const ecrLines = async (month: string) => {
  const response = await ctx.app.inject({ method: "GET", url: ecrPath(month), headers: ctx.headers.hr });
  expect(response.statusCode, response.body).toBe(200);
  return response.body.split("\r\n");
};
/** A member's ECR fields from EPF wages on: EPF, EPS, EDLI wages; EPF, EPS, EPF-EPS difference remitted. */
const contributionFields = (lines: string[], uan: string) =>
  lines
    .find((line) => line.startsWith(`${uan}#~#`))!
    .split("#~#")
    .slice(3, 9)
    .map(Number);

beforeAll(async () => {
  ctx = await createAdminTestApp("2026-12-31T10:00:00.000Z");
  // Born 10 May 1967: 58 on 10 May 2025, so no EPS in November or December 2026.
  shobha = await hire(ctx, { ...atCeiling, firstName: "Shobha", lastName: "Joshi", dateOfBirth: "1967-05-10", uan: "100111222331" });
  // Born 15 November 1968: 58 on 15 November 2026; November is contributed in full, December has no EPS.
  dinesh = await hire(ctx, {
    ...atCeiling,
    firstName: "Dinesh",
    lastName: "Rao",
    gender: "male",
    dateOfBirth: "1968-11-15",
    uan: "100111222332",
  });
  // Not an EPS member (joined EPF after 1 Sep 2014 above ₹15,000), PF on the full basic 40,000; gross 60,000.
  kunal = await hire(ctx, {
    ...ordinary,
    firstName: "Kunal",
    lastName: "Mehta",
    gender: "male",
    uan: "100111222333",
    epsMember: false,
    pfWageCapped: false,
    basicSalary: 40_000,
    hra: 16_000,
    specialAllowance: 4_000,
  });
  // Basic 11,000 + HRA 4,400 + special 600 = 16,000, raised to basic 14,000 from 1 November.
  sunil = await hire(ctx, {
    ...ordinary,
    firstName: "Sunil",
    lastName: "More",
    gender: "male",
    uan: "100111222334",
    basicSalary: 11_000,
    hra: 4_400,
    specialAllowance: 600,
  });
  // Basic 14,000 + HRA 5,600 + special 400 = 20,000, raised to basic 17,000 from 1 November.
  tara = await hire(ctx, {
    ...ordinary,
    firstName: "Tara",
    lastName: "Naik",
    uan: "100111222335",
    basicSalary: 14_000,
    hra: 5_600,
    specialAllowance: 400,
  });
  // Born 20 November 1968: 58 on 20 November 2026 (EPS in November, none from December). Basic 12,000 + HRA 4,800 +
  // special 1,200 = 18,000, raised to basic 14,000 from 1 November.
  prakash = await hire(ctx, {
    ...ordinary,
    firstName: "Prakash",
    lastName: "Gokhale",
    gender: "male",
    dateOfBirth: "1968-11-20",
    uan: "100111222336",
    basicSalary: 12_000,
    hra: 4_800,
    specialAllowance: 1_200,
  });
  for (const person of [shobha, dinesh, kunal, sunil, tara, prakash]) await worked(ctx, person.record.id, "2026-11-01", "2026-12-31");
  const finalise = async (month: string) => {
    const response = await ctx.app.inject({ method: "POST", url: finalisePath(month), headers: ctx.headers.hr });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<PayrollMonth>();
  };
  november = await finalise("2026-11");
  for (const [person, basicSalary] of [
    [sunil, 14_000],
    [tara, 17_000],
    [prakash, 14_000],
  ] as const) {
    const { hra, specialAllowance } = person.input;
    const payload = { effectiveFrom: "2026-11-01", reason: "Annual appraisal", ...ordinary, basicSalary, hra, specialAllowance };
    const response = await ctx.app.inject({ method: "POST", url: salaryRevisionsPath(person.record.id), headers: ctx.headers.hr, payload });
    expect(response.statusCode, response.body).toBe(201);
  }
  december = await finalise("2026-12");
}, SETUP_TIMEOUT);
afterAll(async () => {
  await ctx?.close();
}, SETUP_TIMEOUT);

describe("EPS past 58", () => {
  it("is 0 from the month after the 58th birthday, the whole employer 12% going to EPF", () => {
    // Shobha, December: PF wage 15,000; employee 12% = 1,800; employer 12% = 1,800 all EPF, EPS 0 (EPS wages 0);
    // EDLI 0.5% of 15,000 = 75 (EDLI wages 15,000); admin 0.5% = 75.
    const row = rowOf(december, shobha.record.id);
    expect(row.deductions.providentFund).toBe(1_800);
    expect(row.employer).toMatchObject({ epf: 1_800, eps: 0, edli: 75, adminCharge: 75 });
    expect([row.pfWage, row.epsWage, row.edliWage]).toEqual([15_000, 0, 15_000]);
    // Dinesh turned 58 on 15 November: November EPS 8.33% of 15,000 = 1,249.50 -> 1,250, EPF 550; December EPS 0, EPF 1,800.
    expect(rowOf(november, dinesh.record.id).employer).toMatchObject({ epf: 550, eps: 1_250 });
    expect(rowOf(december, dinesh.record.id).employer).toMatchObject({ epf: 1_800, eps: 0 });
  });

  it("puts EPS wages and EPS 0 in the ECR line", async () => {
    // Shobha, December: gross 25,000; EPF wages 15,000; EPS wages 0; EDLI wages 15,000; 1,800; EPS 0; difference 1,800; no NCP days.
    expect(await ecrLines("2026-12")).toContain("100111222331#~#Shobha Joshi#~#25000#~#15000#~#0#~#15000#~#1800#~#0#~#1800#~#0#~#0");
    // Dinesh: November with EPS (15,000 wages, 1,250 and 550), December without.
    expect(contributionFields(await ecrLines("2026-11"), "100111222332")).toEqual([15_000, 15_000, 15_000, 1_800, 1_250, 550]);
    expect(contributionFields(await ecrLines("2026-12"), "100111222332")).toEqual([15_000, 0, 15_000, 1_800, 0, 1_800]);
  });
});

describe("someone not an EPS member", () => {
  it("pays the whole employer 12% to EPF, EPS wages and EPS 0 in the ECR", async () => {
    // Kunal, basic 40,000 uncapped: PF wage 40,000; 12% = 4,800 each side, all EPF; EDLI on 15,000 = 75; admin 0.5% of 40,000 = 200.
    const row = rowOf(december, kunal.record.id);
    expect(row.deductions.providentFund).toBe(4_800);
    expect(row.employer).toMatchObject({ epf: 4_800, eps: 0, edli: 75, adminCharge: 200 });
    // ECR: gross 60,000; EPF wages 40,000; EPS wages 0; EDLI wages 15,000; 4,800; 0; 4,800.
    expect(await ecrLines("2026-12")).toContain("100111222333#~#Kunal Mehta#~#60000#~#40000#~#0#~#15000#~#4800#~#0#~#4800#~#0#~#0");
  });
});

describe("PF on arrears, capped in the month they belong to", () => {
  it("adds November's arrears within November's ceiling to December's own PF wage (₹2,040, EPS ₹1,416)", async () => {
    // Sunil: November paid and frozen at basic 11,000 (PF wage 11,000). The revision to 14,000 from 1 November pays
    // November's arrears 14,000 - 11,000 = 3,000 (all basic) with December. November: 11,000 + 3,000 = 14,000,
    // within 15,000, so the whole 3,000 is PF wage. December's own basic 14,000.
    // PF wage 14,000 + 3,000 = 17,000; 12% = 2,040; EPS 8.33% of 17,000 = 1,416.10 -> 1,416; EPF 2,040 - 1,416 = 624;
    // EDLI and admin 0.5% of 17,000 = 85. (Capped once in December, as before: 15,000, 1,800 and EPS 1,250.)
    expect(rowOf(november, sunil.record.id).pfWage).toBe(11_000);
    const row = rowOf(december, sunil.record.id);
    expect(row.items.map((item) => [item.kind, item.sourceMonth, item.amount, item.pfWage])).toEqual([
      ["arrears", "2026-11", 3_000, 3_000],
    ]);
    expect(row.deductions.providentFund).toBe(2_040);
    expect(row.employer).toMatchObject({ epf: 624, eps: 1_416, edli: 85, adminCharge: 85 });
    expect([row.pfWage, row.epsWage, row.edliWage]).toEqual([17_000, 17_000, 17_000]);
    expect(contributionFields(await ecrLines("2026-12"), "100111222334")).toEqual([17_000, 17_000, 17_000, 2_040, 1_416, 624]);
  });

  it("tops the earlier month up to its ceiling only", async () => {
    // Tara: November frozen at basic 14,000. The revision to 17,000 pays November's arrears 3,000 with December:
    // November min(14,000 + 3,000, 15,000) - 14,000 = 1,000 more; December's own 17,000 capped at 15,000.
    // PF wage 15,000 + 1,000 = 16,000; 12% = 1,920; EPS 8.33% of 16,000 = 1,332.80 -> 1,333; EPF 1,920 - 1,333 = 587.
    const row = rowOf(december, tara.record.id);
    expect(row.deductions.providentFund).toBe(1_920);
    expect(row.employer).toMatchObject({ epf: 587, eps: 1_333 });
    expect(contributionFields(await ecrLines("2026-12"), "100111222335")).toEqual([16_000, 16_000, 16_000, 1_920, 1_333, 587]);
  });

  it("takes EPS on November's arrears paid in December after the 58th birthday: they belong to November, a pension month", async () => {
    // Prakash, November frozen at basic 12,000: PF wage 12,000, EPS 8.33% = 999.60 -> 1,000. The revision to 14,000
    // pays November's arrears 2,000 (all basic) with December. November: 12,000 + 2,000 = 14,000, within 15,000.
    // December's own basic 14,000 has no EPS (58 on 20 November). PF wage 14,000 + 2,000 = 16,000; 12% = 1,920 each
    // side. EPS wage: December 0 + November's 2,000 = 2,000; EPS 8.33% of 2,000 = 166.60 -> 167; EPF 1,920 - 167 =
    // 1,753. EDLI and admin 0.5% of 16,000 = 80. (Deciding EPS by December alone gave EPS 0 on the arrears.)
    expect(rowOf(november, prakash.record.id).employer).toMatchObject({ eps: 1_000 });
    const row = rowOf(december, prakash.record.id);
    expect(row.items.map((item) => [item.kind, item.sourceMonth, item.amount, item.pfWage])).toEqual([
      ["arrears", "2026-11", 2_000, 2_000],
    ]);
    expect(row.deductions.providentFund).toBe(1_920);
    expect(row.employer).toMatchObject({ epf: 1_753, eps: 167, edli: 80, adminCharge: 80 });
    expect([row.pfWage, row.epsWage, row.edliWage]).toEqual([16_000, 2_000, 16_000]);
    expect(contributionFields(await ecrLines("2026-12"), "100111222336")).toEqual([16_000, 2_000, 16_000, 1_920, 167, 1_753]);
  });
});
