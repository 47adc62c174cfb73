/**
 * Income tax on salary as data, one entry per financial year: slabs, standard deduction, rebate,
 * surcharge and cess for each regime, and the old regime's deduction caps. Rates are whole percentages so
 * the arithmetic stays exact. Figures are for a resident individual below 60 (the payroll does not hold
 * age; older people get a higher old-regime exemption, which they claim in their return).
 * A year the table does not hold uses the latest year's rules (`incomeTaxRulesFor`).
 */

export type TaxRegime = "new" | "old";

/** Income above `from` (up to the next slab's `from`) is taxed at `ratePercent`. */
export interface TaxSlab {
  from: number;
  ratePercent: number;
}

/** Surcharge at `ratePercent` of the tax when the total income exceeds `above`. */
export interface SurchargeBracket {
  above: number;
  ratePercent: number;
}

export interface RegimeRules {
  slabs: readonly TaxSlab[];
  standardDeduction: number;
  /** Rebate of the whole tax up to `maxRebate` when the total income is at most `incomeUpTo`. */
  rebate: { incomeUpTo: number; maxRebate: number; marginalRelief: boolean };
  surcharge: readonly SurchargeBracket[];
}

/** What the old regime lets a salaried person subtract besides the standard deduction. */
export interface OldRegimeAllowances {
  section80CCap: number;
  section80DCaps: { selfAndFamily: number; selfAndFamilySenior: number; parents: number; parentsSenior: number };
  /** HRA exemption: the least of HRA received, rent paid less `rentOverPercent` of basic, and a share of basic. */
  hra: { rentOverPercent: number; metroPercent: number; otherPercent: number; metroCities: readonly string[] };
}

export interface IncomeTaxRules {
  financialYear: string;
  new: RegimeRules;
  old: RegimeRules;
  /** Health and education cess on tax plus surcharge. */
  cessPercent: number;
  oldRegimeAllowances: OldRegimeAllowances;
}

/**
 * FY 2025-26 (assessment year 2026-27), Income-tax Act 1961 as amended by the Finance Act 2025:
 * - new regime slabs: section 115BAC(1A)(iii); https://incometaxmanagement.in/?p=3633 ("Budget 2025 ... new tax slab rates");
 * - standard deduction: section 16(ia), ₹75,000 under section 115BAC, ₹50,000 otherwise;
 * - rebate: section 87A, new regime up to ₹12,00,000 total income, at most ₹60,000, with marginal relief
 *   (the tax never exceeds the income above ₹12 lakh); old regime up to ₹5,00,000, at most ₹12,500, no relief;
 * - old regime slabs and surcharge: Finance Act 2025, First Schedule, Part I Paragraph A and Part III (the
 *   rates for deducting tax from salary), each surcharge with its proviso giving marginal relief; for income
 *   taxed under section 115BAC the surcharge stops at 25% (no 37% band, since the Finance Act 2023);
 * - cess: Finance Act 2025, section 2, Health and Education Cess at 4% of tax plus surcharge;
 * - 80C cap ₹1,50,000 (section 80C(1)), 80D caps ₹25,000 / ₹50,000 for a senior citizen, the same again
 *   for parents (section 80D(2), (3)); HRA: section 10(13A) with rule 2A of the Income-tax Rules 1962:
 *   50% of salary in Delhi, Mumbai, Kolkata and Chennai, 40% elsewhere (Pune included).
 * Cross-checked against github.com/anivar/india-tax-guru src/india_tax_guru/rules/ay2026_27.py.
 */
const FY_2025_26: IncomeTaxRules = {
  financialYear: "2025-26",
  new: {
    slabs: [
      { from: 0, ratePercent: 0 },
      { from: 400_000, ratePercent: 5 },
      { from: 800_000, ratePercent: 10 },
      { from: 1_200_000, ratePercent: 15 },
      { from: 1_600_000, ratePercent: 20 },
      { from: 2_000_000, ratePercent: 25 },
      { from: 2_400_000, ratePercent: 30 },
    ],
    standardDeduction: 75_000,
    rebate: { incomeUpTo: 1_200_000, maxRebate: 60_000, marginalRelief: true },
    surcharge: [
      { above: 5_000_000, ratePercent: 10 },
      { above: 10_000_000, ratePercent: 15 },
      { above: 20_000_000, ratePercent: 25 },
    ],
  },
  old: {
    slabs: [
      { from: 0, ratePercent: 0 },
      { from: 250_000, ratePercent: 5 },
      { from: 500_000, ratePercent: 20 },
      { from: 1_000_000, ratePercent: 30 },
    ],
    standardDeduction: 50_000,
    rebate: { incomeUpTo: 500_000, maxRebate: 12_500, marginalRelief: false },
    surcharge: [
      { above: 5_000_000, ratePercent: 10 },
      { above: 10_000_000, ratePercent: 15 },
      { above: 20_000_000, ratePercent: 25 },
      { above: 50_000_000, ratePercent: 37 },
    ],
  },
  cessPercent: 4,
  oldRegimeAllowances: {
    section80CCap: 150_000,
    section80DCaps: { selfAndFamily: 25_000, selfAndFamilySenior: 50_000, parents: 25_000, parentsSenior: 50_000 },
    hra: { rentOverPercent: 10, metroPercent: 50, otherPercent: 40, metroCities: ["Delhi", "Mumbai", "Kolkata", "Chennai"] },
  },
};

/**
 * FY 2026-27 ("tax year" 2026-27), the first under the Income-tax Act 2025 (in force 1 April 2026). The
 * Finance Act 2026 (Budget of 1 February 2026) left the slabs of both regimes, the surcharge and the 4% cess
 * unchanged (https://www.rnm.in/blog/finance-bill-2026-income-tax; https://www.taxtmi.com/tmi_notes?id=2469
 * on surcharge), and the standard deduction at ₹75,000 and the ₹12 lakh rebate with them
 * (https://www.newsbytesapp.com/news/business/budget-2026-no-change-in-income-tax-slabs/story;
 * https://www.outlookmoney.com/amp/story/tax/check-income-tax-slabs-and-rates-under-the-new-tax-law-coming-into-effect-from-april-1).
 * New regime: section 202 of the 2025 Act; rebate: section 156 (https://castudyweb.com/income-tax-section-202);
 * 80C is section 123 and 80D section 126, same caps (https://aubsp.com/income-tax-act-2025-section-123;
 * https://www.taxtmi.com/acts?id=49124).
 * HRA: the Income-tax Rules 2026 (draft rule 279, notified in March 2026) add Bengaluru, Hyderabad, Pune and
 * Ahmedabad to the 50% cities (https://www.angelone.in/news/taxation/draft-income-tax-rules-2026-bengaluru-pune-hyderabad-ahmedabad-set-to-get-50-hra-rebate-in-new-rules;
 * https://airrnews.com/india-notifies-new-income-tax-rules-key-changes-effective-april-1). The notified
 * rule's number was not seen; check it against the Gazette text.
 */
const FY_2026_27: IncomeTaxRules = {
  ...FY_2025_26,
  financialYear: "2026-27",
  oldRegimeAllowances: {
    ...FY_2025_26.oldRegimeAllowances,
    hra: {
      ...FY_2025_26.oldRegimeAllowances.hra,
      metroCities: ["Delhi", "Mumbai", "Kolkata", "Chennai", "Bengaluru", "Hyderabad", "Pune", "Ahmedabad"],
    },
  },
};

/** Every year the table holds, oldest first. */
export const INCOME_TAX_RULES: readonly IncomeTaxRules[] = [FY_2025_26, FY_2026_27];

/** The rules for a financial year 'YYYY-YY'; for a year the table does not hold, the latest year's. */
export function incomeTaxRulesFor(financialYear: string): IncomeTaxRules {
  return INCOME_TAX_RULES.find((rules) => rules.financialYear === financialYear) ?? INCOME_TAX_RULES[INCOME_TAX_RULES.length - 1]!;
}
