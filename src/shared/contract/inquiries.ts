import * as z from "zod/mini";
import { EMAIL_MAX, emailMessage, honeypotField, noControlCharacters, requiredText } from "./common";
import { inquirySubjects, type InquirySubject } from "./paths";

export { INQUIRIES_PATH, inquirySubjects } from "./paths";

/** How a stored subject is shown (older free-text subjects are shown as they were sent). */
export const inquirySubjectLabel = (value: string): string => inquirySubjects.find((subject) => subject.value === value)?.label ?? value;

export const NAME_MIN = 2;
export const NAME_MAX = 100;
export const PHONE_MIN = 10;
export const PHONE_MAX = 20;
export const MESSAGE_MIN = 10;
export const MESSAGE_MAX = 5000;

/** The contact form and POST /api/inquiries share this schema (docs/product.md sections 3.9 and 9.3). */
export const inquiryInputSchema = z.object({
  name: z
    .string({ error: "Name must be at least 2 characters" })
    .check(
      z.trim(),
      noControlCharacters(),
      z.minLength(NAME_MIN, "Name must be at least 2 characters"),
      z.maxLength(NAME_MAX, `Name must be at most ${NAME_MAX} characters`),
    ),
  email: z
    .string({ error: emailMessage })
    .check(z.trim(), noControlCharacters(), z.maxLength(EMAIL_MAX, emailMessage), z.email(emailMessage)),
  phone: z
    .string({ error: "Please enter a valid phone number" })
    .check(
      z.trim(),
      noControlCharacters(),
      z.minLength(PHONE_MIN, "Please enter a valid phone number"),
      z.maxLength(PHONE_MAX, "Please enter a valid phone number"),
      z.regex(/^\+?[0-9][0-9 ()-]*$/, "Please enter a valid phone number"),
    ),
  // One of the form's five choices (docs/product.md section 3.9); anything else, blank included, is "Subject is required".
  subject: z.enum(inquirySubjects.map((subject) => subject.value) as [InquirySubject, ...InquirySubject[]], {
    error: "Subject is required",
  }),
  message: z
    .string({ error: "Message must be at least 10 characters" })
    .check(
      z.trim(),
      noControlCharacters(),
      z.minLength(MESSAGE_MIN, "Message must be at least 10 characters"),
      z.maxLength(MESSAGE_MAX, `Message must be at most ${MESSAGE_MAX} characters`),
    ),
  website: honeypotField,
});
export type InquiryInput = z.input<typeof inquiryInputSchema>;
/** The form's state: no subject is chosen until the visitor picks one. */
export type InquiryFormValues = Omit<InquiryInput, "subject"> & { subject: InquiryInput["subject"] | "" };

/** POST /api/inquiries answers 201 with this (id null when the honeypot caught a bot). */
export const inquiryAcceptedSchema = z.object({ id: z.nullable(z.int()), message: z.string() });

/** The admin's reply to an inquiry, sent by e-mail and kept as its thread (docs/product.md sections 5.3 and 9.6). */
export const inquiryRepliesPath = (id: number) => `/api/admin/inquiries/${id}/replies`;

export const inquiryNotFoundMessage = "Inquiry not found";

export const replyMessages = {
  subject: "Subject is required",
  body: "Message is required",
} as const;
export const REPLY_SUBJECT_MAX = 200;
export const REPLY_BODY_MAX = 10_000;

/** The subject the compose dialog starts with: 'Re: ' and the inquiry's subject as the form showed it. */
export const replySubjectFor = (subject: string) => `Re: ${inquirySubjectLabel(subject)}`;

/** POST /api/admin/inquiries/{id}/replies: the compose dialog's payload. */
export const inquiryReplyInputSchema = z.object({
  to: z.string({ error: emailMessage }).check(z.trim(), noControlCharacters(), z.maxLength(EMAIL_MAX, emailMessage), z.email(emailMessage)),
  subject: requiredText(replyMessages.subject, REPLY_SUBJECT_MAX),
  body: requiredText(replyMessages.body, REPLY_BODY_MAX),
});
export type InquiryReplyInput = z.input<typeof inquiryReplyInputSchema>;

/** How far an e-mail has got: waiting or retrying, delivered, given up, or kept because no mail server is configured. */
export const mailDeliveryStatuses = ["pending", "sent", "failed", "unconfigured"] as const;
export type MailDeliveryStatus = (typeof mailDeliveryStatuses)[number];

/** One reply of the thread (GET answers them oldest first). */
export const inquiryReplySchema = z.object({
  id: z.int(),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  /** The admin who sent it (null once that account is gone). */
  sentBy: z.nullable(z.string()),
  /** Null when its outbox row is no longer kept. */
  delivery: z.nullable(z.enum(mailDeliveryStatuses)),
  createdAt: z.string(),
});
export type InquiryReply = z.infer<typeof inquiryReplySchema>;
