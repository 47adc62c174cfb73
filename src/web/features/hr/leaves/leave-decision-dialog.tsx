import { useState } from "react";
import { leaveTypeLabels } from "@/shared/contract/employee-portal";
import { approveInputSchema, leaveAdminMessages, rejectInputSchema, type HrLeave, type LeaveDecision } from "@/shared/contract/leave-admin";
import { hasBalance } from "@/shared/domain/leave-balance";
import { DecisionDialog, type AfterRefusal } from "@/web/components/portal/decision-dialog";
import { ApiRequestError } from "@/web/lib/api";
import { dayCount, daysAskedLabel, leaveDates, leaveDayCount, managerRejected, overlapWarning } from "./leave-text";
import { useDecideLeave, useEmployeeBalances, useLeaveOverlaps } from "./leaves-api";

/** What is left of the person's balance of this type, beside the days asked, each in the type's unit (maternity: calendar days). */
export function BalanceLine(props: { leave: HrLeave }) {
  const balances = useEmployeeBalances(props.leave.employeeRecordId);
  const balance = balances.data?.balances.find((entry) => entry.leaveType === props.leave.leaveType);
  const type = leaveTypeLabels[props.leave.leaveType];
  if (!hasBalance(props.leave.leaveType))
    return (
      <dl className="grid grid-cols-2 gap-2 rounded-md bg-slate-50 p-3 text-sm">
        <dt className="text-slate-600">{daysAskedLabel(props.leave.leaveType)}</dt>
        <dd className="font-semibold text-slate-900">{dayCount(props.leave.workingDays)}</dd>
        <dd className="col-span-2 text-slate-700">No balance: these days are unpaid (loss of pay in the payroll).</dd>
      </dl>
    );
  return (
    <dl className="grid grid-cols-2 gap-2 rounded-md bg-slate-50 p-3 text-sm">
      <dt className="text-slate-600">{daysAskedLabel(props.leave.leaveType)}</dt>
      <dd className="font-semibold text-slate-900">{dayCount(props.leave.workingDays)}</dd>
      <dt className="text-slate-600">{type} left this year</dt>
      <dd className="font-semibold text-slate-900" aria-live="polite">
        {balances.isPending
          ? "Checking..."
          : balance
            ? `${balance.remaining} of ${leaveDayCount(props.leave.leaveType, balance.allowance)}`
            : "Not available"}
      </dd>
      {balance && balance.remaining < props.leave.workingDays ? (
        <dd className="col-span-2 text-amber-800">This is more than the remaining balance.</dd>
      ) : null}
    </dl>
  );
}

/** Others of the same department off on these dates (approved or pending), when there are any. */
function OverlapWarning(props: { leave: HrLeave }) {
  const overlaps = useLeaveOverlaps(props.leave.id);
  const text = overlaps.data ? overlapWarning(overlaps.data) : null;
  return text ? <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm break-words text-amber-900">{text}</p> : null;
}

/**
 * Approve or reject one pending request after a look at the balance and at who else of the department is
 * off then; or approve one the person's manager rejected (an override, docs/product.md section 9.20). Rejecting needs a reason. When the
 * server refuses an approval beyond the balance (409), the button becomes an explicit "Approve anyway".
 */
export function LeaveDecisionDialog(props: { leave: HrLeave; decision: LeaveDecision; onClose: () => void }) {
  const { leave, decision } = props;
  const decide = useDecideLeave();
  const [shortfall, setShortfall] = useState<string | null>(null);
  const approving = decision === "approve";
  // An approval refused for the balance stays open with the reason ("Approve anyway"); any other 409 closes; other failures stay.
  const afterRefusal = (failure: unknown, message: string): AfterRefusal => {
    if (!(failure instanceof ApiRequestError && failure.status === 409)) return "stay";
    const balanceRefused = message !== leaveAdminMessages.alreadyDecided && message !== leaveAdminMessages.askedAgain;
    if (!(approving && balanceRefused)) return "close";
    setShortfall(message);
    return "stay";
  };

  return (
    <DecisionDialog
      approving={approving}
      title={approving ? "Approve Leave" : "Reject Leave"}
      description={`${leave.employeeName} · ${leaveTypeLabels[leave.leaveType]} · ${leaveDates(leave)} (${dayCount(leave.days)})`}
      commentSchema={approving ? approveInputSchema : rejectInputSchema}
      commentPlaceholder={approving ? "Shown to the employee" : "Shown to the employee, e.g. the dates clash with the audit"}
      decide={(comment) => decide.mutateAsync({ id: leave.id, decision, comment, override: shortfall !== null })}
      busy={decide.isPending}
      success={{ title: approving ? "Leave approved" : "Leave rejected" }}
      failure={approving ? "Failed to approve leave" : "Failed to reject leave"}
      afterRefusal={afterRefusal}
      notice={shortfall}
      decideLabel={approving && shortfall ? "Approve anyway" : undefined}
      destructive={!approving || shortfall !== null}
      onClose={props.onClose}
    >
      <BalanceLine leave={leave} />
      {approving ? <OverlapWarning leave={leave} /> : null}
      {approving && managerRejected(leave) ? (
        <p className="rounded-md bg-slate-50 p-3 text-sm text-slate-700">
          This overrides the rejection by {leave.decidedBy ?? "the manager"} (manager){leave.comment ? `: “${leave.comment}”` : ""}.
        </p>
      ) : null}
      <p className="text-sm break-words whitespace-pre-line text-slate-700">
        <span className="font-semibold">Reason:</span> {leave.reason}
      </p>
    </DecisionDialog>
  );
}
