import { describe, expect, it } from "vitest";
import { annualIncomeTax, roundToTenRupees, taxableSalary, type TaxRegime } from "./income-tax";

const fy2526 = (regime: TaxRegime, taxableIncome: number) => annualIncomeTax({ financialYear: "2025-26", regime, taxableIncome });
const parts = (regime: TaxRegime, taxableIncome: number) => {
  const { slabTax, rebate, surcharge, cess, total } = fy2526(regime, taxableIncome);
  return { slabTax, rebate, surcharge, cess, total };
};

describe("income tax, new regime FY 2025-26 (slabs of ₹4 lakh: 0, 5, 10, 15, 20, 25, 30%)", () => {
  it("is nil up to ₹12 lakh: the 87A rebate takes the whole tax", () => {
    expect(fy2526("new", 400_000).total).toBe(0);
    // 4-7 lakh at 5% = 15,000; rebated in full.
    expect(parts("new", 700_000)).toEqual({ slabTax: 15_000, rebate: 15_000, surcharge: 0, cess: 0, total: 0 });
    // 20,000 + 40,000 = 60,000: exactly the largest rebate.
    expect(parts("new", 1_200_000)).toEqual({ slabTax: 60_000, rebate: 60_000, surcharge: 0, cess: 0, total: 0 });
  });

  it("gives marginal relief above ₹12 lakh: the tax never exceeds the income above it", () => {
    // ₹12,10,000: slabs 60,000 + 10,000 x 15% = 61,500; capped at 10,000 (rebate 51,500); cess 400 = 10,400.
    expect(parts("new", 1_210_000)).toEqual({ slabTax: 61_500, rebate: 51_500, surcharge: 0, cess: 400, total: 10_400 });
    // ₹12,50,000: slabs 60,000 + 7,500 = 67,500; capped at 50,000; cess 2,000 = 52,000.
    expect(fy2526("new", 1_250_000).total).toBe(52_000);
    // ₹12,80,000: slabs 60,000 + 12,000 = 72,000 is below the 80,000 excess: no relief; cess 2,880 = 74,880.
    expect(parts("new", 1_280_000)).toEqual({ slabTax: 72_000, rebate: 0, surcharge: 0, cess: 2_880, total: 74_880 });
  });

  it("works through the slabs with 4% cess, the total rounded to ₹10 (section 288B)", () => {
    // ₹18,58,000: 20,000 + 40,000 + 60,000 + 2,58,000 x 20% = 51,600 -> 1,71,600; cess 6,864 = 1,78,464 -> 1,78,460.
    expect(parts("new", 1_858_000)).toEqual({ slabTax: 171_600, rebate: 0, surcharge: 0, cess: 6_864, total: 178_460 });
    // ₹30,00,000: 3,00,000 up to 24 lakh + 6,00,000 x 30% = 4,80,000; cess 19,200 = 4,99,200.
    expect(fy2526("new", 3_000_000).total).toBe(499_200);
    // ₹50,00,000 (not above 50 lakh: no surcharge): 3,00,000 + 26,00,000 x 30% = 10,80,000; cess 43,200 = 11,23,200.
    expect(parts("new", 5_000_000)).toEqual({ slabTax: 1_080_000, rebate: 0, surcharge: 0, cess: 43_200, total: 1_123_200 });
  });

  it("adds 10% surcharge above ₹50 lakh with marginal relief near the threshold", () => {
    // ₹50,10,000: tax 10,83,000; 10% would be 1,08,300, but tax + surcharge may not exceed
    // 10,80,000 (tax at 50 lakh) + 10,000 = 10,90,000: surcharge 7,000; cess 43,600; total 11,33,600.
    expect(parts("new", 5_010_000)).toEqual({ slabTax: 1_083_000, rebate: 0, surcharge: 7_000, cess: 43_600, total: 1_133_600 });
    // ₹51,00,000: tax 11,10,000; cap 10,80,000 + 1,00,000 = 11,80,000: surcharge 70,000 (not 1,11,000); cess 47,200.
    expect(parts("new", 5_100_000)).toEqual({ slabTax: 1_110_000, rebate: 0, surcharge: 70_000, cess: 47_200, total: 1_227_200 });
    // ₹52,00,000: tax 11,40,000 + 1,14,000 = 12,54,000 is below the cap 12,80,000: full surcharge; cess 50,160.
    expect(parts("new", 5_200_000)).toEqual({ slabTax: 1_140_000, rebate: 0, surcharge: 114_000, cess: 50_160, total: 1_304_160 });
    // ₹60,00,000: tax 13,80,000 + 10% 1,38,000 = 15,18,000; cess 60,720 = 15,78,720.
    expect(parts("new", 6_000_000)).toEqual({ slabTax: 1_380_000, rebate: 0, surcharge: 138_000, cess: 60_720, total: 1_578_720 });
  });

  it("steps to 15% above ₹1 crore and 25% above ₹2 crore, each with marginal relief, and never 37%", () => {
    // ₹1,00,10,000: tax 3,00,000 + 76,10,000 x 30% = 25,83,000. At 1 crore: 25,80,000 + 10% = 28,38,000;
    // cap 28,38,000 + 10,000 = 28,48,000, so surcharge 2,65,000 (not 15% = 3,87,450); cess 1,13,920.
    expect(parts("new", 10_010_000)).toEqual({ slabTax: 2_583_000, rebate: 0, surcharge: 265_000, cess: 113_920, total: 2_961_920 });
    // ₹2,00,10,000: tax 55,83,000. At 2 crore: 55,80,000 + 15% 8,37,000 = 64,17,000; cap 64,27,000:
    // surcharge 8,44,000 (not 25% = 13,95,750); cess 2,57,080; total 66,84,080.
    expect(fy2526("new", 20_010_000).total).toBe(6_684_080);
    // ₹5,10,00,000: tax 3,00,000 + 4,86,00,000 x 30% = 1,48,80,000; 25% 37,20,000; cess 7,44,000 = 1,93,44,000.
    expect(parts("new", 51_000_000)).toEqual({ slabTax: 14_880_000, rebate: 0, surcharge: 3_720_000, cess: 744_000, total: 19_344_000 });
  });

  it("rounds the total income to ₹10 first (section 288A)", () => {
    // 12,00,004 -> 12,00,000: nil.
    expect(fy2526("new", 1_200_004)).toMatchObject({ taxableIncome: 1_200_000, total: 0 });
    // 12,00,005 -> 12,00,010: tax capped at 10, cess 0.40, total 10.40 -> 10.
    expect(fy2526("new", 1_200_005)).toMatchObject({ taxableIncome: 1_200_010, cess: 0.4, total: 10 });
  });
});

describe("income tax, old regime FY 2025-26 (2.5 lakh nil, 5%, 20% above 5 lakh, 30% above 10 lakh)", () => {
  it("rebates up to ₹12,500 at ₹5 lakh, with no marginal relief above", () => {
    expect(fy2526("old", 250_000).total).toBe(0);
    // 2,50,000 x 5% = 12,500, rebated.
    expect(parts("old", 500_000)).toEqual({ slabTax: 12_500, rebate: 12_500, surcharge: 0, cess: 0, total: 0 });
    // ₹5,10,000: 12,500 + 10,000 x 20% = 14,500; no rebate; cess 580 = 15,080.
    expect(parts("old", 510_000)).toEqual({ slabTax: 14_500, rebate: 0, surcharge: 0, cess: 580, total: 15_080 });
  });

  it("works through the slabs with cess, rounded to ₹10", () => {
    // ₹7,00,000: 12,500 + 2,00,000 x 20% = 52,500; cess 2,100 = 54,600.
    expect(fy2526("old", 700_000).total).toBe(54_600);
    // ₹10,00,000: 12,500 + 1,00,000 = 1,12,500; cess 4,500 = 1,17,000.
    expect(parts("old", 1_000_000)).toEqual({ slabTax: 112_500, rebate: 0, surcharge: 0, cess: 4_500, total: 117_000 });
    // ₹12,00,000: 1,12,500 + 60,000 = 1,72,500; cess 6,900 = 1,79,400.
    expect(fy2526("old", 1_200_000).total).toBe(179_400);
    // ₹13,37,900: 1,12,500 + 3,37,900 x 30% = 1,01,370 -> 2,13,870; cess 8,554.80 = 2,22,424.80 -> 2,22,420.
    expect(parts("old", 1_337_900)).toEqual({ slabTax: 213_870, rebate: 0, surcharge: 0, cess: 8_554.8, total: 222_420 });
  });

  it("adds surcharge with marginal relief, up to 37% above ₹5 crore", () => {
    // ₹50,10,000: tax 1,12,500 + 40,10,000 x 30% = 13,15,500; at 50 lakh 13,12,500; cap 13,22,500:
    // surcharge 7,000; cess 52,900; total 13,75,400.
    expect(parts("old", 5_010_000)).toEqual({ slabTax: 1_315_500, rebate: 0, surcharge: 7_000, cess: 52_900, total: 1_375_400 });
    // ₹60,00,000: 1,12,500 + 50,00,000 x 30% = 16,12,500; 10% 1,61,250 = 17,73,750; cess 70,950 = 18,44,700.
    expect(parts("old", 6_000_000)).toEqual({ slabTax: 1_612_500, rebate: 0, surcharge: 161_250, cess: 70_950, total: 1_844_700 });
    // ₹5,10,00,000: tax 1,51,12,500. At 5 crore: 1,48,12,500 + 25% 37,03,125 = 1,85,15,625; cap 1,95,15,625:
    // surcharge 44,03,125 (not 37% = 55,91,625); cess 7,80,625; total 2,02,96,250.
    expect(parts("old", 51_000_000)).toEqual({ slabTax: 15_112_500, rebate: 0, surcharge: 4_403_125, cess: 780_625, total: 20_296_250 });
  });
});

describe("rules year", () => {
  it("applies FY 2026-27's own table, unchanged rates (Finance Act 2026)", () => {
    expect(annualIncomeTax({ financialYear: "2026-27", regime: "new", taxableIncome: 1_858_000 })).toMatchObject({
      rulesYear: "2026-27",
      total: 178_460,
    });
  });

  it("uses the latest year's rules for a year the table does not hold, and says so", () => {
    expect(annualIncomeTax({ financialYear: "2031-32", regime: "old", taxableIncome: 1_000_000 })).toMatchObject({
      rulesYear: "2026-27",
      total: 117_000,
    });
    expect(annualIncomeTax({ financialYear: "2019-20", regime: "new", taxableIncome: 0 }).rulesYear).toBe("2026-27");
  });
});

describe("roundToTenRupees (sections 288A, 288B)", () => {
  it("ignores paise, then rounds a last figure of 5 or more up", () => {
    expect(roundToTenRupees(178_464)).toBe(178_460);
    expect(roundToTenRupees(178_465)).toBe(178_470);
    expect(roundToTenRupees(14.99)).toBe(10);
    expect(roundToTenRupees(15)).toBe(20);
    expect(roundToTenRupees(0)).toBe(0);
  });
});

const declaredNothing = {
  basicAnnual: 0,
  hraAnnual: 0,
  rentPaidAnnual: 0,
  metro: false,
  professionalTaxAnnual: 0,
  employeePfAnnual: 0,
  section80C: 0,
  section80D: { selfAndFamily: 0, parents: 0 },
};

describe("taxable salary", () => {
  const employee = {
    financialYear: "2025-26",
    annualGross: 1_800_000,
    basicAnnual: 720_000,
    hraAnnual: 288_000,
    rentPaidAnnual: 300_000,
    metro: false,
    professionalTaxAnnual: 2_500,
    employeePfAnnual: 21_600,
    section80C: 100_000,
    section80D: { selfAndFamily: 20_000, parents: 40_000, parentsSenior: true },
  };

  it("new regime: only the standard deduction, whatever is declared", () => {
    // 18,00,000 - 75,000 = 17,25,000.
    expect(taxableSalary({ ...employee, regime: "new" })).toMatchObject({
      grossSalary: 1_800_000,
      hraExemption: 0,
      standardDeduction: 75_000,
      professionalTax: 0,
      section80C: 0,
      section80D: 0,
      taxableIncome: 1_725_000,
    });
  });

  it("old regime: HRA exemption, standard deduction, professional tax, 80C with PF, 80D", () => {
    // HRA: least of 2,88,000; 3,00,000 - 72,000 = 2,28,000; 40% of 7,20,000 = 2,88,000 -> 2,28,000.
    // 80C 1,00,000 + 21,600 PF = 1,21,600; 80D 20,000 + 40,000 (senior parents, cap 50,000) = 60,000.
    // 18,00,000 - 2,28,000 - 50,000 - 2,500 - 1,21,600 - 60,000 = 13,37,900.
    expect(taxableSalary({ ...employee, regime: "old" })).toMatchObject({
      hraExemption: 228_000,
      standardDeduction: 50_000,
      professionalTax: 2_500,
      section80C: 121_600,
      section80D: 60_000,
      taxableIncome: 1_337_900,
    });
  });

  it("caps 80C at ₹1,50,000 with the PF, and each part of 80D", () => {
    const capped = taxableSalary({
      ...employee,
      regime: "old",
      section80C: 140_000,
      section80D: { selfAndFamily: 30_000, parents: 60_000 },
    });
    // 1,40,000 + 21,600 -> 1,50,000; 80D 25,000 (self) + 25,000 (parents below 60) = 50,000.
    expect(capped).toMatchObject({ section80C: 150_000, section80D: 50_000 });
    const seniors = taxableSalary({
      ...employee,
      regime: "old",
      section80D: { selfAndFamily: 60_000, parents: 60_000, selfAndFamilySenior: true, parentsSenior: true },
    });
    expect(seniors.section80D).toBe(100_000);
  });

  it("adds a previous employer's salary and takes the standard deduction once", () => {
    // 9,00,000 here + 6,00,000 before = 15,00,000 - 75,000 = 14,25,000.
    expect(
      taxableSalary({ ...declaredNothing, financialYear: "2025-26", regime: "new", annualGross: 900_000, previousEmployerSalary: 600_000 }),
    ).toMatchObject({ grossSalary: 1_500_000, taxableIncome: 1_425_000 });
  });

  it("never goes below zero", () => {
    // 40,000 gross: standard deduction allowed only up to 40,000.
    expect(taxableSalary({ ...declaredNothing, financialYear: "2025-26", regime: "new", annualGross: 40_000 })).toMatchObject({
      standardDeduction: 40_000,
      taxableIncome: 0,
    });
    expect(taxableSalary({ ...employee, regime: "old", annualGross: 100_000 }).taxableIncome).toBe(0);
  });
});
