import { describe, expect, it } from "vitest";
import { arrearsDescription, monthArrears } from "./revision-arrears";
import { salaryInForce } from "./salary-in-force";
import { testSalary } from "../../testing/test-salary";

// testSalary: basic 20,000, gross 31,000. The revision raises basic by 4,000 to 24,000 (gross 35,000).
const before = testSalary();
const raised = testSalary({ basicSalary: 24_000 });
const fullMonth = (divisor: number) => ({ lopDays: 0, divisor, earnedGross: 31_000, earnedBasic: 20_000, esiCovered: false });
const nothing = { amount: 0, pfWage: 0 };

describe("monthArrears", () => {
  it("pays +4,000 for each of two full finalised months from the 1st: 8,000, all of it PF wage", () => {
    const september = monthArrears(raised, fullMonth(30), nothing);
    const october = monthArrears(raised, fullMonth(31), nothing);
    // Each month: earned 35,000 - frozen 31,000 = 4,000, of which basic 24,000 - 20,000 = 4,000.
    expect(september).toEqual({ amount: 4_000, pfWage: 4_000, esiWage: 0 });
    expect(october).toEqual({ amount: 4_000, pfWage: 4_000, esiWage: 0 });
    // Two months: 8,000, PF wage 8,000: 12% = 960 more PF for a member on the full basic; a capped member already at
    // 15,000 pays none (salary-revisions/routes.test.ts checks both in November's payroll).
    expect(september.amount + october.amount).toBe(8_000);
    expect(september.pfWage + october.pfWage).toBe(8_000);
  });

  it("prorates the month the effective date falls in (from the 16th of a 30-day month)", () => {
    const structure = salaryInForce("2026-09", raised, [{ effectiveFrom: "2026-09-16", before }])!;
    // Basic (15 x 20,000 + 15 x 24,000) / 30 = 22,000, gross 33,000: 33,000 - 31,000 = 2,000.
    expect(monthArrears(structure, fullMonth(30), nothing)).toEqual({ amount: 2_000, pfWage: 2_000, esiWage: 0 });
  });

  it("uses the month's frozen loss-of-pay days and divisor", () => {
    const structure = salaryInForce("2026-09", raised, [{ effectiveFrom: "2026-09-16", before }])!;
    // Frozen with 2 LOP days of 30: gross 31,000 - round(62,000 / 30 = 2,066.67) = 28,933;
    // basic 20,000 - round(40,000 / 30 = 1,333.33) = 18,667.
    const frozen = { lopDays: 2, divisor: 30, earnedGross: 28_933, earnedBasic: 18_667, esiCovered: true };
    // Should: gross 33,000 - round(66,000 / 30) = 30,800; basic 22,000 - round(44,000 / 30 = 1,466.67) = 20,533.
    // Arrears 30,800 - 28,933 = 1,867; PF wage 20,533 - 18,667 = 1,866; ESI-covered: ESI wage the whole 1,867.
    expect(monthArrears(structure, frozen, nothing)).toEqual({ amount: 1_867, pfWage: 1_866, esiWage: 1_867 });
  });

  it("subtracts arrears earlier revisions already paid for the month", () => {
    // A second revision to basic 25,000 from the same date, after 4,000 was paid: 36,000 - 31,000 - 4,000 = 1,000.
    expect(monthArrears(testSalary({ basicSalary: 25_000 }), fullMonth(30), { amount: 4_000, pfWage: 4_000 })).toEqual({
      amount: 1_000,
      pfWage: 1_000,
      esiWage: 0,
    });
  });

  it("says a cut is nothing to pay (a negative amount)", () => {
    // 29,000 - 31,000 = -2,000.
    expect(monthArrears(testSalary({ basicSalary: 18_000 }), fullMonth(30), nothing).amount).toBe(-2_000);
  });

  it("describes the item by its month and the revision's date", () => {
    expect(arrearsDescription("2026-10", "2026-09-01")).toBe("Arrears Oct 2026: revision from 1 Sep 2026");
  });
});
