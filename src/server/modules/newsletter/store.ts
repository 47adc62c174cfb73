import { and, asc, count, desc, eq, gt, sql } from "drizzle-orm";
import type { ListQuery } from "@/shared/contract/common";
import type { NewsletterCampaign } from "@/shared/contract/newsletter";
import type { Db } from "../../db/client";
import { newsletterCampaigns, outbox, staffAccounts, subscribers } from "../../db/schema";

/** Outbox rows per INSERT: 20,000 subscribers are 40 statements, each well under PostgreSQL's parameter limit. */
export const OUTBOX_BATCH = 500;

export async function insertCampaign(
  db: Db,
  values: { subject: string; body: string; createdByAccountId: number | null; createdAt: Date },
): Promise<number> {
  const [row] = await db.insert(newsletterCampaigns).values(values).returning({ id: newsletterCampaigns.id });
  return row!.id;
}

/** Active subscribers in pages of `OUTBOX_BATCH`, by id (keyset paging: each page is one index range). */
export async function* activeSubscriberPages(db: Db): AsyncGenerator<{ id: number; email: string }[]> {
  let after = 0;
  for (;;) {
    const page = await db
      .select({ id: subscribers.id, email: subscribers.email })
      .from(subscribers)
      .where(and(eq(subscribers.status, "active"), gt(subscribers.id, after)))
      .orderBy(asc(subscribers.id))
      .limit(OUTBOX_BATCH);
    if (page.length === 0) return;
    yield page;
    after = page[page.length - 1]!.id;
  }
}

const counted = (status: string) => sql<number>`(count(${outbox.id}) filter (where ${outbox.status} = ${status}))::int`;

/** Campaigns newest first with their counts: one grouped query over their outbox rows and the subscribers' status and unsubscribe time. */
export async function listCampaigns(db: Db, query: ListQuery): Promise<{ rows: NewsletterCampaign[]; total: number }> {
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: newsletterCampaigns.id,
        subject: newsletterCampaigns.subject,
        sentBy: staffAccounts.name,
        createdAt: newsletterCampaigns.createdAt,
        recipients: sql<number>`count(${outbox.id})::int`,
        sent: counted("sent"),
        failed: counted("failed"),
        pending: counted("pending"),
        unconfigured: counted("unconfigured"),
        // Recipients who left through an unsubscribe link since this campaign (an admin's deactivation is not an unsubscribe).
        unsubscribed: sql<number>`(count(${subscribers.id}) filter (where ${subscribers.status} = 'inactive' and ${subscribers.unsubscribedAt} >= ${newsletterCampaigns.createdAt}))::int`,
      })
      .from(newsletterCampaigns)
      .leftJoin(staffAccounts, eq(staffAccounts.id, newsletterCampaigns.createdByAccountId))
      .leftJoin(outbox, eq(outbox.campaignId, newsletterCampaigns.id))
      .leftJoin(subscribers, eq(subscribers.email, outbox.toAddress))
      .groupBy(newsletterCampaigns.id, staffAccounts.name)
      .orderBy(desc(newsletterCampaigns.createdAt), desc(newsletterCampaigns.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(newsletterCampaigns),
  ]);
  return { rows: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })), total: totals?.total ?? 0 };
}

/** Marks a subscriber inactive; true when the row exists (already inactive included: unsubscribing is idempotent). */
export async function unsubscribe(db: Db, subscriberId: number, at: Date): Promise<{ found: boolean; changed: boolean }> {
  const [changed] = await db
    .update(subscribers)
    .set({ status: "inactive", unsubscribedAt: at })
    .where(and(eq(subscribers.id, subscriberId), eq(subscribers.status, "active")))
    .returning({ id: subscribers.id });
  if (changed) return { found: true, changed: true };
  const [existing] = await db.select({ id: subscribers.id }).from(subscribers).where(eq(subscribers.id, subscriberId));
  return { found: existing !== undefined, changed: false };
}
