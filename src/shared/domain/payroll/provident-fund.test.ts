import { describe, expect, it } from "vitest";
import { contributesToPension, employeeProvidentFund, employerProvidentFund, providentFundWage } from "./provident-fund";

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
    expect(employerProvidentFund(capped(10_000))).toEqual({
      pfWage: 10_000,
      epsWage: 10_000,
      edliWage: 10_000,
      epf: 367,
      eps: 833,
      edli: 50,
      adminCharge: 50,
    });
  });

  it("matches the employee's share on an LOP month's earned basic", () => {
    // 12% of 5,806 = 696.72 -> 697; EPS 8.33% = 483.6398 -> 484; EPF 697 - 484 = 213; EDLI and admin 0.5% = 29.03 -> 29.
    expect(employerProvidentFund(capped(5_806))).toEqual({
      pfWage: 5_806,
      epsWage: 5_806,
      edliWage: 5_806,
      epf: 213,
      eps: 484,
      edli: 29,
      adminCharge: 29,
    });
  });

  it("rounds each contribution to the nearest rupee, 50 paise up", () => {
    // At the ceiling: 12% = 1,800; EPS 8.33% of 15,000 = 1,249.50 -> 1,250; EPF 550; EDLI and admin 75.
    const atCeiling = { pfWage: 15_000, epsWage: 15_000, edliWage: 15_000, epf: 550, eps: 1_250, edli: 75, adminCharge: 75 };
    expect(employerProvidentFund(capped(15_000))).toEqual(atCeiling);
    expect(employerProvidentFund(capped(15_001))).toEqual(atCeiling);
    expect(employerProvidentFund(capped(50_000))).toEqual(atCeiling);
    // Just under: 12% of 14,999 = 1,799.88 -> 1,800; EPS 1,249.42 -> 1,249; EPF 551; EDLI and admin 74.995 -> 75.
    expect(employerProvidentFund(capped(14_999))).toEqual({
      pfWage: 14_999,
      epsWage: 14_999,
      edliWage: 14_999,
      epf: 551,
      eps: 1_249,
      edli: 75,
      adminCharge: 75,
    });
  });

  it("keeps EPS and EDLI on at most ₹15,000 when the PF wage is uncapped, the admin charge on all of it", () => {
    // 12% of 20,000 = 2,400: EPS 1,250 (on 15,000), EPF 2,400 - 1,250 = 1,150; EDLI 75; admin 0.5% of 20,000 = 100.
    expect(employerProvidentFund(uncapped(20_000))).toEqual({
      pfWage: 20_000,
      epsWage: 15_000,
      edliWage: 15_000,
      epf: 1_150,
      eps: 1_250,
      edli: 75,
      adminCharge: 100,
    });
    // 12% of 45,000 = 5,400: EPS 1,250, EPF 4,150; EDLI 75; admin 225.
    expect(employerProvidentFund(uncapped(45_000))).toEqual({
      pfWage: 45_000,
      epsWage: 15_000,
      edliWage: 15_000,
      epf: 4_150,
      eps: 1_250,
      edli: 75,
      adminCharge: 225,
    });
  });

  it("is all zero for a non-member", () => {
    const none = { pfWage: 0, epsWage: 0, edliWage: 0, epf: 0, eps: 0, edli: 0, adminCharge: 0 };
    expect(employerProvidentFund({ earnedBasic: 15_000, member: false, capped: true })).toEqual(none);
    expect(employerProvidentFund({ earnedBasic: 45_000, member: false, capped: false })).toEqual(none);
  });
});

describe("the pension scheme (EPS) for a member past 58 or not an EPS member", () => {
  const bornIn1967 = { epsMember: true, dateOfBirth: "1967-11-20" };

  it("stops from the month after the 58th birthday", () => {
    // Born 20 Nov 1967: 58 on 20 Nov 2025. November 2025 is contributed in full, December 2025 on has no EPS.
    expect(contributesToPension("2025-10", bornIn1967)).toBe(true);
    expect(contributesToPension("2025-11", bornIn1967)).toBe(true);
    expect(contributesToPension("2025-12", bornIn1967)).toBe(false);
    expect(contributesToPension("2026-12", bornIn1967)).toBe(false);
    // Born 1 Jan 1969: 58 on 1 Jan 2027, so December 2026 still contributes.
    expect(contributesToPension("2026-12", { epsMember: true, dateOfBirth: "1969-01-01" })).toBe(true);
    // No date of birth recorded: taken as under 58 (HR's data to fix; never drops EPS on a guess).
    expect(contributesToPension("2026-12", { epsMember: true, dateOfBirth: null })).toBe(true);
  });

  it("never applies to someone HR marked not an EPS member, whatever the age", () => {
    expect(contributesToPension("2026-12", { epsMember: false, dateOfBirth: "1995-04-01" })).toBe(false);
  });

  it("puts the whole employer 12% into EPF instead", () => {
    // ₹15,000: 12% = 1,800 all EPF, EPS 0 (EPS wages 0); EDLI 0.5% = 75 and admin 0.5% = 75 as before.
    expect(employerProvidentFund({ ...capped(15_000), pension: false })).toEqual({
      pfWage: 15_000,
      epsWage: 0,
      edliWage: 15_000,
      epf: 1_800,
      eps: 0,
      edli: 75,
      adminCharge: 75,
    });
    // An uncapped ₹40,000: 12% = 4,800 all EPF; EDLI on 15,000 = 75; admin 0.5% of 40,000 = 200.
    expect(employerProvidentFund({ ...uncapped(40_000), pension: false })).toEqual({
      pfWage: 40_000,
      epsWage: 0,
      edliWage: 15_000,
      epf: 4_800,
      eps: 0,
      edli: 75,
      adminCharge: 200,
    });
    // The employee's own 12% does not change.
    expect(employeeProvidentFund({ ...capped(15_000), pension: false })).toBe(1_800);
  });

  it("still takes EPS on arrears of a pension month paid in a month without it, within that month's ceiling", () => {
    // 58 in November (EPS in November, none from December). December pays its own basic 15,000 and 3,000 of
    // November's arrears; November counted 12,000: 12,000 + 3,000 = 15,000 is within its ceiling, all 3,000 count.
    // PF wage 15,000 + 3,000 = 18,000: 12% = 2,160 each side. EPS wage: December's own 0 + November's 3,000 = 3,000;
    // EPS 8.33% of 3,000 = 249.90 -> 250; EPF 2,160 - 250 = 1,910. EDLI wage 18,000: 0.5% = 90; admin 0.5% = 90.
    const arrears = [{ counted: 12_000, added: 3_000, pension: true }];
    expect(employerProvidentFund({ ...capped(15_000), pension: false, arrears })).toEqual({
      pfWage: 18_000,
      epsWage: 3_000,
      edliWage: 18_000,
      epf: 1_910,
      eps: 250,
      edli: 90,
      adminCharge: 90,
    });
    expect(employeeProvidentFund({ ...capped(15_000), pension: false, arrears })).toBe(2_160);
    // November counted 14,000: only 1,000 fits its ceiling, so EPS wage 1,000: 8.33% = 83.30 -> 83.
    expect(
      employerProvidentFund({ ...capped(15_000), pension: false, arrears: [{ counted: 14_000, added: 3_000, pension: true }] }),
    ).toMatchObject({ epsWage: 1_000, eps: 83 });
    // The other way round: arrears of a month past 58 paid in a pension month carry no EPS; the month's own does.
    // EPS wage 15,000: 1,250; PF wage 18,000: 2,160, EPF 2,160 - 1,250 = 910.
    expect(employerProvidentFund({ ...capped(15_000), arrears: [{ counted: 12_000, added: 3_000, pension: false }] })).toMatchObject({
      epsWage: 15_000,
      eps: 1_250,
      epf: 910,
    });
  });
});

describe("arrears of an earlier month, capped in the month they belong to", () => {
  it("adds October's arrears within October's ceiling to November's own PF wage (the issue's ₹2,040, EPS ₹1,416)", () => {
    // October: basic 11,000, contributed then. A revision to 14,000 from 1 October, paid in November:
    // October's arrears 3,000 -> October 11,000 + 3,000 = 14,000, within 15,000, so all 3,000 is PF wage.
    // November's own basic 14,000. PF wage 14,000 + 3,000 = 17,000; 12% = 2,040.
    // EPS 8.33% of 17,000 = 1,416.10 -> 1,416; EPF 2,040 - 1,416 = 624; EDLI and admin 0.5% of 17,000 = 85.
    // (Capped once in November, as before: 15,000 -> 1,800, EPS 1,250.)
    const november = { ...capped(14_000), arrears: [{ counted: 11_000, added: 3_000 }] };
    expect(employeeProvidentFund(november)).toBe(2_040);
    expect(employerProvidentFund(november)).toEqual({
      pfWage: 17_000,
      epsWage: 17_000,
      edliWage: 17_000,
      epf: 624,
      eps: 1_416,
      edli: 85,
      adminCharge: 85,
    });
  });

  it("tops an earlier month up to its ceiling only", () => {
    // October: basic 14,000 contributed; revision to 17,000 from October paid in November:
    // October min(14,000 + 3,000, 15,000) - 14,000 = 1,000 more; November's own 17,000 capped at 15,000.
    // PF wage 15,000 + 1,000 = 16,000; 12% = 1,920; EPS 8.33% of 16,000 = 1,332.80 -> 1,333; EPF 587.
    const november = { ...capped(17_000), arrears: [{ counted: 14_000, added: 3_000 }] };
    expect(employeeProvidentFund(november)).toBe(1_920);
    expect(employerProvidentFund(november)).toMatchObject({ pfWage: 16_000, epsWage: 16_000, epf: 587, eps: 1_333 });
    // A month already at the ceiling takes nothing more: October 15,000 + 2,000 -> 0; November 12% of 15,000 = 1,800.
    expect(employeeProvidentFund({ ...capped(15_000), arrears: [{ counted: 15_000, added: 2_000 }] })).toBe(1_800);
  });

  it("keeps each earlier month's ceiling apart", () => {
    // September 13,000 + 4,000 -> 2,000 more; October 14,000 + 4,000 -> 1,000 more; December's own 14,000.
    // PF wage 14,000 + 2,000 + 1,000 = 17,000 -> 12% = 2,040.
    const arrears = [
      { counted: 13_000, added: 4_000 },
      { counted: 14_000, added: 4_000 },
    ];
    expect(providentFundWage({ ...capped(14_000), arrears })).toBe(17_000);
    expect(employeeProvidentFund({ ...capped(14_000), arrears })).toBe(2_040);
  });

  it("adds arrears in full on the full basic, EPS still within each month's ₹15,000", () => {
    // Uncapped: October's arrears 3,000 all PF wage; November's own 20,000. PF wage 23,000 -> 12% = 2,760.
    // EPS: October already at 15,000 -> nothing more; November 15,000 -> EPS 1,250; EPF 2,760 - 1,250 = 1,510.
    const november = { ...uncapped(20_000), arrears: [{ counted: 20_000, added: 3_000 }] };
    expect(employerProvidentFund(november)).toMatchObject({ pfWage: 23_000, epsWage: 15_000, epf: 1_510, eps: 1_250 });
  });

  it("takes a recovery of an earlier month's pay off that month's PF wage, within its ceiling", () => {
    // A reversed loss of pay recovered: October counted 14,000, less 2,000 -> 12,000: -2,000; November's own 14,000.
    expect(providentFundWage({ ...capped(14_000), arrears: [{ counted: 14_000, added: -2_000 }] })).toBe(12_000);
    // October counted 18,000 (capped at 15,000), less 2,000 -> 16,000, still 15,000: nothing comes off.
    expect(providentFundWage({ ...capped(14_000), arrears: [{ counted: 18_000, added: -2_000 }] })).toBe(14_000);
  });
});
