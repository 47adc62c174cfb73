import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { PeopleArea } from "@/shared/contract/employees";
import { salaryRevisionsPath, type SalaryHistory, type SalaryRevision, type SalaryRevisionInput } from "@/shared/contract/salary-revision";
import { apiRequest } from "@/web/lib/api";
import { refreshPeople } from "./people-api";

/**
 * A person's salary history and Revise Salary (docs/product.md section 10.6.1). The routes are HR's
 * (/api/hr/..., also an admin's); the history's path lies under HR's employee path, so refreshing the
 * HR area reloads it with the record.
 */
export const useSalaryHistory = (id: number) => useQuery<SalaryHistory>({ queryKey: [salaryRevisionsPath(id)] });

/** The revision and what it refreshes: the record in both areas and every payroll query (arrears, the month's figures). */
export const reviseSalaryMutation = (client: QueryClient, id: number, area: PeopleArea) => ({
  mutationFn: (input: SalaryRevisionInput) => apiRequest<SalaryRevision>("POST", salaryRevisionsPath(id), input),
  // Each area once (an HR caller's area is HR's): a second invalidation would read the open queries a second time.
  onSuccess: () => Promise.all([...new Set<PeopleArea>([area, "hr"])].map((each) => refreshPeople(client, each))),
});

export function useReviseSalary(id: number, area: PeopleArea) {
  return useMutation(reviseSalaryMutation(useQueryClient(), id, area));
}
