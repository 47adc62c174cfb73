import { useMutation } from "@tanstack/react-query";
import type { EmployeeCreated } from "@/shared/contract/employees";
import { HR_EMPLOYEES_PATH, type HrEmployeeInput } from "@/shared/contract/hr";
import { useRefreshPeople } from "@/web/components/people/people-api";
import { apiRequest } from "@/web/lib/api";

/** Hire from the HR form (SPEC section 7: "refreshes employees and stats"); the answer carries the one-time temporary password. */
export function useCreateHrEmployee() {
  const refresh = useRefreshPeople("hr");
  return useMutation({ mutationFn: (input: HrEmployeeInput) => apiRequest<EmployeeCreated>("POST", HR_EMPLOYEES_PATH, input), onSuccess: refresh });
}
