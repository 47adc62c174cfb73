import { useQuery } from "@tanstack/react-query";
import { hrStatementPath, hrStatementsPath, type StatementYear } from "@/shared/contract/statutory-returns";
import { DownloadButton } from "@/web/features/portal/download-button";

/** HR's 'Annual statement' of a person for the chosen financial year: available once a month of that year is finalised. */
export function HrAnnualStatement({ id, year }: { id: number; year: string }) {
  const years = useQuery<StatementYear[]>({ queryKey: [hrStatementsPath(id)] });
  const found = years.data?.some((entry) => entry.financialYear === year) ?? false;
  return (
    <DownloadButton
      url={hrStatementPath(id, year)}
      label="Annual statement"
      context={`FY ${year}`}
      disabledReason={found ? undefined : `No finalised month in FY ${year} yet`}
    />
  );
}
