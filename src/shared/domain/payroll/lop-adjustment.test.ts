import { describe, expect, it } from "vitest";
import { lopAdjustmentOf, shortMonth, type FrozenPay } from "./lop-adjustment";

// Gross 32,110 a month: basic 15,000, HRA 7,500, transport 1,600, medical 1,250, special 6,760 (15,000 + 7,500
// + 1,600 + 1,250 + 6,760 = 32,110), on a 30-day divisor. Above the ESI ceiling of 21,000: not covered.
const earnings = {
  basicSalary: 15_000,
  hra: 7_500,
  transportAllowance: 1_600,
  medicalAllowance: 1_250,
  specialAllowance: 6_760,
  otherAllowances: 0,
};

// Frozen with 3 LOP days: deduction 32,110 x 3 / 30 = 96,330 / 30 = 3,211 exactly, earned gross 32,110 - 3,211 =
// 28,899; basic loses 15,000 x 3 / 30 = 1,500, earned basic 13,500.
const frozenAt3: FrozenPay = { earnings, lopDays: 3, earnedGross: 28_899, earnedBasic: 13_500, esiCovered: false };

describe("the correction of a finalised month's loss of pay", () => {
  it("pays back the frozen LOP deduction less the new one when LOP goes from 3 to 2 days", () => {
    // New deduction: 32,110 x 2 / 30 = 64,220 / 30 = 2,140.67, rounded 2,141. Reversal 3,211 - 2,141 = 1,070.
    // PF wage: basic loses 15,000 x 2 / 30 = 1,000 now against 1,500 frozen: 500. Not ESI-covered: 0.
    expect(lopAdjustmentOf(frozenAt3, 2, 30)).toEqual({ kind: "lop_reversal", amount: 1_070, pfWage: 500, esiWage: 0 });
  });

  it("recovers the difference when LOP goes up from 2 to 3 days", () => {
    // Frozen with 2 days: earned gross 32,110 - 2,141 = 29,969, basic 15,000 - 1,000 = 14,000. Now 3 days: 28,899
    // and 13,500: recover 29,969 - 28,899 = 1,070, PF wage 14,000 - 13,500 = 500.
    const frozenAt2: FrozenPay = { ...frozenAt3, lopDays: 2, earnedGross: 29_969, earnedBasic: 14_000 };
    expect(lopAdjustmentOf(frozenAt2, 3, 30)).toEqual({ kind: "lop_recovery", amount: 1_070, pfWage: 500, esiWage: 0 });
  });

  it("is ESI wage in full for someone covered that month", () => {
    // Gross 18,000 (basic 9,000, HRA 4,500, special 4,500), 30-day divisor, LOP 3 -> 2 days: 18,000 x 3 / 30 = 1,800
    // frozen, 18,000 x 2 / 30 = 1,200 now: 600 back. Basic 900 -> 600: PF wage 300. Covered: ESI wage 600.
    const small = {
      basicSalary: 9_000,
      hra: 4_500,
      transportAllowance: 0,
      medicalAllowance: 0,
      specialAllowance: 4_500,
      otherAllowances: 0,
    };
    const frozen: FrozenPay = { earnings: small, lopDays: 3, earnedGross: 16_200, earnedBasic: 8_100, esiCovered: true };
    expect(lopAdjustmentOf(frozen, 2, 30)).toEqual({ kind: "lop_reversal", amount: 600, pfWage: 300, esiWage: 600 });
  });

  it("subtracts what an earlier correction of the month already paid", () => {
    // LOP 3 -> 2 was paid (1,070, PF wage 500) in a finalised month; now 1 day: 32,110 x 1 / 30 = 1,070.33, rounded
    // 1,070; earned gross 31,040, 2,141 above the frozen 28,899, less 1,070 paid: 1,071. Basic 15,000 - 500 =
    // 14,500, 1,000 above 13,500, less 500: 500.
    expect(lopAdjustmentOf(frozenAt3, 1, 30, { gross: 1_070, pfWage: 500 })).toEqual({
      kind: "lop_reversal",
      amount: 1_071,
      pfWage: 500,
      esiWage: 0,
    });
    // Back to 3 days after 1,070 was paid: recover the 1,070.
    expect(lopAdjustmentOf(frozenAt3, 3, 30, { gross: 1_070, pfWage: 500 })).toEqual({
      kind: "lop_recovery",
      amount: 1_070,
      pfWage: 500,
      esiWage: 0,
    });
  });

  it("owes nothing when the days are unchanged", () => {
    expect(lopAdjustmentOf(frozenAt3, 3, 30)).toBeNull();
  });

  it("names the month as the payslip prints it", () => {
    expect(shortMonth("2026-10")).toBe("Oct 2026");
    expect(shortMonth("2027-01")).toBe("Jan 2027");
  });
});
