import { and, count, desc, eq, gte, lt, or, sql } from "drizzle-orm";
import type { AuditEntryView, AuditEvent, AuditQuery } from "@/shared/contract/audit";
import { businessInstant } from "@/shared/domain/business-time";
import type { FastifyRequest } from "fastify";
import type { Db } from "../../db/client";
import { searchIn } from "../../db/paging";
import { auditLog, staffAccounts } from "../../db/schema";
import { subjectNames, subjectsAboutPeople } from "./subject-names";

export type { AuditEvent };

export interface AuditEntry {
  event: AuditEvent;
  actorAccountId?: number | null;
  /** The account the event is about (its e-mail address), known or not. */
  subject?: string | null;
  ip?: string | null;
  details?: Record<string, unknown>;
  at?: Date;
}

export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    event: entry.event,
    actorAccountId: entry.actorAccountId ?? null,
    subject: entry.subject ?? null,
    ip: entry.ip ?? null,
    details: entry.details ?? null,
    ...(entry.at ? { at: entry.at } : {}),
  });
}

/**
 * An audit entry for a signed-in person's action (docs/product.md section 2.9: who, what, which record, when,
 * from where). `subject` names the record ("project:12"), never a personal identifier in clear.
 */
export async function recordStaffAction(
  db: Db,
  request: FastifyRequest,
  event: AuditEvent,
  subject: string,
  details: Record<string, unknown> | undefined,
  at: Date,
): Promise<void> {
  await recordAudit(db, { event, actorAccountId: request.staff?.account.id ?? null, subject, ip: request.ip, details, at });
}

export async function listAudit(db: Db, options: { event?: AuditEvent; limit?: number } = {}) {
  return db
    .select()
    .from(auditLog)
    .where(options.event ? eq(auditLog.event, options.event) : undefined)
    .orderBy(desc(auditLog.id))
    .limit(options.limit ?? 100);
}

const auditView = (db: Db) =>
  db
    .select({ entry: auditLog, actorName: staffAccounts.name, actorEmail: staffAccounts.email })
    .from(auditLog)
    .leftJoin(staffAccounts, eq(staffAccounts.id, auditLog.actorAccountId));

type AuditViewRow = { entry: typeof auditLog.$inferSelect; actorName: string | null; actorEmail: string | null };
const toView = ({ entry, actorName, actorEmail }: AuditViewRow, subjectName: string | null = null): AuditEntryView => ({
  id: entry.id,
  at: entry.at.toISOString(),
  event: entry.event,
  actor: actorName !== null && actorEmail !== null ? { name: actorName, email: actorEmail } : null,
  subject: entry.subject,
  subjectName,
  ip: entry.ip,
  details: entry.details ?? null,
});

/** The first instant of the business day after `date` (the end of a 'to' date, included). */
const endOfBusinessDay = (date: string, timeZone: string) => {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return businessInstant(next.toISOString().slice(0, 10), "00:00", timeZone);
};

const auditFilter = (query: Pick<AuditQuery, "event" | "person" | "from" | "to">, timeZone: string) => {
  return and(
    query.event ? eq(auditLog.event, query.event) : undefined,
    query.person ? or(searchIn(query.person, [staffAccounts.name, staffAccounts.email, auditLog.subject]), sql`${auditLog.subject} in ${subjectsAboutPeople(query.person)}`) : undefined,
    query.from ? gte(auditLog.at, businessInstant(query.from, "00:00", timeZone)) : undefined,
    query.to ? lt(auditLog.at, endOfBusinessDay(query.to, timeZone)) : undefined,
  );
};

/**
 * The audit view (GET /api/admin/audit): newest first, by event, person and business dates, each record named
 * as people name it (one more query for the page's names, whatever their number).
 */
export async function listAuditPage(db: Db, query: AuditQuery, timeZone: string): Promise<{ rows: AuditEntryView[]; total: number }> {
  const where = auditFilter(query, timeZone);
  const [rows, [totals]] = await Promise.all([
    auditView(db).where(where).orderBy(desc(auditLog.id)).limit(query.limit).offset(query.offset),
    db.select({ total: count() }).from(auditLog).leftJoin(staffAccounts, eq(staffAccounts.id, auditLog.actorAccountId)).where(where),
  ]);
  const names = await subjectNames(db, rows.map((row) => row.entry.subject));
  return { rows: rows.map((row) => toView(row, row.entry.subject === null ? null : (names.get(row.entry.subject) ?? null))), total: totals?.total ?? 0 };
}

/** Every entry, newest first (the audit export). */
export async function allAudit(db: Db): Promise<AuditEntryView[]> {
  return (await auditView(db).orderBy(desc(auditLog.id))).map((row) => toView(row));
}
