import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { yearRangeMessage } from "@/shared/contract/common";
import {
  EMPLOYEE_TAX_PATH,
  financialYearMessage,
  HR_TAX_LOCK_PATH,
  hrTaxPath,
  openingFigureMessage,
  openingFiguresPath,
  taxDeclarationMessage,
  taxLockPath,
  taxMessages,
  withYear,
} from "@/shared/contract/tax";
import { SETUP_TIMEOUT } from "../../testing/helpers";
import { createTaxTestApp, type TaxCaller, type TaxTestContext } from "../../testing/tax-test-app";
import { sevenMonths } from "../../testing/tax-opening-figures";

// The tax routes' answers to bad input: 400 with the field's message, 404 for an unknown record.
// Monday 23 November 2026, 09:10 in Pune: financial year 2026-27.
let ctx: TaxTestContext;
beforeAll(async () => {
  ctx = await createTaxTestApp("2026-11-23T03:40:00.000Z");
}, SETUP_TIMEOUT);
afterAll(async () => {
  await ctx?.close();
}, SETUP_TIMEOUT);

describe("bad input", () => {
  const cases: [string, TaxCaller, "GET" | "PUT" | "POST" | "DELETE", () => string, object | undefined, Record<string, string[]>][] = [
    [
      "a negative amount",
      "hr",
      "PUT",
      () => openingFiguresPath(ctx.records.employee),
      { ...sevenMonths, tds: -1 },
      { tds: [openingFigureMessage("tds")] },
    ],
    [
      "an amount above ₹99,99,99,999",
      "hr",
      "PUT",
      () => openingFiguresPath(ctx.records.employee),
      { ...sevenMonths, gross: 1_000_000_000 },
      { gross: [openingFigureMessage("gross")] },
    ],
    [
      "a fraction of a rupee",
      "employee",
      "PUT",
      () => EMPLOYEE_TAX_PATH,
      { regime: "old", section80C: 10.5 },
      { section80C: [taxDeclarationMessage("section80C")] },
    ],
    [
      "an amount as text",
      "employee",
      "PUT",
      () => EMPLOYEE_TAX_PATH,
      { regime: "old", rentPaidMonthly: "lots" },
      { rentPaidMonthly: [taxDeclarationMessage("rentPaidMonthly")] },
    ],
    ["no regime", "employee", "PUT", () => EMPLOYEE_TAX_PATH, { section80C: 0 }, { regime: [taxMessages.regime] }],
    [
      "rent without a city",
      "employee",
      "PUT",
      () => EMPLOYEE_TAX_PATH,
      { regime: "old", rentPaidMonthly: 15_000, rentCity: "  " },
      { rentCity: [taxMessages.rentCity] },
    ],
    [
      "twelve months",
      "hr",
      "PUT",
      () => openingFiguresPath(ctx.records.employee),
      { ...sevenMonths, months: 12 },
      { months: [taxMessages.months] },
    ],
    [
      "figures without months",
      "hr",
      "PUT",
      () => openingFiguresPath(ctx.records.employee),
      { ...sevenMonths, months: 0 },
      { months: [taxMessages.monthsNeeded] },
    ],
    [
      "basic and HRA above the gross",
      "hr",
      "PUT",
      () => openingFiguresPath(ctx.records.employee),
      { ...sevenMonths, basic: 300_000 },
      { basic: [taxMessages.basicAndHra] },
    ],
    [
      "a year written 2026-2027",
      "employee",
      "GET",
      () => withYear(EMPLOYEE_TAX_PATH, "2026-2027"),
      undefined,
      { year: [financialYearMessage] },
    ],
    [
      "a year whose halves do not follow",
      "hr",
      "GET",
      () => withYear(hrTaxPath(ctx.records.employee), "2026-28"),
      undefined,
      { year: [financialYearMessage] },
    ],
    [
      "the year 0000",
      "hr",
      "GET",
      () => withYear(openingFiguresPath(ctx.records.employee), "0000-01"),
      undefined,
      { year: [yearRangeMessage] },
    ],
    ["a lock for no year", "hr", "POST", () => HR_TAX_LOCK_PATH, { financialYear: "FY26" }, { financialYear: [financialYearMessage] }],
    ["an unlock of a bad year", "hr", "DELETE", () => taxLockPath("2026"), undefined, { financialYear: [financialYearMessage] }],
    ["a record id that is not a number", "hr", "GET", () => "/api/hr/tax/abc", undefined, { employeeRecordId: [taxMessages.employee] }],
  ];
  for (const [what, caller, method, url, payload, fieldErrors] of cases) {
    it(`answers ${what} with 400 and the field's message`, async () => {
      const response = await ctx.as(caller, method, url(), payload);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().fieldErrors).toEqual(fieldErrors);
    });
  }

  it("answers an unknown record with 404, never 500", async () => {
    for (const [method, url, payload] of [
      ["GET", openingFiguresPath(424_242), undefined],
      ["PUT", openingFiguresPath(424_242), sevenMonths],
      ["PUT", hrTaxPath(2_147_483_647), { regime: "new" }],
    ] as const) {
      const response = await ctx.as("hr", method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().message).toBe(taxMessages.employeeNotFound);
    }
  });
});
