import type { TaxRegime } from "@/shared/contract/employee-statutory";
import type { TaxDeclarationView } from "@/shared/contract/tax";
import { declaresPreviousEmployer } from "@/shared/domain/payroll/previous-employer";
import { incomeTaxRulesFor } from "@/shared/domain/payroll/income-tax-tables";
import { formatDate, formatRupees } from "@/web/lib/format";

/** The words of the tax forms, with the year's figures taken from the income-tax tables (never typed here). */

/** One line per regime: what it gives and what it takes into account. */
export function regimeExplanations(financialYear: string): Record<TaxRegime, string> {
  const rules = incomeTaxRulesFor(financialYear);
  const caps = rules.oldRegimeAllowances;
  return {
    new: `Lower rates and a ${formatRupees(rules.new.standardDeduction)} standard deduction; no tax up to ${formatRupees(rules.new.rebate.incomeUpTo)} of taxable income. The declarations below are not counted.`,
    old: `Higher rates and a ${formatRupees(rules.old.standardDeduction)} standard deduction, less what you declare below: 80C up to ${formatRupees(caps.section80CCap)}, 80D and the HRA exemption for rent.`,
  };
}

/** Hints under the fields: the caps the old regime applies and which cities count as metros for HRA. */
export function declarationHints(financialYear: string) {
  const { section80CCap, section80DCaps, hra } = incomeTaxRulesFor(financialYear).oldRegimeAllowances;
  return {
    section80C: `PPF, ELSS, life insurance, home-loan principal, tuition fees; your PF is added by the payroll. Counted up to ${formatRupees(section80CCap)}.`,
    section80DSelfAndFamily: `Health insurance for you, your spouse and children. Counted up to ${formatRupees(section80DCaps.selfAndFamily)}, ${formatRupees(section80DCaps.selfAndFamilySenior)} for a senior citizen.`,
    section80DParents: `Health insurance for your parents. Counted up to ${formatRupees(section80DCaps.parents)}, ${formatRupees(section80DCaps.parentsSenior)} if either is a senior citizen.`,
    rentPaidMonthly: "For the HRA exemption; HR may ask for the rent receipts.",
    rentCity: `${hra.metroCities.join(", ")}: up to ${hra.metroPercent}% of basic; elsewhere ${hra.otherPercent}%.`,
    previousEmployerSalary: "Salary from an earlier employer this financial year (Form 12B), after that employer's exemptions.",
    previousEmployerTds:
      "Tax that employer deducted from it. Both count once HR checks them against that employer's statement (Form 16 Part B or Form 12B).",
  };
}

/**
 * Where a previous employer's figures stand (docs/product.md section 10.2): counted as HR verified them, or
 * awaiting HR; null when none are declared or verified.
 */
export function previousEmployerStatus(view: Pick<TaxDeclarationView, "declaration" | "previousEmployerVerification">): string | null {
  const verified = view.previousEmployerVerification;
  if (verified) {
    const by = verified.verifiedBy ? ` by ${verified.verifiedBy}` : "";
    return `Previous employer verified${by} on ${formatDate(verified.verifiedAt)} from that employer's statement: salary ${formatRupees(verified.salary)} and TDS ${formatRupees(verified.tds)} count in the TDS.`;
  }
  if (!declaresPreviousEmployer(view.declaration)) return null;
  return "Previous employer awaiting HR verification: the salary and TDS declared count in the TDS only once HR checks them against that employer's statement (Form 16 Part B or Form 12B).";
}

/** The senior-citizen choices: the select's empty first option is "No". */
export const seniorOptions = [{ value: "yes", label: "Yes: 60 or older" }];

/** 'FY 2026-27 (April 2026 to March 2027)'. */
export function financialYearLabel(financialYear: string): string {
  const start = Number(financialYear.slice(0, 4));
  return `FY ${financialYear} (April ${start} to March ${start + 1})`;
}
