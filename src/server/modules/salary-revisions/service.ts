import { employeeNotFoundMessage } from "@/shared/contract/common";
import { pfMembershipMandatory, statutoryMessages } from "@/shared/contract/employee-statutory";
import {
  salaryRevisionMessages,
  type SalaryHistory,
  type SalaryRevision,
  type SalaryRevisionValues,
} from "@/shared/contract/salary-revision";
import { businessDate } from "@/shared/domain/business-time";
import { monthlyGross, type SalaryComponents } from "@/shared/domain/payroll/salary";
import { componentsOf, salaryComponentKeys } from "@/shared/domain/payroll/salary-in-force";
import { dayName } from "@/shared/domain/payroll/revision-arrears";
import { shiftDate } from "@/shared/domain/working-time";
import type { Role } from "@/shared/contract/auth";
import type { Actor } from "../../auth/actor";
import { refuseOwnRecord } from "../../auth/separation-of-duties";
import type { Db } from "../../db/client";
import { FieldError, NotFoundError } from "../../http/errors";
import { recordStaffAction } from "../audit/store";
import type { ServiceContext } from "../service-context";
import type { EmployeeRow } from "../employees/records";
import { hrReachMessages, refuseOutOfHrReach } from "../employees/hr-reach";
import { findEmployeeWithAccount } from "../employees/store";
import { replaceSourceItems } from "../pay-items/store";
import { revisionArrears } from "./arrears";
import { structureOf } from "./in-force";
import {
  arrearsOfRevisions,
  insertRevision,
  latestFinalisedMonth,
  lockEmployeeRecord,
  revisionSource,
  revisionsInForceOf,
  revisionsOf,
  setRecordStructure,
  type RevisionRow,
} from "./store";

/**
 * Salary revisions (docs/product.md section 10.6.1). The rules: a revision takes effect on a date from the
 * first of the month twelve months back to today (never later: the record holds the structure in force
 * today, so a revision is entered on or after the day it takes effect), and not before the person's last
 * revision. The record's salary columns take the new structure; a date in finalised months pays arrears
 * in the next draft month (arrears.ts). The revision, the record, the arrears and the audit entry are one
 * transaction. HR or an admin, never on their own record, and HR not on an admin's.
 */

/** The first day of the month twelve months before today's. */
export const earliestEffectiveFrom = (today: string) => `${Number(today.slice(0, 4)) - 1}${today.slice(4, 8)}01`;

/**
 * The date a salary changed on the employee form takes effect: the first of the first month not finalised
 * (the draft months the form always changed, never a finalised one), at most the first of today's month
 * (today's own month when it is finalised already), and not before 12 months back nor the person's last
 * revision.
 */
export async function formRevisionDate(tx: Db, id: number, today: string): Promise<string> {
  const latestFinalised = await latestFinalisedMonth(tx);
  const thisMonth = `${today.slice(0, 7)}-01`;
  const firstDraft = latestFinalised === null ? thisMonth : `${shiftDate(`${latestFinalised}-28`, 7).slice(0, 7)}-01`;
  const candidates = [
    firstDraft > today ? thisMonth : firstDraft,
    earliestEffectiveFrom(today),
    ...(await revisionsInForceOf(tx, id)).map((revision) => revision.effectiveFrom),
  ];
  return candidates.reduce((latest, date) => (date > latest ? date : latest));
}

const revisionsPerson = async (db: Db, viewer: Role, id: number) => {
  const found = await findEmployeeWithAccount(db, id);
  if (!found) throw new NotFoundError(employeeNotFoundMessage);
  // HR's reach (docs/product.md section 9.9): an admin account's pay is for an admin.
  refuseOutOfHrReach(viewer, found.account, hrReachMessages.edit);
  return found.employee;
};

/** A revision to record: on which locked record, from when, why, the new structure, and the business day and instant it is made. */
export interface RevisionChange {
  record: EmployeeRow;
  effectiveFrom: string;
  reason: string;
  after: SalaryComponents;
  today: string;
  now: Date;
}

/**
 * Records a revision inside the caller's transaction, on a record the caller locked, by `actor`: the checks, the
 * revision, the record's new structure, its arrears and the audit entry. Also the employee form's way to
 * change a salary (employees/service.ts).
 */
export async function reviseInTransaction(tx: Db, actor: Actor, change: RevisionChange): Promise<RevisionRow> {
  const { record, effectiveFrom, today, now } = change;
  const earlier = await revisionsInForceOf(tx, record.id);
  const latest = earlier.reduce<string | null>(
    (last, revision) => (last === null || revision.effectiveFrom > last ? revision.effectiveFrom : last),
    null,
  );
  if (effectiveFrom > today) throw new FieldError("effectiveFrom", salaryRevisionMessages.future);
  const earliest = earliestEffectiveFrom(today);
  if (effectiveFrom < earliest) throw new FieldError("effectiveFrom", salaryRevisionMessages.tooEarly(dayName(earliest)));
  if (latest !== null && effectiveFrom < latest)
    throw new FieldError("effectiveFrom", salaryRevisionMessages.beforeLatest(dayName(latest)));
  const before = structureOf(record);
  const after = componentsOf(change.after);
  if (record.hasSalaryData && salaryComponentKeys.every((key) => before[key] === after[key]))
    throw new FieldError("basicSalary", salaryRevisionMessages.unchanged);
  const byAccountId = actor.account.id;
  const items = await revisionArrears(
    tx,
    { employeeRecordId: record.id, effectiveFrom, before, after, reason: change.reason, byAccountId },
    earlier,
    today,
  );
  const revision = await insertRevision(tx, {
    employeeRecordId: record.id,
    effectiveFrom,
    before,
    after,
    reason: change.reason,
    revisedByAccountId: byAccountId,
    createdAt: now,
  });
  await setRecordStructure(tx, record.id, after, now);
  await replaceSourceItems(tx, revisionSource(revision.id), items);
  await recordStaffAction(
    tx,
    actor,
    "salary.revised",
    `employee:${record.id}`,
    {
      revisionId: revision.id,
      employeeId: record.employeeId,
      effectiveFrom,
      grossBefore: monthlyGross(before),
      grossAfter: monthlyGross(after),
      arrears: items.map((item) => ({ sourceMonth: item.sourceMonth, month: item.month, amount: item.amount })),
    },
    now,
  );
  return revision;
}

/** POST: a revision through Revise Salary. */
export async function createRevision(context: ServiceContext, id: number, values: SalaryRevisionValues): Promise<SalaryRevision> {
  const { db, actor, now, timeZone } = context;
  await revisionsPerson(db, actor.account.role, id);
  await refuseOwnRecord(db, actor, id, "pay", now);
  const { effectiveFrom, reason, ...after } = values;
  const today = businessDate(now, timeZone);
  const revision = await db.transaction(async (tx) => {
    const record = await lockEmployeeRecord(tx, id);
    if (!record) throw new NotFoundError(employeeNotFoundMessage);
    // The employee form checks membership with the form's own choice (statutoryChecks); here the record's stands.
    if (!record.pfMember && pfMembershipMandatory(after.basicSalary))
      throw new FieldError("basicSalary", statutoryMessages.pfMemberForRevision);
    return reviseInTransaction(tx, actor, { record, effectiveFrom, reason, after, today, now });
  });
  const history = await salaryHistory(context, id);
  return history.revisions.find((candidate) => candidate.id === revision.id)!;
}

/** GET: a person's revisions, newest first, with their arrears, and the dates a new one may take effect on. */
export async function salaryHistory(context: ServiceContext, id: number): Promise<SalaryHistory> {
  const { db, actor, now, timeZone } = context;
  await revisionsPerson(db, actor.account.role, id);
  const rows = await revisionsOf(db, id);
  const items = await arrearsOfRevisions(
    db,
    rows.map((row) => row.revision.id),
  );
  const today = businessDate(now, timeZone);
  const latest = rows[0]?.revision.effectiveFrom;
  const earliest = earliestEffectiveFrom(today);
  return {
    revisions: rows.map(({ revision, revisedBy }) => {
      const before = revision.before as SalaryComponents;
      const after = revision.after as SalaryComponents;
      return {
        id: revision.id,
        employeeRecordId: revision.employeeRecordId,
        effectiveFrom: revision.effectiveFrom,
        before,
        after,
        grossBefore: monthlyGross(before),
        grossAfter: monthlyGross(after),
        reason: revision.reason,
        revisedBy,
        createdAt: revision.createdAt.toISOString(),
        arrears: items
          .filter((item) => item.source === revisionSource(revision.id))
          .map((item) => ({
            sourceMonth: item.sourceMonth!,
            month: item.month,
            amount: item.amount,
            pfWage: item.pfWage,
            description: item.description,
          })),
      };
    }),
    earliestEffectiveFrom: latest !== undefined && latest > earliest ? latest : earliest,
    latestEffectiveFrom: today,
  };
}
