import * as z from "zod/mini";
import { requiredText } from "./common";
import { unsubscribeMessages } from "./paths";

/**
 * The newsletter (docs/product.md sections 5.4, 9.7 and 11): campaigns the admin sends to every active subscriber,
 * and the unsubscribe link every message carries (RFC 8058 one-click).
 */
export const ADMIN_NEWSLETTERS_PATH = "/api/admin/newsletters";

export const newsletterMessages = {
  subject: "Subject is required",
  body: "Message is required",
  noSubscribers: "There are no active subscribers to send to",
} as const;
export const NEWSLETTER_SUBJECT_MAX = 200;
export const NEWSLETTER_BODY_MAX = 20_000;

/** POST /api/admin/newsletters: the Send Newsletter dialog's payload. */
export const newsletterInputSchema = z.object({
  subject: requiredText(newsletterMessages.subject, NEWSLETTER_SUBJECT_MAX),
  body: requiredText(newsletterMessages.body, NEWSLETTER_BODY_MAX),
});
export type NewsletterInput = z.input<typeof newsletterInputSchema>;

/**
 * A campaign with its counts, from its outbox rows: `pending` waits or retries, `unconfigured` was kept because no
 * mail server is configured; `unsubscribed` counts its recipients who are inactive subscribers now.
 */
export const newsletterCampaignSchema = z.object({
  id: z.int(),
  subject: z.string(),
  sentBy: z.nullable(z.string()),
  createdAt: z.string(),
  recipients: z.int(),
  sent: z.int(),
  failed: z.int(),
  pending: z.int(),
  unconfigured: z.int(),
  unsubscribed: z.int(),
});
export type NewsletterCampaign = z.infer<typeof newsletterCampaignSchema>;

/** ?t= of the unsubscribe page and endpoint: the subscriber's id and its signature. */
export const unsubscribeQuerySchema = z.object({
  t: z
    .string({ error: unsubscribeMessages.invalid })
    .check(z.maxLength(200, unsubscribeMessages.invalid), z.regex(/^\d{1,10}\.[A-Za-z0-9_-]{43}$/, unsubscribeMessages.invalid)),
});

export const unsubscribedSchema = z.object({ message: z.string() });
