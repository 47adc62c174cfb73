import { describe, expect, it } from "vitest";
import { INCOME_TAX_RULES, incomeTaxRulesFor } from "./income-tax-tables";

// The tax tables as data: which year's rules a month uses, and that each table reads as the law it cites.

describe("the income-tax rules of a financial year", () => {
  it("are the table's own for a year it holds", () => {
    expect(incomeTaxRulesFor("2025-26").financialYear).toBe("2025-26");
    expect(incomeTaxRulesFor("2026-27").financialYear).toBe("2026-27");
  });

  it("are the latest year's for a year it does not hold, later or earlier", () => {
    expect(incomeTaxRulesFor("2030-31").financialYear).toBe("2026-27");
    expect(incomeTaxRulesFor("2019-20").financialYear).toBe("2026-27");
  });
});

describe("the tables", () => {
  it("are listed oldest first", () => {
    expect(INCOME_TAX_RULES.map((rules) => rules.financialYear)).toEqual(["2025-26", "2026-27"]);
  });

  it("start every regime's slabs at zero and raise the rate with the income", () => {
    for (const rules of INCOME_TAX_RULES) {
      for (const regime of [rules.new, rules.old]) {
        expect(regime.slabs[0]).toEqual({ from: 0, ratePercent: 0 });
        for (let i = 1; i < regime.slabs.length; i += 1) {
          expect(regime.slabs[i]!.from).toBeGreaterThan(regime.slabs[i - 1]!.from);
          expect(regime.slabs[i]!.ratePercent).toBeGreaterThan(regime.slabs[i - 1]!.ratePercent);
        }
      }
    }
  });

  it("keep FY 2025-26's slabs, deductions, rebate, surcharge and cess in FY 2026-27 (Finance Act 2026)", () => {
    const [earlier, later] = INCOME_TAX_RULES;
    expect(later!.new).toEqual(earlier!.new);
    expect(later!.old).toEqual(earlier!.old);
    expect(later!.cessPercent).toBe(4);
    expect(later!.new.standardDeduction).toBe(75_000);
    expect(later!.new.rebate).toEqual({ incomeUpTo: 1_200_000, maxRebate: 60_000, marginalRelief: true });
  });

  it("count Pune among the 50% HRA cities from FY 2026-27 (Income-tax Rules 2026), not before", () => {
    expect(incomeTaxRulesFor("2025-26").oldRegimeAllowances.hra.metroCities).not.toContain("Pune");
    expect(incomeTaxRulesFor("2026-27").oldRegimeAllowances.hra.metroCities).toContain("Pune");
  });
});
