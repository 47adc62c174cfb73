import { and, count, desc, eq, gte, inArray, lt, or, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { alias, unionAll } from "drizzle-orm/pg-core";
import type { AuditEntryView, AuditEvent, AuditQuery } from "@/shared/contract/audit";
import { businessInstant } from "@/shared/domain/business-time";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { searchIn } from "../../db/paging";
import {
  attendanceRegularisations,
  auditLog,
  employees,
  holidays,
  hrPolicies,
  inquiries,
  jobOpenings,
  leaveRequests,
  projects,
  staffAccounts,
  subscribers,
} from "../../db/schema";

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
  actor: Actor,
  event: AuditEvent,
  subject: string,
  details: Record<string, unknown> | undefined,
  at: Date,
): Promise<void> {
  await recordAudit(db, { event, actorAccountId: actor.account.id, subject, ip: actor.ip, details, at });
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
const toView = ({ entry, actorName, actorEmail }: AuditViewRow): AuditEntryView => ({
  id: entry.id,
  at: entry.at.toISOString(),
  event: entry.event,
  actor: actorName !== null && actorEmail !== null ? { name: actorName, email: actorEmail } : null,
  subject: entry.subject,
  subjectName: null,
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
    query.person
      ? or(
          searchIn(query.person, [staffAccounts.name, staffAccounts.email, auditLog.subject]),
          sql`${auditLog.subject} in ${subjectsAboutPeople(query.person)}`,
        )
      : undefined,
    query.from ? gte(auditLog.at, businessInstant(query.from, "00:00", timeZone)) : undefined,
    query.to ? lt(auditLog.at, endOfBusinessDay(query.to, timeZone)) : undefined,
  );
};

/**
 * The audit view's page (GET /api/admin/audit): newest first, by event, person and business dates. The records'
 * names are added by subject-names.ts (one more query for the page's names, whatever their number).
 */
export async function listAuditPage(db: Db, query: AuditQuery, timeZone: string): Promise<{ rows: AuditEntryView[]; total: number }> {
  const where = auditFilter(query, timeZone);
  const [rows, [totals]] = await Promise.all([
    auditView(db).where(where).orderBy(desc(auditLog.id)).limit(query.limit).offset(query.offset),
    db.select({ total: count() }).from(auditLog).leftJoin(staffAccounts, eq(staffAccounts.id, auditLog.actorAccountId)).where(where),
  ]);
  return { rows: rows.map(toView), total: totals?.total ?? 0 };
}

/** Every entry, newest first (the audit export). */
export async function allAudit(db: Db): Promise<AuditEntryView[]> {
  return (await auditView(db).orderBy(desc(auditLog.id))).map(toView);
}

/** The kinds whose name is a record's. */
export const recordKinds = ["employee", "leave", "project", "job", "policy", "holiday", "subscriber", "inquiry", "correction"] as const;
export type RecordKind = (typeof recordKinds)[number];
export const isRecordKind = (kind: string): kind is RecordKind => (recordKinds as readonly string[]).includes(kind);

const personName = (table: { firstName: AnyColumn; lastName: AnyColumn }) =>
  sql<string>`trim(${table.firstName} || ' ' || ${table.lastName})`;

/** The columns of one kind's lookup: the kind, the record's id, its name. */
const nameColumns = (kind: RecordKind, id: AnyColumn, name: SQL) => ({
  kind: sql<string>`${kind}::text`.as("kind"),
  id: sql<number>`${id}`.as("id"),
  name: sql<string>`${name}`.as("name"),
});

/**
 * The names of the records `ids` lists per kind (docs/product.md section 9.19), in one query: one SELECT per kind
 * present, made one UNION ALL of (kind, id, name). A record that is gone has no row.
 */
export async function recordNames(db: Db, ids: Map<RecordKind, number[]>): Promise<{ kind: string; id: number; name: string }[]> {
  const owner = alias(employees, "owner");
  const ownerName = personName(owner);
  const lookups = {
    employee: (list: number[]) =>
      db
        .select(nameColumns("employee", employees.id, sql`${personName(employees)} || ' (' || ${employees.employeeId} || ')'`))
        .from(employees)
        .where(inArray(employees.id, list)),
    leave: (list: number[]) =>
      db
        .select(nameColumns("leave", leaveRequests.id, sql`'Leave request #' || ${leaveRequests.id} || ' (' || ${ownerName} || ')'`))
        .from(leaveRequests)
        .innerJoin(owner, eq(owner.id, leaveRequests.employeeRecordId))
        .where(inArray(leaveRequests.id, list)),
    correction: (list: number[]) =>
      db
        .select(
          nameColumns(
            "correction",
            attendanceRegularisations.id,
            sql`'Correction request #' || ${attendanceRegularisations.id} || ' (' || ${ownerName} || ')'`,
          ),
        )
        .from(attendanceRegularisations)
        .innerJoin(owner, eq(owner.id, attendanceRegularisations.employeeRecordId))
        .where(inArray(attendanceRegularisations.id, list)),
    project: (list: number[]) =>
      db
        .select(nameColumns("project", projects.id, sql`'Project: ' || ${projects.projectName}`))
        .from(projects)
        .where(inArray(projects.id, list)),
    job: (list: number[]) =>
      db
        .select(nameColumns("job", jobOpenings.id, sql`'Job opening: ' || ${jobOpenings.title}`))
        .from(jobOpenings)
        .where(inArray(jobOpenings.id, list)),
    policy: (list: number[]) =>
      db
        .select(nameColumns("policy", hrPolicies.id, sql`'Policy: ' || ${hrPolicies.title}`))
        .from(hrPolicies)
        .where(inArray(hrPolicies.id, list)),
    holiday: (list: number[]) =>
      db
        .select(
          nameColumns(
            "holiday",
            holidays.id,
            sql`'Holiday: ' || ${holidays.name} || ' (' || to_char(${holidays.date}, 'DD Mon YYYY') || ')'`,
          ),
        )
        .from(holidays)
        .where(inArray(holidays.id, list)),
    subscriber: (list: number[]) =>
      db
        .select(nameColumns("subscriber", subscribers.id, sql`'Subscriber ' || ${subscribers.email}`))
        .from(subscribers)
        .where(inArray(subscribers.id, list)),
    inquiry: (list: number[]) =>
      db
        .select(nameColumns("inquiry", inquiries.id, sql`'Inquiry #' || ${inquiries.id} || ' (' || ${inquiries.name} || ')'`))
        .from(inquiries)
        .where(inArray(inquiries.id, list)),
  } satisfies Record<RecordKind, (list: number[]) => unknown>;
  // Each lookup selects the same three columns; their builders differ only in the tables they name.
  type NameSelect = ReturnType<(typeof lookups)["project"]>;
  const selects = [...ids].map(([kind, list]) => lookups[kind](list) as unknown as NameSelect);
  const [first, second, ...rest] = selects;
  if (!first) return [];
  return second ? unionAll(first, second, ...rest) : first;
}

/**
 * The subjects about people whose name or employee ID contains `person`: their employee records and leave requests,
 * so the audit view's person search finds what was done to someone, not only what they did.
 */
export function subjectsAboutPeople(person: string): SQL {
  const matches = (table: typeof employees) => searchIn(person, [personName(table), table.employeeId]);
  return sql`(select 'employee:' || ${employees.id} from ${employees} where ${matches(employees)}
    union all select 'leave:' || ${leaveRequests.id} from ${leaveRequests} join ${employees} on ${employees.id} = ${leaveRequests.employeeRecordId}
    where ${matches(employees)})`;
}
