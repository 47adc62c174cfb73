import { and, count, desc, eq, type SQL } from "drizzle-orm";
import { OUTBOX_PREVIEW_LENGTH, OUTBOX_STATUS_LABELS, type OutboxEntry, type OutboxQuery } from "@/shared/contract/mail";
import type { Db } from "../../db/client";
import { searchIn } from "../../db/paging";
import { outbox } from "../../db/schema";

type Filters = Pick<OutboxQuery, "status" | "kind" | "q"> & { limit: number; offset: number };

/** The admin's E-mail panel: the outbox newest first, filtered by status and kind, searched by recipient and subject (docs/product.md section 11.2). */
export async function listOutbox(db: Db, query: Filters): Promise<{ rows: OutboxEntry[]; total: number }> {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(outbox.status, query.status));
  if (query.kind) conditions.push(eq(outbox.kind, query.kind));
  const search = searchIn(query.q, [outbox.toAddress, outbox.subject]);
  if (search) conditions.push(search);
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: outbox.id,
        kind: outbox.kind,
        to: outbox.toAddress,
        subject: outbox.subject,
        status: outbox.status,
        attempts: outbox.attempts,
        lastError: outbox.lastError,
        nextAttemptAt: outbox.nextAttemptAt,
        sentAt: outbox.sentAt,
        createdAt: outbox.createdAt,
        // Only the preview leaves the database: a newsletter body may be long.
        text: outbox.textBody,
      })
      .from(outbox)
      .where(where)
      .orderBy(desc(outbox.createdAt), desc(outbox.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(outbox).where(where),
  ]);
  return {
    rows: rows.map(({ text, ...row }) => ({
      ...row,
      statusLabel: OUTBOX_STATUS_LABELS[row.status],
      nextAttemptAt: row.status === "pending" ? row.nextAttemptAt.toISOString() : null,
      sentAt: row.sentAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
      preview: preview(text),
    })),
    total: totals?.total ?? 0,
  };
}

/**
 * The first 200 characters of the text body, its white space collapsed, and any link token hidden: a waiting
 * password link must not be usable by whoever reads the panel.
 */
function preview(text: string): string {
  const flat = text
    .replace(/token=[A-Za-z0-9_-]+/g, "token=…")
    .replace(/\s+/g, " ")
    .trim();
  return flat.length <= OUTBOX_PREVIEW_LENGTH ? flat : `${flat.slice(0, OUTBOX_PREVIEW_LENGTH - 1)}…`;
}
