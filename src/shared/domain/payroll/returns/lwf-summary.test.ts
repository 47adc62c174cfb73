import { describe, expect, it } from "vitest";
import { isLwfMonth, lwfSummary } from "./lwf-summary";

describe("labour welfare fund summary", () => {
  it("knows the contribution months from the rules", () => {
    expect(isLwfMonth(6)).toBe(true);
    expect(isLwfMonth(12)).toBe(true);
    expect(isLwfMonth(11)).toBe(false);
  });

  it("per state and in total, people with no contribution left out", () => {
    // December: three in Maharashtra (25 + 75 each), one in Karnataka (50 + 100), one who earned nothing.
    const lines = lwfSummary([
      { state: "MH", employee: 25, employer: 75 },
      { state: "MH", employee: 25, employer: 75 },
      { state: "KA", employee: 50, employer: 100 },
      { state: "MH", employee: 25, employer: 75 },
      { state: "MH", employee: 0, employer: 0 },
    ]);
    expect(lines).toEqual([
      // 3 x 25 = 75; 3 x 75 = 225; 75 + 225 = 300
      { state: "Maharashtra", employees: 3, employeeContribution: 75, employerContribution: 225, total: 300 },
      { state: "Karnataka", employees: 1, employeeContribution: 50, employerContribution: 100, total: 150 },
      // 75 + 50 = 125; 225 + 100 = 325; 300 + 150 = 450
      { state: "Total", employees: 4, employeeContribution: 125, employerContribution: 325, total: 450 },
    ]);
  });
});
