import * as z from "zod/mini";
import { EMAIL_MAX, emailMessage, honeypotField } from "./common";

export { INQUIRIES_PATH, inquirySubjects } from "./paths";

export const NAME_MIN = 2;
export const NAME_MAX = 100;
export const PHONE_MIN = 10;
export const PHONE_MAX = 20;
export const SUBJECT_MIN = 2;
export const SUBJECT_MAX = 100;
export const MESSAGE_MIN = 10;
export const MESSAGE_MAX = 5000;


/** The contact form and POST /api/inquiries share this schema (SPEC section 5). */
export const inquiryInputSchema = z.object({
  name: z
    .string({ error: "Name must be at least 2 characters" })
    .check(
      z.trim(),
      z.minLength(NAME_MIN, "Name must be at least 2 characters"),
      z.maxLength(NAME_MAX, `Name must be at most ${NAME_MAX} characters`),
    ),
  email: z.string({ error: emailMessage }).check(z.trim(), z.maxLength(EMAIL_MAX, emailMessage), z.email(emailMessage)),
  phone: z
    .string({ error: "Please enter a valid phone number" })
    .check(
      z.trim(),
      z.minLength(PHONE_MIN, "Please enter a valid phone number"),
      z.maxLength(PHONE_MAX, "Please enter a valid phone number"),
      z.regex(/^\+?[0-9][0-9 ()-]*$/, "Please enter a valid phone number"),
    ),
  subject: z
    .string({ error: "Subject is required" })
    .check(
      z.trim(),
      z.minLength(SUBJECT_MIN, "Subject is required"),
      z.maxLength(SUBJECT_MAX, `Subject must be at most ${SUBJECT_MAX} characters`),
    ),
  message: z
    .string({ error: "Message must be at least 10 characters" })
    .check(
      z.trim(),
      z.minLength(MESSAGE_MIN, "Message must be at least 10 characters"),
      z.maxLength(MESSAGE_MAX, `Message must be at most ${MESSAGE_MAX} characters`),
    ),
  website: honeypotField,
});
export type InquiryInput = z.input<typeof inquiryInputSchema>;

export const inquirySchema = z.object({
  id: z.int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  subject: z.string(),
  message: z.string(),
  createdAt: z.string(),
});
export type Inquiry = z.infer<typeof inquirySchema>;
