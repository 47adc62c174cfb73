import { useState } from "react";
import { toast } from "sonner";
import { leaveTypeLabels } from "@/shared/contract/employee-portal";
import { cancelApprovedInputSchema, type HrLeave } from "@/shared/contract/leave-admin";
import { Button } from "@/web/components/ui/button";
import { Dialog } from "@/web/components/ui/dialog";
import { FormField } from "@/web/components/ui/form-field";
import { ApiRequestError, errorMessage } from "@/web/lib/api";
import { cancelledDaysText, dayCount, leaveDates } from "./leave-text";
import { useCancelApprovedLeave } from "./leaves-api";

/**
 * HR cancels an approved leave, started or not, with a reason the employee sees (docs/product.md section 10.6.2).
 * The days return to the balance; a finalised month it touched is corrected in the next draft month.
 */
export function LeaveCancelDialog(props: { leave: HrLeave; onClose: () => void }) {
  const { leave } = props;
  const cancel = useCancelApprovedLeave();
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | undefined>();

  const send = () => {
    const parsed = cancelApprovedInputSchema.safeParse({ reason });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    cancel.mutate(
      { id: leave.id, reason },
      {
        onSuccess: () => {
          toast.success("Leave cancelled");
          props.onClose();
        },
        onError: (failure) => {
          toast.error("Error", { description: errorMessage(failure, "Failed to cancel leave") });
          // Someone else changed it first: the row on screen is out of date.
          if (failure instanceof ApiRequestError && failure.status === 409) props.onClose();
        },
      },
    );
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : props.onClose())}
      title="Cancel Leave"
      description={`${leave.employeeName} · ${leaveTypeLabels[leave.leaveType]} · ${leaveDates(leave)} (${dayCount(leave.days)})`}
      footer={
        <>
          <Button variant="outline" size="sm" onClick={props.onClose} disabled={cancel.isPending}>
            Keep Leave
          </Button>
          <Button variant="destructive" size="sm" onClick={send} disabled={cancel.isPending}>
            {cancel.isPending ? "Cancelling..." : "Cancel Leave"}
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        <p className="text-sm text-slate-700">
          {cancelledDaysText(leave)}; days not worked become absences. A month whose payroll is finalised stays as it is: the difference in
          loss of pay is paid or recovered in the next draft month.
        </p>
        <FormField
          id="leave-cancel-reason"
          label="Reason for cancelling"
          required
          as="textarea"
          value={reason}
          onChange={setReason}
          error={error}
          maxLength={600}
          placeholder="Shown to the employee, e.g. came back to work early"
        />
      </div>
    </Dialog>
  );
}
