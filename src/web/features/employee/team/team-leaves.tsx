import { useState } from "react";
import type { Role } from "@/shared/contract/auth";
import { leaveTypeLabels } from "@/shared/contract/employee-portal";
import type { HrLeave, LeaveDecision } from "@/shared/contract/leave-admin";
import { managerAdminAccountLeaveMessage } from "@/shared/contract/team";
import { outOfHrReach } from "@/shared/domain/hr-reach";
import { OutOfReachNote } from "@/web/components/portal/out-of-reach-note";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { QueryState } from "../query-state";
import { useErrorToast } from "../use-error-toast";
import { useTeamLeaves } from "./team-api";
import { TeamLeaveDialog } from "./team-leave-dialog";
import { leaveDayCount } from "../leave-type-text";
import { decidedByText, leaveDates, leaveStatusTone } from "./team-text";

const failed = "Failed to fetch your team's leave requests";

/**
 * One request; its days in the type's unit ("182 calendar days of leave" for maternity). An admin account's pending
 * request is read-only to a manager who is not an admin (`viewer`; docs/product.md section 9.9).
 */
export function LeaveCard(props: { leave: HrLeave; viewer: Role; onDecide: (decision: LeaveDecision) => void }) {
  const { leave } = props;
  const named = `${leave.employeeName}, ${leaveDates(leave)}`;
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4">
      <div className="mb-2 flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h4 className="font-semibold break-words text-slate-900">{leave.employeeName}</h4>
          <p className="text-sm text-slate-700">
            {leaveTypeLabels[leave.leaveType]} · {leaveDates(leave)} · {leaveDayCount(leave.leaveType, leave.workingDays)} of leave
          </p>
        </div>
        <Badge tone={leaveStatusTone[leave.status]}>{leave.status}</Badge>
      </div>
      <p className="text-sm break-words text-slate-700">{leave.reason}</p>
      {leave.status !== "Pending" ? (
        <p className="mt-2 text-xs text-slate-600">
          {decidedByText(leave)}
          {leave.comment ? ` · “${leave.comment}”` : ""}
        </p>
      ) : outOfHrReach(props.viewer, leave.adminAccount) ? (
        <div className="mt-3">
          <OutOfReachNote reason={managerAdminAccountLeaveMessage} />
        </div>
      ) : (
        <div className="mt-3 flex flex-wrap justify-end gap-2">
          <Button variant="outline" size="sm" className="min-h-11" onClick={() => props.onDecide("reject")}>
            Reject<span className="sr-only"> leave for {named}</span>
          </Button>
          <Button variant="secondary" size="sm" className="min-h-11" onClick={() => props.onDecide("approve")}>
            Approve<span className="sr-only"> leave for {named}</span>
          </Button>
        </div>
      )}
    </li>
  );
}

/**
 * The Team view's leave requests (docs/product.md section 8.4): the direct reports' pending requests with
 * Approve and Reject on each card (visible on a phone), then those decided in the last 30 days.
 */
export function TeamLeaves(props: { viewer: Role }) {
  const leaves = useTeamLeaves();
  const [deciding, setDeciding] = useState<{ leave: HrLeave; decision: LeaveDecision } | null>(null);
  useErrorToast(leaves.isError, failed);
  const rows = leaves.data ?? [];
  return (
    <section aria-labelledby="team-leaves" className="space-y-3">
      <h3 id="team-leaves" className="font-display text-base font-bold text-brand-900">
        Leave requests
      </h3>
      <QueryState
        loading={leaves.isPending}
        error={leaves.isError ? failed : null}
        onRetry={() => void leaves.refetch()}
        empty={rows.length === 0}
        emptyText="No leave requests from your team in the last 30 days"
      >
        <ul className="space-y-3" aria-label="Your team's leave requests">
          {rows.map((leave) => (
            <LeaveCard key={leave.id} leave={leave} viewer={props.viewer} onDecide={(decision) => setDeciding({ leave, decision })} />
          ))}
        </ul>
      </QueryState>
      {deciding ? (
        <TeamLeaveDialog
          key={`${deciding.leave.id}-${deciding.decision}`}
          leave={deciding.leave}
          decision={deciding.decision}
          onClose={() => setDeciding(null)}
        />
      ) : null}
    </section>
  );
}
