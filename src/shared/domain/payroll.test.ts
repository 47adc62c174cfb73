import { describe, expect, it } from "vitest";
import { attendanceStatus } from "./attendance-status";
import { isWorkingDay } from "./leave-balance";
import { employeeEsi, employerContributions, daysInMonth, lossOfPayDays, monthRange, MUSTER_COMPONENTS, payDivisor, payrollTotals, payslipFigures, type PayDay } from "./payroll";
import { shiftDate } from "./working-time";
import { estimatedSalary, type SalaryComponents } from "./salary";

const salary = (overrides: Partial<SalaryComponents> = {}): SalaryComponents => ({
  basicSalary: 20_000,
  hra: 8_000,
  transportAllowance: 1_600,
  medicalAllowance: 1_250,
  specialAllowance: 150,
  otherAllowances: 0,
  providentFund: 1_800,
  professionalTax: 200,
  incomeTax: 0,
  otherDeductions: 0,
  ...overrides,
});

describe("months and the pay-day divisor", () => {
  it("knows months of 28 to 31 days, leap years included", () => {
    expect(daysInMonth("2025-02")).toBe(28);
    expect(daysInMonth("2024-02")).toBe(29);
    expect(daysInMonth("2026-04")).toBe(30);
    expect(daysInMonth("2026-01")).toBe(31);
    expect(daysInMonth("2026-12")).toBe(31);
    expect(monthRange("2024-02")).toEqual({ from: "2024-02-01", to: "2024-02-29" });
  });

  it("divides by the month's calendar days, or by 30 or 26", () => {
    expect(payDivisor("calendar", daysInMonth("2024-02"))).toBe(29);
    expect(payDivisor("calendar", daysInMonth("2025-02"))).toBe(28);
    expect(payDivisor("calendar", 31)).toBe(31);
    expect(payDivisor("30", 28)).toBe(30);
    expect(payDivisor("26", 31)).toBe(26);
  });
});

describe("loss-of-pay days", () => {
  // Sundays off. A month's days for someone who joined on `joined`, checked in on the `worked` dates.
  const calendar = { weeklyOffDays: [0], holidays: new Set(["2026-01-26"]) };
  function month(name: string, options: { worked?: string[]; joined?: string; today?: string } = {}): PayDay[] {
    const { from, to } = monthRange(name);
    const days: PayDay[] = [];
    for (let date = from; date <= to; date = shiftDate(date, 1)) {
      const employed = !options.joined || date >= options.joined;
      const status = attendanceStatus({ date, today: options.today ?? "2099-01-01", checkIn: options.worked?.includes(date) ? { late: false } : null, onApprovedLeave: false, calendar });
      days.push({ date, employed, workingDay: isWorkingDay(date, calendar), status: employed ? status : null });
    }
    return days;
  }
  const after = (name: string) => shiftDate(monthRange(name).to, 1);
  const everyWorkingDay = (name: string, except: string[] = []) => month(name).filter((day) => day.workingDay && !except.includes(day.date)).map((day) => day.date);

  it("counts the absent working days of months of 28, 29, 30 and 31 days", () => {
    // February 2025: 28 days, 4 Sundays -> 24 working days; February 2024: 29 days, 4 Sundays -> 25.
    expect(lossOfPayDays(month("2025-02"), after("2025-02"), "calendar")).toBe(24);
    expect(lossOfPayDays(month("2024-02"), after("2024-02"), "calendar")).toBe(25);
    // April 2026: 30 days, 4 Sundays -> 26; January 2026: 31 days, 4 Sundays and Republic Day -> 26.
    expect(lossOfPayDays(month("2026-04"), after("2026-04"), "calendar")).toBe(26);
    expect(lossOfPayDays(month("2026-01"), after("2026-01"), "calendar")).toBe(26);
    const worked = everyWorkingDay("2026-04", ["2026-04-07", "2026-04-21"]);
    expect(lossOfPayDays(month("2026-04", { worked }), after("2026-04"), "calendar")).toBe(2);
    expect(30 - lossOfPayDays(month("2026-04", { worked }), after("2026-04"), "calendar")).toBe(28);
  });

  it("stops at today in a running month", () => {
    // 1-9 April 2026 before the 10th: Sunday the 5th off, 8 working days, none worked.
    expect(lossOfPayDays(month("2026-04", { today: "2026-04-10" }), "2026-04-10", "calendar")).toBe(8);
  });

  it("counts the days before joining as calendar days, or as working days on the 26-day basis", () => {
    // Joined Thursday 16 April 2026 and worked every working day since: 15 days before, 13 of them working days.
    const worked = everyWorkingDay("2026-04").filter((date) => date >= "2026-04-16");
    const days = month("2026-04", { worked, joined: "2026-04-16" });
    expect(lossOfPayDays(days, after("2026-04"), "calendar")).toBe(15);
    expect(lossOfPayDays(days, after("2026-04"), "30")).toBe(15);
    expect(lossOfPayDays(days, after("2026-04"), "26")).toBe(13);
  });
});

describe("loss of pay", () => {
  // Gross 31,000: basic 20,000, HRA 8,000, transport 1,600, medical 1,250, special 150.
  it("takes gross x days / divisor under each basis", () => {
    expect(payslipFigures(salary(), 2, 31).lopDeduction).toBe(2_000);
    // 31,000 x 2 / 30 = 2,066.67; / 26 = 2,384.62.
    expect(payslipFigures(salary(), 2, 30).lopDeduction).toBe(2_067);
    expect(payslipFigures(salary(), 2, 26).lopDeduction).toBe(2_385);
    // February 2025 (28 days): 31,000 / 28 = 1,107.14 a day.
    expect(payslipFigures(salary(), 1, 28).lopDeduction).toBe(1_107);
    // February 2024 (29 days): 1,068.97.
    expect(payslipFigures(salary(), 1, 29).lopDeduction).toBe(1_069);
  });

  it("never takes more than the gross, and never pays below zero", () => {
    const allLost = payslipFigures(salary(), 31, 26);
    expect(allLost).toMatchObject({ lopDeduction: 31_000, earnedGross: 0, earnedBasic: 0, netPay: 0 });
    expect(payslipFigures(salary(), 0, 31)).toMatchObject({ lopDeduction: 0, earnedGross: 31_000, netPay: 29_000 });
  });

  it("reduces the basic the employer's PF is computed on", () => {
    // 20,000 - round(20,000 x 3 / 30) = 18,000; still above the ₹15,000 ceiling.
    expect(payslipFigures(salary(), 3, 30).earnedBasic).toBe(18_000);
  });
});

describe("employer contributions", () => {
  const on = (basic: number, gross = 50_000) => employerContributions({ earnedBasic: basic, earnedGross: gross, fullMonthlyGross: gross });

  it("pays 12% of basic split into EPS (8.33%) and EPF, with EDLI at 0.5%", () => {
    // 1,200 in all: EPS 833, EPF 367; EDLI 50.
    expect(on(10_000)).toEqual({ epf: 367, eps: 833, edli: 50, esi: 0, total: 1_250 });
  });

  it("stops at the ₹15,000 wage ceiling: EPS ₹1,250 (8.33% of 15,000 = 1,249.50), EDLI ₹75", () => {
    const atCeiling = { epf: 550, eps: 1_250, edli: 75, esi: 0, total: 1_875 };
    expect(on(15_000)).toEqual(atCeiling);
    expect(on(15_001)).toEqual(atCeiling);
    expect(on(50_000)).toEqual(atCeiling);
    // Just under: 14,999 x 12% = 1,799.88 -> 1,800; 8.33% = 1,249.42 -> 1,249; 0.5% = 74.995 -> 75.
    expect(on(14_999)).toEqual({ epf: 551, eps: 1_249, edli: 75, esi: 0, total: 1_875 });
  });

  it("adds ESI at 3.25% (employer) and 0.75% (employee) while the full gross is at most ₹21,000, rounded up", () => {
    expect(employerContributions({ earnedBasic: 12_000, earnedGross: 21_000, fullMonthlyGross: 21_000 }).esi).toBe(683);
    expect(employeeEsi({ earnedGross: 21_000, fullMonthlyGross: 21_000 })).toBe(158);
    expect(employerContributions({ earnedBasic: 12_000, earnedGross: 21_001, fullMonthlyGross: 21_001 }).esi).toBe(0);
    expect(employeeEsi({ earnedGross: 21_001, fullMonthlyGross: 21_001 })).toBe(0);
    // Applicability follows the full month's gross; the amount the wages actually earned (18,000 x 0.75% = 135).
    expect(employeeEsi({ earnedGross: 18_000, fullMonthlyGross: 21_000 })).toBe(135);
    expect(employeeEsi({ earnedGross: 18_000, fullMonthlyGross: 22_000 })).toBe(0);
  });

  it("puts the employee's ESI among the deductions", () => {
    const figures = payslipFigures(salary({ basicSalary: 12_000, hra: 4_800, transportAllowance: 1_600, medicalAllowance: 1_250, specialAllowance: 350, providentFund: 1_440 }), 0, 30);
    // Gross 20,000: employee ESI 150, employer 650.
    expect(figures.grossMonthly).toBe(20_000);
    expect(figures.deductions).toEqual({ providentFund: 1_440, professionalTax: 200, incomeTax: 0, otherDeductions: 0, esi: 150 });
    expect(figures.totalDeductions).toBe(1_790);
    expect(figures.employer.esi).toBe(650);
    expect(figures.employerCost).toBe(20_000 + figures.employer.total);
  });
});

describe("SPEC 9's estimate through the payroll", () => {
  it("pays basic 45,000: gross 69,500, deductions 10,600, net 58,900", () => {
    const figures = payslipFigures(estimatedSalary(), 0, 30);
    expect(figures.earnings).toEqual({ basicSalary: 45_000, hra: 13_500, transportAllowance: 3_000, medicalAllowance: 2_000, specialAllowance: 5_000, otherAllowances: 1_000 });
    expect(figures).toMatchObject({ grossMonthly: 69_500, totalDeductions: 10_600, netPay: 58_900 });
    expect(figures.deductions).toEqual({ providentFund: 5_400, professionalTax: 200, incomeTax: 4_500, otherDeductions: 500, esi: 0 });
  });
});

describe("totals and the muster", () => {
  it("adds up the month, and is all zeros for nobody", () => {
    const a = payslipFigures(salary(), 0, 31);
    const b = payslipFigures(estimatedSalary(), 1, 30);
    expect(payrollTotals([a, b])).toEqual({
      totalMonthly: a.earnedGross + b.earnedGross,
      averageSalary: Math.round((a.earnedGross + b.earnedGross) / 2),
      employeeCount: 2,
      totalNet: a.netPay + b.netPay,
      totalDeductions: a.totalDeductions + b.totalDeductions,
      employerContributions: a.employer.total + b.employer.total,
      employerCost: a.employerCost + b.employerCost,
    });
    expect(payrollTotals([])).toEqual({ totalMonthly: 0, averageSalary: 0, employeeCount: 0, totalNet: 0, totalDeductions: 0, employerContributions: 0, employerCost: 0 });
  });

  it("lists 16 components, each read from the figures", () => {
    const figures = payslipFigures(estimatedSalary(), 0, 30);
    expect(MUSTER_COMPONENTS).toHaveLength(16);
    expect(MUSTER_COMPONENTS.map((component) => component.amount(figures)).slice(0, 6).reduce((sum, amount) => sum + amount, 0)).toBe(69_500);
  });
});
