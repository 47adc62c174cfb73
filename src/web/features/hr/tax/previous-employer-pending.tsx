import { previousEmployerPendingText } from "@/shared/contract/tax-previous-employer";
import { financialYearOf } from "@/shared/domain/financial-year";
import { PeopleNote } from "./regime-not-chosen";
import { usePreviousEmployerPending } from "./tax-api";

/**
 * The payroll panel's note on whose declared previous employer awaits HR's verification for the financial year of
 * the month shown: it counts in their TDS only once HR verifies it in the person's Tax dialog. Nothing while none awaits.
 */
export function PreviousEmployerPendingNote(props: { month: string }) {
  const financialYear = financialYearOf(props.month);
  const query = usePreviousEmployerPending(financialYear);
  if (query.data?.people.length === 0) return null;
  return (
    <PeopleNote
      query={query}
      loading={`Loading whose previous employer awaits HR verification for FY ${financialYear}...`}
      failure="Failed to fetch whose previous employer awaits HR verification"
      text={(count) => previousEmployerPendingText(count, financialYear)}
      listLabel="Previous employer awaiting verification"
    />
  );
}
