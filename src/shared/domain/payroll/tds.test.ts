import { describe, expect, it } from "vitest";
import { monthlyTds, type SalaryFigures, type TdsInput } from "./tds";

/** A month's salary with basic at 40% and HRA at 16% of gross, PF capped at 12% of ₹15,000, PT ₹200. */
const month = (gross: number): SalaryFigures => ({
  gross,
  basic: (gross * 40) / 100,
  hra: (gross * 16) / 100,
  employeePf: 1_800,
  professionalTax: 200,
});
/** Sums over `count` finalised months of the same salary, with the TDS deducted in them. */
const finalised = (count: number, gross: number, tds: number) => {
  const one = month(gross);
  return {
    gross: one.gross * count,
    basic: one.basic * count,
    hra: one.hra * count,
    employeePf: one.employeePf * count,
    professionalTax: one.professionalTax * count,
    tds,
    months: count,
  };
};
const none = finalised(0, 0, 0);

const input = (overrides: Partial<TdsInput> & Pick<TdsInput, "month">): TdsInput => ({
  regime: "new",
  finalised: none,
  thisMonth: month(120_000),
  monthlyFull: month(120_000),
  ...overrides,
});

describe("TDS for a whole-year employee (April 2025, FY 2025-26)", () => {
  const april = monthlyTds(
    input({
      month: "2025-04",
      regime: "old",
      thisMonth: month(150_000),
      monthlyFull: month(150_000),
      remainingProfessionalTax: 2_300, // May-March: 10 x 200 + 300 in February
      declarations: {
        section80C: 100_000,
        section80D: { selfAndFamily: 20_000, parents: 40_000, parentsSenior: true },
        rentPaidMonthly: 25_000,
        rentCity: "Pune",
      },
    }),
  );

  it("new regime: 18,00,000 - 75,000 = 17,25,000; tax 1,45,000 + cess 5,800 = 1,50,800; a twelfth is 12,567", () => {
    // Slabs: 20,000 + 40,000 + 60,000 + 1,25,000 x 20% = 1,45,000.
    expect(april.byRegime.new.projection).toMatchObject({ projectedGross: 1_800_000, remainingMonths: 11, remainingGross: 1_650_000 });
    expect(april.byRegime.new.salary.taxableIncome).toBe(1_725_000);
    expect(april.byRegime.new.tax.total).toBe(150_800);
    expect(april.byRegime.new).toMatchObject({ monthsLeft: 12, thisMonth: 12_567 }); // 1,50,800 / 12 = 12,566.67
  });

  it("old regime with rent in Pune, 80C and 80D: 13,37,900 taxable, 2,22,420 a year, 18,535 a month", () => {
    // Basic 7,20,000, HRA 2,88,000, rent 3,00,000: exemption least of 2,88,000 / 2,28,000 / 2,88,000 (40%).
    // PT 200 + 2,300 = 2,500. 80C 1,00,000 + PF 21,600 = 1,21,600. 80D 20,000 + 40,000 = 60,000.
    // 18,00,000 - 2,28,000 - 50,000 - 2,500 - 1,21,600 - 60,000 = 13,37,900.
    // Tax 1,12,500 + 3,37,900 x 30% = 2,13,870; cess 8,554.80; 2,22,424.80 -> 2,22,420; / 12 = 18,535.
    const old = april.byRegime.old;
    expect(old.projection).toMatchObject({ rentPaid: 300_000, metro: false });
    expect(old.salary).toMatchObject({
      hraExemption: 228_000,
      standardDeduction: 50_000,
      professionalTax: 2_500,
      section80C: 121_600,
      section80D: 60_000,
      taxableIncome: 1_337_900,
    });
    expect(old.tax.total).toBe(222_420);
    expect(old.thisMonth).toBe(18_535);
  });

  it("deducts under the chosen regime and reports both", () => {
    expect(april).toMatchObject({ financialYear: "2025-26", regime: "old" });
    expect(april.chosen).toBe(april.byRegime.old);
    expect(april.chosen.rulesYear).toBe("2025-26");
  });
});

describe("TDS for a mid-year joiner with a previous employer (October 2025)", () => {
  const october = monthlyTds(
    input({
      month: "2025-10",
      thisMonth: month(150_000),
      monthlyFull: month(150_000),
      remainingProfessionalTax: 1_100, // November-March: 4 x 200 + 300
      previousEmployer: { salary: 600_000, tds: 30_000 },
    }),
  );

  it("new regime: 9,00,000 here + 6,00,000 before; tax 97,500 less 30,000 already deducted, over 6 months", () => {
    // 15,00,000 - 75,000 = 14,25,000: 60,000 + 2,25,000 x 15% = 93,750; cess 3,750 = 97,500.
    // (97,500 - 30,000) / 6 = 11,250.
    expect(october.chosen.projection.projectedGross).toBe(900_000);
    expect(october.chosen.salary).toMatchObject({ grossSalary: 1_500_000, taxableIncome: 1_425_000 });
    expect(october.chosen.tax.total).toBe(97_500);
    expect(october.chosen.alreadyDeducted).toEqual({ finalised: 0, opening: 0, previousEmployer: 30_000, total: 30_000 });
    expect(october.chosen).toMatchObject({ monthsLeft: 6, thisMonth: 11_250 });
  });

  it("old regime: PF and PT of the six months here only", () => {
    // PT 200 + 1,100 = 1,300; 80C = PF 6 x 1,800 = 10,800; no rent declared: no HRA exemption.
    // 15,00,000 - 50,000 - 1,300 - 10,800 = 14,37,900: 1,12,500 + 4,37,900 x 30% = 2,43,870;
    // cess 9,754.80 -> 2,53,624.80 -> 2,53,620; (2,53,620 - 30,000) / 6 = 37,270.
    expect(october.byRegime.old.salary).toMatchObject({
      hraExemption: 0,
      professionalTax: 1_300,
      section80C: 10_800,
      taxableIncome: 1_437_900,
    });
    expect(october.byRegime.old.tax.total).toBe(253_620);
    expect(october.byRegime.old.thisMonth).toBe(37_270);
  });
});

describe("TDS projection with finalised months", () => {
  it("at ₹1,20,000 all year: 13,65,000 taxable, 88,140 a year, 7,345 a month", () => {
    // 14,40,000 - 75,000 = 13,65,000: 60,000 + 1,65,000 x 15% = 84,750; cess 3,390 = 88,140; / 12 = 7,345.
    expect(monthlyTds(input({ month: "2025-04" })).chosen.thisMonth).toBe(7_345);
  });

  it("a raise to ₹1,50,000 in October (month 7) spreads the extra tax over the six months left", () => {
    // 7,20,000 finalised + 1,50,000 x 6 = 16,20,000; taxable 15,45,000: 60,000 + 3,45,000 x 15% = 1,11,750;
    // cess 4,470 = 1,16,220. Already deducted 6 x 7,345 = 44,070. (1,16,220 - 44,070) / 6 = 12,025.
    const raised = monthlyTds(
      input({ month: "2025-10", finalised: finalised(6, 120_000, 44_070), thisMonth: month(150_000), monthlyFull: month(150_000) }),
    );
    expect(raised.chosen.projection).toMatchObject({
      finalisedGross: 720_000,
      thisMonthGross: 150_000,
      remainingGross: 750_000,
      projectedGross: 1_620_000,
    });
    expect(raised.chosen.tax.total).toBe(116_220);
    expect(raised.chosen.alreadyDeducted.total).toBe(44_070);
    expect(raised.chosen.thisMonth).toBe(12_025);
  });

  it("a ₹2,00,000 bonus in December is counted once, not projected", () => {
    // 9,60,000 (8 months) + 1,20,000 + 2,00,000 + 1,20,000 x 3 = 16,40,000; taxable 15,65,000:
    // 60,000 + 3,65,000 x 15% = 1,14,750; cess 4,590 = 1,19,340. (1,19,340 - 8 x 7,345) / 4 = 60,580 / 4 = 15,145.
    const december = monthlyTds(input({ month: "2025-12", finalised: finalised(8, 120_000, 58_760), oneOffEarnings: 200_000 }));
    expect(december.chosen.projection).toMatchObject({ oneOffEarnings: 200_000, projectedGross: 1_640_000 });
    expect(december.chosen.thisMonth).toBe(15_145);
    // Without the bonus the deduction stays at 7,345: (88,140 - 58,760) / 4.
    expect(monthlyTds(input({ month: "2025-12", finalised: finalised(8, 120_000, 58_760) })).chosen.thisMonth).toBe(7_345);
  });

  it("is never negative when more was deducted than the year's tax (loss of pay in March)", () => {
    // 13,20,000 (11 months) + 20,000 earned = 13,40,000; taxable 12,65,000: slabs 69,750, marginal relief
    // 65,000; cess 2,600 = 67,600 < 80,795 already deducted: nothing this month.
    const march = monthlyTds(input({ month: "2026-03", finalised: finalised(11, 120_000, 80_795), thisMonth: month(20_000) }));
    expect(march.chosen.tax.total).toBe(67_600);
    expect(march.chosen).toMatchObject({ monthsLeft: 1, thisMonth: 0 });
  });

  it("counts opening figures paid outside the product earlier in the year", () => {
    // From November: opening 10,50,000 gross and 60,000 TDS; 10,50,000 + 1,50,000 x 5 = 18,00,000;
    // taxable 17,25,000 -> 1,50,800; (1,50,800 - 60,000) / 5 = 18,160.
    const november = monthlyTds(
      input({
        month: "2025-11",
        thisMonth: month(150_000),
        monthlyFull: month(150_000),
        opening: { gross: 1_050_000, employeePf: 12_600, professionalTax: 1_400, tds: 60_000 },
      }),
    );
    expect(november.chosen.projection).toMatchObject({ openingGross: 1_050_000, projectedGross: 1_800_000 });
    expect(november.chosen.alreadyDeducted).toEqual({ finalised: 0, opening: 60_000, previousEmployer: 0, total: 60_000 });
    expect(november.chosen.thisMonth).toBe(18_160);
  });
});

describe("rules year", () => {
  const tenant = (yearMonth: string) =>
    monthlyTds(
      input({
        month: yearMonth,
        regime: "old",
        finalised: { gross: 600_000, basic: 240_000, hra: 150_000, employeePf: 10_800, professionalTax: 1_200, tds: 0, months: 6 },
        thisMonth: { gross: 100_000, basic: 40_000, hra: 25_000, employeePf: 1_800, professionalTax: 200 },
        monthlyFull: { gross: 100_000, basic: 40_000, hra: 25_000, employeePf: 1_800, professionalTax: 200 },
        declarations: { rentPaidMonthly: 30_000, rentCity: "Pune" },
      }),
    ).chosen;

  it("Pune rent counts at 50% of basic from FY 2026-27, 40% before", () => {
    // Basic 4,80,000, HRA 3,00,000, rent 12 x 30,000 = 3,60,000 - 48,000 = 3,12,000.
    // FY 2026-27: 50% of basic = 2,40,000 is the least. FY 2025-26: 40% = 1,92,000.
    expect(tenant("2026-10")).toMatchObject({
      rulesYear: "2026-27",
      projection: { rentPaid: 360_000, metro: true },
      salary: { hraExemption: 240_000 },
    });
    expect(tenant("2025-10")).toMatchObject({ rulesYear: "2025-26", projection: { metro: false }, salary: { hraExemption: 192_000 } });
  });

  it("a year the table does not hold uses the latest year's rules and says which", () => {
    const later = monthlyTds(input({ month: "2031-05" }));
    expect(later.financialYear).toBe("2031-32");
    expect(later.byRegime.new.rulesYear).toBe("2026-27");
    expect(later.byRegime.old.rulesYear).toBe("2026-27");
    expect(later.byRegime.new.tax.rulesYear).toBe("2026-27");
  });
});

describe("a leaver's TDS projects only the months of service (FY 2026-27)", () => {
  // Joined here in October 2026 at ₹2,00,000 a month; October and November finalised with no TDS (on ₹12,00,000
  // for October to March the year's tax was nil under the ₹12 lakh rebate). In December the person declares a
  // previous employer's ₹12,00,000 with ₹60,000 deducted, and leaves on 14 December: December pays 14 of 31 days,
  // 2,00,000 x 14 / 31 = 90,322.58 -> 90,323.
  const december = (lastMonthOfService?: string) =>
    monthlyTds(
      input({
        month: "2026-12",
        finalised: finalised(2, 200_000, 0),
        thisMonth: month(90_323),
        monthlyFull: month(200_000),
        previousEmployer: { salary: 1_200_000, tds: 60_000 },
        lastMonthOfService,
      }),
    ).chosen;

  it("a leaver on 14 December: nothing after December, the year's balance deducted in December", () => {
    // Here: 4,00,000 + 90,323 = 4,90,323; with the previous employer 16,90,323; less 75,000 = 16,15,323 -> 16,15,320.
    // Tax: 20,000 + 40,000 + 60,000 + 15,320 x 20% = 3,064 -> 1,23,064; cess 4,922.56 -> 1,27,986.56 -> 1,27,990.
    // Already deducted 60,000; one month left (December): 1,27,990 - 60,000 = 67,990.
    const leaver = december("2026-12");
    expect(leaver.projection).toMatchObject({ remainingMonths: 0, remainingGross: 0, projectedGross: 490_323 });
    expect(leaver.tax.total).toBe(127_990);
    expect(leaver).toMatchObject({ monthsLeft: 1, thisMonth: 67_990 });
  });

  it("without the last working day, January to March would be projected (the wrong figure for a leaver)", () => {
    // 4,90,323 + 3 x 2,00,000 = 10,90,323; with the previous employer 22,90,323; less 75,000 -> 22,15,320.
    // Tax: 20,000 + 40,000 + 60,000 + 80,000 + 2,15,320 x 25% = 53,830 -> 2,53,830; cess 10,153.20 -> 2,63,980.
    // (2,63,980 - 60,000) / 4 = 50,995 in December, and 1,52,985 left for three months that pay nothing.
    const stayer = december();
    expect(stayer.projection).toMatchObject({ remainingMonths: 3, remainingGross: 600_000 });
    expect(stayer.tax.total).toBe(263_980);
    expect(stayer).toMatchObject({ monthsLeft: 4, thisMonth: 50_995 });
  });

  it("a last working day after March changes nothing; one before this month projects nothing", () => {
    expect(december("2027-05")).toMatchObject({ monthsLeft: 4, thisMonth: 50_995 });
    expect(december("2026-11")).toMatchObject({ monthsLeft: 1, thisMonth: 67_990 });
  });
});

describe("a leaver's last month after the month paid is projected prorated (FY 2026-27)", () => {
  // ₹2,00,000 a month all year, new regime; April to November finalised here with 8 x 13,000 = 1,04,000 deducted.
  // December is paid in full; the last working day is 5 January 2027: on the calendar basis January pays 5 of 31
  // days, 2,00,000 x 5 / 31 = 32,258.06 -> 32,258 (basic 80,000 x 5/31 = 12,903; HRA 32,000 x 5/31 = 5,161;
  // PF 12% of 12,903 = 1,548; PT ₹200, Maharashtra's slab on 32,258).
  const january = { gross: 32_258, basic: 12_903, hra: 5_161, employeePf: 1_548, professionalTax: 200 };
  const december = (lastMonth?: SalaryFigures) =>
    monthlyTds(
      input({
        month: "2026-12",
        finalised: finalised(8, 200_000, 104_000),
        thisMonth: month(200_000),
        monthlyFull: month(200_000),
        lastMonthOfService: "2027-01",
        lastMonth,
      }),
    ).chosen;

  it("January counts 32,258, not 2,00,000: 26,755 in December", () => {
    // 16,00,000 + 2,00,000 + 32,258 = 18,32,258; less 75,000 = 17,57,258 -> 17,57,260.
    // 20,000 + 40,000 + 60,000 + 1,57,260 x 20% = 31,452 -> 1,51,452; cess 6,058.08 -> 1,57,510.08 -> 1,57,510.
    // (1,57,510 - 1,04,000) / 2 months (December, January) = 26,755.
    const leaver = december(january);
    expect(leaver.projection).toMatchObject({ remainingMonths: 1, remainingGross: 32_258, projectedGross: 1_832_258 });
    expect(leaver.tax.total).toBe(157_510);
    expect(leaver).toMatchObject({ monthsLeft: 2, thisMonth: 26_755 });
  });

  it("projecting January at the full salary (the wrong figure) asks 44,200 in December", () => {
    // 16,00,000 + 2,00,000 + 2,00,000 = 20,00,000; less 75,000 = 19,25,000.
    // 1,20,000 + 3,25,000 x 20% = 65,000 -> 1,85,000; cess 7,400 -> 1,92,400; (1,92,400 - 1,04,000) / 2 = 44,200.
    const full = december();
    expect(full.projection).toMatchObject({ remainingMonths: 1, remainingGross: 200_000, projectedGross: 2_000_000 });
    expect(full).toMatchObject({ monthsLeft: 2, thisMonth: 44_200 });
  });

  it("the prorated month is ignored once it is the month paid or earlier", () => {
    // January itself: nothing projected after it, whatever `lastMonth` says.
    const paid = monthlyTds(input({ month: "2027-01", thisMonth: january, lastMonthOfService: "2027-01", lastMonth: january })).chosen;
    expect(paid.projection).toMatchObject({ remainingMonths: 0, remainingGross: 0, projectedGross: 32_258 });
  });
});
