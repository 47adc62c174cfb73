import type { AdminInquiry } from "@/shared/contract/admin";
import { inquiryReplyInputSchema, REPLY_BODY_MAX, replySubjectFor, type InquiryReplyInput } from "@/shared/contract/inquiries";
import { FormDialog } from "@/web/components/portal/form-dialog";
import { useFormDialog } from "@/web/components/portal/use-form-dialog";
import { FormField } from "@/web/components/ui/form-field";
import { contractResolver } from "@/web/lib/form-errors";
import { useSendReply } from "./inquiries-api";

type ReplyForm = Record<"to" | "subject" | "body", string>;
const blank: ReplyForm = { to: "", subject: "", body: "" };
// To the sender, 'Re: {subject}', and a greeting to start from (docs/product.md section 5.3).
const toForm = (inquiry: AdminInquiry): ReplyForm => ({
  to: inquiry.email,
  subject: replySubjectFor(inquiry.subject),
  body: `Dear ${inquiry.name},\n\n`,
});
const resolver = contractResolver<ReplyForm, InquiryReplyInput>(inquiryReplyInputSchema, (form) => form);

/** Reply: compose an e-mail to the inquiry's sender; Send queues it, keeps it in the thread and marks the inquiry replied. */
export function ReplyDialog(props: { inquiry: AdminInquiry | null; onClose: () => void }) {
  const send = useSendReply();
  const id = "inquiry-reply";
  const { field, submit, dialog } = useFormDialog({
    id,
    open: props.inquiry !== null,
    item: props.inquiry,
    onClose: props.onClose,
    blank,
    toForm,
    resolver,
    save: (input, inquiry) => send.mutateAsync({ inquiryId: inquiry!.id, input }),
    success: { create: "Reply sent", update: "Reply sent" },
    failure: { create: "Failed to send the reply", update: "Failed to send the reply" },
  });
  return (
    <FormDialog
      {...dialog}
      title={props.inquiry ? `Reply to ${props.inquiry.name}` : "Reply"}
      submitLabel="Send Reply"
      busyLabel="Sending..."
      size="lg"
    >
      <form id={id} onSubmit={submit} noValidate className="grid gap-4">
        <FormField form={field} idPrefix={id} name="to" label="To" type="email" required autoComplete="off" />
        <FormField form={field} idPrefix={id} name="subject" label="Subject" required />
        <FormField form={field} idPrefix={id} name="body" label="Message" as="textarea" rows={10} required maxLength={REPLY_BODY_MAX} />
      </form>
    </FormDialog>
  );
}
