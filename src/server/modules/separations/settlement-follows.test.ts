import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { payItemsPath, type PayItemsMonth } from "@/shared/contract/pay-items";
import { finalisePath } from "@/shared/contract/payroll";
import { salaryRevisionsPath } from "@/shared/contract/salary-revision";
import {
  separationPath,
  settlementPath,
  settlementStatementPath,
  type SeparationInput,
  type SettlementRecord,
} from "@/shared/contract/separation";
import { createAdminTestApp, type AdminTestContext } from "../../testing/admin-test-app";
import { people, sessionFor, sessionHeader, SETUP_TIMEOUT } from "../../testing/helpers";
import { hire, payrollOf, rowOf, worked } from "../../testing/payroll-people";
import { pdfText } from "../../testing/pdf-text";
import { listAudit } from "../audit/store";
import { itemsOfSource, replaceSourceItems } from "../pay-items/store";

/**
 * A leaver's settlement follows its records until its month is finalised (docs/product.md section 10.6.4): the
 * person's later items (an advance's recoveries, a correction paid later) are brought into the settlement month
 * and put back by a withdrawal; a salary revision after the separation is saved reaches the payroll, the preview
 * and the statement alike; a finalised month changes no more. Friday 20 November 2026, 11:30 in Pune; Sundays
 * off, no holidays, pay on calendar days (November: 30).
 */
let ctx: AdminTestContext;
beforeAll(async () => {
  ctx = await createAdminTestApp("2026-11-20T06:00:00.000Z");
}, SETUP_TIMEOUT);
afterAll(async () => {
  await ctx?.close();
}, SETUP_TIMEOUT);

const asHr = (method: "GET" | "PUT" | "POST" | "DELETE", url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: ctx.headers.hr, ...(payload ? { payload } : {}) });
const preview = async (id: number) => {
  const response = await asHr("GET", settlementPath(id));
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SettlementRecord>();
};
const statement = async (id: number) => {
  const response = await asHr("GET", settlementStatementPath(id));
  expect(response.statusCode, response.body).toBe(200);
  return pdfText(response.rawPayload);
};
const finalise = async (month: string) => {
  const response = await asHr("POST", finalisePath(month));
  expect(response.statusCode, response.body).toBe(200);
};
const recoveries = async (advanceId: number) =>
  (await itemsOfSource(ctx.database.db, `advance:${advanceId}`)).map((item) => [item.month, item.amount, item.movedFromMonth]);

describe("the person's later items", () => {
  it("brings an advance's later recoveries and a later correction into the settlement month, and a withdrawal puts them back", async () => {
    // Joined 2024-01-01 (under 5 years: no gratuity); basic 20,000, gross 20,000 + 8,000 + 1,600 + 1,250 + 150 = 31,000.
    const person = await hire(ctx, {
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
    const id = person.record.id;
    await worked(ctx, id, "2026-09-01", "2026-11-19");
    const added = await asHr("POST", payItemsPath("2026-09"), {
      employeeRecordId: id,
      kind: "advance",
      amount: 10_000,
      reason: "Medical emergency",
      recoveryMonths: 3,
    });
    expect(added.statusCode, added.body).toBe(201);
    const advanceId = added.json<{ id: number }>().id;
    // ₹10,000 over 3 months: 3,333, 3,333 and the remainder 3,334 (October, November, December).
    expect(await recoveries(advanceId)).toEqual([
      ["2026-10", 3_333, null],
      ["2026-11", 3_333, null],
      ["2026-12", 3_334, null],
    ]);
    await finalise("2026-09");
    await finalise("2026-10");
    // A correction paid after the last month (as a revision's arrears would be when November was finalised).
    await ctx.database.db.transaction((tx) =>
      replaceSourceItems(tx, "revision:test", [
        {
          employeeRecordId: id,
          month: "2026-12",
          kind: "arrears",
          amount: 1_000,
          pfWage: 0,
          esiWage: 0,
          taxable: true,
          description: "Arrears Sep 2026",
        },
      ]),
    );

    const separation: SeparationInput = {
      kind: "resignation",
      noticeDate: "2026-11-01",
      lastWorkingDay: "2026-11-15",
      noticePeriodDays: 0,
      noticeShortfall: "waive",
      encashmentDivisor: 26,
      reason: "",
    };
    const saved = await asHr("PUT", separationPath(id), separation);
    expect(saved.statusCode, saved.body).toBe(200);
    // October's 3,333 is frozen; December's 3,334 now comes off November's pay with November's own 3,333.
    expect(await recoveries(advanceId)).toEqual([
      ["2026-10", 3_333, null],
      ["2026-11", 3_333, null],
      ["2026-11", 3_334, "2026-12"],
    ]);
    expect((await itemsOfSource(ctx.database.db, "revision:test")).map((item) => [item.month, item.movedFromMonth])).toEqual([
      ["2026-11", "2026-12"],
    ]);
    const [recorded] = await listAudit(ctx.database.db, { event: "separation.recorded", limit: 1 });
    expect(recorded!.details).toMatchObject({
      moved: expect.arrayContaining([{ kind: "advance_recovery", amount: 3_334, from: "2026-12", to: "2026-11" }]),
    });

    const record = await preview(id);
    expect(record.otherItems).toEqual([
      {
        kind: "advance_recovery",
        description: "Advance recovery 2/3",
        direction: "deduction",
        amount: 3_333,
        taxable: false,
        movedFromMonth: null,
      },
      {
        kind: "advance_recovery",
        description: "Advance recovery 3/3",
        direction: "deduction",
        amount: 3_334,
        taxable: false,
        movedFromMonth: "2026-12",
      },
      { kind: "arrears", description: "Arrears Sep 2026", direction: "earning", amount: 1_000, taxable: true, movedFromMonth: "2026-12" },
    ]);
    // 1,000 - 3,333 - 3,334 = -5,667 (the advance recovered: 3,333 + 3,334 = 6,667).
    expect(record.otherItemsNet).toBe(-5_667);
    // Leave: 15 days x 20,000 / 26 = 11,538.46 -> 11,538 (no notice owed, no gratuity under 5 years).
    expect(record.lines.map((line) => [line.kind, line.amount])).toEqual([["leave_encashment", 11_538]]);
    // November's row: earnings 11,538 + 1,000 = 12,538; deductions the recoveries 3,333 + 3,334 = 6,667.
    // Employed 1-15 November and present on its working days: 15 loss-of-pay days, 31,000 x 15 / 30 = 15,500 earned
    // (basic 10,000). PF 12% of 10,000 = 1,200 (no item has a PF wage); no ESI (gross above 21,000); no professional
    // tax (a woman's 15,500 + the arrears 1,000 is under Maharashtra's 25,000; leave encashment is not counted);
    // TDS 0 (a year's income near 3.9 lakh is within the rebate; the recoveries are not taxable). Deductions
    // 1,200 + 6,667 = 7,867; net 15,500 + 12,538 - 7,867 = 20,171.
    const row = rowOf(await payrollOf(ctx, "2026-11"), id);
    expect(row).toMatchObject({
      lopDays: 15,
      earnedGross: 15_500,
      itemEarnings: 12_538,
      itemDeductions: 6_667,
      totalDeductions: 7_867,
      netPay: 20_171,
    });
    expect(row.deductions).toMatchObject({ providentFund: 1_200, esi: 0, professionalTax: 0, incomeTax: 0 });
    expect(record.lastMonth).toMatchObject({ itemEarnings: 12_538, itemDeductions: 6_667, netPay: row.netPay });
    const text = await statement(id);
    expect(text).toContain("Other pay items of November 2026");
    expect(text).toContain("Advance recovery 3/3 (due December 2026, brought forward) - ₹3,334");
    expect(text).toContain("Other items net - ₹5,667");

    const withdrawn = await asHr("DELETE", separationPath(id));
    expect(withdrawn.statusCode, withdrawn.body).toBe(204);
    expect(await recoveries(advanceId)).toEqual([
      ["2026-10", 3_333, null],
      ["2026-11", 3_333, null],
      ["2026-12", 3_334, null],
    ]);
    expect((await itemsOfSource(ctx.database.db, "revision:test")).map((item) => [item.month, item.movedFromMonth])).toEqual([
      ["2026-12", null],
    ]);
    expect(rowOf(await payrollOf(ctx, "2026-11"), id)).toMatchObject({ itemEarnings: 0, itemDeductions: 3_333 });
  });
});

describe("a salary revision after the separation is saved", () => {
  it("reaches the draft payroll, the preview and the statement alike; once the month is finalised nothing changes", async () => {
    // Joined 2019-01-01; basic 26,000, gross 26,000 + 13,000 + 13,000 = 52,000.
    const components = {
      basicSalary: 26_000,
      hra: 13_000,
      transportAllowance: 0,
      medicalAllowance: 0,
      specialAllowance: 13_000,
      otherAllowances: 0,
      otherDeductions: 0,
    };
    const person = await hire(ctx, { firstName: "Arjun", gender: "male", dateOfJoining: "2019-01-01", ...components });
    const id = person.record.id;
    // Present on every working day to the last, today (counted once the day is over).
    await worked(ctx, id, "2026-11-01", "2026-11-20");
    const separation: SeparationInput = {
      kind: "resignation",
      noticeDate: "2026-11-03",
      lastWorkingDay: "2026-11-20",
      noticePeriodDays: 30,
      noticeShortfall: "recover",
      encashmentDivisor: 26,
      reason: "",
    };
    expect((await asHr("PUT", separationPath(id), separation)).statusCode).toBe(200);
    // As saved: leave 15 x 26,000 / 26 = 15,000; gratuity 15/26 x 26,000 x 8 = 120,000; notice 12 x 52,000 / 30 = 20,800.
    expect(rowOf(await payrollOf(ctx, "2026-11"), id)).toMatchObject({ itemEarnings: 135_000, itemDeductions: 20_800 });

    const revised = await asHr("POST", salaryRevisionsPath(id), {
      ...components,
      basicSalary: 30_000,
      effectiveFrom: "2026-11-01",
      reason: "Retention raise",
    });
    expect(revised.statusCode, revised.body).toBe(201);
    // Basic 30,000, gross 56,000, from 1 November (before the last working day):
    // leave 15 x 30,000 / 26 = 17,307.69 -> 17,308 (exempt 15 x 30,000 / 30 = 15,000, taxable 2,308);
    // gratuity wage max(30,000, 56,000 / 2) = 30,000: 15/26 x 30,000 x 8 = 138,461.54 -> 138,462, all exempt;
    // notice 12 x 56,000 / 30 = 22,400. Items: earnings 17,308 + 138,462 = 155,770, the recovery 22,400.
    // HR's list of November's items, read first, already shows them (the encashment as its exempt and taxable parts).
    const listed = (await asHr("GET", payItemsPath("2026-11"))).json<PayItemsMonth>().items.filter((item) => item.employeeRecordId === id);
    expect(listed.map((item) => [item.kind, item.amount]).sort()).toEqual([
      ["gratuity", 138_462],
      ["leave_encashment", 15_000],
      ["leave_encashment", 2_308],
      ["notice_recovery", 22_400],
    ]);
    const row = rowOf(await payrollOf(ctx, "2026-11"), id);
    expect(row).toMatchObject({ itemEarnings: 155_770, itemDeductions: 22_400 });
    const record = await preview(id);
    expect(record).toMatchObject({ basic: 30_000, gross: 56_000, monthFinalised: false });
    expect(record.lines.map((line) => [line.kind, line.amount, line.exempt, line.taxable])).toEqual([
      ["leave_encashment", 17_308, 15_000, 2_308],
      ["gratuity", 138_462, 138_462, 0],
      ["notice_recovery", 22_400, 0, 0],
    ]);
    // 17,308 + 138,462 - 22,400 = 133,370.
    expect(record.net).toBe(133_370);
    expect(record.lastMonth).toMatchObject({
      status: "draft",
      itemEarnings: 155_770,
      itemDeductions: 22_400,
      incomeTax: row.deductions.incomeTax,
      netPay: row.netPay,
    });
    const text = await statement(id);
    for (const figure of ["₹17,308", "₹1,38,462", "- ₹22,400", "Settlement net ₹1,33,370"]) expect(text).toContain(figure);
    // Reading again changes nothing: the items are rewritten only when a figure differs (same ids).
    const current = await itemsOfSource(ctx.database.db, `separation:${id}`);
    await payrollOf(ctx, "2026-11");
    expect(await itemsOfSource(ctx.database.db, `separation:${id}`)).toEqual(current);

    // Tuesday 1 December: November is finalised with these figures.
    ctx.clock.advance(263 * 60 * 60 * 1000);
    // HR signs in again (11 days idle ended the session).
    ctx.headers.hr = sessionHeader("hr", await sessionFor(ctx.app, "hr", people.hr));
    await finalise("2026-11");
    const frozenItems = await itemsOfSource(ctx.database.db, `separation:${id}`);
    const again = await asHr("POST", salaryRevisionsPath(id), {
      ...components,
      basicSalary: 34_000,
      effectiveFrom: "2026-11-01",
      reason: "Corrected raise",
    });
    expect(again.statusCode, again.body).toBe(201);
    expect(await itemsOfSource(ctx.database.db, `separation:${id}`)).toEqual(frozenItems);
    const after = await preview(id);
    expect(after).toMatchObject({ basic: 30_000, gross: 56_000, net: 133_370, monthFinalised: true, lines: record.lines });
    expect(after.lastMonth).toMatchObject({ status: "finalised", itemEarnings: 155_770, itemDeductions: 22_400, netPay: row.netPay });
    expect(rowOf(await payrollOf(ctx, "2026-11"), id)).toMatchObject({ itemEarnings: 155_770, itemDeductions: 22_400, netPay: row.netPay });
    const frozenText = await statement(id);
    for (const figure of ["₹17,308", "₹1,38,462", "- ₹22,400", "Settlement net ₹1,33,370"]) expect(frozenText).toContain(figure);
  });
});
