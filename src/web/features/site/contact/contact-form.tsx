import { zodResolver } from "@hookform/resolvers/zod";
import { Send } from "lucide-react";
import { useEffect, useState } from "react";
import { useForm, type FieldErrors, type Resolver } from "react-hook-form";
import { toast } from "sonner";
import { Link } from "wouter";
import type { z } from "zod/mini";
import type { InquiryFormValues, inquiryInputSchema } from "@/shared/contract/inquiries";
import { HONEYPOT_NAME, INQUIRIES_PATH, inquirySubjects } from "@/shared/contract/paths";
import { Button } from "@/web/components/ui/button";
import { Field, Input, Select, Textarea } from "@/web/components/ui/field";
import { contactForm } from "@/web/content/contact";
import { apiRequest } from "@/web/lib/api";

type InquiryValues = z.output<typeof inquiryInputSchema>;
type FieldName = Exclude<keyof InquiryFormValues, "website">;

const emptyForm: InquiryFormValues = { name: "", email: "", phone: "", subject: "", message: "", website: "" };
const fieldId = (name: FieldName) => `contact-${name}`;

/** aria-invalid and aria-describedby pointing at the Field's error paragraph. */
function errorProps(errors: FieldErrors<InquiryFormValues>, name: FieldName) {
  return errors[name] ? { "aria-invalid": true, "aria-describedby": `${fieldId(name)}-error` } : {};
}

function Label(props: { text: string }) {
  return (
    <>
      {props.text}
      <span className="ml-0.5 text-red-600" aria-hidden="true">
        *
      </span>
    </>
  );
}

/** The shared schema, with the validation library, loads when the visitor first focuses the form (DESIGN section 8). */
const loadSchema = () =>
  import("@/shared/contract/inquiries").then(
    (module) => module.inquiryInputSchema,
    () => undefined,
  );
// If the schema cannot be fetched (a dropped connection), the form still sends: the server applies
// the same schema and a rejected message ends in the failure toast with the visitor's text kept.
const resolver: Resolver<InquiryFormValues, unknown, InquiryValues> = async (values, context, options) => {
  const schema = await loadSchema();
  if (!schema) return { values: values as InquiryValues, errors: {} };
  // The form's blank subject is wider than the schema's input; the schema answers it with "Subject is required".
  const validate = zodResolver(schema) as unknown as Resolver<InquiryFormValues, unknown, InquiryValues>;
  return validate(values, context, options);
};

/** The contact form of SPEC sections 4 and 5, validated by the schema the API uses. */
export function ContactForm(props: { onSent: () => void; focusOnMount?: boolean }) {
  const { register, handleSubmit, reset, setFocus, formState } = useForm<InquiryFormValues, unknown, InquiryValues>({
    resolver,
    defaultValues: emptyForm,
  });
  const { errors } = formState;
  const { focusOnMount } = props;
  useEffect(() => {
    if (focusOnMount) setFocus("name");
  }, [focusOnMount, setFocus]);

  // A plain async handler: public pages stay free of the query client (DESIGN section 8 budget).
  const [pending, setPending] = useState(false);
  const send = async (values: InquiryValues) => {
    setPending(true);
    try {
      await apiRequest("POST", INQUIRIES_PATH, values);
      toast.success(contactForm.success.title, { description: contactForm.success.description });
      reset(emptyForm);
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
    <form noValidate aria-labelledby="contact-form-heading" aria-busy={pending} onFocus={() => void loadSchema()} onSubmit={handleSubmit(send)}>
      <h2 id="contact-form-heading" className="font-display text-2xl font-bold text-brand-900 sm:text-3xl">
        {contactForm.heading}
      </h2>
      <p className="mt-2 text-slate-600">{contactForm.intro}</p>

      <div className="mt-8 grid gap-5 sm:grid-cols-2">
        <Field id={fieldId("name")} label={<Label text={labels.name} />} error={errors.name?.message}>
          <Input id={fieldId("name")} autoComplete="name" aria-required="true" placeholder={placeholders.name} {...errorProps(errors, "name")} {...register("name")} />
        </Field>
        <Field id={fieldId("email")} label={<Label text={labels.email} />} error={errors.email?.message}>
          <Input id={fieldId("email")} type="email" autoComplete="email" inputMode="email" aria-required="true" placeholder={placeholders.email} {...errorProps(errors, "email")} {...register("email")} />
        </Field>
        <Field id={fieldId("phone")} label={<Label text={labels.phone} />} error={errors.phone?.message}>
          <Input id={fieldId("phone")} type="tel" autoComplete="tel" inputMode="tel" aria-required="true" placeholder={placeholders.phone} {...errorProps(errors, "phone")} {...register("phone")} />
        </Field>
        <Field id={fieldId("subject")} label={<Label text={labels.subject} />} error={errors.subject?.message}>
          <Select id={fieldId("subject")} aria-required="true" {...errorProps(errors, "subject")} {...register("subject")}>
            <option value="">{contactForm.subjectPlaceholder}</option>
            {inquirySubjects.map((subject) => (
              <option key={subject.value} value={subject.value}>
                {subject.label}
              </option>
            ))}
          </Select>
        </Field>
        <Field id={fieldId("message")} label={<Label text={labels.message} />} error={errors.message?.message} className="sm:col-span-2">
          <Textarea id={fieldId("message")} rows={7} className="lg:min-h-64" aria-required="true" placeholder={placeholders.message} {...errorProps(errors, "message")} {...register("message")} />
        </Field>
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
