import { describe, expect, it } from "vitest";
import { employeeEsi } from "./esi";
import { employerContributions } from "./payslip";

describe("ESI", () => {
  it("adds ESI at 3.25% (employer) and 0.75% (employee) while the full gross is at most ₹21,000, rounded up", () => {
    expect(employerContributions({ earnedBasic: 12_000, earnedGross: 21_000, fullMonthlyGross: 21_000 }).esi).toBe(683);
    expect(employeeEsi({ earnedGross: 21_000, fullMonthlyGross: 21_000 })).toBe(158);
    expect(employerContributions({ earnedBasic: 12_000, earnedGross: 21_001, fullMonthlyGross: 21_001 }).esi).toBe(0);
    expect(employeeEsi({ earnedGross: 21_001, fullMonthlyGross: 21_001 })).toBe(0);
    // Applicability follows the full month's gross; the amount the wages actually earned (18,000 x 0.75% = 135).
    expect(employeeEsi({ earnedGross: 18_000, fullMonthlyGross: 21_000 })).toBe(135);
    expect(employeeEsi({ earnedGross: 18_000, fullMonthlyGross: 22_000 })).toBe(0);
  });
});
