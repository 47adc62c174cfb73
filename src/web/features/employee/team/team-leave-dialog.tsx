import { useState } from "react";
import { toast } from "sonner";
import { leaveTypeLabels } from "@/shared/contract/employee-portal";
import { rejectInputSchema, type HrLeave, type LeaveDecision } from "@/shared/contract/leave-admin";
import { teamApproveInputSchema } from "@/shared/contract/team";
import { Button } from "@/web/components/ui/button";
import { Dialog } from "@/web/components/ui/dialog";
import { FormField } from "@/web/components/ui/form-field";
import { ApiRequestError, errorMessage } from "@/web/lib/api";
import { dayCount, daysAskedLabel, leaveDates } from "./team-text";
import { useDecideTeamLeave } from "./team-api";

const id = "team-leave-decision";

/**
 * A manager approves or rejects a report's pending request (docs/product.md section 9.20); rejecting needs a
 * reason. An approval beyond the balance is HR's: the server's 409 says to ask HR and stays on screen.
 */
export function TeamLeaveDialog(props: { leave: HrLeave; decision: LeaveDecision; onClose: () => void }) {
  const { leave, decision } = props;
  const decide = useDecideTeamLeave();
  const [comment, setComment] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [refusal, setRefusal] = useState<string | null>(null);
  const approving = decision === "approve";

  const send = () => {
    const parsed = (approving ? teamApproveInputSchema : rejectInputSchema).safeParse({ comment });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    decide.mutate(
      { id: leave.id, decision, comment: parsed.data.comment },
      {
        onSuccess: () => {
          toast.success(approving ? "Leave approved" : "Leave rejected", { description: `${leave.employeeName}, ${leaveDates(leave)}` });
          props.onClose();
        },
        onError: (failure) => {
          const message = errorMessage(failure, approving ? "Failed to approve leave" : "Failed to reject leave");
          toast.error("Error", { description: message });
          // Beyond the balance: the message (ask HR) stays in the dialog; anything else closes it.
          if (failure instanceof ApiRequestError && failure.status === 409 && approving && message.includes("ask HR")) setRefusal(message);
          else props.onClose();
        },
      },
    );
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => (open || decide.isPending ? undefined : props.onClose())}
      title={approving ? "Approve Leave" : "Reject Leave"}
      description={`${leave.employeeName} · ${leaveTypeLabels[leave.leaveType]} · ${leaveDates(leave)} (${dayCount(leave.days)})`}
      footer={
        <>
          <Button variant="outline" size="sm" onClick={props.onClose} disabled={decide.isPending}>
            Cancel
          </Button>
          {refusal ? null : (
            <Button variant={approving ? "secondary" : "destructive"} size="sm" onClick={send} disabled={decide.isPending}>
              {decide.isPending ? (approving ? "Approving..." : "Rejecting...") : approving ? "Approve" : "Reject"}
            </Button>
          )}
        </>
      }
    >
      <div className="space-y-4">
        <dl className="grid grid-cols-2 gap-2 rounded-md bg-slate-50 p-3 text-sm">
          <dt className="text-slate-600">{daysAskedLabel(leave.leaveType)}</dt>
          <dd className="font-semibold text-slate-900">{dayCount(leave.workingDays)}</dd>
        </dl>
        <p className="text-sm break-words whitespace-pre-line text-slate-700">
          <span className="font-semibold">Reason:</span> {leave.reason}
        </p>
        {refusal ? (
          <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
            {refusal}
          </p>
        ) : (
          <FormField
            id={`${id}-comment`}
            label={approving ? "Comment (optional)" : "Reason for rejecting"}
            required={!approving}
            as="textarea"
            value={comment}
            onChange={setComment}
            error={error}
            maxLength={600}
            placeholder="Shown to the employee"
          />
        )}
      </div>
    </Dialog>
  );
}
