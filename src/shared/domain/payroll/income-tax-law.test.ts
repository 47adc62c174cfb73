import { describe, expect, it } from "vitest";
import { incomeTaxLawOf } from "./income-tax-law";

describe("the income-tax law of a financial year", () => {
  it("is the 1961 Act up to FY 2025-26 and the 2025 Act from FY 2026-27 (in force 1 April 2026)", () => {
    expect(incomeTaxLawOf("2025-26")).toMatchObject({
      name: "Income-tax Act, 1961",
      salaryTds: "section 192",
      rebate: "section 87A",
      standardDeduction: "section 16(ia)",
      gratuityExemption: "section 10(10)(ii)",
      leaveEncashmentExemption: "section 10(10AA)(ii)",
      newRegime: "section 115BAC",
    });
    expect(incomeTaxLawOf("2026-27")).toMatchObject({
      name: "Income-tax Act, 2025",
      salaryTds: "section 392",
      rebate: "section 156",
      standardDeduction: "section 19(1), Table Sl. No. 2",
      gratuityExemption: "section 19(1), Table Sl. No. 5",
      leaveEncashmentExemption: "section 19(1), Table Sl. No. 14",
      newRegime: "section 202",
    });
    expect(incomeTaxLawOf("2030-31").law).toBe("2025");
    // The employer's certificate of TDS on salary: Form 16 (Rules 1962) to FY 2025-26, Form 130 (Rules 2026) from FY 2026-27.
    expect(incomeTaxLawOf("2025-26").notACertificate).toContain("This is not Form 16:");
    expect(incomeTaxLawOf("2026-27").notACertificate).toContain("This is not Form 130,");
    expect(incomeTaxLawOf("2026-27").notACertificate).not.toContain("TRACES");
    expect(incomeTaxLawOf("2024-25").law).toBe("1961");
  });
});
