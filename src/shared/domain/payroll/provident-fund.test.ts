import { describe, expect, it } from "vitest";
import { employerContributions } from "./payslip";
import { suggestProvidentFund } from "./provident-fund";

describe("provident fund", () => {
  it("is 12% of basic, on at most ₹15,000", () => {
    expect(suggestProvidentFund(10_000)).toBe(1_200);
    expect(suggestProvidentFund(15_000)).toBe(1_800);
    expect(suggestProvidentFund(45_000)).toBe(1_800);
    expect(suggestProvidentFund(0)).toBe(0);
  });
});

describe("the employer's provident fund, EPS and EDLI", () => {
  const on = (basic: number, gross = 50_000) => employerContributions({ earnedBasic: basic, earnedGross: gross, fullMonthlyGross: gross });

  it("pays 12% of basic split into EPS (8.33%) and EPF, with EDLI at 0.5%", () => {
    // 1,200 in all: EPS 833, EPF 367; EDLI 50.
    expect(on(10_000)).toEqual({ epf: 367, eps: 833, edli: 50, esi: 0, total: 1_250 });
  });

  it("stops at the ₹15,000 wage ceiling: EPS ₹1,250 (8.33% of 15,000 = 1,249.50), EDLI ₹75", () => {
    const atCeiling = { epf: 550, eps: 1_250, edli: 75, esi: 0, total: 1_875 };
    expect(on(15_000)).toEqual(atCeiling);
    expect(on(15_001)).toEqual(atCeiling);
    expect(on(50_000)).toEqual(atCeiling);
    // Just under: 14,999 x 12% = 1,799.88 -> 1,800; 8.33% = 1,249.42 -> 1,249; 0.5% = 74.995 -> 75.
    expect(on(14_999)).toEqual({ epf: 551, eps: 1_249, edli: 75, esi: 0, total: 1_875 });
  });
});
