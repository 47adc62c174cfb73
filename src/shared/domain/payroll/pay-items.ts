/**
 * Pay items (docs/product.md section 10.6, "Pay items"): what is paid or deducted in a month besides the salary structure.
 * Each kind's direction, label and how the statutory rules treat it by default. An item stores its own
 * PF wage, ESI wage and taxable flag (src/server/db/schema/payroll.ts `payItems`); this table gives the defaults
 * the code that creates items uses. Sources are cited per rule below `PAY_ITEM_RULES`.
 */

/** The kinds, in the order of src/server/db/schema/payroll.ts `payItemKinds` (a server test checks they match). */
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
  /** HR enters it as a one-off item (the others come from corrections, advances and settlements). */
  entered: boolean;
}

export const PAY_ITEM_RULES: Record<PayItemKind, PayItemRule> = {
  bonus: { direction: "earning", label: "Bonus", taxable: true, pfWage: "none", esiWage: "none", entered: true },
  incentive: { direction: "earning", label: "Incentive", taxable: true, pfWage: "none", esiWage: "all", entered: true },
  commission: { direction: "earning", label: "Commission", taxable: true, pfWage: "none", esiWage: "all", entered: true },
  reimbursement: { direction: "earning", label: "Reimbursement", taxable: false, pfWage: "none", esiWage: "none", entered: true },
  advance: { direction: "earning", label: "Salary advance", taxable: false, pfWage: "none", esiWage: "none", entered: true },
  advance_recovery: { direction: "deduction", label: "Advance recovery", taxable: false, pfWage: "none", esiWage: "none", entered: false },
  deduction: { direction: "deduction", label: "Other deduction", taxable: false, pfWage: "none", esiWage: "none", entered: true },
  lop_reversal: { direction: "earning", label: "LOP reversal", taxable: true, pfWage: "basic", esiWage: "all", entered: false },
  lop_recovery: { direction: "deduction", label: "LOP recovery", taxable: true, pfWage: "basic", esiWage: "all", entered: false },
  arrears: { direction: "earning", label: "Arrears", taxable: true, pfWage: "basic", esiWage: "all", entered: false },
  leave_encashment: { direction: "earning", label: "Leave encashment", taxable: true, pfWage: "none", esiWage: "none", entered: false },
  gratuity: { direction: "earning", label: "Gratuity", taxable: true, pfWage: "none", esiWage: "none", entered: false },
  notice_pay: { direction: "earning", label: "Pay in lieu of notice", taxable: true, pfWage: "none", esiWage: "none", entered: false },
  notice_recovery: { direction: "deduction", label: "Notice period recovery", taxable: false, pfWage: "none", esiWage: "none", entered: false },
};

/** The kinds HR enters in the Adjustments and one-off items section. */
export const ENTERED_PAY_ITEM_KINDS = PAY_ITEM_KINDS.filter((kind) => PAY_ITEM_RULES[kind].entered);

export const payItemDirection = (kind: PayItemKind): PayItemDirection => PAY_ITEM_RULES[kind].direction;
