import { useMutation, type QueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { employeePath, type Employee, type EmployeeCreated } from "@/shared/contract/employees";
import { HR_EMPLOYEES_PATH, type HrEmployeeInput } from "@/shared/contract/hr";
import { useRefreshPeople } from "@/web/features/people/people-api";
import { apiRequest, errorMessage } from "@/web/lib/api";

/** Hire from the HR form (docs/product.md section 6.2; refreshes employees and stats); the answer carries the one-time temporary password. */
export function useCreateHrEmployee() {
  const refresh = useRefreshPeople("hr");
  return useMutation({
    mutationFn: (input: HrEmployeeInput) => apiRequest<EmployeeCreated>("POST", HR_EMPLOYEES_PATH, input),
    onSuccess: refresh,
  });
}

/** The server's 403 for an admin's record (docs/decisions/006-people.md), said before the form is filled in. */
const ADMIN_RECORD = "HR may not change the record of an admin account";

/**
 * The full record for the edit form (a directory row holds only the fields of docs/product.md section 9.9), read fresh under
 * /api/hr. An admin's record is not opened (the PUT would answer 403): an 'Error' toast says why.
 */
export async function loadForEdit(client: QueryClient, id: number): Promise<Employee | null> {
  try {
    const employee = await client.fetchQuery<Employee>({ queryKey: [employeePath(id, "hr")], staleTime: 0 });
    if (employee.account?.role !== "admin") return employee;
    toast.error("Error", { description: ADMIN_RECORD });
  } catch (error) {
    toast.error("Error", { description: errorMessage(error, "Could not load the employee") });
  }
  return null;
}
