import { useState } from "react";
import { toast } from "sonner";
import { leaveTypeLabels, type LeaveRequest } from "@/shared/contract/employee-portal";
import { countsCalendarDays, hasBalance } from "@/shared/domain/leave-balance";
import { ConfirmDialog } from "@/web/components/portal/confirm-dialog";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { errorMessage } from "@/web/lib/api";
import { formatDate } from "@/web/lib/format";
import { dayCount, leaveTone } from "./attendance-text";
import { useCancelLeave, useLeaveRequests } from "./employee-api";
import { LeaveBalanceSummary } from "./leave-balance-summary";
import { leaveDayCount } from "./leave-type-text";
import { QueryState } from "./query-state";
import { useErrorToast } from "./use-error-toast";

const FAILED = "Failed to fetch leave requests";

const dates = (request: LeaveRequest) =>
  request.startDate === request.endDate
    ? formatDate(request.startDate)
    : `${formatDate(request.startDate)} – ${formatDate(request.endDate)}`;

/** The days that use leave (docs/product.md section 10.3): fixed once approved; calendar days for maternity. */
const workingDays = (request: LeaveRequest) =>
  countsCalendarDays(request.leaveType)
    ? `${leaveDayCount(request.leaveType, request.workingDays)} of leave`
    : `${request.workingDays} working ${request.workingDays === 1 ? "day" : "days"}`;

function RequestCard(props: { request: LeaveRequest; onCancel: () => void }) {
  const { request } = props;
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold text-slate-900">{leaveTypeLabels[request.leaveType]}</h3>
          <p className="text-sm text-slate-700">
            {dates(request)} · {dayCount(request.days)} · {workingDays(request)}
          </p>
        </div>
        <Badge tone={leaveTone[request.status]}>{request.status}</Badge>
      </div>
      <p className="mt-2 text-sm break-words whitespace-pre-line text-slate-700">{request.reason}</p>
      {request.comment ? (
        <p className="mt-2 rounded-md bg-slate-50 p-2 text-sm break-words text-slate-700">
          <span className="font-semibold">HR comment:</span> {request.comment}
        </p>
      ) : null}
      {request.cancellable ? (
        <div className="mt-3 flex justify-end">
          <Button variant="outline" size="sm" className="min-h-11" onClick={props.onCancel}>
            Cancel
            <span className="sr-only">
              {" "}
              {leaveTypeLabels[request.leaveType]} {dates(request)}
            </span>
          </Button>
        </div>
      ) : null}
    </li>
  );
}

/** The employee's own leave requests; a pending one, or an approved one not started, can be withdrawn after a confirmation (docs/product.md section 8.4). */
export function LeaveRequestsTab() {
  const leave = useLeaveRequests();
  const cancel = useCancelLeave();
  const [cancelling, setCancelling] = useState<LeaveRequest | null>(null);
  useErrorToast(leave.isError, FAILED);
  const requests = leave.data ?? [];

  const approved = cancelling?.status === "Approved";
  const confirm = () => {
    if (!cancelling) return;
    cancel.mutate(cancelling.id, {
      onSuccess: () => {
        toast.success(approved ? "Leave cancelled" : "Leave request cancelled");
        setCancelling(null);
      },
      onError: (error) => toast.error("Error", { description: errorMessage(error, "Failed to cancel leave request") }),
    });
  };

  return (
    <div className="space-y-3">
      <LeaveBalanceSummary />
      <QueryState
        loading={leave.isPending}
        error={leave.isError ? FAILED : null}
        onRetry={() => void leave.refetch()}
        empty={requests.length === 0}
        emptyText="No leave requests found"
      >
        <ul className="space-y-3" aria-label="Leave requests">
          {requests.map((request) => (
            <RequestCard key={request.id} request={request} onCancel={() => setCancelling(request)} />
          ))}
        </ul>
      </QueryState>
      <ConfirmDialog
        open={cancelling !== null}
        onOpenChange={(open) => (open ? undefined : setCancelling(null))}
        title={approved ? "Cancel this approved leave?" : "Cancel this leave request?"}
        message={cancelling ? `${leaveTypeLabels[cancelling.leaveType]}, ${dates(cancelling)}` : ""}
        note={
          approved
            ? `You will be expected at work on these days${cancelling && hasBalance(cancelling.leaveType) ? ", and they return to your balance" : ""}. You can request leave again later.`
            : "HR will no longer see it as pending. You can request leave again later."
        }
        confirmLabel={approved ? "Cancel Leave" : "Cancel Request"}
        busyLabel="Cancelling..."
        busy={cancel.isPending}
        onConfirm={confirm}
      />
    </div>
  );
}
