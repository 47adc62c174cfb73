import { useState } from "react";
import { correctionApproveSchema, correctionRejectSchema, type CorrectionDecision, type Regularisation } from "@/shared/contract/regularisations";
import { Button } from "@/web/components/ui/button";
import { Dialog } from "@/web/components/ui/dialog";
import { FormField } from "@/web/components/ui/form-field";
import { formatLongDate } from "@/web/lib/format";
import { CorrectionDetails } from "./correction-details";

const id = "correction-decision";

/**
 * Approve or reject one correction request (docs/product.md section 9.20), for the manager's Team view and
 * HR's attendance panel alike: the request beside the day's record, a comment (required to reject). The
 * caller sends the decision (`onDecide` resolves once it is done, rejects on failure) and closes the dialog.
 */
export function CorrectionDecisionDialog(props: {
  request: Regularisation;
  decision: CorrectionDecision;
  /** HR approving a request a manager rejected. */
  override?: boolean;
  busy: boolean;
  onDecide: (comment: string) => void;
  onClose: () => void;
}) {
  const { request, decision } = props;
  const [comment, setComment] = useState("");
  const [error, setError] = useState<string | undefined>();
  const approving = decision === "approve";

  const send = () => {
    const parsed = (approving ? correctionApproveSchema : correctionRejectSchema).safeParse({ comment });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    props.onDecide(parsed.data.comment);
  };

  const title = approving ? (props.override ? "Approve Correction Anyway" : "Approve Correction") : "Reject Correction";
  return (
    <Dialog
      open
      onOpenChange={(open) => (open || props.busy ? undefined : props.onClose())}
      title={title}
      description={`${request.employeeName} · ${formatLongDate(request.date)}`}
      footer={
        <>
          <Button variant="outline" size="sm" onClick={props.onClose} disabled={props.busy}>
            Cancel
          </Button>
          <Button variant={approving ? "secondary" : "destructive"} size="sm" onClick={send} disabled={props.busy}>
            {props.busy ? (approving ? "Approving..." : "Rejecting...") : approving ? "Approve" : "Reject"}
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        <CorrectionDetails request={request} who />
        {approving ? (
          <p className="rounded-md bg-slate-50 p-3 text-sm text-slate-700">
            {props.override ? "This overrides the manager's rejection. " : ""}Approving sets the day's times as asked, as an HR correction would.
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
          placeholder="Shown to the employee"
        />
      </div>
    </Dialog>
  );
}
