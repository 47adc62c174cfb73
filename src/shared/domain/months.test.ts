import { describe, expect, it } from "vitest";
import { daysInMonth, monthRange } from "./months";

describe("months", () => {
  it("knows months of 28 to 31 days, leap years included", () => {
    expect(daysInMonth("2025-02")).toBe(28);
    expect(daysInMonth("2024-02")).toBe(29);
    expect(daysInMonth("2026-04")).toBe(30);
    expect(daysInMonth("2026-01")).toBe(31);
    expect(daysInMonth("2026-12")).toBe(31);
    expect(monthRange("2024-02")).toEqual({ from: "2024-02-01", to: "2024-02-29" });
  });
});
