import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { payItemsPath } from "@/shared/contract/pay-items";
import { finalisePath, type PayrollMonth } from "@/shared/contract/payroll";
import { separationPath, type SeparationInput } from "@/shared/contract/separation";
import { ecrPath, lwfSummaryPath } from "@/shared/contract/statutory-returns";
import { createAdminTestApp, type AdminTestContext } from "../../testing/admin-test-app";
import { SETUP_TIMEOUT } from "../../testing/helpers";
import { hire, rowOf, worked } from "../../testing/payroll-people";

/**
 * A leaver and a joiner in December's statutory files (docs/product.md sections 9.14.2 and 10.2): the labour welfare
 * fund only for those employed on 31 December; the ECR's gross wages without terminal benefits or bonus, and NCP
 * days only within service. Thursday 31 December 2026 in Pune; Sundays off (6, 13, 20 and 27 December), no
 * holidays, pay on calendar days (December: 31). Figures worked out by hand beside each expectation.
 */
let ctx: AdminTestContext;
type Person = Awaited<ReturnType<typeof hire>>;
let rohan: Person, kiran: Person, sunita: Person;
let december: PayrollMonth;

const get = (url: string) => ctx.app.inject({ method: "GET", url, headers: ctx.headers.hr });

beforeAll(async () => {
  ctx = await createAdminTestApp("2026-12-31T10:00:00.000Z");
  const structure = {
    basicSalary: 15_000,
    hra: 6_000,
    transportAllowance: 0,
    medicalAllowance: 0,
    specialAllowance: 4_000,
    otherAllowances: 0,
    otherDeductions: 0,
  };
  // Gross 25,000 (basic 15,000); with the company since June 2019 (gratuity due); terminated on 14 December with the
  // 30 days' notice paid in lieu; a ₹10,000 bonus paid with December.
  rohan = await hire(ctx, {
    firstName: "Rohan",
    lastName: "Deshmukh",
    gender: "male",
    dateOfJoining: "2019-06-01",
    uan: "100257274743",
    ...structure,
  });
  // Gross 25,000, on the rolls all December.
  sunita = await hire(ctx, { firstName: "Sunita", lastName: "Bhosale", gender: "female", dateOfJoining: "2024-01-01", ...structure });
  // Joined Wednesday 16 December: gross 12,000 + 4,800 + 1,600 + 1,250 + 350 = 20,000.
  kiran = await hire(ctx, {
    firstName: "Kiran",
    lastName: "Patil",
    gender: "male",
    dateOfJoining: "2026-12-16",
    uan: "100123456789",
    basicSalary: 12_000,
    hra: 4_800,
    transportAllowance: 1_600,
    medicalAllowance: 1_250,
    specialAllowance: 350,
    otherAllowances: 0,
    otherDeductions: 0,
  });
  // Rohan worked 1 to 14 December but for Thursday the 10th (absent).
  await worked(ctx, rohan.record.id, "2026-12-01", "2026-12-09");
  await worked(ctx, rohan.record.id, "2026-12-11", "2026-12-14");
  await worked(ctx, sunita.record.id, "2026-12-01", "2026-12-31");
  await worked(ctx, kiran.record.id, "2026-12-16", "2026-12-31");
  const separation: SeparationInput = {
    kind: "termination",
    noticeDate: "2026-12-14",
    lastWorkingDay: "2026-12-14",
    noticePeriodDays: 30,
    noticeShortfall: "pay_in_lieu",
    encashmentDivisor: 26,
    reason: "",
  };
  const separated = await ctx.app.inject({
    method: "PUT",
    url: separationPath(rohan.record.id),
    headers: ctx.headers.hr,
    payload: separation,
  });
  expect(separated.statusCode, separated.body).toBe(200);
  const bonus = await ctx.app.inject({
    method: "POST",
    url: payItemsPath("2026-12"),
    headers: ctx.headers.hr,
    payload: { employeeRecordId: rohan.record.id, kind: "bonus", amount: 10_000, reason: "Annual bonus" },
  });
  expect(bonus.statusCode, bonus.body).toBe(201);
  const finalised = await ctx.app.inject({ method: "POST", url: finalisePath("2026-12"), headers: ctx.headers.hr });
  expect(finalised.statusCode, finalised.body).toBe(200);
  december = finalised.json<PayrollMonth>();
}, SETUP_TIMEOUT);
afterAll(async () => {
  await ctx?.close();
}, SETUP_TIMEOUT);

describe("the labour welfare fund of a half", () => {
  it("charges nobody who left before 31 December; the joiner and the stayer pay ₹25 and ₹75", () => {
    // Rohan earned in December (14 days) but was not employed on the 31st: nothing.
    expect(rowOf(december, rohan.record.id)).toMatchObject({ deductions: { labourWelfareFund: 0 }, employer: { labourWelfareFund: 0 } });
    // Sunita (all month) and Kiran (from the 16th) were employed on the 31st.
    expect(rowOf(december, sunita.record.id)).toMatchObject({ deductions: { labourWelfareFund: 25 }, employer: { labourWelfareFund: 75 } });
    expect(rowOf(december, kiran.record.id)).toMatchObject({ deductions: { labourWelfareFund: 25 }, employer: { labourWelfareFund: 75 } });
  });

  it("leaves the leaver out of the LWF summary", async () => {
    const response = await get(lwfSummaryPath("2026-12"));
    expect(response.statusCode, response.body).toBe(200);
    const lines = response.body.replace(/^\uFEFF/, "").split("\r\n");
    // Everyone on the payroll works in Maharashtra and was employed on 31 December but Rohan: N people, ₹25 and ₹75 each.
    const onRegister = december.rows.length - 1;
    expect(december.rows.filter((row) => row.deductions.labourWelfareFund > 0)).toHaveLength(onRegister);
    expect(lines).toContain(`2026-12,Maharashtra,${onRegister},${25 * onRegister},${75 * onRegister},${100 * onRegister}`);
  });
});

describe("the ECR of a month with a leaver and a joiner", () => {
  it("pays the leaver's terminal benefits and bonus in the month, but leaves them out of the ECR's gross wages", () => {
    const row = rowOf(december, rohan.record.id);
    expect(row.items.map((item) => item.kind)).toEqual(expect.arrayContaining(["gratuity", "notice_pay", "bonus"]));
    // Loss of pay: 15 to 31 December after leaving (17 calendar days) + the 10th = 18 days; NCP days: the 10th alone.
    expect(row).toMatchObject({ lopDays: 18, ncpDays: 1, earnedGross: 10_484, earnedBasic: 6_290 });
  });

  it("writes the leaver's and the joiner's lines exactly", async () => {
    const response = await get(ecrPath("2026-12"));
    expect(response.statusCode, response.body).toBe(200);
    const lines = response.body.split("\r\n");
    // Rohan: gross 25,000 less 25,000 x 18 / 31 = 14,516.13 -> 14,516: 10,484, without the gratuity, notice pay and bonus.
    // Basic 15,000 less 15,000 x 18 / 31 = 8,709.68 -> 8,710: 6,290, under the ceiling: EPF, EPS and EDLI wages 6,290.
    // 12% = 754.80 -> 755; EPS 8.33% = 523.96 -> 524; 755 - 524 = 231; NCP 1 (the 10th).
    expect(lines).toContain("100257274743#~#Rohan Deshmukh#~#10484#~#6290#~#6290#~#6290#~#755#~#524#~#231#~#1#~#0");
    // Kiran: 1 to 15 December before joining: gross 20,000 less 20,000 x 15 / 31 = 9,677.42 -> 9,677: 10,323; basic 12,000
    // less 12,000 x 15 / 31 = 5,806.45 -> 5,806: 6,194. 12% = 743.28 -> 743; EPS 8.33% = 515.96 -> 516; 743 - 516 = 227;
    // no absence since joining: NCP 0.
    expect(lines).toContain("100123456789#~#Kiran Patil#~#10323#~#6194#~#6194#~#6194#~#743#~#516#~#227#~#0#~#0");
  });
});
