import { describe, expect, it } from "vitest";
import { netPayChangeFlagged } from "./net-pay-change";

// Flagged for HR's look before Finalise (docs/product.md section 9.14): a move of more than 10% of the previous
// net pay or more than ₹5,000, whichever is reached first.

describe("a net pay change worth a look", () => {
  it("is more than 10% of the previous net pay, up or down", () => {
    // Previous 40,000: 10% is 4,000.
    expect(netPayChangeFlagged(40_000, 44_000)).toBe(false);
    expect(netPayChangeFlagged(40_000, 44_001)).toBe(true);
    expect(netPayChangeFlagged(40_000, 35_999)).toBe(true);
  });

  it("is more than ₹5,000 when that comes before 10%", () => {
    // Previous 80,000: 10% would be 8,000, but 5,000 is reached first.
    expect(netPayChangeFlagged(80_000, 85_000)).toBe(false);
    expect(netPayChangeFlagged(80_000, 85_001)).toBe(true);
    expect(netPayChangeFlagged(80_000, 74_999)).toBe(true);
  });

  it("compares exactly when 10% is not a whole rupee", () => {
    // Previous 40,005: 10% is 4,000.50; 4,001 is more, 4,000 is not.
    expect(netPayChangeFlagged(40_005, 44_006)).toBe(true);
    expect(netPayChangeFlagged(40_005, 44_005)).toBe(false);
  });

  it("flags any pay after a month of none, and no change at all never", () => {
    expect(netPayChangeFlagged(0, 1)).toBe(true);
    expect(netPayChangeFlagged(0, 0)).toBe(false);
    expect(netPayChangeFlagged(52_000, 52_000)).toBe(false);
  });
});
