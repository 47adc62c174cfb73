import { describe, expect, it } from "vitest";
import { ecrGrossWages } from "./ecr-gross-wages";

describe("the ECR's gross wages", () => {
  it("leave out a leaver's gratuity, leave encashment and pay in lieu of notice, and a bonus", () => {
    const items = [
      { kind: "gratuity" as const, amount: 64_904 },
      { kind: "leave_encashment" as const, amount: 8_654 },
      { kind: "notice_pay" as const, amount: 25_000 },
      { kind: "bonus" as const, amount: 10_000 },
    ];
    // Earned gross 11,290 (14 days of 31 at 25,000): none of the four items is wages.
    expect(ecrGrossWages({ earnedGross: 11_290, items })).toBe(11_290);
  });

  it("count arrears, a loss of pay reversed or recovered, an incentive and a commission; not a reimbursement or an advance", () => {
    const items = [
      { kind: "arrears" as const, amount: 4_000 },
      { kind: "lop_reversal" as const, amount: 806 },
      { kind: "lop_recovery" as const, amount: 1_613 },
      { kind: "incentive" as const, amount: 2_500 },
      { kind: "commission" as const, amount: 1_000 },
      { kind: "reimbursement" as const, amount: 3_200 },
      { kind: "advance" as const, amount: 10_000 },
      { kind: "advance_recovery" as const, amount: 3_333 },
    ];
    // 25,000 + 4,000 + 806 - 1,613 + 2,500 + 1,000 = 31,693.
    expect(ecrGrossWages({ earnedGross: 25_000, items })).toBe(31_693);
  });

  it("is never below 0", () => {
    // Nothing earned, a recovery of 1,613: 0 - 1,613 -> 0.
    expect(ecrGrossWages({ earnedGross: 0, items: [{ kind: "lop_recovery", amount: 1_613 }] })).toBe(0);
  });
});
