import { desc, eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Db } from "../../db/client";
import { auditLog } from "../../db/schema";

/** Security events (docs/design.md section 5). Later issues add their own. */
export type AuditEvent =
  | "login.success"
  | "login.failure"
  | "login.lockout"
  | "login.refused"
  | "logout"
  | "password.changed"
  | "password.change_failed"
  | "password.change_refused"
  | "account.created"
  | "account.deactivated"
  | "session.revoked"
  | "project.created"
  | "project.updated"
  | "project.deleted"
  | "job.created"
  | "job.updated"
  | "job.closed"
  | "job.reopened"
  | "inquiry.replied"
  | "subscriber.deactivated"
  | "subscriber.reactivated"
  | "export.downloaded";

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
 * An audit entry for a signed-in person's action (docs/design.md section 9: who, what, which record, when,
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
