import { hraExemption, type HraExemption } from "./hra-exemption";
import { incomeTaxRulesFor, type RegimeRules, type TaxRegime, type TaxSlab } from "./income-tax-tables";

/**
 * Income tax on a year's salary, as a chartered accountant computes it: the taxable salary under either
 * regime, then slabs, rebate, surcharge with marginal relief and cess, from the financial year's table
 * (`income-tax-tables.ts`). The result says which year's rules were applied.
 */

export type { TaxRegime } from "./income-tax-tables";

export interface IncomeTaxBreakdown {
  /** The financial year whose rules were applied (the latest held when the year asked for is not). */
  rulesYear: string;
  regime: TaxRegime;
  /** The total income rounded to ₹10 (section 288A). */
  taxableIncome: number;
  slabTax: number;
  rebate: number;
  surcharge: number;
  cess: number;
  /** Tax plus surcharge plus cess, rounded to ₹10 (section 288B); the parts above are to the paisa. */
  total: number;
}

/** To the paisa, so that sums of percentages carry no floating-point dust into the rounding. */
const toPaise = (amount: number) => Math.round(amount * 100) / 100;

/**
 * Sections 288A and 288B (section 516 of the 2025 Act): ignore the paise, then round to the nearest
 * multiple of ₹10, a last figure of 5 or more going up.
 */
export function roundToTenRupees(amount: number): number {
  const rupees = Math.floor(toPaise(Math.max(0, amount)));
  const lastFigure = rupees % 10;
  return lastFigure >= 5 ? rupees - lastFigure + 10 : rupees - lastFigure;
}

/** Tax by the slabs on a total income (before rebate, surcharge and cess). */
export function slabTax(taxableIncome: number, slabs: readonly TaxSlab[]): number {
  const paise = slabs.reduce((sum, slab, index) => {
    const to = slabs[index + 1]?.from ?? Infinity;
    const inSlab = Math.max(0, Math.min(taxableIncome, to) - slab.from);
    return sum + inSlab * slab.ratePercent; // rupees x percent = paise
  }, 0);
  return paise / 100;
}

/**
 * Tax after the rebate: within the income limit the rebate takes the tax up to its maximum; above the limit,
 * where the regime gives marginal relief, the tax never exceeds the income above the limit.
 */
function taxAfterRebate(income: number, rules: RegimeRules): number {
  const tax = slabTax(income, rules.slabs);
  const { incomeUpTo, maxRebate, marginalRelief } = rules.rebate;
  if (income <= incomeUpTo) return Math.max(0, tax - maxRebate);
  return marginalRelief ? Math.min(tax, income - incomeUpTo) : tax;
}

/**
 * Surcharge with marginal relief: tax plus surcharge never exceeds what it is at the bracket's threshold
 * by more than the income above the threshold (the provisos to the Finance Act's surcharge paragraphs).
 */
function surchargeOn(income: number, rules: RegimeRules): number {
  const bracket = rules.surcharge.filter((band) => income > band.above).at(-1);
  if (!bracket) return 0;
  const tax = taxAfterRebate(income, rules);
  const full = (tax * bracket.ratePercent) / 100;
  const atThreshold = taxAfterRebate(bracket.above, rules) + surchargeOn(bracket.above, rules);
  return Math.max(0, Math.min(full, atThreshold + (income - bracket.above) - tax));
}

/** The year's income tax on a total income under one regime, with each step of the computation. */
export function annualIncomeTax(input: { financialYear: string; regime: TaxRegime; taxableIncome: number }): IncomeTaxBreakdown {
  const rules = incomeTaxRulesFor(input.financialYear);
  const regimeRules = rules[input.regime];
  const income = roundToTenRupees(input.taxableIncome);
  const beforeRebate = slabTax(income, regimeRules.slabs);
  const afterRebate = taxAfterRebate(income, regimeRules);
  const surcharge = toPaise(surchargeOn(income, regimeRules));
  const cess = toPaise(((afterRebate + surcharge) * rules.cessPercent) / 100);
  return {
    rulesYear: rules.financialYear,
    regime: input.regime,
    taxableIncome: income,
    slabTax: beforeRebate,
    rebate: toPaise(beforeRebate - afterRebate),
    surcharge,
    cess,
    total: roundToTenRupees(afterRebate + surcharge + cess),
  };
}

/** Section 80D claims: premiums for self, spouse and children, and for parents, each with its own cap. */
export interface Section80DClaim {
  selfAndFamily: number;
  parents: number;
  /** The employee (or spouse) is a senior citizen: the higher cap applies. */
  selfAndFamilySenior?: boolean;
  parentsSenior?: boolean;
}

export interface TaxableSalaryInput {
  financialYear: string;
  regime: TaxRegime;
  /** This employer's gross salary for the year, one-off earnings included. */
  annualGross: number;
  /** Salary from an earlier employer this year as declared (Form 12B), after that employer's exemptions. */
  previousEmployerSalary?: number;
  basicAnnual: number;
  hraAnnual: number;
  rentPaidAnnual: number;
  metro: boolean;
  professionalTaxAnnual: number;
  employeePfAnnual: number;
  /** Declared 80C investments, the employee's PF excluded (it is added here). */
  section80C: number;
  section80D: Section80DClaim;
}

export interface TaxableSalary {
  rulesYear: string;
  regime: TaxRegime;
  /** This employer's gross plus the previous employer's salary. */
  grossSalary: number;
  hraExemption: number;
  /** How the HRA exemption was found (old regime only). */
  hraWorking: HraExemption | null;
  standardDeduction: number;
  professionalTax: number;
  section80C: number;
  section80D: number;
  /** Never below zero; rounded to ₹10 by `annualIncomeTax`. */
  taxableIncome: number;
}

/**
 * Taxable salary: the new regime allows only the standard deduction (section 115BAC(2)); the old regime
 * also the HRA exemption, professional tax (section 16(iii)), 80C (declared plus the employee's PF, capped)
 * and 80D (each part capped). Each deduction is limited to what is left, so nothing goes below zero.
 */
export function taxableSalary(input: TaxableSalaryInput): TaxableSalary {
  const rules = incomeTaxRulesFor(input.financialYear);
  const { section80CCap, section80DCaps: caps } = rules.oldRegimeAllowances;
  const old = input.regime === "old";
  const grossSalary = Math.max(0, input.annualGross) + Math.max(0, input.previousEmployerSalary ?? 0);
  let left = grossSalary;
  /** Allows a claim up to what is left of the salary. */
  const allow = (claim: number) => {
    const amount = Math.min(left, Math.max(0, claim));
    left -= amount;
    return amount;
  };
  const { selfAndFamily, parents, selfAndFamilySenior, parentsSenior } = input.section80D;
  const hra = old
    ? hraExemption({
        financialYear: rules.financialYear,
        hraReceived: input.hraAnnual,
        basic: input.basicAnnual,
        rentPaid: input.rentPaidAnnual,
        metro: input.metro,
      })
    : undefined;
  // In the order of the computation: exemption, deductions from salary (section 16), then Chapter VI-A.
  const hraExempt = allow(hra?.exemption ?? 0);
  const standardDeduction = allow(rules[input.regime].standardDeduction);
  const professionalTax = allow(old ? input.professionalTaxAnnual : 0);
  const section80C = allow(old ? Math.min(section80CCap, input.section80C + input.employeePfAnnual) : 0);
  const section80D = allow(
    old
      ? Math.min(selfAndFamily, selfAndFamilySenior ? caps.selfAndFamilySenior : caps.selfAndFamily) +
          Math.min(parents, parentsSenior ? caps.parentsSenior : caps.parents)
      : 0,
  );
  return {
    rulesYear: rules.financialYear,
    regime: input.regime,
    grossSalary,
    hraExemption: hraExempt,
    hraWorking: hra ?? null,
    standardDeduction,
    professionalTax,
    section80C,
    section80D,
    taxableIncome: left,
  };
}
