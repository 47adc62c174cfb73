import { useState } from "react";
import { leaveTypeLabels } from "@/shared/contract/employee-portal";
import { rejectInputSchema, type HrLeave, type LeaveDecision } from "@/shared/contract/leave-admin";
import { teamApproveInputSchema } from "@/shared/contract/team";
import { DecisionDialog, type AfterRefusal } from "@/web/components/portal/decision-dialog";
import { ApiRequestError } from "@/web/lib/api";
import { dayCount, daysAskedLabel, leaveDates } from "./team-text";
import { useDecideTeamLeave } from "./team-api";

/**
 * A manager approves or rejects a report's pending request (docs/product.md section 9.20); rejecting needs a
 * reason. An approval beyond the balance is HR's: the server's 409 says to ask HR and stays on screen.
 */
export function TeamLeaveDialog(props: { leave: HrLeave; decision: LeaveDecision; onClose: () => void }) {
  const { leave, decision } = props;
  const decide = useDecideTeamLeave();
  const [refusal, setRefusal] = useState<string | null>(null);
  const approving = decision === "approve";
  // Beyond the balance: the message (ask HR) stays in the dialog; anything else closes it.
  const afterRefusal = (failure: unknown, message: string): AfterRefusal => {
    if (!(failure instanceof ApiRequestError && failure.status === 409 && approving && message.includes("ask HR"))) return "close";
    setRefusal(message);
    return "stay";
  };

  return (
    <DecisionDialog
      approving={approving}
      title={approving ? "Approve Leave" : "Reject Leave"}
      description={`${leave.employeeName} · ${leaveTypeLabels[leave.leaveType]} · ${leaveDates(leave)} (${dayCount(leave.days)})`}
      commentSchema={approving ? teamApproveInputSchema : rejectInputSchema}
      commentPlaceholder="Shown to the employee"
      decide={(comment) => decide.mutateAsync({ id: leave.id, decision, comment })}
      busy={decide.isPending}
      success={{ title: approving ? "Leave approved" : "Leave rejected", description: `${leave.employeeName}, ${leaveDates(leave)}` }}
      failure={approving ? "Failed to approve leave" : "Failed to reject leave"}
      afterRefusal={afterRefusal}
      notice={refusal}
      decideLabel={refusal ? null : undefined}
      hideComment={refusal !== null}
      onClose={props.onClose}
    >
      <dl className="grid grid-cols-2 gap-2 rounded-md bg-slate-50 p-3 text-sm">
        <dt className="text-slate-600">{daysAskedLabel(leave.leaveType)}</dt>
        <dd className="font-semibold text-slate-900">{dayCount(leave.workingDays)}</dd>
      </dl>
      <p className="text-sm break-words whitespace-pre-line text-slate-700">
        <span className="font-semibold">Reason:</span> {leave.reason}
      </p>
    </DecisionDialog>
  );
}
