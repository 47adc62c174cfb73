import type { NewsletterCampaign } from "@/shared/contract/newsletter";
import type { Db } from "../../db/client";
import type { MailSettings } from "../../mail/template";
import { newsletterMessage } from "./newsletter-mail";
import { enqueueMails } from "../../mail/outbox";
import { activeSubscriberPages, insertCampaign } from "./store";
import type { UnsubscribeTokens } from "./unsubscribe-token";

/**
 * Send Newsletter (docs/product.md section 11): the campaign and one outbox row per active subscriber, written in
 * batches inside the caller's transaction, so the campaign is queued whole or not at all. Answers the campaign
 * with its counts as they stand (every message pending); 0 recipients is for the caller to refuse.
 */
export async function queueNewsletter(
  tx: Db,
  input: { subject: string; body: string },
  sender: { accountId: number | null; name: string | null },
  context: { settings: MailSettings; tokens: UnsubscribeTokens; now: Date },
): Promise<NewsletterCampaign> {
  const id = await insertCampaign(tx, { ...input, createdByAccountId: sender.accountId, createdAt: context.now });
  let recipients = 0;
  for await (const page of activeSubscriberPages(tx)) {
    const messages = page.map((subscriber) =>
      newsletterMessage({ id, ...input }, { email: subscriber.email, token: context.tokens.tokenFor(subscriber.id) }, context.settings),
    );
    await enqueueMails(tx, messages);
    recipients += messages.length;
  }
  return {
    id,
    subject: input.subject,
    sentBy: sender.name,
    createdAt: context.now.toISOString(),
    recipients,
    sent: 0,
    failed: 0,
    pending: recipients,
    unconfigured: 0,
    unsubscribed: 0,
  };
}
