import { describe, expect, it } from "vitest";
import { GRATUITY_TAX_EXEMPTION, LEAVE_ENCASHMENT_TAX_EXEMPTION, gratuityExemption, leaveEncashmentExemption } from "./settlement-tax";

// Income-tax Act 1961 sections 10(10)(ii) and 10(10AA)(ii) (docs/product.md section 10.6.4): the exempt part is
// the least of the limits; every limit worked out by hand.

describe("the limits", () => {
  it("are ₹20 lakh for gratuity and ₹25 lakh for leave encashment on leaving", () => {
    expect(GRATUITY_TAX_EXEMPTION).toBe(2_000_000);
    expect(LEAVE_ENCASHMENT_TAX_EXEMPTION).toBe(2_500_000);
  });
});

describe("gratuity's exempt part", () => {
  it("lists every limit and the least of them", () => {
    // 15 x 26,013 x 5 = 19,50,975; / 26 = 75,037.50 -> 75,038: the whole amount is exempt.
    expect(gratuityExemption({ amount: 75_038, basic: 26_013, years: 5 })).toEqual({
      exempt: 75_038,
      taxable: 0,
      computation: "Exempt: the least of the amount ₹75,038, 15/26 x basic x years ₹75,038, the limit ₹20,00,000 = ₹75,038; taxable ₹0",
    });
  });

  it("stops at ₹20 lakh", () => {
    // 15 x 3,00,000 x 20 = 9,00,00,000; / 26 = 34,61,538.46 -> 34,61,538; the amount is 25,00,000.
    // Least: the limit 20,00,000 exempt; 25,00,000 - 20,00,000 = 5,00,000 taxable.
    expect(gratuityExemption({ amount: 2_500_000, basic: 300_000, years: 20 })).toMatchObject({ exempt: 2_000_000, taxable: 500_000 });
  });
});

describe("leave encashment's exempt part", () => {
  it("counts at most 30 days of leave for every completed year", () => {
    // 45 days after 1 completed year: 30 days count. 30 x 26,000 / 30 = 26,000 exempt (10 months' basic is 2,60,000);
    // paid 45,000: 45,000 - 26,000 = 19,000 taxable.
    expect(leaveEncashmentExemption({ amount: 45_000, basic: 26_000, days: 45, completedYears: 1 })).toEqual({
      exempt: 26_000,
      taxable: 19_000,
      computation:
        "Exempt: the least of the amount ₹45,000, 10 months' basic ₹2,60,000, 30 days of leave at basic / 30 ₹26,000, the limit ₹25,00,000 = ₹26,000; taxable ₹19,000",
    });
  });

  it("stops at ten months' basic", () => {
    // Basic 10,000: 10 months = 1,00,000; 600 days (within 30 x 25 = 750) x 10,000 / 30 = 2,00,000; paid 1,50,000.
    // Least: 1,00,000 exempt, 50,000 taxable.
    expect(leaveEncashmentExemption({ amount: 150_000, basic: 10_000, days: 600, completedYears: 25 })).toMatchObject({
      exempt: 100_000,
      taxable: 50_000,
    });
  });

  it("stops at ₹25 lakh", () => {
    // Basic 4,00,000: 10 months = 40,00,000; 300 days (30 x 10 years) x 4,00,000 / 30 = 40,00,000; paid 30,00,000.
    // Least: the limit 25,00,000 exempt, 5,00,000 taxable.
    expect(leaveEncashmentExemption({ amount: 3_000_000, basic: 400_000, days: 300, completedYears: 10 })).toMatchObject({
      exempt: 2_500_000,
      taxable: 500_000,
    });
  });
});
