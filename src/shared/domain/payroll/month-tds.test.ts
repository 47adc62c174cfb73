import { describe, expect, it } from "vitest";
import { monthTds, NOTHING_FINALISED } from "./month-tds";
import { beforeIncomeTax, type PayslipInput } from "./payslip";
import { noOverrides } from "./salary";

// A man in Pune on gross 31,000 (basic 20,000, HRA 8,000, transport 1,600, medical 1,250, special 150), October 2026.
const input: PayslipInput = {
  month: "2026-10",
  salary: { basicSalary: 20_000, hra: 8_000, transportAllowance: 1_600, medicalAllowance: 1_250, specialAllowance: 150, otherAllowances: 0, otherDeductions: 0 },
  overrides: noOverrides,
  profile: { gender: "male", pfMember: true, pfWageCapped: true, stateOfWork: "MH" },
  lopDays: 0,
  divisor: 31,
  esiCovered: false,
};

const tds = (payslip: PayslipInput) => {
  const month = beforeIncomeTax(payslip);
  return monthTds({ input: payslip, thisMonth: month, full: beforeIncomeTax({ ...payslip, lopDays: 0 }), regime: "old", finalised: NOTHING_FINALISED, tax: {} });
};

describe("a payroll month's income-tax projection", () => {
  it("projects professional tax month by month, February's ₹300 included", () => {
    const old = tds(input).byRegime.old;
    // October 200, then November-March: 4 x 200 + 300 in February = 1,100; 1,300 for the six months.
    expect(old.salary.professionalTax).toBe(1_300);
    // 6 x 31,000 = 1,86,000 - 50,000 - 1,300 - 80C (PF 6 x 1,800 = 10,800) = 1,23,900.
    expect(old.projection).toMatchObject({ projectedGross: 186_000, remainingMonths: 5 });
    expect(old.salary.taxableIncome).toBe(123_900);
  });

  it("projects an override where HR set one, and this month's earned figures with the full month's for the rest", () => {
    expect(tds({ ...input, overrides: { ...noOverrides, professionalTax: 0 } }).byRegime.old.salary.professionalTax).toBe(0);
    // 1 LOP day of 31: 31,000 - 1,000 = 30,000 this month, 5 x 31,000 after: 1,85,000.
    expect(tds({ ...input, lopDays: 1 }).byRegime.old.projection).toMatchObject({ thisMonthGross: 30_000, remainingGross: 155_000, projectedGross: 185_000 });
  });

  it("projects a leaver's professional tax only to the month of the last working day", () => {
    const month = beforeIncomeTax(input);
    const leaver = monthTds({ input, thisMonth: month, full: month, regime: "old", finalised: NOTHING_FINALISED, tax: {}, lastMonthOfService: "2027-01" }).byRegime.old;
    // Leaving in January: October 200 + November, December, January 3 x 200 = 800; no February 300, no March.
    expect(leaver.salary.professionalTax).toBe(800);
    expect(leaver.projection).toMatchObject({ remainingMonths: 3, remainingGross: 93_000 });
  });
});
