import { describe, expect, it } from "vitest";
import { NO_PAY_ITEMS, payItemTotals, type PayItemFigures } from "./pay-item-totals";

// What a month's pay items add up to (docs/product.md section 10.6.3): an earning adds, a deduction subtracts;
// which totals an item counts in comes from its kind's rule (pay-items.ts) and its own PF, ESI and tax figures.

const item = (kind: PayItemFigures["kind"], amount: number, figures: Partial<PayItemFigures> = {}): PayItemFigures => ({
  kind,
  amount,
  pfWage: 0,
  esiWage: 0,
  taxable: false,
  ...figures,
});

describe("a month's pay item totals", () => {
  it("are all zero without items", () => {
    expect(payItemTotals([])).toEqual({ earnings: 0, deductions: 0, pfWage: 0, esiWage: 0, taxable: 0, professionalTaxSalary: 0, cost: 0 });
  });

  it("add earnings and subtract deductions in each part the statutory rules read", () => {
    const totals = payItemTotals([
      item("bonus", 10_000, { taxable: true }), // taxable; no professional-tax salary (a bonus is excluded); a cost
      item("incentive", 3_000, { esiWage: 3_000, taxable: true }), // taxable, ESI wage, professional-tax salary, a cost
      item("lop_recovery", 2_000, { pfWage: 1_200, esiWage: 2_000, taxable: true }), // a deduction from every part
      item("advance", 5_000), // lent, not spent: earnings only
      item("advance_recovery", 1_000), // deductions only
    ]);
    expect(totals).toEqual({
      earnings: 18_000, // 10,000 + 3,000 + 5,000
      deductions: 3_000, // 2,000 + 1,000
      pfWage: -1_200, // the recovery's basic part
      esiWage: 1_000, // 3,000 - 2,000
      taxable: 11_000, // 10,000 + 3,000 - 2,000
      professionalTaxSalary: 1_000, // 3,000 - 2,000
      cost: 11_000, // 10,000 + 3,000 - 2,000
    });
  });

  it("count an item in taxable salary by the item's own flag, not its kind", () => {
    // A settlement's exempt gratuity is stored as a gratuity item that is not taxable.
    expect(payItemTotals([item("gratuity", 50_000)])).toMatchObject({
      earnings: 50_000,
      taxable: 0,
      professionalTaxSalary: 0,
      cost: 50_000,
    });
  });

  it("leave the empty totals untouched", () => {
    payItemTotals([item("bonus", 10_000)]);
    expect(NO_PAY_ITEMS.earnings).toBe(0);
  });
});
