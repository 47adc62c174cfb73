import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  TEAM_CORRECTIONS_PATH,
  teamCorrectionDecisionPath,
  type CorrectionDecision,
  type Regularisation,
} from "@/shared/contract/regularisations";
import { refreshPayroll } from "@/web/features/people/payroll-refresh";
import { apiRequest } from "@/web/lib/api";

/** The manager's direct reports' requests: pending first, then those decided in the last 30 days (docs/product.md section 9.20). */
export const useTeamCorrections = () => useQuery<Regularisation[]>({ queryKey: [TEAM_CORRECTIONS_PATH] });

export function useDecideTeamCorrection() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision, comment }: { id: number; decision: CorrectionDecision; comment: string }) =>
      apiRequest<Regularisation>("POST", teamCorrectionDecisionPath(id, decision), { comment }),
    // Also after a failure: a 409 or 404 means the list on screen was out of date. An approved correction changes the
    // day's status, so the payroll of its month (loss of pay) for an HR user who manages the person.
    onSettled: () => Promise.all([client.invalidateQueries({ queryKey: [TEAM_CORRECTIONS_PATH] }), refreshPayroll(client)]),
  });
}
