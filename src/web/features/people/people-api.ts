import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { ADMIN_STATS_PATH } from "@/shared/contract/admin";
import { EXPORT_COUNT_HEADER } from "@/shared/contract/common";
import { employeeDocumentPath, employeeDocumentsPath, type EmployeeDocument } from "@/shared/contract/employee-documents";
import { employeeRevealPath, type PeopleArea, type RevealedIdentifiers } from "@/shared/contract/employees";
import { HR_STATS_PATH } from "@/shared/contract/hr";
import { apiRequest } from "@/web/lib/api";
import { apiDownload } from "@/web/lib/api-lists";
import { saveBlob } from "@/web/lib/save-blob";
import { refreshPayroll } from "./payroll-refresh";

/**
 * The person calls admin and HR share (docs/decisions/006-people.md): each under the caller's own area,
 * /api/admin/employees/... or /api/hr/employees/..., so an HR screen never calls an admin route.
 */
const statsPath: Record<PeopleArea, string> = { admin: ADMIN_STATS_PATH, hr: HR_STATS_PATH };

/**
 * Every change refreshes the area's lists, any open record or documents (keys under the path), its dashboard counters
 * and the payroll (a person's salary, dates, separation or bank details move a month's figures).
 */
export function refreshPeople(client: QueryClient, area: PeopleArea) {
  const prefix = `/api/${area}/employees`;
  return Promise.all([
    client.invalidateQueries({ predicate: (query) => String(query.queryKey[0]).startsWith(prefix) }),
    client.invalidateQueries({ queryKey: [statsPath[area]] }),
    refreshPayroll(client),
  ]);
}

export function useRefreshPeople(area: PeopleArea) {
  const client = useQueryClient();
  return () => refreshPeople(client, area);
}

/** The full identifiers of one person; the server records the reveal. */
export const useReveal = (area: PeopleArea) =>
  useMutation({ mutationFn: (id: number) => apiRequest<RevealedIdentifiers>("POST", employeeRevealPath(id, area)) });

export const useDocuments = (id: number, area: PeopleArea) => useQuery<EmployeeDocument[]>({ queryKey: [employeeDocumentsPath(id, area)] });

/** The documents list sits under the employee's path, so the shared refresh reloads it. */
export function useDeleteDocument(employeeId: number, area: PeopleArea) {
  const refresh = useRefreshPeople(area);
  return useMutation({
    mutationFn: (documentId: number) => apiRequest("DELETE", employeeDocumentPath(employeeId, documentId, area)),
    onSuccess: refresh,
  });
}

/** Saved under the stored name: Content-Disposition may carry only an ASCII fallback of it. */
export async function downloadDocument(employeeId: number, document: EmployeeDocument, area: PeopleArea): Promise<void> {
  const { blob } = await apiDownload(employeeDocumentPath(employeeId, document.id, area), EXPORT_COUNT_HEADER);
  saveBlob(blob, document.name);
}
