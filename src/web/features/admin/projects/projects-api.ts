import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ADMIN_STATS_PATH } from "@/shared/contract/admin";
import { ADMIN_PROJECTS_PATH, projectPath, type Project, type ProjectInput } from "@/shared/contract/projects";
import { apiRequest } from "@/web/lib/api";
import { apiPage } from "@/web/lib/api-lists";

export const PROJECTS_SHOWN = 9;

/** The newest projects and the total ('View All N Projects' above 9: docs/product.md section 5.2). */
export const useLatestProjects = () =>
  useQuery({
    queryKey: [ADMIN_PROJECTS_PATH, { limit: PROJECTS_SHOWN }, "page"],
    queryFn: () => apiPage<Project>(ADMIN_PROJECTS_PATH, { limit: PROJECTS_SHOWN }),
  });

/** Every change refreshes the projects and the dashboard's figures (docs/product.md section 5.1). */
function useRefresh() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: [ADMIN_PROJECTS_PATH] }),
      client.invalidateQueries({ queryKey: [ADMIN_STATS_PATH] }),
    ]);
}

export function useSaveProject() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: ProjectInput }) =>
      id === undefined ? apiRequest<Project>("POST", ADMIN_PROJECTS_PATH, input) : apiRequest<Project>("PUT", projectPath(id), input),
    onSuccess: refresh,
  });
}

export function useDeleteProject() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (id: number) => apiRequest("DELETE", projectPath(id)), onSuccess: refresh });
}
