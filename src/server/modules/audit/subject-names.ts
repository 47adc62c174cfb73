import { leaveTypeLabels, leaveTypes, type LeaveType } from "@/shared/contract/employee-portal";
import type { AuditEntryView } from "@/shared/contract/audit";
import type { Db } from "../../db/client";
import { isRecordKind, recordNames, type RecordKind } from "./store";

/**
 * Readable names of audit subjects (docs/product.md section 9.19): "employee:12" is "Aarav Deshmukh (EMP0012)",
 * "export:projects" "Projects export". Kinds named by a record are looked up, all of a page's in one query; the
 * others are named from the subject alone. An e-mail address, an unknown kind or a record that is gone has none.
 */

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

const monthNames = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

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
  if (kind === "leave-allowance")
    return (leaveTypes as readonly string[]).includes(key) ? `${leaveTypeLabels[key as LeaveType]} allowance` : null;
  return null;
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
  for (let start = 0; start < distinct.length; start += SUBJECTS_PER_QUERY)
    await nameSubjects(db, distinct.slice(start, start + SUBJECTS_PER_QUERY), names);
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
  for (const row of await recordNames(db, ids)) names.set(`${row.kind}:${row.id}`, row.name);
}

/** The entries with their subjects' readable names (the audit view's page). */
export async function withSubjectNames(db: Db, rows: AuditEntryView[]): Promise<AuditEntryView[]> {
  const names = await subjectNames(
    db,
    rows.map((row) => row.subject),
  );
  return rows.map((row) => ({ ...row, subjectName: row.subject === null ? null : (names.get(row.subject) ?? null) }));
}
