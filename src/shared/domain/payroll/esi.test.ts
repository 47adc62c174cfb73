import { describe, expect, it } from "vitest";
import { employeeEsi, employerEsi, esiContributionPeriod, esiCovered, esiCoverageDay, esiEmployeeExempt } from "./esi";

describe("the ESI contribution period", () => {
  it("runs April to September and October to March", () => {
    expect(esiContributionPeriod("2026-04")).toEqual({ from: "2026-04", to: "2026-09" });
    expect(esiContributionPeriod("2026-09")).toEqual({ from: "2026-04", to: "2026-09" });
    expect(esiContributionPeriod("2026-10")).toEqual({ from: "2026-10", to: "2027-03" });
    expect(esiContributionPeriod("2026-12")).toEqual({ from: "2026-10", to: "2027-03" });
    expect(esiContributionPeriod("2027-01")).toEqual({ from: "2026-10", to: "2027-03" });
    expect(esiContributionPeriod("2026-03")).toEqual({ from: "2025-10", to: "2026-03" });
  });

  it("refuses what is not a month", () => {
    expect(() => esiContributionPeriod("2026-13")).toThrow("Not a month");
    expect(() => esiContributionPeriod("2026-1")).toThrow("Not a month");
  });
});

describe("ESI coverage", () => {
  it("covers a full monthly gross from ₹1 to ₹21,000", () => {
    expect(esiCovered(21_000)).toBe(true);
    expect(esiCovered(1)).toBe(true);
    expect(esiCovered(21_001)).toBe(false);
    expect(esiCovered(0)).toBe(false);
  });

  it("is decided on the contribution period's first day, whatever month of the period is paid", () => {
    expect(esiCoverageDay("2026-04", "2024-01-01")).toBe("2026-04-01");
    expect(esiCoverageDay("2026-09", "2024-01-01")).toBe("2026-04-01");
    expect(esiCoverageDay("2026-12", "2024-01-01")).toBe("2026-10-01");
    expect(esiCoverageDay("2027-03", "2024-01-01")).toBe("2026-10-01");
    // No joining date recorded: the period's start.
    expect(esiCoverageDay("2026-12", null)).toBe("2026-10-01");
  });

  it("is decided on the joining day for someone who joined during the period, the period's start otherwise", () => {
    expect(esiCoverageDay("2026-12", "2026-11-16")).toBe("2026-11-16");
    expect(esiCoverageDay("2027-02", "2026-11-16")).toBe("2026-11-16");
    // Joined on the period's first day, or before it: the period's start.
    expect(esiCoverageDay("2026-12", "2026-10-01")).toBe("2026-10-01");
    expect(esiCoverageDay("2027-04", "2026-11-16")).toBe("2027-04-01");
  });

  it("keeps a raise after the period's start covered to its end: ₹19,500 on 1 October, ₹24,000 from 1 December", () => {
    expect(esiCovered(19_500)).toBe(true);
    // December on the raised pay: 0.75% of 24,000 = 180; 3.25% of 24,000 = 780 (whole rupees, nothing to round up).
    expect(employeeEsi({ earnedGross: 24_000, covered: esiCovered(19_500), fullMonthlyGross: 24_000 })).toBe(180);
    expect(employerEsi({ earnedGross: 24_000, covered: esiCovered(19_500) })).toBe(780);
  });
});

describe("ESI amounts", () => {
  it("takes 0.75% and 3.25% of the earned gross, each rounded up to the rupee", () => {
    // 0.75% of 21,000 = 157.50 -> 158; 3.25% = 682.50 -> 683.
    expect(employeeEsi({ earnedGross: 21_000, covered: true, fullMonthlyGross: 21_000 })).toBe(158);
    expect(employerEsi({ earnedGross: 21_000, covered: true })).toBe(683);
    // 0.75% of 20,001 = 150.0075 -> 151; 3.25% = 650.0325 -> 651.
    expect(employeeEsi({ earnedGross: 20_001, covered: true, fullMonthlyGross: 20_001 })).toBe(151);
    expect(employerEsi({ earnedGross: 20_001, covered: true })).toBe(651);
    // Whole already: 0.75% of 18,000 = 135; 3.25% = 585.
    expect(employeeEsi({ earnedGross: 18_000, covered: true, fullMonthlyGross: 18_000 })).toBe(135);
    expect(employerEsi({ earnedGross: 18_000, covered: true })).toBe(585);
  });

  it("runs on the earned gross in a month with loss of pay", () => {
    // Full gross 20,000, earned 12,903: 0.75% = 96.7725 -> 97; 3.25% = 419.3475 -> 420.
    expect(employeeEsi({ earnedGross: 12_903, covered: true, fullMonthlyGross: 20_000 })).toBe(97);
    expect(employerEsi({ earnedGross: 12_903, covered: true })).toBe(420);
  });

  it("is nothing for someone not covered", () => {
    expect(employeeEsi({ earnedGross: 24_000, covered: false, fullMonthlyGross: 24_000 })).toBe(0);
    expect(employerEsi({ earnedGross: 24_000, covered: false })).toBe(0);
  });

  it("spares the employee's share up to ₹176 a day (the full month over 26 days), never the employer's", () => {
    expect(esiEmployeeExempt(4_576)).toBe(true); // 4,576 / 26 = 176
    expect(esiEmployeeExempt(4_577)).toBe(false); // 176.04
    expect(employeeEsi({ earnedGross: 4_576, covered: true, fullMonthlyGross: 4_576 })).toBe(0);
    expect(employerEsi({ earnedGross: 4_576, covered: true })).toBe(149); // 3.25% of 4,576 = 148.72 -> 149
    expect(employeeEsi({ earnedGross: 4_577, covered: true, fullMonthlyGross: 4_577 })).toBe(35); // 0.75% = 34.3275 -> 35
  });
});
