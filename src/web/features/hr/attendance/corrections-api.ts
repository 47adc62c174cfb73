import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { HR_STATS_PATH } from "@/shared/contract/hr";
import { HR_ATTENDANCE_PATH } from "@/shared/contract/hr-attendance";
import {
  HR_CORRECTIONS_PATH,
  hrCorrectionDecisionPath,
  type CorrectionDecision,
  type CorrectionStatus,
  type Regularisation,
} from "@/shared/contract/regularisations";
import { refreshPayroll } from "@/web/features/people/payroll-refresh";
import { apiRequest } from "@/web/lib/api";
import { apiPage, type Page } from "@/web/lib/api-lists";

export const CORRECTIONS_PAGE = 50;

/** One status's requests (or all), Pending first; the total comes from X-Total-Count (docs/product.md section 9.20). */
export const useHrCorrections = (status: CorrectionStatus | "") =>
  useQuery<Page<Regularisation>>({
    queryKey: [HR_CORRECTIONS_PATH, { status }],
    queryFn: () => apiPage<Regularisation>(HR_CORRECTIONS_PATH, { status, limit: CORRECTIONS_PAGE }),
  });

export function useDecideCorrection() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision, comment, override }: { id: number; decision: CorrectionDecision; comment: string; override: boolean }) =>
      apiRequest<Regularisation>(
        "POST",
        hrCorrectionDecisionPath(id, decision),
        decision === "approve" ? { comment, override } : { comment },
      ),
    // Also after a failure (a 409: decided meanwhile). An approval changes the day's sheet, the Today list's count, and
    // the payroll's LOP (for a finalised month the draft payroll's adjustments).
    onSettled: () =>
      Promise.all([
        ...[HR_CORRECTIONS_PATH, HR_ATTENDANCE_PATH, HR_STATS_PATH].map((path) => client.invalidateQueries({ queryKey: [path] })),
        refreshPayroll(client),
      ]),
  });
}
