import { useState, type ReactNode } from "react";
import { toast } from "sonner";
import { Button } from "@/web/components/ui/button";
import { Dialog } from "@/web/components/ui/dialog";
import { FormField } from "@/web/components/ui/form-field";
import { errorMessage } from "@/web/lib/api";

/** What a refused decision leaves on screen: the dialog closes, or stays open (with the caller's notice, if it set one). */
export type AfterRefusal = "close" | "stay";

/** The comment rule of the decision (approve: optional, reject: required), as the contract's schema checks it. */
interface CommentSchema {
  safeParse(input: {
    comment: string;
  }): { success: true; data: { comment: string } } | { success: false; error: { issues: { message: string }[] } };
}

/** What a decision says once sent. */
export interface DecisionOutcome {
  success: { title: string; description?: string };
  /** The toast's message when the server gives none. */
  failure: string;
  afterRefusal?: (failure: unknown, message: string) => AfterRefusal;
}

/** Sends a decision once: success toasts and closes; a failure toasts its message, then closes unless `afterRefusal` says stay. */
export async function sendDecision(decide: () => Promise<unknown>, outcome: DecisionOutcome, close: () => void): Promise<void> {
  try {
    await decide();
    toast.success(
      outcome.success.title,
      outcome.success.description === undefined ? undefined : { description: outcome.success.description },
    );
    close();
  } catch (failure) {
    const message = errorMessage(failure, outcome.failure);
    toast.error("Error", { description: message });
    if ((outcome.afterRefusal?.(failure, message) ?? "close") === "close") close();
  }
}

/**
 * Approve or reject one request (a leave, an attendance correction; docs/product.md section 9.20), the one dialog
 * every decision uses: the request's details (children), a comment checked by the decision's schema (required to
 * reject), then the decision sent once. Success toasts and closes; a failure toasts its message and then closes,
 * unless `afterRefusal` keeps the dialog open (e.g. with a notice of why).
 */
export function DecisionDialog(
  props: DecisionOutcome & {
    approving: boolean;
    title: string;
    description: string;
    commentSchema: CommentSchema;
    commentPlaceholder: string;
    /** Sends the decision; resolves once it is done. */
    decide: (comment: string) => Promise<unknown>;
    busy: boolean;
    /** A refusal kept on screen (role alert). */
    notice?: string | null;
    /** The decide button's label instead of Approve or Reject (e.g. "Approve anyway"); null hides the button. */
    decideLabel?: string | null;
    destructive?: boolean;
    /** Hides the comment (nothing more to decide). */
    hideComment?: boolean;
    onClose: () => void;
    children: ReactNode;
  },
) {
  const { approving } = props;
  const [comment, setComment] = useState("");
  const [error, setError] = useState<string | undefined>();

  const send = async () => {
    const parsed = props.commentSchema.safeParse({ comment });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    await sendDecision(() => props.decide(parsed.data.comment), props, props.onClose);
  };

  const label = props.decideLabel === undefined ? (approving ? "Approve" : "Reject") : props.decideLabel;
  return (
    <Dialog
      open
      onOpenChange={(open) => (open || props.busy ? undefined : props.onClose())}
      title={props.title}
      description={props.description}
      footer={
        <>
          <Button variant="outline" size="sm" onClick={props.onClose} disabled={props.busy}>
            Cancel
          </Button>
          {label === null ? null : (
            <Button
              variant={(props.destructive ?? !approving) ? "destructive" : "secondary"}
              size="sm"
              onClick={() => void send()}
              disabled={props.busy}
            >
              {props.busy ? (approving ? "Approving..." : "Rejecting...") : label}
            </Button>
          )}
        </>
      }
    >
      <div className="space-y-4">
        {props.children}
        {props.notice ? (
          <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
            {props.notice}
          </p>
        ) : null}
        {props.hideComment ? null : (
          <FormField
            id="decision-comment"
            label={approving ? "Comment (optional)" : "Reason for rejecting"}
            required={!approving}
            as="textarea"
            value={comment}
            onChange={setComment}
            error={error}
            maxLength={600}
            placeholder={props.commentPlaceholder}
          />
        )}
      </div>
    </Dialog>
  );
}
