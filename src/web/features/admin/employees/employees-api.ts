import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Role } from "@/shared/contract/auth";
import { ADMIN_STATS_PATH } from "@/shared/contract/admin";
import { EXPORT_COUNT_HEADER } from "@/shared/contract/common";
import {
  ADMIN_EMPLOYEES_PATH,
  employeeDeactivatePath,
  employeeDocumentPath,
  employeeDocumentsPath,
  employeeReactivatePath,
  employeeResetPasswordPath,
  employeeRevealPath,
  employeeRolePath,
  type Employee,
  type EmployeeDocument,
  type RevealedIdentifiers,
} from "@/shared/contract/employees";
import { apiRequest } from "@/web/lib/api";
import { apiDownload, apiPage } from "@/web/lib/api-lists";
import { saveBlob } from "@/web/lib/save-blob";

export const EMPLOYEES_SHOWN = 8;

export const useLatestEmployees = () =>
  useQuery({
    queryKey: [ADMIN_EMPLOYEES_PATH, { limit: EMPLOYEES_SHOWN }, "page"],
    queryFn: () => apiPage<Employee>(ADMIN_EMPLOYEES_PATH, { limit: EMPLOYEES_SHOWN }),
  });

/** Every change refreshes the lists, any open record or documents (keys under the path) and the dashboard's counters. */
export function useRefreshEmployees() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ predicate: (query) => String(query.queryKey[0]).startsWith(ADMIN_EMPLOYEES_PATH) }),
      client.invalidateQueries({ queryKey: [ADMIN_STATS_PATH] }),
    ]);
}

/** The full identifiers of one person; the server records the reveal. */
export const useReveal = () => useMutation({ mutationFn: (id: number) => apiRequest<RevealedIdentifiers>("POST", employeeRevealPath(id)) });

export const useDocuments = (id: number) => useQuery<EmployeeDocument[]>({ queryKey: [employeeDocumentsPath(id)] });

/** The documents list sits under the employee's path, so the shared refresh reloads it. */
export function useDeleteDocument(employeeId: number) {
  const refresh = useRefreshEmployees();
  return useMutation({
    mutationFn: (documentId: number) => apiRequest("DELETE", employeeDocumentPath(employeeId, documentId)),
    onSuccess: refresh,
  });
}

/** Saved under the stored name: Content-Disposition may carry only an ASCII fallback of it. */
export async function downloadDocument(employeeId: number, document: EmployeeDocument): Promise<void> {
  const { blob } = await apiDownload(employeeDocumentPath(employeeId, document.id), EXPORT_COUNT_HEADER);
  saveBlob(blob, document.name);
}

/** Deactivate, reactivate, change role: each answers the updated record. */
export function useAccountAction() {
  const refresh = useRefreshEmployees();
  return useMutation({
    mutationFn: (action: { id: number } & ({ kind: "deactivate" | "reactivate" } | { kind: "role"; role: Role })) =>
      action.kind === "role"
        ? apiRequest<Employee>("PUT", employeeRolePath(action.id), { role: action.role })
        : apiRequest<Employee>("POST", action.kind === "deactivate" ? employeeDeactivatePath(action.id) : employeeReactivatePath(action.id)),
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
