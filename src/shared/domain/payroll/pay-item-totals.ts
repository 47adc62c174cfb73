import { PAY_ITEM_RULES, type PayItemKind } from "./pay-items";

/**
 * What a person's pay items add up to in a month (docs/product.md section 10.6.3): the earnings
 * paid on top of the salary, the deductions taken from net pay, and the signed parts the statutory rules
 * read (an earning adds, a deduction subtracts): PF wage, ESI wage, taxable salary, professional-tax salary
 * and cost. Whole rupees: sums of whole-rupee items, nothing rounded.
 */

/** What the payroll reads of an item (src/server/db/schema/payroll.ts `payItems`). */
export interface PayItemFigures {
  kind: PayItemKind;
  amount: number;
  pfWage: number;
  esiWage: number;
  taxable: boolean;
  /** The earlier month an adjustment or arrears belong to (null or absent: the month paid). */
  sourceMonth?: string | null;
}

export interface PayItemTotals {
  earnings: number;
  deductions: number;
  pfWage: number;
  esiWage: number;
  taxable: number;
  professionalTaxSalary: number;
  cost: number;
}

export const NO_PAY_ITEMS: PayItemTotals = {
  earnings: 0,
  deductions: 0,
  pfWage: 0,
  esiWage: 0,
  taxable: 0,
  professionalTaxSalary: 0,
  cost: 0,
};

export function payItemTotals(items: readonly PayItemFigures[]): PayItemTotals {
  const totals = { ...NO_PAY_ITEMS };
  for (const item of items) {
    const rule = PAY_ITEM_RULES[item.kind];
    const sign = rule.direction === "earning" ? 1 : -1;
    if (sign === 1) totals.earnings += item.amount;
    else totals.deductions += item.amount;
    totals.pfWage += sign * item.pfWage;
    totals.esiWage += sign * item.esiWage;
    if (item.taxable) totals.taxable += sign * item.amount;
    if (rule.professionalTax) totals.professionalTaxSalary += sign * item.amount;
    if (rule.cost) totals.cost += sign * item.amount;
  }
  return totals;
}
