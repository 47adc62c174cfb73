import { count, desc, eq, sql } from "drizzle-orm";
import type { ListQuery } from "@/shared/contract/common";
import type { Subscriber } from "@/shared/contract/subscribers";
import type { Db } from "../../db/client";
import { searchIn } from "../../db/paging";
import { subscribers } from "../../db/schema";

/**
 * Adds the address, or re-activates it when it is already known (compared without case).
 * Returns whether a new row was created.
 */
export async function upsertSubscriber(db: Db, email: string): Promise<{ id: number; created: boolean }> {
  const [row] = await db
    .insert(subscribers)
    .values({ email })
    .onConflictDoUpdate({
      target: subscribers.email,
      set: { status: "active", unsubscribedAt: null },
    })
    .returning({ id: subscribers.id, created: sql<boolean>`(xmax = 0)` });
  return { id: row!.id, created: Boolean(row!.created) };
}

type SubscriberRow = typeof subscribers.$inferSelect;
export const toSubscriber = ({ id, email, status, source, subscribedAt }: SubscriberRow): Subscriber => ({
  id,
  email,
  status,
  source,
  subscribedAt: subscribedAt.toISOString(),
});

export async function listSubscribers(db: Db, query: ListQuery): Promise<{ rows: Subscriber[]; total: number }> {
  const where = searchIn(query.q, [subscribers.email]);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(subscribers)
      .where(where)
      .orderBy(desc(subscribers.subscribedAt), desc(subscribers.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(subscribers).where(where),
  ]);
  return { rows: rows.map(toSubscriber), total: totals?.total ?? 0 };
}

export async function allSubscribers(db: Db): Promise<Subscriber[]> {
  const rows = await db.select().from(subscribers).orderBy(desc(subscribers.subscribedAt), desc(subscribers.id));
  return rows.map(toSubscriber);
}

export async function setSubscriberStatus(db: Db, id: number, status: Subscriber["status"]): Promise<Subscriber | undefined> {
  // A reactivated subscriber is subscribed again: an earlier unsubscribe no longer counts for the campaigns before it.
  const changes = status === "active" ? { status, unsubscribedAt: null } : { status };
  const [row] = await db.update(subscribers).set(changes).where(eq(subscribers.id, id)).returning();
  return row && toSubscriber(row);
}
