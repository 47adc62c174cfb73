import { useQuery } from "@tanstack/react-query";
import { EMPLOYEE_STATEMENTS_PATH, employeeStatementPath, type StatementYear } from "@/shared/contract/statutory-returns";
import { DownloadButton } from "@/web/features/portal/download-button";

/** The Tax tab's 'Annual statement' for the chosen financial year, shown once a month of it is finalised. */
export function AnnualStatement({ year }: { year: string }) {
  const years = useQuery<StatementYear[]>({ queryKey: [EMPLOYEE_STATEMENTS_PATH] });
  if (!years.data?.some((entry) => entry.financialYear === year)) return null;
  return <DownloadButton url={employeeStatementPath(year)} label="Annual statement" context={`FY ${year}`} className="min-h-11" />;
}
