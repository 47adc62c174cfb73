import { useMutation, useQuery } from "@tanstack/react-query";
import type { PeopleArea } from "@/shared/contract/employees";
import { salaryRevisionsPath, type SalaryHistory, type SalaryRevision, type SalaryRevisionInput } from "@/shared/contract/salary-revision";
import { apiRequest } from "@/web/lib/api";
import { useRefreshPeople } from "./people-api";

/**
 * A person's salary history and Revise Salary (docs/product.md section 10.6.1). The routes are HR's
 * (/api/hr/..., also an admin's); the history's path lies under HR's employee path, so refreshing the
 * HR area reloads it with the record.
 */
export const useSalaryHistory = (id: number) => useQuery<SalaryHistory>({ queryKey: [salaryRevisionsPath(id)] });

export function useReviseSalary(id: number, area: PeopleArea) {
  const refreshArea = useRefreshPeople(area);
  const refreshHr = useRefreshPeople("hr");
  return useMutation({
    mutationFn: (input: SalaryRevisionInput) => apiRequest<SalaryRevision>("POST", salaryRevisionsPath(id), input),
    onSuccess: () => Promise.all([refreshArea(), refreshHr()]),
  });
}
