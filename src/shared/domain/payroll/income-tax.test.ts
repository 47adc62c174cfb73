import { describe, expect, it } from "vitest";
import { annualIncomeTax, slabTax, suggestIncomeTax } from "./income-tax";

describe("income tax, new regime FY 2025-26", () => {
  it("sums the ₹4 lakh slabs", () => {
    expect(slabTax(400_000)).toBe(0);
    expect(slabTax(800_000)).toBe(20_000);
    expect(slabTax(1_600_000)).toBe(120_000);
    expect(slabTax(2_500_000)).toBe(330_000);
  });

  it("is nil up to ₹12 lakh taxable (₹12.75 lakh gross with the standard deduction)", () => {
    expect(annualIncomeTax(1_275_000)).toBe(0);
    expect(suggestIncomeTax(1_275_000 / 12)).toBe(0);
  });

  it("gives marginal relief just above ₹12 lakh: the tax never exceeds the income above it", () => {
    // Taxable ₹12.10 lakh: slabs would be ₹61,500; relief caps it at ₹10,000; cess makes ₹10,400.
    expect(annualIncomeTax(1_285_000)).toBe(10_400);
  });

  it("works through higher incomes with 4% cess", () => {
    // Taxable ₹16 lakh: ₹1,20,000 + cess = ₹1,24,800, ₹10,400 a month.
    expect(annualIncomeTax(1_675_000)).toBe(124_800);
    expect(suggestIncomeTax(1_675_000 / 12)).toBe(10_400);
    // Taxable ₹25 lakh: ₹3,30,000 + cess = ₹3,43,200.
    expect(annualIncomeTax(2_575_000)).toBe(343_200);
  });
});
