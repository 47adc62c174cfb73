import { Send } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "wouter";
import type { z } from "zod/mini";
import type { InquiryFormValues, inquiryInputSchema } from "@/shared/contract/inquiries";
import { HONEYPOT_NAME, INQUIRIES_PATH, inquirySubjects } from "@/shared/contract/paths";
import { Button } from "@/web/components/ui/button";
import { FormField } from "@/web/components/ui/form-field";
import { contactForm } from "@/web/content/contact";
import { apiRequest } from "@/web/lib/api";
import { toast } from "@/web/lib/toast";
import { schemaValidation, useSchemaForm, type Validation } from "@/web/lib/use-schema-form";

type InquiryValues = z.output<typeof inquiryInputSchema>;

const emptyForm: InquiryFormValues = { name: "", email: "", phone: "", subject: "", message: "", website: "" };

/** The shared schema, with the validation library, loads when the visitor first focuses the form (docs/architecture.md section 3). */
const loadSchema = () =>
  import("@/shared/contract/inquiries").then(
    (contract) => contract.inquiryInputSchema,
    () => undefined,
  );
// If the schema cannot be fetched (a dropped connection), the form still sends: the server applies
// the same schema and a rejected message ends in the failure toast with the visitor's text kept.
// The form's blank subject is wider than the schema's input; the schema answers it with "Subject is required".
const validate = async (values: InquiryFormValues): Promise<Validation<InquiryFormValues, InquiryValues>> => {
  const schema = await loadSchema();
  return schema ? schemaValidation(schema, values) : { values: values as InquiryValues };
};

/** The contact form of docs/product.md section 3.9, validated by the schema the API uses. */
export function ContactForm(props: { onSent: () => void; focusOnMount?: boolean }) {
  const { register, errors, handleSubmit, reset, setFocus } = useSchemaForm({ fields: emptyForm, validate });
  const field = { register, errors };
  const { focusOnMount } = props;
  useEffect(() => {
    if (focusOnMount) setFocus("name");
  }, [focusOnMount, setFocus]);

  // A plain async handler: public pages stay free of the query client (docs/architecture.md sections 9 and 11: the budget).
  const [pending, setPending] = useState(false);
  const send = async (values: InquiryValues) => {
    setPending(true);
    try {
      await apiRequest("POST", INQUIRIES_PATH, values);
      toast.success(contactForm.success.title, { description: contactForm.success.description });
      reset();
      props.onSent();
    } catch (error) {
      console.error(error);
      toast.error(contactForm.failure.title, { description: contactForm.failure.description });
    } finally {
      setPending(false);
    }
  };

  const { labels, placeholders } = contactForm;
  return (
    <form
      noValidate
      aria-labelledby="contact-form-heading"
      aria-busy={pending}
      onFocus={() => void loadSchema()}
      onSubmit={handleSubmit(send)}
    >
      <h2 id="contact-form-heading" className="font-display text-2xl font-bold text-brand-900 sm:text-3xl">
        {contactForm.heading}
      </h2>
      <p className="mt-2 text-slate-600">{contactForm.intro}</p>

      <div className="mt-8 grid gap-5 sm:grid-cols-2">
        <FormField
          form={field}
          idPrefix="contact"
          name="name"
          label={labels.name}
          required
          autoComplete="name"
          placeholder={placeholders.name}
        />
        <FormField
          form={field}
          idPrefix="contact"
          name="email"
          label={labels.email}
          required
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={placeholders.email}
        />
        <FormField
          form={field}
          idPrefix="contact"
          name="phone"
          label={labels.phone}
          required
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          placeholder={placeholders.phone}
        />
        <FormField
          form={field}
          idPrefix="contact"
          name="subject"
          label={labels.subject}
          required
          as="select"
          emptyOption={contactForm.subjectPlaceholder}
          options={inquirySubjects}
        />
        <FormField
          form={field}
          idPrefix="contact"
          name="message"
          label={labels.message}
          required
          as="textarea"
          rows={7}
          controlClassName="lg:min-h-64"
          placeholder={placeholders.message}
          className="sm:col-span-2"
        />
      </div>

      {/* Honeypot: hidden from people and assistive technology; bots that fill it are answered as if accepted. */}
      <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
        <label htmlFor={`contact-${HONEYPOT_NAME}`}>{labels.honeypot}</label>
        <input id={`contact-${HONEYPOT_NAME}`} type="text" tabIndex={-1} autoComplete="off" {...register("website")} />
      </div>

      <div className="mt-8 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-500">
          {contactForm.privacyNote}{" "}
          <Link href="/privacy-policy" className="font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900">
            {contactForm.privacyLink}
          </Link>
          .
        </p>
        <Button type="submit" size="lg" className="w-full shrink-0 sm:w-auto" disabled={pending}>
          <Send aria-hidden="true" />
          {pending ? contactForm.pending : contactForm.submit}
        </Button>
      </div>
    </form>
  );
}
