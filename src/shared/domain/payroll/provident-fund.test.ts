import { describe, expect, it } from "vitest";
import { employeeProvidentFund, employerProvidentFund, providentFundWage } from "./provident-fund";

const capped = (earnedBasic: number) => ({ earnedBasic, member: true, capped: true });
const uncapped = (earnedBasic: number) => ({ earnedBasic, member: true, capped: false });

describe("the employee's provident fund", () => {
  it("is 12% of the earned basic below the ceiling", () => {
    expect(employeeProvidentFund(capped(10_000))).toBe(1_200); // 12% of 10,000
    // The October joiner with 13 LOP days: 12% of 5,806 = 696.72 -> 697 (the same wage as the employer's share).
    expect(employeeProvidentFund(capped(5_806))).toBe(697);
    expect(employeeProvidentFund(capped(14_999))).toBe(1_800); // 1,799.88 -> 1,800
  });

  it("stops at ₹15,000 of basic when capped", () => {
    expect(employeeProvidentFund(capped(15_000))).toBe(1_800); // 12% of 15,000
    expect(employeeProvidentFund(capped(15_001))).toBe(1_800);
    expect(employeeProvidentFund(capped(45_000))).toBe(1_800);
    expect(providentFundWage(capped(45_000))).toBe(15_000);
  });

  it("runs on the full basic when uncapped", () => {
    expect(employeeProvidentFund(uncapped(20_000))).toBe(2_400); // 12% of 20,000
    expect(employeeProvidentFund(uncapped(45_000))).toBe(5_400); // 12% of 45,000
    expect(employeeProvidentFund(uncapped(10_000))).toBe(1_200); // below the ceiling the cap changes nothing
  });

  it("is nothing for a non-member or a month with no basic earned", () => {
    expect(employeeProvidentFund({ earnedBasic: 45_000, member: false, capped: true })).toBe(0);
    expect(employeeProvidentFund({ earnedBasic: 45_000, member: false, capped: false })).toBe(0);
    expect(employeeProvidentFund(capped(0))).toBe(0);
    expect(employeeProvidentFund(capped(-500))).toBe(0);
  });
});

describe("the employer's provident fund, EPS, EDLI and admin charge", () => {
  it("splits 12% into EPS (8.33%) and EPF, with EDLI and the admin charge at 0.5% each", () => {
    // 12% = 1,200: EPS 8.33% = 833, EPF 1,200 - 833 = 367; EDLI 0.5% = 50; admin 0.5% = 50.
    expect(employerProvidentFund(capped(10_000))).toEqual({ pfWage: 10_000, epf: 367, eps: 833, edli: 50, adminCharge: 50 });
  });

  it("matches the employee's share on an LOP month's earned basic", () => {
    // 12% of 5,806 = 696.72 -> 697; EPS 8.33% = 483.6398 -> 484; EPF 697 - 484 = 213; EDLI and admin 0.5% = 29.03 -> 29.
    expect(employerProvidentFund(capped(5_806))).toEqual({ pfWage: 5_806, epf: 213, eps: 484, edli: 29, adminCharge: 29 });
  });

  it("rounds each contribution to the nearest rupee, 50 paise up", () => {
    // At the ceiling: 12% = 1,800; EPS 8.33% of 15,000 = 1,249.50 -> 1,250; EPF 550; EDLI and admin 75.
    const atCeiling = { pfWage: 15_000, epf: 550, eps: 1_250, edli: 75, adminCharge: 75 };
    expect(employerProvidentFund(capped(15_000))).toEqual(atCeiling);
    expect(employerProvidentFund(capped(15_001))).toEqual(atCeiling);
    expect(employerProvidentFund(capped(50_000))).toEqual(atCeiling);
    // Just under: 12% of 14,999 = 1,799.88 -> 1,800; EPS 1,249.42 -> 1,249; EPF 551; EDLI and admin 74.995 -> 75.
    expect(employerProvidentFund(capped(14_999))).toEqual({ pfWage: 14_999, epf: 551, eps: 1_249, edli: 75, adminCharge: 75 });
  });

  it("keeps EPS and EDLI on at most ₹15,000 when the PF wage is uncapped, the admin charge on all of it", () => {
    // 12% of 20,000 = 2,400: EPS 1,250 (on 15,000), EPF 2,400 - 1,250 = 1,150; EDLI 75; admin 0.5% of 20,000 = 100.
    expect(employerProvidentFund(uncapped(20_000))).toEqual({ pfWage: 20_000, epf: 1_150, eps: 1_250, edli: 75, adminCharge: 100 });
    // 12% of 45,000 = 5,400: EPS 1,250, EPF 4,150; EDLI 75; admin 225.
    expect(employerProvidentFund(uncapped(45_000))).toEqual({ pfWage: 45_000, epf: 4_150, eps: 1_250, edli: 75, adminCharge: 225 });
  });

  it("is all zero for a non-member", () => {
    const none = { pfWage: 0, epf: 0, eps: 0, edli: 0, adminCharge: 0 };
    expect(employerProvidentFund({ earnedBasic: 15_000, member: false, capped: true })).toEqual(none);
    expect(employerProvidentFund({ earnedBasic: 45_000, member: false, capped: false })).toEqual(none);
  });
});
