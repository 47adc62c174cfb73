import { z } from "zod";
import { EMAIL_MAX, emailMessage, honeypotField } from "./common";

export { INQUIRIES_PATH } from "./paths";

export const NAME_MIN = 2;
export const NAME_MAX = 100;
export const PHONE_MIN = 10;
export const PHONE_MAX = 20;
export const SUBJECT_MIN = 2;
export const SUBJECT_MAX = 100;
export const MESSAGE_MIN = 10;
export const MESSAGE_MAX = 5000;

export const inquirySubjects = [
  { value: "general", label: "General Inquiry" },
  { value: "property", label: "Property Information" },
  { value: "partnership", label: "Business Partnership" },
  { value: "careers", label: "Career Opportunities" },
  { value: "other", label: "Other" },
] as const;

/** The contact form and POST /api/inquiries share this schema (SPEC section 5). */
export const inquiryInputSchema = z.object({
  name: z
    .string({ error: "Name must be at least 2 characters" })
    .trim()
    .min(NAME_MIN, "Name must be at least 2 characters")
    .max(NAME_MAX, `Name must be at most ${NAME_MAX} characters`),
  email: z.string({ error: emailMessage }).trim().max(EMAIL_MAX, emailMessage).email(emailMessage),
  phone: z
    .string({ error: "Please enter a valid phone number" })
    .trim()
    .min(PHONE_MIN, "Please enter a valid phone number")
    .max(PHONE_MAX, "Please enter a valid phone number")
    .regex(/^\+?[0-9][0-9 ()-]*$/, "Please enter a valid phone number"),
  subject: z
    .string({ error: "Subject is required" })
    .trim()
    .min(SUBJECT_MIN, "Subject is required")
    .max(SUBJECT_MAX, `Subject must be at most ${SUBJECT_MAX} characters`),
  message: z
    .string({ error: "Message must be at least 10 characters" })
    .trim()
    .min(MESSAGE_MIN, "Message must be at least 10 characters")
    .max(MESSAGE_MAX, `Message must be at most ${MESSAGE_MAX} characters`),
  website: honeypotField,
});
export type InquiryInput = z.input<typeof inquiryInputSchema>;

export const inquirySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  subject: z.string(),
  message: z.string(),
  createdAt: z.string(),
});
export type Inquiry = z.infer<typeof inquirySchema>;
