import { describe, expect, it } from "vitest";
import { DEFAULT_ENCASHMENT_DIVISOR, leaveEncashment } from "./leave-encashment";

// A day of earned leave is worth the monthly basic over the case's divisor (docs/product.md section 10.6.4).

describe("leave encashment on leaving", () => {
  it("divides by the working days of a month unless HR sets another divisor", () => {
    expect(DEFAULT_ENCASHMENT_DIVISOR).toBe(26);
  });

  it("shows how it was computed", () => {
    // 7 x 30,000 = 2,10,000; / 26 = 8,076.92 -> 8,077.
    expect(leaveEncashment({ daysLeft: 7, basic: 30_000, divisor: 26 })).toEqual({
      days: 7,
      amount: 8_077,
      computation: "7 days of earned leave x basic ₹30,000 / 26 = ₹8,077",
    });
  });

  it("rounds a half rupee up", () => {
    // 3 x 26,013 = 78,039; / 26 = 3,001.50 -> 3,002.
    expect(leaveEncashment({ daysLeft: 3, basic: 26_013, divisor: 26 }).amount).toBe(3_002);
  });

  it("encashes no days for a negative balance and says so", () => {
    expect(leaveEncashment({ daysLeft: -3, basic: 30_000, divisor: 26 })).toEqual({
      days: 0,
      amount: 0,
      computation: "0 days of earned leave x basic ₹30,000 / 26 = ₹0",
    });
  });
});
