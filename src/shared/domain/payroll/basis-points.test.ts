import { describe, expect, it } from "vitest";
import { ofBp } from "./basis-points";

describe("basis points", () => {
  it("takes 8.33% of ₹15,000 as exactly 1,249.5", () => {
    expect(ofBp(15_000, 833)).toBe(1_249.5);
    expect(ofBp(10_000, 1_200)).toBe(1_200);
  });
});
