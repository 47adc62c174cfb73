import { useState } from "react";
import type { Role } from "@/shared/contract/auth";
import { hrAttendanceMessages } from "@/shared/contract/hr-attendance";
import {
  correctionStatuses,
  regularisationTexts,
  type CorrectionDecision,
  type CorrectionStatus,
  type Regularisation,
} from "@/shared/contract/regularisations";
import { outOfHrReach } from "@/shared/domain/hr-reach";
import { CorrectionDecisionDialog } from "@/web/components/portal/correction-decision-dialog";
import { CorrectionDetails, CorrectionStatusBadge } from "@/web/components/portal/correction-details";
import { Button } from "@/web/components/ui/button";
import { Select } from "@/web/components/ui/field";
import { errorMessage } from "@/web/lib/api";
import { formatDate, formatLongDate } from "@/web/lib/format";
import { OutOfReachNote } from "@/web/components/portal/out-of-reach-note";
import { CORRECTIONS_PAGE, useDecideCorrection, useHrCorrections } from "./corrections-api";

type Deciding = { request: Regularisation; decision: CorrectionDecision; override: boolean };

/** A manager's rejection is HR's to override; anything else decided stays decided. */
const overridable = (request: Regularisation) => request.status === "Rejected" && request.decidedAs === "manager";

function RequestCard(props: {
  request: Regularisation;
  viewer: Role;
  onDecide: (decision: CorrectionDecision, override: boolean) => void;
}) {
  const { request } = props;
  const named = `${request.employeeName}, ${formatDate(request.date)}`;
  return (
    <li className="flex flex-col rounded-lg border border-slate-200 bg-white p-4">
      <div className="mb-3 flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h4 className="font-semibold text-slate-900">
            {request.employeeName} <span className="font-normal text-slate-600">({request.employeeId})</span>
          </h4>
          <p className="text-sm text-slate-700">{formatLongDate(request.date)}</p>
        </div>
        <CorrectionStatusBadge status={request.status} />
      </div>
      <CorrectionDetails request={request} />
      {outOfHrReach(props.viewer, request.adminAccount) && (request.status === "Pending" || overridable(request)) ? (
        <div className="mt-auto flex justify-end pt-3">
          <OutOfReachNote reason={hrAttendanceMessages.adminAccount} />
        </div>
      ) : request.status === "Pending" ? (
        <div className="mt-auto flex flex-wrap justify-end gap-2 pt-3">
          <Button variant="outline" size="sm" className="min-h-11" onClick={() => props.onDecide("reject", false)}>
            Reject<span className="sr-only"> the correction for {named}</span>
          </Button>
          <Button variant="secondary" size="sm" className="min-h-11" onClick={() => props.onDecide("approve", false)}>
            Approve<span className="sr-only"> the correction for {named}</span>
          </Button>
        </div>
      ) : overridable(request) ? (
        <div className="mt-auto flex justify-end pt-3">
          <Button variant="outline" size="sm" className="min-h-11" onClick={() => props.onDecide("approve", true)}>
            Approve anyway<span className="sr-only"> the correction for {named}</span>
          </Button>
        </div>
      ) : null}
    </li>
  );
}

/**
 * 'Correction requests' in HR's attendance panel (docs/product.md sections 6.7 and 9.20): the pending ones first
 * with Approve and Reject, any status on demand; a request a manager decided says so, and a manager's
 * rejection can be approved anyway (an override, audited). An admin account's request is read-only for an HR user
 * (`viewer`): an admin decides it (section 9.9).
 */
export function CorrectionRequestsSection(props: { id: string; viewer: Role }) {
  const [status, setStatus] = useState<CorrectionStatus | "">("Pending");
  const requests = useHrCorrections(status);
  const decide = useDecideCorrection();
  const [deciding, setDeciding] = useState<Deciding | null>(null);
  const rows = requests.data?.rows ?? [];
  const total = requests.data?.total ?? 0;
  const headingId = `${props.id}-corrections`;

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <h3 id={headingId} className="font-display text-base font-bold text-brand-900">
          Correction requests{status === "Pending" && requests.data ? ` (${total})` : ""}
        </h3>
        <label htmlFor={`${headingId}-status`} className="sr-only">
          Correction requests to show
        </label>
        <Select
          id={`${headingId}-status`}
          value={status}
          onChange={(event) => setStatus(event.target.value as CorrectionStatus | "")}
          className="sm:w-48"
        >
          {correctionStatuses.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
          <option value="">All requests</option>
        </Select>
      </div>
      {requests.isPending ? (
        <p className="text-sm text-slate-600" role="status">
          Loading...
        </p>
      ) : requests.isError ? (
        <div
          role="alert"
          className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800"
        >
          {errorMessage(requests.error, regularisationTexts.listFailed)}
          <Button variant="outline" size="sm" onClick={() => void requests.refetch()}>
            Try again
          </Button>
        </div>
      ) : rows.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-200 p-3 text-sm text-slate-600">
          {status ? `No ${status.toLowerCase()} correction requests` : regularisationTexts.hrEmpty}
        </p>
      ) : (
        <>
          <ul className="grid gap-3 lg:grid-cols-2" aria-label="Correction requests">
            {rows.map((request) => (
              <RequestCard
                key={request.id}
                request={request}
                viewer={props.viewer}
                onDecide={(decision, override) => setDeciding({ request, decision, override })}
              />
            ))}
          </ul>
          {total > CORRECTIONS_PAGE ? (
            <p className="text-sm text-slate-600">{`Showing the first ${CORRECTIONS_PAGE} of ${total}`}</p>
          ) : null}
        </>
      )}
      {deciding ? (
        <CorrectionDecisionDialog
          key={`${deciding.request.id}-${deciding.decision}`}
          request={deciding.request}
          decision={deciding.decision}
          override={deciding.override}
          busy={decide.isPending}
          decide={(comment) =>
            decide.mutateAsync({ id: deciding.request.id, decision: deciding.decision, comment, override: deciding.override })
          }
          onClose={() => setDeciding(null)}
        />
      ) : null}
    </section>
  );
}
