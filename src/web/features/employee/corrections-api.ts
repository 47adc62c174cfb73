import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { EMPLOYEE_ATTENDANCE_MONTH_PATH } from "@/shared/contract/employee-portal";
import {
  correctionCancelPath,
  EMPLOYEE_CORRECTIONS_PATH,
  type Regularisation,
  type RegularisationInput,
} from "@/shared/contract/regularisations";
import { apiRequest } from "@/web/lib/api";

/** The employee's own correction requests (docs/product.md section 9.20), newest first; the first page of 100 is plenty for 30 days. */
export const useOwnCorrections = () => useQuery<Regularisation[]>({ queryKey: [EMPLOYEE_CORRECTIONS_PATH] });

const refresh = (client: ReturnType<typeof useQueryClient>) =>
  Promise.all([
    client.invalidateQueries({ queryKey: [EMPLOYEE_CORRECTIONS_PATH] }),
    client.invalidateQueries({ queryKey: [EMPLOYEE_ATTENDANCE_MONTH_PATH] }),
  ]);

export function useRequestCorrection() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: RegularisationInput) => apiRequest<Regularisation>("POST", EMPLOYEE_CORRECTIONS_PATH, input),
    onSettled: () => refresh(client),
  });
}

export function useCancelCorrection() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<Regularisation>("POST", correctionCancelPath(id)),
    // Also after a failure: a 409 means the request was decided meanwhile.
    onSettled: () => refresh(client),
  });
}
