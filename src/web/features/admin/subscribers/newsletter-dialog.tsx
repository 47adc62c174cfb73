import { NEWSLETTER_BODY_MAX, newsletterInputSchema, type NewsletterInput } from "@/shared/contract/newsletter";
import { FormDialog } from "@/web/components/portal/form-dialog";
import { useFormDialog } from "@/web/components/portal/use-form-dialog";
import { FormField } from "@/web/components/ui/form-field";
import { contractResolver } from "@/web/lib/form-errors";
import { useSendNewsletter } from "./newsletter-api";

type NewsletterForm = Record<"subject" | "body", string>;
const blank: NewsletterForm = { subject: "", body: "" };
const toForm = () => blank;
const resolver = contractResolver<NewsletterForm, NewsletterInput>(newsletterInputSchema, (form) => form);

/** Send Newsletter (docs/product.md section 5.4): subject and message to every active subscriber, each with an unsubscribe link. */
export function NewsletterDialog(props: { open: boolean; activeSubscribers: number; onClose: () => void }) {
  const send = useSendNewsletter();
  const id = "newsletter-form";
  const { field, submit, dialog } = useFormDialog({
    id,
    open: props.open,
    item: null,
    onClose: props.onClose,
    blank,
    toForm,
    resolver,
    save: (input) => send.mutateAsync(input),
    success: { create: "Newsletter queued", update: "Newsletter queued" },
    failure: { create: "Failed to send the newsletter", update: "Failed to send the newsletter" },
  });
  const count = props.activeSubscribers;
  return (
    <FormDialog {...dialog} title="Send Newsletter" submitLabel="Send Newsletter" busyLabel="Sending..." size="lg">
      <form id={id} onSubmit={submit} noValidate className="grid gap-4">
        <p className="text-sm text-slate-700">
          Goes to {count === 1 ? "the 1 active subscriber" : `all ${count.toLocaleString("en-IN")} active subscribers`}, each with a
          personal unsubscribe link. Blank lines separate paragraphs.
        </p>
        <FormField form={field} idPrefix={id} name="subject" label="Subject" required />
        <FormField
          form={field}
          idPrefix={id}
          name="body"
          label="Message"
          as="textarea"
          rows={12}
          required
          maxLength={NEWSLETTER_BODY_MAX}
        />
      </form>
    </FormDialog>
  );
}
