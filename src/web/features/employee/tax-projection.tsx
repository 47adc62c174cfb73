import { useQuery } from "@tanstack/react-query";
import { EMPLOYEE_TAX_PROJECTION_PATH, type TaxDeclarationView, type TaxProjectionView } from "@/shared/contract/tax";
import { TdsComparison } from "@/web/features/people/tds-comparison";
import { errorMessage } from "@/web/lib/api";

/** This month's working of the employee's TDS (the payroll's own); read again after a save (tax-api.ts). */
export const useOwnTaxProjection = () => useQuery<TaxProjectionView>({ queryKey: [EMPLOYEE_TAX_PROJECTION_PATH] });

/**
 * The projected annual tax under both regimes side by side and how this month's TDS is derived, under the
 * declaration on the Tax tab. The projection is of the current month, so for another financial year it
 * says where to look; while loading or on failure it shows no figure, never a made-up one.
 */
export function TaxProjection(props: { financialYear: string; declaration: TaxDeclarationView }) {
  const projection = useOwnTaxProjection();
  if (projection.isPending) return null;
  if (projection.isError) {
    return (
      <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
        {errorMessage(projection.error, "Failed to fetch how your TDS is worked out")}
      </p>
    );
  }
  if (projection.data.financialYear !== props.financialYear) {
    return (
      <p className="text-sm text-slate-600">
        How this month's TDS is worked out is shown under FY {projection.data.financialYear}, the current financial year.
      </p>
    );
  }
  return (
    <div className="border-t border-slate-200 pt-4">
      <TdsComparison projection={projection.data} />
    </div>
  );
}
