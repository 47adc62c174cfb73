import * as z from "zod/mini";
import { EMAIL_MAX, emailMessage, honeypotField, noControlCharacters } from "./common";

export { SUBSCRIBERS_PATH } from "./paths";

/** The newsletter block and POST /api/subscribers share this schema (docs/product.md sections 3.11 and 9.3). */
export const subscriberInputSchema = z.object({
  email: z
    .string({ error: "Please enter your email address" })
    .check(
      z.trim(),
      z.minLength(1, { error: "Please enter your email address", abort: true }),
      noControlCharacters(),
      z.maxLength(EMAIL_MAX, emailMessage),
      z.email(emailMessage),
    ),
  website: honeypotField,
});
export type SubscriberInput = z.input<typeof subscriberInputSchema>;

export const subscriberNotFoundMessage = "Subscriber not found";

/** POST /api/subscribers answers 201 with this, for new and known addresses alike. */
export const subscribedSchema = z.object({ message: z.string() });

export const subscriberSchema = z.object({
  id: z.int(),
  email: z.string(),
  status: z.enum(["active", "inactive"]),
  source: z.string(),
  subscribedAt: z.string(),
});
export type Subscriber = z.infer<typeof subscriberSchema>;
