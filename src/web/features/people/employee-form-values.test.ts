import { describe, expect, it } from "vitest";
import { blankEmployeeForm, overridesOf, toEmployeeInput } from "./employee-form-values";

describe("the employee form's deduction overrides", () => {
  it("send a blank override as none (computed) and a typed one as a number with its reason", () => {
    const input = toEmployeeInput({
      ...blankEmployeeForm,
      professionalTax: "0",
      professionalTaxOverrideReason: "Exempt",
      incomeTax: " 1,500 ",
    });
    expect(input).toMatchObject({
      providentFund: null,
      professionalTax: 0,
      professionalTaxOverrideReason: "Exempt",
      incomeTax: 1_500,
      otherDeductions: 0,
    });
  });

  it("count an amount not yet a number as none in the live totals", () => {
    expect(overridesOf({ providentFund: "", professionalTax: "abc", incomeTax: "₹2,000" })).toEqual({
      providentFund: null,
      professionalTax: null,
      incomeTax: 2_000,
    });
  });
});
