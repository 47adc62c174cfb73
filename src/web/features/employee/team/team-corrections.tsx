import { useState } from "react";
import type { Role } from "@/shared/contract/auth";
import {
  regularisationMessages,
  regularisationTexts,
  type CorrectionDecision,
  type Regularisation,
} from "@/shared/contract/regularisations";
import { outOfHrReach } from "@/shared/domain/hr-reach";
import { CorrectionDecisionDialog } from "@/web/components/portal/correction-decision-dialog";
import { CorrectionDetails, CorrectionStatusBadge } from "@/web/components/portal/correction-details";
import { OutOfReachNote } from "@/web/components/portal/out-of-reach-note";
import { Button } from "@/web/components/ui/button";
import { formatDate, formatLongDate } from "@/web/lib/format";
import { QueryState } from "../query-state";
import { useErrorToast } from "../use-error-toast";
import { useDecideTeamCorrection, useTeamCorrections } from "./team-corrections-api";

/** An admin account's pending request is read-only to a manager who is not an admin (`viewer`; docs/product.md section 9.9). */
function RequestCard(props: { request: Regularisation; viewer: Role; onDecide: (decision: CorrectionDecision) => void }) {
  const { request } = props;
  const named = `${request.employeeName}, ${formatDate(request.date)}`;
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4">
      <div className="mb-3 flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h4 className="font-semibold text-slate-900">{request.employeeName}</h4>
          <p className="text-sm text-slate-700">{formatLongDate(request.date)}</p>
        </div>
        <CorrectionStatusBadge status={request.status} />
      </div>
      <CorrectionDetails request={request} />
      {request.status !== "Pending" ? null : outOfHrReach(props.viewer, request.adminAccount) ? (
        <div className="mt-3">
          <OutOfReachNote reason={regularisationMessages.managerAdminAccount} />
        </div>
      ) : (
        <div className="mt-3 flex flex-wrap justify-end gap-2">
          <Button variant="outline" size="sm" className="min-h-11" onClick={() => props.onDecide("reject")}>
            Reject<span className="sr-only"> the correction for {named}</span>
          </Button>
          <Button variant="secondary" size="sm" className="min-h-11" onClick={() => props.onDecide("approve")}>
            Approve<span className="sr-only"> the correction for {named}</span>
          </Button>
        </div>
      )}
    </li>
  );
}

/**
 * The Team view's attendance corrections (docs/product.md section 9.20): the manager's direct reports'
 * pending requests to approve or reject, then those decided in the last 30 days. Cards, so every action is
 * visible on a phone. Mounted by the Team view; needs nothing from it.
 */
export function TeamCorrections(props: { viewer: Role }) {
  const requests = useTeamCorrections();
  const decide = useDecideTeamCorrection();
  const [deciding, setDeciding] = useState<{ request: Regularisation; decision: CorrectionDecision } | null>(null);
  useErrorToast(requests.isError, regularisationTexts.listFailed);
  const rows = requests.data ?? [];

  return (
    <section aria-labelledby="team-corrections" className="space-y-3">
      <h3 id="team-corrections" className="font-display text-base font-bold text-brand-900">
        Attendance corrections
      </h3>
      <QueryState
        loading={requests.isPending}
        error={requests.isError ? regularisationTexts.listFailed : null}
        onRetry={() => void requests.refetch()}
        empty={rows.length === 0}
        emptyText={regularisationTexts.teamEmpty}
      >
        <ul className="space-y-3" aria-label="Your team's correction requests">
          {rows.map((request) => (
            <RequestCard
              key={request.id}
              request={request}
              viewer={props.viewer}
              onDecide={(decision) => setDeciding({ request, decision })}
            />
          ))}
        </ul>
      </QueryState>
      {deciding ? (
        <CorrectionDecisionDialog
          key={`${deciding.request.id}-${deciding.decision}`}
          request={deciding.request}
          decision={deciding.decision}
          busy={decide.isPending}
          decide={(comment) => decide.mutateAsync({ id: deciding.request.id, decision: deciding.decision, comment })}
          onClose={() => setDeciding(null)}
        />
      ) : null}
    </section>
  );
}
