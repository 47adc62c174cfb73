import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  ADMIN_EMPLOYEES_PATH,
  employeeDocumentsPath,
  employeePath,
  type Employee,
  type EmployeeCreated,
  type EmployeeInput,
} from "@/shared/contract/employees";
import { apiRequest } from "@/web/lib/api";
import { useRefreshEmployees } from "./employees-api";

/** Hire: the record and its staff account; the answer carries the one-time temporary password. */
export function useCreateEmployee() {
  const refresh = useRefreshEmployees();
  return useMutation({ mutationFn: (input: EmployeeInput) => apiRequest<EmployeeCreated>("POST", ADMIN_EMPLOYEES_PATH, input), onSuccess: refresh });
}

/** Edit: blank account number, PAN or Aadhaar keep the stored ones. */
export function useUpdateEmployee() {
  const refresh = useRefreshEmployees();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: EmployeeInput }) => apiRequest<Employee>("PUT", employeePath(id), input),
    onSuccess: refresh,
  });
}

/** After uploads: an open list of this person's documents shows the new ones. */
export function useRefreshDocuments() {
  const client = useQueryClient();
  return (id: number) => client.invalidateQueries({ queryKey: [employeeDocumentsPath(id)] });
}
