import { describe, expect, it } from "vitest";
import type { PayrollMonth, PayrollRow, PayrollRowItem } from "@/shared/contract/payroll";
import { NOTHING_FINALISED } from "@/shared/domain/payroll/month-tds";
import { addMonthToSums, priorMonths } from "./year-to-date";

/** Only what the sums read of a finalised row. */
const row = (items: PayrollRowItem[]): PayrollRow =>
  ({
    employeeRecordId: 7,
    grossMonthly: 40_000,
    earnedGross: 40_000,
    earnedBasic: 20_000,
    earnedHra: 8_000,
    deductions: { providentFund: 1_800, esi: 0, professionalTax: 200, labourWelfareFund: 0, incomeTax: 21_450, otherDeductions: 0 },
    items,
  }) as unknown as PayrollRow;
const item = (kind: PayrollRowItem["kind"], direction: PayrollRowItem["direction"], amount: number, taxable: boolean): PayrollRowItem => ({
  id: 1,
  kind,
  direction,
  description: kind,
  amount,
  pfWage: 0,
  esiWage: 0,
  taxable,
  sourceMonth: null,
  source: null,
});

describe("a later month's sums of the finalised months", () => {
  it("count taxable items as salary of the month paid, and never an advance or a reimbursement", () => {
    const october = {
      month: "2026-10",
      rows: [
        row([
          item("bonus", "earning", 10_000, true),
          item("advance", "earning", 5_000, false),
          item("reimbursement", "earning", 2_450, false),
        ]),
      ],
    } as PayrollMonth;
    const september = { month: "2026-09", rows: [row([item("lop_recovery", "deduction", 1_290, true)])] } as PayrollMonth;
    const sums = priorMonths("2026-11", [september, october]).finalised(7);
    // Gross: September 40,000 - 1,290 = 38,710; October 40,000 + 10,000 = 50,000; 88,710 in all.
    expect(sums).toMatchObject({ gross: 88_710, basic: 40_000, employeePf: 3_600, tds: 42_900, months: 2 });
  });

  it("add one month's row the same way wherever a sum is kept (the demo's opening figures too), taxable items included", () => {
    const once = addMonthToSums(NOTHING_FINALISED, row([item("bonus", "earning", 10_000, true), item("advance", "earning", 5_000, false)]));
    expect(once).toEqual({ gross: 50_000, basic: 20_000, hra: 8_000, employeePf: 1_800, professionalTax: 200, tds: 21_450, months: 1 });
    expect(addMonthToSums(once, row([]))).toEqual({
      gross: 90_000,
      basic: 40_000,
      hra: 16_000,
      employeePf: 3_600,
      professionalTax: 400,
      tds: 42_900,
      months: 2,
    });
  });
});
