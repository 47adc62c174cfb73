import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ADMIN_STATS_PATH } from "@/shared/contract/admin";
import { ADMIN_JOBS_PATH, jobPath, type Job, type JobInput } from "@/shared/contract/jobs";
import { apiRequest } from "@/web/lib/api";
import { apiPage } from "@/web/lib/api-lists";

export const JOBS_SHOWN = 8;

export const useLatestJobs = () =>
  useQuery({
    queryKey: [ADMIN_JOBS_PATH, { limit: JOBS_SHOWN }, "page"],
    queryFn: () => apiPage<Job>(ADMIN_JOBS_PATH, { limit: JOBS_SHOWN }),
  });

/** The editable fields of an opening (for a PUT that only closes or reopens it). */
export const jobInputOf = ({ id: _id, postedAt: _posted, updatedAt: _updated, ...input }: Job): JobInput => input as JobInput;

export function useSaveJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: JobInput }) =>
      id === undefined ? apiRequest<Job>("POST", ADMIN_JOBS_PATH, input) : apiRequest<Job>("PUT", jobPath(id), input),
    onSuccess: () =>
      Promise.all([client.invalidateQueries({ queryKey: [ADMIN_JOBS_PATH] }), client.invalidateQueries({ queryKey: [ADMIN_STATS_PATH] })]),
  });
}
