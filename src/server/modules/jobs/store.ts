import { count, desc, eq } from "drizzle-orm";
import type { ListQuery } from "@/shared/contract/common";
import type { Job, JobValues, PublicJob } from "@/shared/contract/jobs";
import { businessDate } from "@/shared/domain/business-time";
import type { Db } from "../../db/client";
import { searchIn } from "../../db/paging";
import { jobOpenings } from "../../db/schema";

type JobRow = typeof jobOpenings.$inferSelect;

export function toJob(row: JobRow): Job {
  return { ...row, postedAt: row.postedAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

const newestFirst = [desc(jobOpenings.postedAt), desc(jobOpenings.id)];

export async function listJobs(db: Db, query: ListQuery): Promise<{ rows: Job[]; total: number }> {
  const where = searchIn(query.q, [jobOpenings.title, jobOpenings.department, jobOpenings.location]);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(jobOpenings)
      .where(where)
      .orderBy(...newestFirst)
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(jobOpenings).where(where),
  ]);
  return { rows: rows.map(toJob), total: totals?.total ?? 0 };
}

/** The openings the careers page shows, each with the business day it was posted on `timeZone`'s clock. */
export async function listActiveJobs(db: Db, timeZone: string): Promise<PublicJob[]> {
  const rows = await db
    .select()
    .from(jobOpenings)
    .where(eq(jobOpenings.isActive, true))
    .orderBy(...newestFirst);
  return rows.map((row) => ({ ...toJob(row), postedOn: businessDate(row.postedAt, timeZone) }));
}

export async function allJobs(db: Db): Promise<Job[]> {
  const rows = await db
    .select()
    .from(jobOpenings)
    .orderBy(...newestFirst);
  return rows.map(toJob);
}

/** `forUpdate` locks the row until the end of the caller's transaction. */
export async function findJob(db: Db, id: number, options: { forUpdate?: boolean } = {}): Promise<Job | undefined> {
  const query = db.select().from(jobOpenings).where(eq(jobOpenings.id, id));
  const [row] = options.forUpdate ? await query.for("update") : await query;
  return row && toJob(row);
}

export async function insertJob(db: Db, values: JobValues, now: Date): Promise<Job> {
  const [row] = await db
    .insert(jobOpenings)
    .values({ ...values, postedAt: now, updatedAt: now })
    .returning();
  return toJob(row!);
}

export async function updateJob(db: Db, id: number, values: JobValues, now: Date): Promise<Job | undefined> {
  const [row] = await db
    .update(jobOpenings)
    .set({ ...values, updatedAt: now })
    .where(eq(jobOpenings.id, id))
    .returning();
  return row && toJob(row);
}
