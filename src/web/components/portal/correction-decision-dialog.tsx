import {
  correctionApproveSchema,
  correctionRejectSchema,
  regularisationTexts,
  type CorrectionDecision,
  type Regularisation,
} from "@/shared/contract/regularisations";
import { formatDate, formatLongDate } from "@/web/lib/format";
import { CorrectionDetails } from "./correction-details";
import { DecisionDialog } from "./decision-dialog";

/**
 * Approve or reject one correction request (docs/product.md section 9.20), for the manager's Team view and
 * HR's attendance panel alike: the request beside the day's record, a comment (required to reject). The
 * caller sends the decision (`decide` resolves once it is done); the dialog says how it went and closes.
 */
export function CorrectionDecisionDialog(props: {
  request: Regularisation;
  decision: CorrectionDecision;
  /** HR approving a request a manager rejected. */
  override?: boolean;
  busy: boolean;
  decide: (comment: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const { request, decision } = props;
  const approving = decision === "approve";
  return (
    <DecisionDialog
      approving={approving}
      title={approving ? (props.override ? "Approve Correction Anyway" : "Approve Correction") : "Reject Correction"}
      description={`${request.employeeName} · ${formatLongDate(request.date)}`}
      commentSchema={approving ? correctionApproveSchema : correctionRejectSchema}
      commentPlaceholder="Shown to the employee"
      decide={props.decide}
      busy={props.busy}
      success={{
        title: approving ? regularisationTexts.approved : regularisationTexts.rejected,
        description: `${request.employeeName}, ${formatDate(request.date)}`,
      }}
      failure={regularisationTexts.decideFailed}
      onClose={props.onClose}
    >
      <CorrectionDetails request={request} who />
      {approving ? (
        <p className="rounded-md bg-slate-50 p-3 text-sm text-slate-700">
          {props.override ? "This overrides the manager's rejection. " : ""}Approving sets the day's times as asked, as an HR correction
          would.
        </p>
      ) : null}
    </DecisionDialog>
  );
}
