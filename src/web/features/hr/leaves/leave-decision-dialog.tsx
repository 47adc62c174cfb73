import { useState } from "react";
import { toast } from "sonner";
import { leaveTypeLabels } from "@/shared/contract/employee-portal";
import { approveInputSchema, leaveAdminMessages, rejectInputSchema, type HrLeave, type LeaveDecision } from "@/shared/contract/leave-admin";
import { hasBalance } from "@/shared/domain/leave-balance";
import { Button } from "@/web/components/ui/button";
import { Dialog } from "@/web/components/ui/dialog";
import { FormField } from "@/web/components/ui/form-field";
import { ApiRequestError, errorMessage } from "@/web/lib/api";
import { dayCount, daysAskedLabel, leaveDates, leaveDayCount, managerRejected, overlapWarning } from "./leave-text";
import { useDecideLeave, useEmployeeBalances, useLeaveOverlaps } from "./leaves-api";

const id = "leave-decision";

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
        {balances.isPending ? "Checking..." : balance ? `${balance.remaining} of ${leaveDayCount(props.leave.leaveType, balance.allowance)}` : "Not available"}
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
  const [comment, setComment] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [shortfall, setShortfall] = useState<string | null>(null);
  const approving = decision === "approve";

  const send = () => {
    const parsed = (approving ? approveInputSchema : rejectInputSchema).safeParse({ comment });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    decide.mutate(
      { id: leave.id, decision, comment, override: shortfall !== null },
      {
        onSuccess: () => {
          toast.success(approving ? "Leave approved" : "Leave rejected");
          props.onClose();
        },
        onError: (failure) => {
          const message = errorMessage(failure, approving ? "Failed to approve leave" : "Failed to reject leave");
          toast.error("Error", { description: message });
          const balanceRefused =
            failure instanceof ApiRequestError && failure.status === 409 && message !== leaveAdminMessages.alreadyDecided && message !== leaveAdminMessages.askedAgain;
          if (approving && balanceRefused) setShortfall(message);
          else if (failure instanceof ApiRequestError && failure.status === 409) props.onClose();
        },
      },
    );
  };

  const label = approving ? (shortfall ? "Approve anyway" : "Approve") : "Reject";
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : props.onClose())}
      title={approving ? "Approve Leave" : "Reject Leave"}
      description={`${leave.employeeName} · ${leaveTypeLabels[leave.leaveType]} · ${leaveDates(leave)} (${dayCount(leave.days)})`}
      footer={
        <>
          <Button variant="outline" size="sm" onClick={props.onClose} disabled={decide.isPending}>
            Cancel
          </Button>
          <Button variant={approving && !shortfall ? "secondary" : "destructive"} size="sm" onClick={send} disabled={decide.isPending}>
            {decide.isPending ? (approving ? "Approving..." : "Rejecting...") : label}
          </Button>
        </>
      }
    >
      <div className="space-y-4">
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
        {shortfall ? (
          <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
            {shortfall}
          </p>
        ) : null}
        <FormField
          id={`${id}-comment`}
          label={approving ? "Comment (optional)" : "Reason for rejecting"}
          required={!approving}
          as="textarea"
          value={comment}
          onChange={setComment}
          error={error}
          maxLength={600}
          placeholder={approving ? "Shown to the employee" : "Shown to the employee, e.g. the dates clash with the audit"}
        />
      </div>
    </Dialog>
  );
}
