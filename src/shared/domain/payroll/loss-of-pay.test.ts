import { describe, expect, it } from "vitest";
import { attendanceStatus } from "../attendance-status";
import { daysInMonth, monthRange } from "../months";
import { isWorkingDay } from "../working-calendar";
import { shiftDate } from "../working-time";
import { lossOfPayDays, nonContributoryDays, payDivisor, type PayDay } from "./loss-of-pay";
import { payslipFigures as figures } from "./payslip";
import type { SalaryComponents } from "./salary";
import { testSalary } from "../../testing/test-salary";

const salary = testSalary;

/** A May payslip (no labour welfare fund) with PF and PT fixed at 1,800 and 200 by override: 2,000 of deductions. */
const payslipFigures = (pay: SalaryComponents, lopDays: number, divisor: number) =>
  figures(
    {
      month: "2026-05",
      salary: pay,
      overrides: { providentFund: 1_800, professionalTax: 200, incomeTax: 0 },
      profile: { gender: "male", pfMember: true, pfWageCapped: true, stateOfWork: "MH" },
      lopDays,
      divisor,
      esiCovered: false,
    },
    () => 0,
  );

describe("the pay-day divisor", () => {
  it.each([
    ["2024-02", 29],
    ["2025-02", 28],
    ["2026-04", 30],
    ["2026-01", 31],
  ] as const)("divides %s by its %i calendar days, or by 30 or 26 whatever its length", (name, calendarDays) => {
    expect(payDivisor("calendar", daysInMonth(name))).toBe(calendarDays);
    expect(payDivisor("30", daysInMonth(name))).toBe(30);
    expect(payDivisor("26", daysInMonth(name))).toBe(26);
  });
});

describe("loss-of-pay days", () => {
  // Sundays off and one holiday in each month below. A month's days for someone who joined on `joined`,
  // checked in on the `worked` dates and was on approved leave on the `leave` dates.
  const calendar = { weeklyOffDays: [0], holidays: new Set(["2024-02-19", "2025-02-26", "2026-01-26", "2026-04-03"]) };
  function month(name: string, options: { worked?: string[]; leave?: string[]; joined?: string; today?: string } = {}): PayDay[] {
    const { from, to } = monthRange(name);
    const days: PayDay[] = [];
    for (let date = from; date <= to; date = shiftDate(date, 1)) {
      const employed = !options.joined || date >= options.joined;
      const status = attendanceStatus({
        date,
        today: options.today ?? "2099-01-01",
        checkIn: options.worked?.includes(date) ? { late: false } : null,
        onApprovedLeave: options.leave?.includes(date) ?? false,
        calendar,
      });
      days.push({ date, employed, workingDay: isWorkingDay(date, calendar), status: employed ? status : null });
    }
    return days;
  }
  const after = (name: string) => shiftDate(monthRange(name).to, 1);
  const everyWorkingDay = (name: string, except: string[] = []) =>
    month(name)
      .filter((day) => day.workingDay && !except.includes(day.date))
      .map((day) => day.date);

  it("counts every working day of months of 28, 29, 30 and 31 days when nobody came", () => {
    // February 2025: 28 days - 4 Sundays - 26th = 23; February 2024: 29 - 4 Sundays - 19th = 24.
    expect(lossOfPayDays(month("2025-02"), after("2025-02"), "calendar")).toBe(23);
    expect(lossOfPayDays(month("2024-02"), after("2024-02"), "calendar")).toBe(24);
    // April 2026: 30 - 4 Sundays - Good Friday = 25; January 2026: 31 - 4 Sundays - Republic Day = 26.
    expect(lossOfPayDays(month("2026-04"), after("2026-04"), "calendar")).toBe(25);
    expect(lossOfPayDays(month("2026-01"), after("2026-01"), "calendar")).toBe(26);
  });

  it.each([
    // Mon 3 and Fri 14 February 2025 missed; the 26th (holiday) not worked either, and not lost.
    ["2025-02", ["2025-02-03", "2025-02-14", "2025-02-26"], [], 2],
    // Thu 29 February 2024 missed; Mon 5 and Tue 6 on approved leave.
    ["2024-02", ["2024-02-29"], ["2024-02-05", "2024-02-06"], 1],
    // Tue 7 and Tue 21 April 2026 missed.
    ["2026-04", ["2026-04-07", "2026-04-21"], [], 2],
    // Fri 2, Fri 30 and Sat 31 January 2026 missed, Sundays not worked either.
    ["2026-01", ["2026-01-02", "2026-01-30", "2026-01-31"], [], 3],
  ] as const)("counts only the absences of %s: %j missed, %j on leave -> %i", (name, missed, leave, expected) => {
    const worked = everyWorkingDay(name, [...missed, ...leave]);
    expect(lossOfPayDays(month(name, { worked, leave: [...leave] }), after(name), "calendar")).toBe(expected);
  });

  it("turns January's 3 absences into a deduction under each basis", () => {
    // Gross 31,000 x 3 / 31 = 3,000; / 30 = 3,100; / 26 = 3,576.92 -> 3,577.
    expect(payslipFigures(salary(), 3, payDivisor("calendar", daysInMonth("2026-01"))).lopDeduction).toBe(3_000);
    expect(payslipFigures(salary(), 3, payDivisor("30", daysInMonth("2026-01"))).lopDeduction).toBe(3_100);
    expect(payslipFigures(salary(), 3, payDivisor("26", daysInMonth("2026-01"))).lopDeduction).toBe(3_577);
  });

  it("stops at today in a running month", () => {
    // 1-9 April 2026 before the 10th: Friday the 3rd a holiday, Sunday the 5th off, 7 working days, none worked.
    expect(lossOfPayDays(month("2026-04", { today: "2026-04-10" }), "2026-04-10", "calendar")).toBe(7);
  });

  it("counts approved leave without pay as loss of pay, though the day reads On Leave, and a paid leave not", () => {
    // April 2026 worked on every working day but Monday 6 to Wednesday 8 (three working days), which were leave.
    const away = ["2026-04-06", "2026-04-07", "2026-04-08"];
    const days = month("2026-04", { worked: everyWorkingDay("2026-04", away), leave: away });
    expect(days.filter((day) => away.includes(day.date)).map((day) => day.status)).toEqual(["On Leave", "On Leave", "On Leave"]);
    // Paid leave: nothing lost. Leave without pay on the three days: 3 days lost, on every basis.
    expect(lossOfPayDays(days, after("2026-04"), "calendar")).toBe(0);
    const unpaid = days.map((day) => (away.includes(day.date) ? { ...day, unpaidLeave: true } : day));
    expect(lossOfPayDays(unpaid, after("2026-04"), "calendar")).toBe(3);
    expect(lossOfPayDays(unpaid, after("2026-04"), "26")).toBe(3);
    // Before today only in a running month: on the 8th, the 6th and 7th (2 days).
    expect(lossOfPayDays(unpaid, "2026-04-08", "calendar")).toBe(2);
  });

  it("counts the days before joining as calendar days, or as working days on the 26-day basis", () => {
    // Joined Thursday 16 April 2026 and worked every working day since: 15 days before, 12 of them
    // working days (less Good Friday the 3rd and Sundays the 5th and 12th).
    const worked = everyWorkingDay("2026-04").filter((date) => date >= "2026-04-16");
    const days = month("2026-04", { worked, joined: "2026-04-16" });
    expect(lossOfPayDays(days, after("2026-04"), "calendar")).toBe(15);
    expect(lossOfPayDays(days, after("2026-04"), "30")).toBe(15);
    expect(lossOfPayDays(days, after("2026-04"), "26")).toBe(12);
  });

  it("counts as NCP days only the unpaid days within service: not before joining nor after leaving", () => {
    // Joined Thursday 16 April 2026, absent on Monday the 20th: loss of pay 15 days before joining + 1 = 16 (calendar),
    // 12 working days before + 1 = 13 (26-day basis); NCP 1 either way.
    const joiner = month("2026-04", {
      worked: everyWorkingDay("2026-04", ["2026-04-20"]).filter((date) => date >= "2026-04-16"),
      joined: "2026-04-16",
    });
    expect(lossOfPayDays(joiner, after("2026-04"), "calendar")).toBe(16);
    expect(lossOfPayDays(joiner, after("2026-04"), "26")).toBe(13);
    expect(nonContributoryDays(joiner, after("2026-04"), "calendar")).toBe(1);
    expect(nonContributoryDays(joiner, after("2026-04"), "26")).toBe(1);
    // Left on Tuesday 14 April, absent on Thursday the 9th: 15 to 30 April are 16 calendar days after leaving, 14 of them
    // working days (less Sundays the 19th and 26th): loss of pay 17 (calendar) or 15 (26-day basis); NCP 1.
    const leaver = month("2026-04", { worked: everyWorkingDay("2026-04", ["2026-04-09"]).filter((date) => date <= "2026-04-14") }).map(
      (day) => (day.date > "2026-04-14" ? { ...day, employed: false, status: null } : day),
    );
    expect(lossOfPayDays(leaver, after("2026-04"), "calendar")).toBe(17);
    expect(lossOfPayDays(leaver, after("2026-04"), "26")).toBe(15);
    expect(nonContributoryDays(leaver, after("2026-04"), "calendar")).toBe(1);
    expect(nonContributoryDays(leaver, after("2026-04"), "26")).toBe(1);
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
    // 30 of 31 days lost: 31,000 x 30 / 31 = 30,000 off, 1,000 earned less 2,000 deductions pays 0, not -1,000.
    expect(payslipFigures(salary(), 30, 31)).toMatchObject({ lopDeduction: 30_000, earnedGross: 1_000, totalDeductions: 2_000, netPay: 0 });
  });

  it("rounds an exact half rupee up", () => {
    // Gross 30,017 (26 x 1,154 + 13) x 1 / 26 = 1,154.50 -> 1,155.
    expect(payslipFigures(salary({ specialAllowance: 17, hra: 7_000, medicalAllowance: 1_400 }), 1, 26).lopDeduction).toBe(1_155);
  });

  it("reduces the basic the employer's PF is computed on", () => {
    // 20,000 - round(20,000 x 3 / 30) = 18,000; still above the ₹15,000 ceiling.
    expect(payslipFigures(salary(), 3, 30).earnedBasic).toBe(18_000);
  });
});
