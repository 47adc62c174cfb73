import { asc, eq } from "drizzle-orm";
import type { InquiryReply } from "@/shared/contract/inquiries";
import type { Db } from "../../db/client";
import { inquiryReplies, outbox, staffAccounts } from "../../db/schema";

export async function insertReply(
  db: Db,
  values: {
    inquiryId: number;
    toAddress: string;
    subject: string;
    body: string;
    sentByAccountId: number;
    outboxId: number;
    createdAt: Date;
  },
): Promise<number> {
  const [row] = await db.insert(inquiryReplies).values(values).returning({ id: inquiryReplies.id });
  return row!.id;
}

/** An inquiry's replies, oldest first, each with who sent it and how far its e-mail has got. */
export async function listReplies(db: Db, inquiryId: number): Promise<InquiryReply[]> {
  const rows = await db
    .select({
      id: inquiryReplies.id,
      to: inquiryReplies.toAddress,
      subject: inquiryReplies.subject,
      body: inquiryReplies.body,
      sentBy: staffAccounts.name,
      delivery: outbox.status,
      createdAt: inquiryReplies.createdAt,
    })
    .from(inquiryReplies)
    .leftJoin(staffAccounts, eq(staffAccounts.id, inquiryReplies.sentByAccountId))
    .leftJoin(outbox, eq(outbox.id, inquiryReplies.outboxId))
    .where(eq(inquiryReplies.inquiryId, inquiryId))
    .orderBy(asc(inquiryReplies.createdAt), asc(inquiryReplies.id));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
