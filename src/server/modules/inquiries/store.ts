import { and, count, desc, eq } from "drizzle-orm";
import type { AdminInquiry, AdminInquiryDetail } from "@/shared/contract/admin";
import type { ListQuery } from "@/shared/contract/common";
import type { Db } from "../../db/client";
import { searchIn } from "../../db/paging";
import { inquiries, staffAccounts } from "../../db/schema";

export interface NewInquiry {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
}

/** `createdAt` is the server clock's time (tests move it); without it, the database's. */
export async function insertInquiry(db: Db, inquiry: NewInquiry, createdAt?: Date): Promise<{ id: number; createdAt: Date }> {
  const [row] = await db
    .insert(inquiries)
    .values({ ...inquiry, ...(createdAt ? { createdAt } : {}) })
    .returning({ id: inquiries.id, createdAt: inquiries.createdAt });
  return row!;
}

type InquiryRow = typeof inquiries.$inferSelect;

function toAdminInquiry({ message: _message, ...row }: InquiryRow): AdminInquiry {
  return { ...row, repliedAt: row.repliedAt?.toISOString() ?? null, createdAt: row.createdAt.toISOString() };
}

const toDetail = (row: InquiryRow): AdminInquiryDetail => ({ ...toAdminInquiry(row), message: row.message });
const newestFirst = [desc(inquiries.createdAt), desc(inquiries.id)];

export async function listInquiries(db: Db, query: ListQuery): Promise<{ rows: AdminInquiry[]; total: number }> {
  const where = searchIn(query.q, [inquiries.name, inquiries.email, inquiries.phone, inquiries.subject]);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(inquiries)
      .where(where)
      .orderBy(...newestFirst)
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(inquiries).where(where),
  ]);
  return { rows: rows.map(toAdminInquiry), total: totals?.total ?? 0 };
}

export async function findInquiry(db: Db, id: number): Promise<AdminInquiryDetail | undefined> {
  const [row] = await db.select().from(inquiries).where(eq(inquiries.id, id));
  return row && toDetail(row);
}

export async function allInquiries(db: Db): Promise<AdminInquiryDetail[]> {
  const rows = await db
    .select()
    .from(inquiries)
    .orderBy(...newestFirst);
  return rows.map(toDetail);
}

/** Marks an inquiry replied once; a second call keeps the first time. `changed` says whether this call did it. */
export async function markInquiryReplied(db: Db, id: number, now: Date): Promise<{ inquiry: AdminInquiry; changed: boolean } | undefined> {
  const [updated] = await db
    .update(inquiries)
    .set({ status: "replied", repliedAt: now })
    .where(and(eq(inquiries.id, id), eq(inquiries.status, "new")))
    .returning();
  if (updated) return { inquiry: toAdminInquiry(updated), changed: true };
  const [existing] = await db.select().from(inquiries).where(eq(inquiries.id, id));
  return existing && { inquiry: toAdminInquiry(existing), changed: false };
}

/** The active admins, oldest account first: who hears of a new inquiry. */
export async function activeAdmins(db: Db): Promise<{ id: number; email: string }[]> {
  return db
    .select({ id: staffAccounts.id, email: staffAccounts.email })
    .from(staffAccounts)
    .where(and(eq(staffAccounts.role, "admin"), eq(staffAccounts.isActive, true)))
    .orderBy(staffAccounts.id);
}
