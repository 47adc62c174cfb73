import { describe, expect, it } from "vitest";
import { financialYearOf, monthsOfFinancialYear } from "./financial-year";

describe("financial year (April to March)", () => {
  it("names the year a month falls in", () => {
    expect(financialYearOf("2025-04")).toBe("2025-26");
    expect(financialYearOf("2025-12")).toBe("2025-26");
    expect(financialYearOf("2026-03")).toBe("2025-26");
    expect(financialYearOf("2026-04")).toBe("2026-27");
    expect(financialYearOf("2026-11")).toBe("2026-27");
    expect(financialYearOf("2099-06")).toBe("2099-00");
  });

  it("lists its twelve months from April to March", () => {
    expect(monthsOfFinancialYear("2025-26")).toEqual([
      "2025-04",
      "2025-05",
      "2025-06",
      "2025-07",
      "2025-08",
      "2025-09",
      "2025-10",
      "2025-11",
      "2025-12",
      "2026-01",
      "2026-02",
      "2026-03",
    ]);
  });

  it("refuses what is not a month or a financial year", () => {
    expect(() => financialYearOf("2025-13")).toThrow(RangeError);
    expect(() => financialYearOf("25-04")).toThrow(RangeError);
    expect(() => monthsOfFinancialYear("2025-27")).toThrow(RangeError);
    expect(() => monthsOfFinancialYear("2025")).toThrow(RangeError);
  });
});
