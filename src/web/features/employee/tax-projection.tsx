import type { TaxDeclarationView } from "@/shared/contract/tax";

/**
 * THE SLOT FOR THE TAX PROJECTION on the employee's Tax tab: the projected annual tax under both regimes
 * side by side, and how this month's TDS is derived (src/shared/domain/payroll/tds.ts, `monthlyTds`). The
 * payroll computation fills it (with its own API call); until then it shows nothing, never a made-up figure.
 */
export function TaxProjection(_props: { financialYear: string; declaration: TaxDeclarationView }) {
  return null;
}
