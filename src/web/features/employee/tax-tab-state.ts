import type { TaxDeclarationView } from "@/shared/contract/tax";
import { formatDate } from "@/web/lib/format";
import { shiftFinancialYear } from "@/web/features/people/tax-declaration-form";

/** What the employee may do with a year's declaration, and the notice that says why not. */
export interface TaxTabState {
  editable: boolean;
  notice: string | null;
}

/**
 * The current and the next financial year can be changed until HR locks them; an earlier year is read-only
 * (the server refuses it too).
 */
export function taxTabState(view: TaxDeclarationView, currentYear: string): TaxTabState {
  if (view.lock.locked) {
    const when = view.lock.lockedAt ? ` on ${formatDate(view.lock.lockedAt)}` : "";
    return {
      editable: false,
      notice: `HR locked tax declarations for FY ${view.financialYear}${when}. Ask HR if something needs to change.`,
    };
  }
  if (view.financialYear !== currentYear && view.financialYear !== shiftFinancialYear(currentYear, 1)) {
    return { editable: false, notice: `FY ${view.financialYear} is not open for declarations. Ask HR if something needs to change.` };
  }
  return { editable: true, notice: null };
}

/** The years the tab offers: the previous one (to look back), the current one and the next. */
export const offeredYears = (currentYear: string) => [shiftFinancialYear(currentYear, -1), currentYear, shiftFinancialYear(currentYear, 1)];
