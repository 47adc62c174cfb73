import { describe, expect, it } from "vitest";
import { GRATUITY_CEILING, gratuity } from "./gratuity";
import { leaveEncashment } from "./leave-encashment";
import { noticeShortfall } from "./notice-shortfall";
import { serviceLength } from "./service-length";
import { settlement } from "./settlement";
import { gratuityExemption, leaveEncashmentExemption } from "./settlement-tax";

// Worked examples computed by hand (docs/product.md section 10.6.4); a wrong rupee fails.

describe("service length", () => {
  it("counts from joining to the last working day, both included", () => {
    // 1 Jan 2019 to 30 Jun 2026: 7 whole years to 31 Dec 2025, then Jan-Jun 2026 = 6 months, no days.
    expect(serviceLength("2019-01-01", "2026-06-30")).toEqual({ years: 7, months: 6, days: 0 });
    // 1 Dec 2021 to 31 Oct 2026: 4 years to 30 Nov 2025, then Dec 2025-Oct 2026 = 11 months.
    expect(serviceLength("2021-12-01", "2026-10-31")).toEqual({ years: 4, months: 11, days: 0 });
    // 15 Mar 2020 to 20 Nov 2026: 6 years to 14 Mar 2026, 8 months to 14 Nov, then 15-20 Nov = 6 days.
    expect(serviceLength("2020-03-15", "2026-11-20")).toEqual({ years: 6, months: 8, days: 6 });
  });
});

describe("gratuity (Payment of Gratuity Act s.4)", () => {
  const basic = 30_000;
  const gross = 55_000; // half of it (27,500) is below the basic: the wage is the basic

  it("is nil at 4 years 11 months", () => {
    const result = gratuity({ service: serviceLength("2021-12-01", "2026-10-31"), basic, gross });
    expect(result.eligible).toBe(false);
    expect(result.amount).toBe(0);
  });

  it("is paid at 5 years exactly", () => {
    // 1 Dec 2021 to 30 Nov 2026 = 5 years; 15/26 x 30,000 x 5 = 2,250,000 / 26 = 86,538.46 -> 86,538
    const result = gratuity({ service: serviceLength("2021-12-01", "2026-11-30"), basic, gross });
    expect(result).toMatchObject({ eligible: true, years: 5, wage: 30_000, amount: 86_538, capped: false });
  });

  it("counts 7 years 6 months as 8 years", () => {
    // 15/26 x 30,000 x 8 = 3,600,000 / 26 = 138,461.54 -> 138,462 (nearest rupee)
    const result = gratuity({ service: serviceLength("2019-01-01", "2026-06-30"), basic, gross });
    expect(result).toMatchObject({ years: 8, amount: 138_462 });
    expect(result.computation).toContain("15/26 x basic ₹30,000 x 8 years (7 years 6 months of service) = ₹1,38,462");
  });

  it("counts 7 years 5 months as 7 years", () => {
    // 1 Jan 2019 to 31 May 2026 = 7 years 5 months; 15/26 x 30,000 x 7 = 3,150,000 / 26 = 121,153.85 -> 121,154
    expect(gratuity({ service: serviceLength("2019-01-01", "2026-05-31"), basic, gross }).amount).toBe(121_154);
  });

  it("is computed on half the gross when the allowances are more than half of it", () => {
    // basic 20,000 of gross 70,000: half the gross 35,000 > 20,000. 15/26 x 35,000 x 6 = 3,150,000 / 26 = 121,153.85 -> 121,154
    const result = gratuity({ service: { years: 6, months: 0, days: 0 }, basic: 20_000, gross: 70_000 });
    expect(result).toMatchObject({ wage: 35_000, amount: 121_154 });
  });

  it("stops at the Rs 20 lakh ceiling", () => {
    // 15/26 x 2,00,000 x 20 = 60,000,000 / 26 = 2,307,692.31 > 2,000,000
    const result = gratuity({ service: { years: 20, months: 0, days: 0 }, basic: 200_000, gross: 300_000 });
    expect(result).toMatchObject({ amount: 2_000_000, capped: true });
    expect(GRATUITY_CEILING).toBe(2_000_000);
  });
});

describe("leave encashment", () => {
  it("pays 12 days at basic 26,000 / 26", () => {
    // 12 x 26,000 / 26 = 12 x 1,000 = 12,000
    expect(leaveEncashment({ daysLeft: 12, basic: 26_000, divisor: 26 })).toMatchObject({ days: 12, amount: 12_000 });
  });
  it("takes another divisor per case and encashes nothing for a negative balance", () => {
    // 10 x 31,000 / 30 = 10,333.33 -> 10,333
    expect(leaveEncashment({ daysLeft: 10, basic: 31_000, divisor: 30 }).amount).toBe(10_333);
    expect(leaveEncashment({ daysLeft: -2, basic: 26_000, divisor: 26 }).amount).toBe(0);
  });
});

describe("notice shortfall", () => {
  // Notice 3 Nov, last day 20 Nov: 3..20 Nov both included = 18 days served; 30 - 18 = 12 days short.
  const base = { noticeDate: "2026-11-03", lastWorkingDay: "2026-11-20", noticePeriodDays: 30, gross: 52_000, divisor: 26 };
  it("recovers 30 days of notice with 18 served", () => {
    // 12 x 52,000 / 26 = 12 x 2,000 = 24,000
    expect(noticeShortfall({ ...base, handling: "recover" })).toMatchObject({ served: 18, shortfallDays: 12, amount: 24_000 });
  });
  it("pays in lieu on the calendar divisor, or waives", () => {
    // 12 x 45,000 / 30 (November's calendar days) = 18,000
    expect(noticeShortfall({ ...base, gross: 45_000, divisor: 30, handling: "pay_in_lieu" }).amount).toBe(18_000);
    expect(noticeShortfall({ ...base, handling: "waive" })).toMatchObject({ shortfallDays: 12, amount: 0 });
  });
  it("owes nothing when the notice was served in full", () => {
    // 1 Nov to 30 Nov = 30 days served
    expect(noticeShortfall({ ...base, noticeDate: "2026-11-01", lastWorkingDay: "2026-11-30", handling: "recover" })).toMatchObject({
      served: 30,
      shortfallDays: 0,
      amount: 0,
    });
  });
});

describe("income tax on the settlement", () => {
  it("exempts gratuity up to 15/26 of the basic per year and Rs 20 lakh", () => {
    // Computed on the basic: 138,462 = 15/26 x 30,000 x 8 (rounded): all exempt.
    expect(gratuityExemption({ amount: 138_462, basic: 30_000, years: 8 })).toMatchObject({ exempt: 138_462, taxable: 0 });
    // Computed on half the gross 35,000 (121,154) with basic 20,000: 15/26 x 20,000 x 6 = 69,230.77 -> 69,231 exempt; 121,154 - 69,231 = 51,923 taxable.
    expect(gratuityExemption({ amount: 121_154, basic: 20_000, years: 6 })).toMatchObject({ exempt: 69_231, taxable: 51_923 });
  });
  it("exempts leave encashment up to the cash equivalent of the leave at basic / 30", () => {
    // 12,000 paid; 10 months' basic 260,000; 12 days x 26,000 / 30 = 10,400; limit 25,00,000 -> exempt 10,400, taxable 1,600.
    expect(leaveEncashmentExemption({ amount: 12_000, basic: 26_000, days: 12, completedYears: 3 })).toMatchObject({
      exempt: 10_400,
      taxable: 1_600,
    });
    // Less than a completed year: no leave counts (30 days x 0 years), all 12,000 taxable.
    expect(leaveEncashmentExemption({ amount: 12_000, basic: 26_000, days: 12, completedYears: 0 })).toMatchObject({
      exempt: 0,
      taxable: 12_000,
    });
  });
});

describe("a settlement", () => {
  it("puts the lines together", () => {
    // Joined 1 Jan 2019, notice 3 Jun 2026, last day 20 Jun 2026 (7 y 5 m 20 d: gratuity for 7 years),
    // 30 days' notice, 18 served, recovered; basic 26,000, gross 52,000, June's divisor 30; 12 days left.
    const result = settlement({
      joined: "2019-01-01",
      noticeDate: "2026-06-03",
      lastWorkingDay: "2026-06-20",
      noticePeriodDays: 30,
      noticeShortfall: "recover",
      encashmentDivisor: 26,
      basic: 26_000,
      gross: 52_000,
      payDivisor: 30,
      earnedLeaveLeft: 12,
    });
    // Leave: 12 x 26,000 / 26 = 12,000. Gratuity: 15/26 x 26,000 x 7 = 105,000 (wage: basic 26,000 = half of 52,000).
    // Notice: 12 days x 52,000 / 30 = 20,800 recovered. Net 12,000 + 105,000 - 20,800 = 96,200.
    expect(result.lines.map((line) => [line.kind, line.amount])).toEqual([
      ["leave_encashment", 12_000],
      ["gratuity", 105_000],
      ["notice_recovery", 20_800],
    ]);
    expect(result.net).toBe(96_200);
  });
});
