import { useMutation, useQuery } from "@tanstack/react-query";
import type { Role } from "@/shared/contract/auth";
import {
  ADMIN_EMPLOYEES_PATH,
  employeeDeactivatePath,
  employeeReactivatePath,
  employeeResetPasswordPath,
  employeeRolePath,
  type Employee,
} from "@/shared/contract/employees";
import { useRefreshPeople } from "@/web/features/people/people-api";
import { apiRequest } from "@/web/lib/api";
import { apiPage } from "@/web/lib/api-lists";

export const EMPLOYEES_SHOWN = 8;

export const useLatestEmployees = () =>
  useQuery({
    queryKey: [ADMIN_EMPLOYEES_PATH, { limit: EMPLOYEES_SHOWN }, "page"],
    queryFn: () => apiPage<Employee>(ADMIN_EMPLOYEES_PATH, { limit: EMPLOYEES_SHOWN }),
  });

/** Every change refreshes the lists, any open record or documents and the admin dashboard's counters. */
export const useRefreshEmployees = () => useRefreshPeople("admin");

/** Deactivate, reactivate, change role: each answers the updated record. */
export function useAccountAction() {
  const refresh = useRefreshEmployees();
  return useMutation({
    mutationFn: (action: { id: number } & ({ kind: "deactivate" | "reactivate" } | { kind: "role"; role: Role })) =>
      action.kind === "role"
        ? apiRequest<Employee>("PUT", employeeRolePath(action.id), { role: action.role })
        : apiRequest<Employee>(
            "POST",
            action.kind === "deactivate" ? employeeDeactivatePath(action.id) : employeeReactivatePath(action.id),
          ),
    onSuccess: refresh,
  });
}

export function useResetPassword() {
  const refresh = useRefreshEmployees();
  return useMutation({
    mutationFn: (id: number) => apiRequest<{ temporaryPassword: string }>("POST", employeeResetPasswordPath(id)),
    onSuccess: refresh,
  });
}
