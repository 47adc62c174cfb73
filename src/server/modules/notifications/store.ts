import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { notifications } from "../../db/schema";

/** What the bell shows for one event (docs/product.md section 11). */
export interface NotificationInput {
  kind: string;
  title: string;
  body?: string;
  /** A portal path to open, e.g. '/hr-dashboard'. */
  link?: string;
}

/**
 * Adds a notification to each account's bell. Call it with the transaction of the change that causes it, like
 * enqueueMail. Duplicate ids are notified once; an empty list writes nothing.
 */
export async function notify(tx: Db, accountIds: number[], n: NotificationInput): Promise<void> {
  const unique = [...new Set(accountIds)];
  if (unique.length === 0) return;
  await tx
    .insert(notifications)
    .values(unique.map((accountId) => ({ accountId, kind: n.kind, title: n.title, body: n.body ?? "", link: n.link ?? null })));
}

export interface NotificationRow {
  id: number;
  kind: string;
  title: string;
  body: string;
  link: string | null;
  createdAt: Date;
  readAt: Date | null;
}

/** The account's most recent notifications, newest first, and how many of all of them are unread. */
export async function recentNotifications(db: Db, accountId: number, limit: number): Promise<{ items: NotificationRow[]; unread: number }> {
  const items = await db
    .select({
      id: notifications.id,
      kind: notifications.kind,
      title: notifications.title,
      body: notifications.body,
      link: notifications.link,
      createdAt: notifications.createdAt,
      readAt: notifications.readAt,
    })
    .from(notifications)
    .where(eq(notifications.accountId, accountId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
  return { items, unread: await unreadCount(db, accountId) };
}

export async function unreadCount(db: Db, accountId: number): Promise<number> {
  const [row] = await db
    .select({ unread: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.accountId, accountId), isNull(notifications.readAt)));
  return row?.unread ?? 0;
}

/** Marks the account's own notifications read: the given ids, or every unread one. Returns how many changed. */
export async function markRead(db: Db, accountId: number, ids: number[] | undefined, at: Date): Promise<number> {
  const own = and(eq(notifications.accountId, accountId), isNull(notifications.readAt));
  const where = ids === undefined ? own : and(own, inArray(notifications.id, ids.length > 0 ? ids : [-1]));
  const changed = await db.update(notifications).set({ readAt: at }).where(where).returning({ id: notifications.id });
  return changed.length;
}
