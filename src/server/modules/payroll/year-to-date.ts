import type { PayrollMonth, PayrollRow } from "@/shared/contract/payroll";
import { NOTHING_FINALISED, type FinalisedFigures } from "@/shared/domain/payroll/month-tds";
import { payItemTotals } from "@/shared/domain/payroll/pay-item-totals";

/**
 * What a draft month needs of the months finalised before it in its financial year (read once, whatever
 * the head count): each person's sums for the income-tax projection (docs/product.md section 10.6). ESI
 * coverage is not read here: the salary history decides it (salary-revisions/in-force.ts `esiCoverageGross`).
 */
export interface PriorMonths {
  /** Sums of the person's finalised months of the year before this one, or null when none. */
  finalised(employeeRecordId: number): FinalisedFigures | null;
}

/** The signed sum of a row's taxable pay items (none in months finalised before items existed). */
const taxableItems = (row: PayrollRow) => payItemTotals(row.items).taxable;

/** A person's sums with one more month's row added: the one year-to-date sum (the payroll and the demo's opening figures). */
export function addMonthToSums(sum: FinalisedFigures, row: PayrollRow): FinalisedFigures {
  return {
    // Taxable pay items count as salary of the month paid (earnings add, taxable deductions subtract).
    gross: sum.gross + row.earnedGross + taxableItems(row),
    basic: sum.basic + row.earnedBasic,
    hra: sum.hra + row.earnedHra,
    employeePf: sum.employeePf + row.deductions.providentFund,
    professionalTax: sum.professionalTax + row.deductions.professionalTax,
    tds: sum.tds + row.deductions.incomeTax,
    months: sum.months + 1,
  };
}

/** `earlier`: the finalised months of the financial year before `month`, oldest first (store.ts `runsBetween`). */
export function priorMonths(month: string, earlier: readonly PayrollMonth[]): PriorMonths {
  const sums = new Map<number, FinalisedFigures>();
  for (const run of earlier) {
    if (run.month >= month) continue;
    for (const row of run.rows) sums.set(row.employeeRecordId, addMonthToSums(sums.get(row.employeeRecordId) ?? NOTHING_FINALISED, row));
  }
  return { finalised: (id) => sums.get(id) ?? null };
}
