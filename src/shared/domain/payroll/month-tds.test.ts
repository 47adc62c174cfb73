import { describe, expect, it } from "vitest";
import { leaverLastMonth, leaverPayDays, monthTds, NOTHING_FINALISED } from "./month-tds";
import { beforeIncomeTax, type PayslipInput } from "./payslip";
import { noOverrides } from "./salary";

// A man in Pune on gross 31,000 (basic 20,000, HRA 8,000, transport 1,600, medical 1,250, special 150), October 2026.
const input: PayslipInput = {
  month: "2026-10",
  salary: {
    basicSalary: 20_000,
    hra: 8_000,
    transportAllowance: 1_600,
    medicalAllowance: 1_250,
    specialAllowance: 150,
    otherAllowances: 0,
    otherDeductions: 0,
  },
  overrides: noOverrides,
  profile: { gender: "male", pfMember: true, pfWageCapped: true, stateOfWork: "MH" },
  lopDays: 0,
  divisor: 31,
  esiCovered: false,
};

const tds = (payslip: PayslipInput) => {
  const month = beforeIncomeTax(payslip);
  return monthTds({
    input: payslip,
    thisMonth: month,
    full: beforeIncomeTax({ ...payslip, lopDays: 0 }),
    regime: "old",
    finalised: NOTHING_FINALISED,
    tax: {},
  });
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
    expect(tds({ ...input, lopDays: 1 }).byRegime.old.projection).toMatchObject({
      thisMonthGross: 30_000,
      remainingGross: 155_000,
      projectedGross: 185_000,
    });
  });

  it("projects a leaver's professional tax only to the month of the last working day", () => {
    const month = beforeIncomeTax(input);
    const leaver = monthTds({
      input,
      thisMonth: month,
      full: month,
      regime: "old",
      finalised: NOTHING_FINALISED,
      tax: {},
      lastMonthOfService: "2027-01",
    }).byRegime.old;
    // Leaving in January: October 200 + November, December, January 3 x 200 = 800; no February 300, no March.
    expect(leaver.salary.professionalTax).toBe(800);
    expect(leaver.projection).toMatchObject({ remainingMonths: 3, remainingGross: 93_000 });
  });
});

describe("a leaver's last month after the month paid", () => {
  // January 2027 starts on a Friday; Sundays (3, 10, 17, 24, 31) off. Last working day Tuesday 5 January.
  const sundays = { weeklyOffDays: [0], holidays: new Set<string>() };

  it("counts the days after the last working day as the payroll counts them, by the pay-day basis", () => {
    // Calendar basis: 6-31 January, 26 days, over 31. 30-day basis: the same 26 calendar days over 30.
    expect(leaverPayDays("2027-01-05", "calendar", sundays)).toEqual({
      lastWorkingDay: "2027-01-05",
      month: "2027-01",
      lopDays: 26,
      divisor: 31,
    });
    expect(leaverPayDays("2027-01-05", "30", sundays)).toMatchObject({ lopDays: 26, divisor: 30 });
    // 26-day basis: the working days of 6-31 January, 26 less 4 Sundays (10, 17, 24, 31) = 22, less Republic Day
    // (Tuesday 26 January) when it is a holiday = 21.
    expect(leaverPayDays("2027-01-05", "26", sundays)).toMatchObject({ lopDays: 22, divisor: 26 });
    expect(leaverPayDays("2027-01-05", "26", { ...sundays, holidays: new Set(["2027-01-26"]) })).toMatchObject({
      lopDays: 21,
      divisor: 26,
    });
    // Leaving on the month's last day: nothing unpaid.
    expect(leaverPayDays("2027-01-31", "calendar", sundays)).toMatchObject({ lopDays: 0, divisor: 31 });
  });

  it("projects January at 5 of 31 days with its own PF and professional tax, not at the full month", () => {
    // 31,000 x 26 / 31 = 26,000 unpaid: 5,000 earned. Basic 20,000 - round(16,774.19) = 3,226; PF 12% = 387.12 -> 387.
    // PT on 5,000 for a man in Maharashtra: nil (up to ₹7,500), where a full month pays ₹200.
    const january = leaverLastMonth(input, leaverPayDays("2027-01-05", "calendar", sundays));
    expect(january.pay).toMatchObject({ earnedGross: 5_000, earnedBasic: 3_226, providentFund: 387, professionalTax: 0 });
    const month = beforeIncomeTax(input);
    const leaver = (lastMonth?: typeof january) =>
      monthTds({
        input,
        thisMonth: month,
        full: month,
        regime: "old",
        finalised: NOTHING_FINALISED,
        tax: {},
        lastMonthOfService: "2027-01",
        lastMonth,
      }).byRegime.old;
    // October, November, December at 31,000 + January 5,000 = 98,000; PT 3 x 200 + 0 = 600;
    // 80C: PF 3 x 1,800 + 387 = 5,787; 98,000 - 50,000 - 600 - 5,787 = 41,613.
    const prorated = leaver(january);
    expect(prorated.projection).toMatchObject({ remainingMonths: 3, remainingGross: 67_000, projectedGross: 98_000 });
    expect(prorated.salary).toMatchObject({ professionalTax: 600, section80C: 5_787, taxableIncome: 41_613 });
    // Without it (the wrong figure): January at 31,000: 1,24,000, PT 800, PF 7,200: 1,24,000 - 50,000 - 800 - 7,200 = 66,000.
    expect(leaver().projection).toMatchObject({ remainingGross: 93_000, projectedGross: 124_000 });
    expect(leaver().salary).toMatchObject({ professionalTax: 800, taxableIncome: 66_000 });
  });
});
