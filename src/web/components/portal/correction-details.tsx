import type { CorrectionStatus, Regularisation } from "@/shared/contract/regularisations";
import { regularisationTexts } from "@/shared/contract/regularisations";
import { twelveHourClock } from "@/shared/domain/working-time";
import { Badge } from "@/web/components/ui/badge";
import { formatDateTime, formatTime } from "@/web/lib/format";

/**
 * An attendance correction request as the employee, the manager and HR read it (docs/product.md section
 * 9.20): the times asked for beside the day's record, the reason, and who decided. No API call: the lists
 * that show it fetch their own requests.
 */

export const correctionTone = { Pending: "yellow", Approved: "green", Rejected: "red", Cancelled: "grey" } as const satisfies Record<
  CorrectionStatus,
  string
>;

export const askedTimes = (request: Pick<Regularisation, "checkIn" | "checkOut">) =>
  `${twelveHourClock(request.checkIn)} – ${request.checkOut ? twelveHourClock(request.checkOut) : "no check-out"}`;

export const recordedTimes = (request: Pick<Regularisation, "currentCheckIn" | "currentCheckOut">) =>
  request.currentCheckIn
    ? `${formatTime(request.currentCheckIn)} – ${request.currentCheckOut ? formatTime(request.currentCheckOut) : "--:--"}`
    : regularisationTexts.noRecord;

/** 'Rejected by Omkar Jadhav (manager)', 'Approved by HR (Sneha Patil)', 'Cancelled'. */
export function decisionText(request: Pick<Regularisation, "status" | "decidedBy" | "decidedAs">): string | null {
  if (request.status === "Pending") return null;
  if (request.status === "Cancelled") return "Cancelled by the employee";
  return request.decidedAs === "manager"
    ? `${request.status} by ${request.decidedBy} (manager)`
    : `${request.status} by HR (${request.decidedBy})`;
}

export function CorrectionStatusBadge(props: { status: CorrectionStatus }) {
  return <Badge tone={correctionTone[props.status]}>{props.status}</Badge>;
}

/** The request's facts as a definition list; `who` adds the employee's name and ID (manager and HR). */
export function CorrectionDetails(props: { request: Regularisation; who?: boolean }) {
  const { request } = props;
  const decision = decisionText(request);
  return (
    <dl className="grid gap-x-4 gap-y-1.5 text-sm sm:grid-cols-[8rem_1fr]">
      {props.who ? (
        <>
          <dt className="font-semibold text-slate-600">Employee</dt>
          <dd className="text-slate-900">
            {request.employeeName} ({request.employeeId})
          </dd>
        </>
      ) : null}
      <dt className="font-semibold text-slate-600">Asked for</dt>
      <dd className="text-slate-900 tabular-nums">{askedTimes(request)}</dd>
      <dt className="font-semibold text-slate-600">Recorded</dt>
      <dd className="text-slate-900 tabular-nums">{recordedTimes(request)}</dd>
      <dt className="font-semibold text-slate-600">Reason</dt>
      <dd className="break-words whitespace-pre-line text-slate-900">{request.reason}</dd>
      {decision ? (
        <>
          <dt className="font-semibold text-slate-600">Decision</dt>
          <dd className="break-words text-slate-900">
            {decision}
            {request.decidedAt ? `, ${formatDateTime(request.decidedAt)}` : ""}
            {request.comment ? <span className="block text-slate-700">“{request.comment}”</span> : null}
          </dd>
        </>
      ) : null}
    </dl>
  );
}
