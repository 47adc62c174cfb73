import { describe, expect, it } from "vitest";
import { professionalTax, type Gender } from "./professional-tax";
import type { StateCode } from "./states";

const JUNE = 6;
const FEBRUARY = 2;
const tax = (state: StateCode, earnedGross: number, month: number, gender: Gender = "male") =>
  professionalTax({ state, earnedGross, month, gender });
const amount = (state: StateCode, earnedGross: number, month: number, gender: Gender = "male") =>
  tax(state, earnedGross, month, gender).amount;

describe("Maharashtra professional tax", () => {
  it("follows the men's slabs at every edge", () => {
    expect(amount("MH", 0, JUNE)).toBe(0);
    expect(amount("MH", 7_500, JUNE)).toBe(0);
    expect(amount("MH", 7_501, JUNE)).toBe(175);
    expect(amount("MH", 10_000, JUNE)).toBe(175);
    expect(amount("MH", 10_001, JUNE)).toBe(200);
    expect(tax("MH", 10_001, JUNE).note).toBeNull();
  });

  it("charges ₹300 in February above ₹10,000, and no more in the ₹175 slab", () => {
    expect(amount("MH", 10_001, FEBRUARY)).toBe(300);
    expect(amount("MH", 10_000, FEBRUARY)).toBe(175);
    expect(amount("MH", 7_500, FEBRUARY)).toBe(0);
  });

  it("adds up to ₹2,500 a year above ₹10,000", () => {
    const months = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
    const year = months.reduce((total, month) => total + amount("MH", 40_000, month), 0);
    expect(year).toBe(2_500); // 11 x 200 + 300
  });

  it("exempts a woman up to ₹25,000", () => {
    expect(amount("MH", 10_001, JUNE, "female")).toBe(0);
    expect(amount("MH", 25_000, JUNE, "female")).toBe(0);
    expect(amount("MH", 25_000, FEBRUARY, "female")).toBe(0);
    expect(amount("MH", 25_001, JUNE, "female")).toBe(200);
    expect(amount("MH", 25_001, FEBRUARY, "female")).toBe(300);
  });

  it("charges 'other' on the men's slabs", () => {
    expect(amount("MH", 7_501, JUNE, "other")).toBe(175);
    expect(amount("MH", 25_000, JUNE, "other")).toBe(200);
  });
});

describe("Karnataka professional tax", () => {
  it("is nil below ₹25,000 and ₹200 from it, for men and women alike", () => {
    expect(amount("KA", 24_999, JUNE)).toBe(0);
    expect(amount("KA", 25_000, JUNE)).toBe(200);
    expect(amount("KA", 24_999, JUNE, "female")).toBe(0);
    expect(amount("KA", 25_000, JUNE, "female")).toBe(200);
    // Maharashtra's ₹175 slab does not exist here.
    expect(amount("KA", 7_501, JUNE)).toBe(0);
  });

  it("charges ₹300 in February since April 2025 (₹2,500 a year)", () => {
    expect(amount("KA", 25_000, FEBRUARY)).toBe(300);
    expect(amount("KA", 24_999, FEBRUARY)).toBe(0);
    const months = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
    expect(months.reduce((total, month) => total + amount("KA", 60_000, month), 0)).toBe(2_500); // 11 x 200 + 300
  });
});

describe("a state without a table", () => {
  it("pays nil and says why", () => {
    expect(tax("GJ", 50_000, JUNE)).toEqual({ amount: 0, note: "No professional-tax table for Gujarat: nil" });
    expect(tax("DL", 50_000, FEBRUARY, "female")).toEqual({ amount: 0, note: "No professional-tax table for Delhi: nil" });
  });
});
