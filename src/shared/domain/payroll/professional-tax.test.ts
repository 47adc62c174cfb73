import { describe, expect, it } from "vitest";
import { suggestProfessionalTax } from "./professional-tax";

describe("Maharashtra professional tax", () => {
  it("follows the monthly slabs at their edges, ₹300 in February", () => {
    expect(suggestProfessionalTax(7_500, 6)).toBe(0);
    expect(suggestProfessionalTax(7_501, 6)).toBe(175);
    expect(suggestProfessionalTax(10_000, 6)).toBe(175);
    expect(suggestProfessionalTax(10_001, 6)).toBe(200);
    expect(suggestProfessionalTax(10_001, 2)).toBe(300);
  });
});
