import type { Db } from "../../db/client";
import { inquiries } from "../../db/schema";

export interface NewInquiry {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
}

export async function insertInquiry(db: Db, inquiry: NewInquiry): Promise<{ id: number; createdAt: Date }> {
  const [row] = await db.insert(inquiries).values(inquiry).returning({ id: inquiries.id, createdAt: inquiries.createdAt });
  return row!;
}
