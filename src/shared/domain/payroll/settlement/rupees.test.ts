import { describe, expect, it } from "vitest";
import { rupees } from "./rupees";

describe("rupees in a settlement's computation", () => {
  it("groups whole rupees the Indian way: thousands, then lakhs and crores by twos", () => {
    expect(rupees(0)).toBe("₹0");
    expect(rupees(999)).toBe("₹999");
    expect(rupees(138_462)).toBe("₹1,38,462");
    expect(rupees(2_500_000)).toBe("₹25,00,000");
    expect(rupees(12_345_678)).toBe("₹1,23,45,678");
  });

  it("puts the minus sign before the rupee sign", () => {
    expect(rupees(-20_800)).toBe("-₹20,800");
  });
});
