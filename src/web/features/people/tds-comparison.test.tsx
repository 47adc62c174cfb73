import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { TaxProjectionView, TdsDerivationView } from "@/shared/contract/tax";
import { TdsComparison, tdsSentence } from "./tds-comparison";

const derivation = (changes: Partial<TdsDerivationView>): TdsDerivationView => ({
  regime: "new",
  rulesYear: "2026-27",
  projectedGross: 1_500_000,
  finalisedGross: 0,
  openingGross: 0,
  thisMonthGross: 300_000,
  remainingMonths: 4,
  remainingGross: 1_200_000,
  previousEmployerSalary: 0,
  rentPaid: 0,
  metro: false,
  hraExemption: 0,
  standardDeduction: 75_000,
  professionalTax: 0,
  section80C: 0,
  section80D: 0,
  taxableIncome: 1_425_000,
  slabTax: 93_750,
  rebate: 0,
  surcharge: 0,
  cess: 3_750,
  annualTax: 97_500,
  alreadyDeducted: { finalised: 0, opening: 0, previousEmployer: 0, total: 0 },
  monthsLeft: 5,
  thisMonth: 19_500,
  ...changes,
});
const projection: TaxProjectionView = {
  month: "2026-11",
  financialYear: "2026-27",
  rulesYear: "2026-27",
  employeeRecordId: 7,
  employeeId: "EMP007",
  name: "Aarav Deshmukh",
  regime: "old",
  deducted: 43_050,
  overridden: false,
  byRegime: {
    new: derivation({}),
    old: derivation({
      regime: "old",
      rentPaid: 200_000,
      metro: true,
      hraExemption: 125_000,
      standardDeduction: 50_000,
      professionalTax: 1_100,
      section80C: 9_000,
      taxableIncome: 1_314_900,
      slabTax: 206_970,
      cess: 8_278.8,
      annualTax: 215_250,
      alreadyDeducted: { finalised: 50_000, opening: 0, previousEmployer: 0, total: 50_000 },
      thisMonth: 33_050,
    }),
  },
};

describe("the TDS comparison", () => {
  it("shows both regimes in Indian format, marks the one that applies and derives this month's TDS from it", () => {
    const html = renderToStaticMarkup(<TdsComparison projection={projection} />);
    expect(html).toContain("How November 2026&#x27;s TDS is worked out");
    expect(html).toContain("₹15,00,000");
    expect(html).toContain("−₹1,25,000");
    expect(html).toContain("₹8,279");
    expect(html.match(/Applies/g)).toHaveLength(1);
    expect(html.indexOf("Applies")).toBeGreaterThan(html.indexOf("Old regime"));
    // The rebate, surcharge and a previous employer's salary show only when some regime has one.
    expect(html).not.toContain("Surcharge");
    expect(html).not.toContain("Previous employer");
    expect(html).toContain("This month&#x27;s TDS: ₹33,050 = (annual tax ₹2,15,250 − already deducted ₹50,000) ÷ 5 months left");
  });

  it("says so when HR overrode the month's income tax; one month left is singular", () => {
    expect(renderToStaticMarkup(<TdsComparison projection={{ ...projection, overridden: true, deducted: 10_000 }} />)).toContain(
      "HR set this month&#x27;s income tax to ₹10,000",
    );
    expect(tdsSentence(derivation({ monthsLeft: 1, thisMonth: 97_500 }))).toBe(
      "This month's TDS: ₹97,500 = (annual tax ₹97,500 − already deducted ₹0) ÷ 1 month left",
    );
  });
});
