import { eq, inArray, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { alias, unionAll } from "drizzle-orm/pg-core";
import { leaveTypeLabels, leaveTypes, type LeaveType } from "@/shared/contract/employee-portal";
import type { Db } from "../../db/client";
import { searchIn } from "../../db/paging";
import { attendanceRegularisations, employees, holidays, hrPolicies, inquiries, jobOpenings, leaveRequests, projects, subscribers } from "../../db/schema";

/**
 * Readable names of audit subjects (docs/product.md section 9.19): "employee:12" is "Aarav Deshmukh (EMP0012)",
 * "export:projects" "Projects export". Kinds named by a record are looked up, all of a page's in one query; the
 * others are named from the subject alone. An e-mail address, an unknown kind or a record that is gone has none.
 */

/** The kinds whose name is a record's. */
const recordKinds = ["employee", "leave", "project", "job", "policy", "holiday", "subscriber", "inquiry", "correction"] as const;
type RecordKind = (typeof recordKinds)[number];
const isRecordKind = (kind: string): kind is RecordKind => (recordKinds as readonly string[]).includes(kind);

const INT_MAX = 2147483647;

/** "leave:5" -> { kind: "leave", key: "5" }; an e-mail address or a bare word ("settings") has no key. */
export function parseSubject(subject: string): { kind: string; key: string } | null {
  if (subject.includes("@")) return null;
  const colon = subject.indexOf(":");
  if (colon <= 0) return null;
  return { kind: subject.slice(0, colon), key: subject.slice(colon + 1) };
}

const recordId = (key: string): number | null => (/^[1-9]\d{0,9}$/.test(key) && Number(key) <= INT_MAX ? Number(key) : null);

const exportNames: Record<string, string> = {
  projects: "Projects export",
  inquiries: "Inquiries export",
  subscribers: "Subscribers export",
  jobs: "Job openings export",
  payroll: "Payroll export",
  audit: "Audit log export",
  "attendance-report": "Attendance report export",
  "attendance-summary": "Attendance summary export",
  overtime: "Overtime export",
  muster: "Muster roll export",
  "payroll-month": "Payroll month export",
  ecr: "PF ECR file",
  esic: "ESIC contribution file",
  "professional-tax": "Professional tax return",
  lwf: "Labour welfare fund return",
};

const monthNames = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** The name of a subject told by its text alone ("export:projects", "payroll:2026-10", "settings"); null for the others. */
export function staticSubjectName(subject: string): string | null {
  if (subject === "settings") return "Working time and office settings";
  const parsed = parseSubject(subject);
  if (!parsed) return null;
  const { kind, key } = parsed;
  if (kind === "export") return Object.hasOwn(exportNames, key) ? exportNames[key]! : null;
  if (kind === "payroll") {
    const month = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(key);
    return month ? `Payroll ${monthNames[Number(month[2]) - 1]} ${month[1]}` : null;
  }
  if (kind === "tax-year") return /^\d{4}-\d{2}$/.test(key) ? `Tax declarations ${key}` : null;
  if (kind === "leave-allowance") return (leaveTypes as readonly string[]).includes(key) ? `${leaveTypeLabels[key as LeaveType]} allowance` : null;
  return null;
}

const personName = (table: { firstName: AnyColumn; lastName: AnyColumn }) => sql<string>`trim(${table.firstName} || ' ' || ${table.lastName})`;

/** The columns of one kind's lookup: the kind, the record's id, its name. */
const nameColumns = (kind: RecordKind, id: AnyColumn, name: SQL) => ({
  kind: sql<string>`${kind}::text`.as("kind"),
  id: sql<number>`${id}`.as("id"),
  name: sql<string>`${name}`.as("name"),
});

/** One SELECT per kind present, made one UNION ALL: (kind, id, name). */
function recordNameQuery(db: Db, ids: Map<RecordKind, number[]>) {
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
        .select(nameColumns("correction", attendanceRegularisations.id, sql`'Correction request #' || ${attendanceRegularisations.id} || ' (' || ${ownerName} || ')'`))
        .from(attendanceRegularisations)
        .innerJoin(owner, eq(owner.id, attendanceRegularisations.employeeRecordId))
        .where(inArray(attendanceRegularisations.id, list)),
    project: (list: number[]) => db.select(nameColumns("project", projects.id, sql`'Project: ' || ${projects.projectName}`)).from(projects).where(inArray(projects.id, list)),
    job: (list: number[]) => db.select(nameColumns("job", jobOpenings.id, sql`'Job opening: ' || ${jobOpenings.title}`)).from(jobOpenings).where(inArray(jobOpenings.id, list)),
    policy: (list: number[]) => db.select(nameColumns("policy", hrPolicies.id, sql`'Policy: ' || ${hrPolicies.title}`)).from(hrPolicies).where(inArray(hrPolicies.id, list)),
    holiday: (list: number[]) =>
      db
        .select(nameColumns("holiday", holidays.id, sql`'Holiday: ' || ${holidays.name} || ' (' || to_char(${holidays.date}, 'DD Mon YYYY') || ')'`))
        .from(holidays)
        .where(inArray(holidays.id, list)),
    subscriber: (list: number[]) => db.select(nameColumns("subscriber", subscribers.id, sql`'Subscriber ' || ${subscribers.email}`)).from(subscribers).where(inArray(subscribers.id, list)),
    inquiry: (list: number[]) =>
      db.select(nameColumns("inquiry", inquiries.id, sql`'Inquiry #' || ${inquiries.id} || ' (' || ${inquiries.name} || ')'`)).from(inquiries).where(inArray(inquiries.id, list)),
  } satisfies Record<RecordKind, (list: number[]) => unknown>;
  // Each lookup selects the same three columns; their builders differ only in the tables they name.
  type NameSelect = ReturnType<(typeof lookups)["project"]>;
  const selects = [...ids].map(([kind, list]) => lookups[kind](list) as unknown as NameSelect);
  const [first, second, ...rest] = selects;
  if (!first) return null;
  return second ? unionAll(first, second, ...rest) : first;
}

/** Subjects looked up per query: each is a bind parameter, and a query carries at most 65,535. */
const SUBJECTS_PER_QUERY = 5_000;

/**
 * The readable name of each subject (null where there is none), looking the records up in one query (one per
 * 5,000 different subjects: the audit export names the whole log). Keys of the answer are the subjects as given.
 */
export async function subjectNames(db: Db, subjects: (string | null)[]): Promise<Map<string, string | null>> {
  const distinct = [...new Set(subjects)].filter((subject) => subject !== null);
  const names = new Map<string, string | null>();
  for (let start = 0; start < distinct.length; start += SUBJECTS_PER_QUERY) await nameSubjects(db, distinct.slice(start, start + SUBJECTS_PER_QUERY), names);
  return names;
}

/** Names `subjects` (all different) into `names`: those told by their text, then the records' in one query. */
async function nameSubjects(db: Db, subjects: string[], names: Map<string, string | null>): Promise<void> {
  const ids = new Map<RecordKind, number[]>();
  for (const subject of subjects) {
    names.set(subject, staticSubjectName(subject));
    const parsed = parseSubject(subject);
    const id = parsed ? recordId(parsed.key) : null;
    if (parsed && id !== null && isRecordKind(parsed.kind)) ids.set(parsed.kind, [...(ids.get(parsed.kind) ?? []), id]);
  }
  const query = recordNameQuery(db, ids);
  if (!query) return;
  for (const row of await query) names.set(`${row.kind}:${row.id}`, row.name);
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
