import { describe, expect, it } from "vitest";
import type { PayItemFigures } from "./pay-item-totals";
import { earlierMonthsPf, pfWageByMonth, pfWageCountedFor } from "./pf-arrears";

const item = (kind: PayItemFigures["kind"], pfWage: number, sourceMonth: string | null = null): PayItemFigures => ({
  kind,
  amount: pfWage,
  pfWage,
  esiWage: 0,
  taxable: true,
  sourceMonth,
});

describe("the PF wage of a month's items, by the month they belong to", () => {
  it("keeps the month's own items apart from each earlier month's", () => {
    // December: an incentive (no PF wage), October's arrears 3,000, November's arrears 2,000 and LOP reversal 500,
    // an LOP recovery of 400 for November (a deduction: -400), and a December item without a source month.
    const items = [
      item("incentive", 0),
      item("arrears", 3_000, "2026-10"),
      item("arrears", 2_000, "2026-11"),
      item("lop_reversal", 500, "2026-11"),
      item("lop_recovery", 400, "2026-11"),
      item("arrears", 700, "2026-12"),
    ];
    const { own, earlier } = pfWageByMonth("2026-12", items);
    expect(own).toBe(700);
    // November 2,000 + 500 - 400 = 2,100; October 3,000.
    expect(Object.fromEntries(earlier)).toEqual({ "2026-10": 3_000, "2026-11": 2_100 });
    // With what October and November counted (11,000 and 14,000; unknown months count 0).
    expect(
      earlierMonthsPf(
        "2026-12",
        items,
        new Map([
          ["2026-10", 11_000],
          ["2026-11", 14_000],
        ]),
      ),
    ).toEqual([
      { counted: 11_000, added: 3_000, pension: true },
      { counted: 14_000, added: 2_100, pension: true },
    ]);
    // Each earlier month says whether it was a pension month (here: EPS up to October only).
    expect(earlierMonthsPf("2026-12", items, new Map(), (month) => month <= "2026-10").map((month) => month.pension)).toEqual([
      true,
      false,
    ]);
  });
});

describe("what an earlier month already counted", () => {
  it("is its own earned basic and own items, plus the arrears for it paid in later finalised months", () => {
    const frozen = [
      // October: earned basic 11,000, its own LOP reversal 500 of September (not October's).
      { month: "2026-10", earnedBasic: 11_000, items: [item("lop_reversal", 500, "2026-09")] },
      // November paid 1,000 of October's arrears; December 1,500 more.
      { month: "2026-11", earnedBasic: 14_000, items: [item("arrears", 1_000, "2026-10")] },
      { month: "2026-12", earnedBasic: 14_000, items: [item("arrears", 1_500, "2026-10")] },
    ];
    // October: 11,000 + 1,000 + 1,500 = 13,500 (September's reversal is September's).
    expect(pfWageCountedFor("2026-10", frozen)).toBe(13_500);
    // September: only the 500 paid with October (no September row here).
    expect(pfWageCountedFor("2026-09", frozen)).toBe(500);
    // November: its own 14,000.
    expect(pfWageCountedFor("2026-11", frozen)).toBe(14_000);
  });
});
