import { describe, expect, it } from "vitest";
import { GRATUITY_CEILING, GRATUITY_MIN_SERVICE_YEARS, gratuity, gratuityWage, gratuityYears } from "./gratuity";

// Payment of Gratuity Act 1972 section 4 (docs/product.md section 10.6.4); every rupee worked out by hand.

describe("the years gratuity is paid for", () => {
  it("are the completed years, plus one for a part of six months or more", () => {
    expect(gratuityYears({ years: 7, months: 5, days: 30 })).toBe(7);
    expect(gratuityYears({ years: 7, months: 6, days: 0 })).toBe(8);
    expect(gratuityYears({ years: 7, months: 0, days: 0 })).toBe(7);
  });
});

describe("the wage gratuity is computed on", () => {
  it("is the basic while the allowances are at most half the gross", () => {
    expect(gratuityWage(40_000, 70_000)).toBe(40_000); // half the gross 35,000 < 40,000
    expect(gratuityWage(35_000, 70_000)).toBe(35_000); // exactly half: the basic
  });

  it("is half the gross, rounded to a rupee with a half rupee up, when the allowances are more", () => {
    expect(gratuityWage(20_000, 70_001)).toBe(35_001); // 70,001 / 2 = 35,000.50 -> 35,001
  });
});

describe("gratuity", () => {
  it("needs five completed years: 4 years 6 months is not enough, though it would count as 5 years once due", () => {
    expect(GRATUITY_MIN_SERVICE_YEARS).toBe(5);
    expect(gratuity({ service: { years: 4, months: 6, days: 0 }, basic: 30_000, gross: 50_000 })).toEqual({
      eligible: false,
      years: 0,
      wage: 30_000,
      amount: 0,
      capped: false,
      computation: "Not payable: 4 years 6 months of service, less than 5 years",
    });
  });

  it("rounds a half rupee up", () => {
    // 15 x 26,013 x 5 = 19,50,975; / 26 = 75,037.50 -> 75,038 (half the gross 20,000 is below the basic).
    expect(gratuity({ service: { years: 5, months: 0, days: 0 }, basic: 26_013, gross: 40_000 }).amount).toBe(75_038);
  });

  it("says when the wage is half the gross", () => {
    // 9 years 8 months count as 10; wage = half of 50,000 = 25,000 > basic 18,000.
    // 15 x 25,000 x 10 = 37,50,000; / 26 = 1,44,230.77 -> 1,44,231.
    expect(gratuity({ service: { years: 9, months: 8, days: 0 }, basic: 18_000, gross: 50_000 })).toEqual({
      eligible: true,
      years: 10,
      wage: 25_000,
      amount: 144_231,
      capped: false,
      computation:
        "15/26 x wage ₹25,000 (half the gross ₹50,000, more than the basic ₹18,000) x 10 years (9 years 8 months of service) = ₹1,44,231",
    });
  });

  it("says when the ceiling of ₹20 lakh stops it", () => {
    // 15 x 2,00,000 x 20 = 6,00,00,000; / 26 = 23,07,692.31 -> 23,07,692, above 20,00,000.
    const result = gratuity({ service: { years: 20, months: 0, days: 0 }, basic: 200_000, gross: 300_000 });
    expect(GRATUITY_CEILING).toBe(2_000_000);
    expect(result).toMatchObject({ amount: 2_000_000, capped: true });
    expect(result.computation).toBe(
      "15/26 x basic ₹2,00,000 x 20 years (20 years of service) = ₹23,07,692, capped at the ceiling of ₹20,00,000",
    );
  });
});
