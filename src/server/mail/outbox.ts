import { outbox } from "../db/schema";
import type { Db } from "../db/client";

/** One message to send: what it is, who it goes to, and its text (and optional HTML) body. */
export interface OutboxMessage {
  /** What the message is ('password.reset', 'inquiry.notify', 'newsletter', ...); the E-mail panel filters by it. */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
  campaignId?: number;
}

const outboxRow = (message: OutboxMessage) => ({
  kind: message.kind,
  toAddress: message.to,
  subject: message.subject,
  textBody: message.text,
  htmlBody: message.html ?? null,
  headers: message.headers ?? null,
  campaignId: message.campaignId ?? null,
});

/**
 * Writes a message to the outbox and returns its id (docs/product.md section 11). Call it with the transaction of
 * the change that causes the message, so the change and its e-mail commit together or not at all; the delivery
 * loop (mail/delivery.ts) sends it later. Nothing else happens here: no network, no status decision.
 */
export async function enqueueMail(tx: Db, message: OutboxMessage): Promise<number> {
  const [row] = await tx.insert(outbox).values(outboxRow(message)).returning({ id: outbox.id });
  if (!row) throw new Error("outbox insert returned no row");
  return row.id;
}

/** Many messages in one INSERT (a newsletter's batch, a month's payslip notices), in the caller's transaction like enqueueMail. */
export async function enqueueMails(tx: Db, messages: OutboxMessage[]): Promise<void> {
  if (messages.length > 0) await tx.insert(outbox).values(messages.map(outboxRow));
}
