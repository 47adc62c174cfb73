import { describe, expect, it } from "vitest";
import { earnedPay } from "./payslip";
import { salaryInForce, structureAtMonthEnd, structureOn } from "./salary-in-force";
import { testSalary } from "../../testing/test-salary";

// testSalary: basic 20,000, HRA 8,000, transport 1,600, medical 1,250, special 150: gross 31,000.
const before = testSalary();
const raised = testSalary({ basicSalary: 24_000 });

describe("salaryInForce", () => {
  it("prorates a raise from the 16th of a 30-day month: 15/30 of the old and 15/30 of the new", () => {
    const month = salaryInForce("2026-09", raised, [{ effectiveFrom: "2026-09-16", before }]);
    // basic: (15 x 20,000 + 15 x 24,000) / 30 = (300,000 + 360,000) / 30 = 22,000; the rest did not change.
    expect(month).toEqual(testSalary({ basicSalary: 22_000 }));
  });

  it("takes loss of pay from the prorated structure", () => {
    const month = salaryInForce("2026-09", raised, [{ effectiveFrom: "2026-09-16", before }])!;
    const pay = earnedPay(month, 2, 30);
    // gross 22,000 + 8,000 + 1,600 + 1,250 + 150 = 33,000; LOP 33,000 x 2 / 30 = 2,200; earned 30,800.
    expect(pay.grossMonthly).toBe(33_000);
    expect(pay.lopDeduction).toBe(2_200);
    expect(pay.earnedGross).toBe(30_800);
    // basic 22,000 - round(22,000 x 2 / 30 = 1,466.67) = 22,000 - 1,467 = 20,533.
    expect(pay.earnedBasic).toBe(20_533);
  });

  it("counts calendar days and rounds each component once", () => {
    const month = salaryInForce("2026-10", raised, [{ effectiveFrom: "2026-10-16", before }])!;
    // 31 days: (15 x 20,000 + 16 x 24,000) / 31 = 684,000 / 31 = 22,064.52, rounded 22,065.
    expect(month.basicSalary).toBe(22_065);
    expect(month.hra).toBe(8_000);
  });

  it("rounds an exact half rupee up", () => {
    const month = salaryInForce("2026-09", testSalary({ otherAllowances: 1 }), [{ effectiveFrom: "2026-09-16", before }])!;
    // other allowances: (15 x 0 + 15 x 1) / 30 = 0.5, rounded up to 1.
    expect(month.otherAllowances).toBe(1);
  });

  it("keeps the record's structure when no revision touches the month", () => {
    expect(salaryInForce("2026-09", raised, [])).toBeNull();
    expect(salaryInForce("2026-09", raised, [{ effectiveFrom: "2026-09-01", before }])).toBeNull();
    expect(salaryInForce("2026-09", raised, [{ effectiveFrom: "2026-08-20", before }])).toBeNull();
  });

  it("pays a month before a later revision on that revision's structure before", () => {
    expect(salaryInForce("2026-09", raised, [{ effectiveFrom: "2026-10-01", before }])).toEqual(before);
  });

  it("follows two revisions in one month day by day", () => {
    const middle = testSalary({ basicSalary: 21_000 });
    const revisions = [
      { effectiveFrom: "2026-09-21", before: middle },
      { effectiveFrom: "2026-09-11", before },
    ];
    // basic: 10 days at 20,000 + 10 at 21,000 + 10 at 24,000 = 650,000 / 30 = 21,666.67, rounded 21,667.
    expect(salaryInForce("2026-09", raised, revisions)!.basicSalary).toBe(21_667);
    expect(structureOn("2026-09-15", raised, revisions)).toBe(middle);
    expect(structureAtMonthEnd("2026-09", raised, revisions)).toBe(raised);
  });
});
