/**
 * Pay items (docs/product.md section 10.6.3): what is paid or deducted in a month besides the salary structure.
 * Each kind's direction, label and how the statutory rules treat it by default. An item stores its own
 * PF wage, ESI wage and taxable flag (src/server/db/schema/payroll.ts `payItems`); this table gives the defaults
 * the code that creates items uses. Sources are cited per rule below `PAY_ITEM_RULES`.
 */

/** The kinds (the pay_items table's `kind` column takes these: src/server/db/schema/payroll.ts). */
export const PAY_ITEM_KINDS = [
  "bonus",
  "incentive",
  "commission",
  "reimbursement",
  "advance",
  "advance_recovery",
  "deduction",
  "lop_reversal",
  "lop_recovery",
  "arrears",
  "leave_encashment",
  "gratuity",
  "notice_pay",
  "notice_recovery",
] as const;
export type PayItemKind = (typeof PAY_ITEM_KINDS)[number];

/** An earning adds to the month's pay; a deduction reduces net pay. */
export type PayItemDirection = "earning" | "deduction";

export interface PayItemRule {
  direction: PayItemDirection;
  label: string;
  /**
   * Whether the item counts for income tax: an earning adds to the year's taxable salary, a deduction (a
   * recovery of salary paid) reduces it. False: it never touches tax (an advance, its recovery).
   */
  taxable: boolean;
  /** How much of the amount is PF wage by default: all of it, none, or the basic part (the creator computes it). */
  pfWage: "all" | "basic" | "none";
  /** How much of the amount is ESI wage by default. */
  esiWage: "all" | "none";
  /** Part of the month's "salary or wage" professional tax is charged on (not stored: by kind). */
  professionalTax: boolean;
  /** Part of what the employee costs the company (an advance is lent, not spent; a recovery of pay saves). */
  cost: boolean;
  /** HR enters it as a one-off item (the others come from corrections, advances and settlements). */
  entered: boolean;
}

/** A rule with the usual defaults: no tax, no PF or ESI wage, part of the professional-tax salary and the cost, not entered by HR. */
function rule(direction: PayItemDirection, label: string, overrides: Partial<Omit<PayItemRule, "direction" | "label">>): PayItemRule {
  return {
    direction,
    label,
    taxable: false,
    pfWage: "none",
    esiWage: "none",
    professionalTax: true,
    cost: true,
    entered: false,
    ...overrides,
  };
}

/**
 * Sources (checked November 2026):
 * - PF wage: EPF & MP Act 1952 section 2(b), "basic wages" exclude "bonus, commission or any other similar
 *   allowance" (carried into the Code on Social Security 2020 section 2(88) "wages"), and contributions are due
 *   on basic, DA and retaining allowance (section 6; EPF Scheme para 29(1)):
 *   https://studylib.net/doc/18394236/basic-wages---employees-provident-fund-organisation. So a bonus,
 *   incentive, commission, reimbursement or advance is no PF wage; arrears of basic and a reversed loss of
 *   basic are, remitted in the month they are paid (EPFO circular C-III/4(85)11/HQ/6395 of 16 May 2011:
 *   https://boardhr.blogspot.com/2021/03/do-we-need-to-pay-pf-on-amount-of.html) within the ceiling of the month
 *   they belong to (provident-fund.ts `providentFundWages`). Gratuity, leave encashment on
 *   leaving and pay in lieu of notice are not "earned while on duty" and carry none.
 * - ESI wage: ESI Act 1948 section 2(22): all remuneration, and "additional remuneration paid at intervals
 *   not exceeding two months", but not travelling allowance, "any sum paid ... to defray special expenses
 *   entailed on him by the nature of his employment" or "any gratuity payable on discharge"
 *   (https://studylib.net/doc/8978636/wages---esic-delhi); ESIC: the annual bonus is not wages, incentives paid
 *   monthly and arrears of increments are, leave encashment on discharge and retrenchment compensation are not
 *   (https://www.citehr.com/amp.php?t=236378; https://www.citehr.com/amp.php?t=163536;
 *   https://lawyersclubindia.com/forum/is-there-any-esi-liability-on-leave-encashment--1075.asp).
 * - Income tax: salary includes bonus, commission and leave encashment (Income-tax Act 1961 section 17(1),
 *   section 15 of the Income-tax Act 2025 from April 2026); a reimbursement of expenses incurred for the work
 *   is not income (section 10(14)(i) of the 1961 Act); the advance HR records here is a loan recovered from
 *   later pay, not salary paid ahead of time (which section 17(1)(iii) taxes on receipt), so neither it nor its
 *   recovery touches tax (an interest-free loan above ₹20,000 is a perquisite under rule 3(7)(i) of the
 *   Income-tax Rules 1962: not computed here). Gratuity is exempt up to ₹20 lakh (section 10(10)) and leave encashment
 *   on leaving up to ₹25 lakh (section 10(10AA)(ii), CBDT notification 31/2023:
 *   https://thetaxtalk.com/2023/05/cbdt-notifies-rs-2500000-for-leave-encashment-exemption-under-section-1010aa):
 *   they are marked taxable here and the settlement puts only the part above the limit in an item that is.
 *   A recovery of notice pay is not treated as reducing taxable salary (conservative: tax is never under-deducted).
 * - Professional tax (Maharashtra): "salary or wage" includes all remuneration received on a regular basis
 *   and profits in lieu of salary, "but does not include bonus in any form and on any account or gratuity"
 *   (Maharashtra State Tax on Professions, Trades, Callings and Employments Act 1975 section 2(h):
 *   https://f-mushawarat.blogspot.com/2023/02/maharashtra-professional-tax.html); a reimbursement or an advance
 *   is no remuneration. The same base is used for the other states' slabs.
 */
export const PAY_ITEM_RULES: Record<PayItemKind, PayItemRule> = {
  bonus: rule("earning", "Bonus", { taxable: true, professionalTax: false, entered: true }),
  incentive: rule("earning", "Incentive", { taxable: true, esiWage: "all", entered: true }),
  commission: rule("earning", "Commission", { taxable: true, esiWage: "all", entered: true }),
  reimbursement: rule("earning", "Reimbursement", { professionalTax: false, entered: true }),
  advance: rule("earning", "Salary advance", { professionalTax: false, cost: false, entered: true }),
  advance_recovery: rule("deduction", "Advance recovery", { professionalTax: false, cost: false }),
  deduction: rule("deduction", "Other deduction", { professionalTax: false, cost: false, entered: true }),
  lop_reversal: rule("earning", "LOP reversal", { taxable: true, pfWage: "basic", esiWage: "all" }),
  lop_recovery: rule("deduction", "LOP recovery", { taxable: true, pfWage: "basic", esiWage: "all" }),
  arrears: rule("earning", "Arrears", { taxable: true, pfWage: "basic", esiWage: "all" }),
  leave_encashment: rule("earning", "Leave encashment", { taxable: true, professionalTax: false }),
  gratuity: rule("earning", "Gratuity", { taxable: true, professionalTax: false }),
  notice_pay: rule("earning", "Pay in lieu of notice", { taxable: true }),
  notice_recovery: rule("deduction", "Notice period recovery", { professionalTax: false }),
};

/** The kinds HR enters in the Adjustments and one-off items section. */
export const ENTERED_PAY_ITEM_KINDS = PAY_ITEM_KINDS.filter((kind) => PAY_ITEM_RULES[kind].entered);

export const payItemDirection = (kind: PayItemKind): PayItemDirection => PAY_ITEM_RULES[kind].direction;

/**
 * An advance recovered over `months` months: the same whole-rupee instalment each month (the amount over the
 * months, rounded down), the remainder added to the last, so they add up exactly: ₹10,000 over 3 months is
 * 3,333 + 3,333 + 3,334.
 */
export function recoveryInstalments(amount: number, months: number): number[] {
  const each = Math.floor(amount / months);
  return Array.from({ length: months }, (_, index) => (index === months - 1 ? amount - each * (months - 1) : each));
}
