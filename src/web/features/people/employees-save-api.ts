import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  ADMIN_EMPLOYEES_PATH,
  employeePath,
  type Employee,
  type EmployeeCreated,
  type EmployeeInput,
  type PeopleArea,
} from "@/shared/contract/employees";
import { employeeDocumentsPath } from "@/shared/contract/employee-documents";
import { apiRequest } from "@/web/lib/api";
import { useRefreshPeople } from "./people-api";

/** Hire (admin only: HR hires with its own form): the record and its staff account; the answer carries the one-time temporary password. */
export function useCreateEmployee() {
  const refresh = useRefreshPeople("admin");
  return useMutation({
    mutationFn: (input: EmployeeInput) => apiRequest<EmployeeCreated>("POST", ADMIN_EMPLOYEES_PATH, input),
    onSuccess: refresh,
  });
}

/** Edit under the caller's area (HR: not an admin's record, 403): blank account number, PAN or Aadhaar keep the stored ones. */
export function useUpdateEmployee(area: PeopleArea) {
  const refresh = useRefreshPeople(area);
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: EmployeeInput }) => apiRequest<Employee>("PUT", employeePath(id, area), input),
    onSuccess: refresh,
  });
}

/** After uploads: an open list of this person's documents shows the new ones. */
export function useRefreshDocuments(area: PeopleArea) {
  const client = useQueryClient();
  return (id: number) => client.invalidateQueries({ queryKey: [employeeDocumentsPath(id, area)] });
}
