import {
  taxMessages,
  type OpeningFiguresValues,
  type OpeningFiguresView,
  type TaxDeclaration,
  type TaxDeclarationValues,
  type TaxDeclarationView,
  type TaxLock,
} from "@/shared/contract/tax";
import {
  previousEmployerMessages,
  type PreviousEmployerPending,
  type PreviousEmployerValues,
} from "@/shared/contract/tax-previous-employer";
import { businessDate } from "@/shared/domain/business-time";
import { financialYearOf, monthsOfFinancialYear } from "@/shared/domain/financial-year";
import { openingOverlap } from "@/shared/domain/payroll/finalise-order";
import { declaredPreviousEmployerChanged, declaresPreviousEmployer } from "@/shared/domain/payroll/previous-employer";
import type { Role } from "@/shared/contract/auth";
import type { Actor } from "../../auth/actor";
import { refuseOwnRecord } from "../../auth/separation-of-duties";
import type { Db } from "../../db/client";
import { ConflictError, NotFoundError } from "../../http/errors";
import { recordStaffAction } from "../audit/store";
import type { ServiceContext } from "../service-context";
import { finalisedMonthsBetween, firstFinalisedMonth, serialiseFinalising } from "../payroll/store";
import { refuseOutOfHrReach, withinHrReach } from "../employees/hr-reach";
import { findOpening, saveOpening } from "./opening-store";
import { peopleAwaitingVerification, saveVerification } from "./previous-employer-store";
import {
  deleteLock,
  findDeclaration,
  findLock,
  findTaxPerson,
  insertLock,
  NOTHING_DECLARED,
  saveDeclaration,
  serialiseYear,
  type TaxPerson,
} from "./store";

/**
 * The rules of tax declarations and opening figures: the employee changes their own declaration for the
 * current or the next financial year until HR locks the year; HR changes anyone's but their own (audited),
 * locked or not; a previous employer's figures count as HR verified them, and a change of the declared ones
 * clears that; opening figures are HR's, never one's own; HR does not reach an admin account's figures.
 */

/** The financial year of the business date ("2025-26" from April 2025 to March 2026). */
export const currentFinancialYear = (now: Date, timeZone: string) => financialYearOf(businessDate(now, timeZone).slice(0, 7));

const nextFinancialYear = (financialYear: string) => {
  const start = Number(financialYear.slice(0, 4)) + 1;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
};

/** The record, or 404. */
export async function taxPersonOr404(db: Db, employeeRecordId: number): Promise<TaxPerson> {
  const person = await findTaxPerson(db, employeeRecordId);
  if (!person) throw new NotFoundError(taxMessages.employeeNotFound);
  return person;
}

/** Whose tax year a change is about: the person and the financial year ("2025-26"). */
export interface TaxYear {
  person: TaxPerson;
  financialYear: string;
}

/** The person's account as HR's reach rule reads it (hr-reach.ts). */
const accountOf = (person: TaxPerson) => (person.accountRole ? { role: person.accountRole } : null);

/**
 * HR's reach over an admin account's record (docs/product.md section 9.9: a read-only profile at most):
 * its tax figures are money, so an HR user neither reads nor changes them; an admin may.
 */
export function refuseAdminRecordForHrUser(viewer: Role, person: TaxPerson): void {
  refuseOutOfHrReach(viewer, accountOf(person), taxMessages.adminRecord);
}

/** The year's declaration of a person (or the defaults) with the year's lock. */
export async function declarationView(db: Db, person: TaxPerson, financialYear: string): Promise<TaxDeclarationView> {
  const stored = await findDeclaration(db, person.id, financialYear);
  const lock = await findLock(db, financialYear);
  return {
    financialYear,
    employeeRecordId: person.id,
    employeeId: person.employeeId,
    name: person.name,
    isDefault: !stored,
    declaration: stored?.declaration ?? NOTHING_DECLARED,
    previousEmployerVerification: stored?.previousEmployerVerification ?? null,
    updatedAt: stored?.updatedAt.toISOString() ?? null,
    updatedBy: stored?.updatedBy ?? null,
    lock,
  };
}

/** The fields whose value the save changes (the audit entry names them; amounts are not repeated there). */
function changedFields(before: TaxDeclaration, after: TaxDeclarationValues): string[] {
  return (Object.keys(before) as (keyof TaxDeclaration)[]).filter((field) => before[field] !== after[field]);
}

/** Saves and audits a declaration; new declared figures of a previous employer clear HR's verification of the old ones. */
async function saveAudited(tx: Db, actor: Actor, save: TaxYear & { values: TaxDeclarationValues; now: Date; by: "employee" | "hr" }) {
  const { person, financialYear, values, now, by } = save;
  const stored = await findDeclaration(tx, person.id, financialYear);
  const before = stored?.declaration ?? NOTHING_DECLARED;
  const clearVerification = declaredPreviousEmployerChanged(before, values);
  await saveDeclaration(tx, person.id, financialYear, values, { accountId: actor.account.id, now, clearVerification });
  const locked = (await findLock(tx, financialYear)).locked;
  const verificationCleared = clearVerification && Boolean(stored?.previousEmployerVerification);
  const details = {
    financialYear,
    by,
    regime: values.regime,
    fields: changedFields(before, values),
    locked,
    ...(verificationCleared ? { verificationCleared } : {}),
  };
  await recordStaffAction(tx, actor, "tax.declaration_saved", `employee:${person.id}`, details, now);
}

/**
 * The employee's own save: the current or the next financial year only, refused (409) once HR has locked
 * the year. The year's lock is taken first, so HR's lock and this save cannot interleave.
 */
export async function saveOwnDeclaration(
  context: ServiceContext,
  year: TaxYear,
  values: TaxDeclarationValues,
): Promise<TaxDeclarationView> {
  const { db, actor, now, timeZone } = context;
  const { person, financialYear } = year;
  const current = currentFinancialYear(now, timeZone);
  if (financialYear !== current && financialYear !== nextFinancialYear(current))
    throw new ConflictError(taxMessages.closedYear(financialYear));
  await db.transaction(async (tx) => {
    await serialiseYear(tx, financialYear);
    if ((await findLock(tx, financialYear)).locked) throw new ConflictError(taxMessages.locked(financialYear));
    await saveAudited(tx, actor, { ...year, values, now, by: "employee" });
  });
  return declarationView(db, person, financialYear);
}

/** HR's save of someone's declaration, locked year or not; never their own (audited refusal), nor an admin's. */
export async function saveDeclarationAsHr(
  context: ServiceContext,
  year: TaxYear,
  values: TaxDeclarationValues,
): Promise<TaxDeclarationView> {
  return changeAsHr(context, year, (tx) => saveAudited(tx, context.actor, { ...year, values, now: context.now, by: "hr" }));
}

/**
 * HR's change to someone's tax year: never their own record (audited refusal), nor an admin account's as HR;
 * serialised with the year's other saves (its lock). Answers the declaration as it then stands.
 */
async function changeAsHr(context: ServiceContext, year: TaxYear, change: (tx: Db) => Promise<void>): Promise<TaxDeclarationView> {
  const { db, actor, now } = context;
  const { person, financialYear } = year;
  refuseAdminRecordForHrUser(actor.account.role, person);
  await refuseOwnRecord(db, actor, person.id, "tax_declaration", now);
  await db.transaction(async (tx) => {
    await serialiseYear(tx, financialYear);
    await change(tx);
  });
  return declarationView(db, person, financialYear);
}

/**
 * HR's verification of a person's previous employer's salary and TDS from that employer's statement (Form 16 Part B,
 * Form 12B): the figures given become those the TDS counts. 409 when nothing is declared to verify; the year locked
 * or not; never one's own (audited refusal), nor an admin's as HR. Serialised with the employee's saves (the year's
 * lock): a save changing the declared figures comes wholly before or after it, and after it clears it.
 */
export async function verifyPreviousEmployer(
  context: ServiceContext,
  year: TaxYear,
  values: PreviousEmployerValues,
): Promise<TaxDeclarationView> {
  const { actor, now } = context;
  const { person, financialYear } = year;
  return changeAsHr(context, year, async (tx) => {
    const declared = (await findDeclaration(tx, person.id, financialYear))?.declaration;
    if (!declared || !declaresPreviousEmployer(declared)) throw new ConflictError(previousEmployerMessages.nothingDeclared(financialYear));
    await saveVerification(
      tx,
      person.id,
      financialYear,
      { salary: values.previousEmployerSalary, tds: values.previousEmployerTds },
      actor.account.id,
      now,
    );
    // Amounts are not repeated in the audit (as for a declaration): whether HR's figures are the declared ones is.
    const asDeclared = !declaredPreviousEmployerChanged(declared, values);
    await recordStaffAction(tx, actor, "tax.previous_employer_verified", `employee:${person.id}`, { financialYear, asDeclared }, now);
  });
}

/** Who awaits HR's verification of a declared previous employer for the year; an HR user's list leaves out admin accounts' records. */
export async function previousEmployerPending(db: Db, viewer: Role, financialYear: string): Promise<PreviousEmployerPending> {
  const awaiting = await peopleAwaitingVerification(db, financialYear);
  const { rows } = withinHrReach(viewer, awaiting, accountOf);
  return {
    financialYear,
    people: rows.map((person) => ({ employeeRecordId: person.id, employeeId: person.employeeId, name: person.name })),
  };
}

/** Locks a year's declarations (409 when already locked), audited. */
export async function lockYear(context: ServiceContext, financialYear: string): Promise<TaxLock> {
  const { db, actor, now } = context;
  await db.transaction(async (tx) => {
    await serialiseYear(tx, financialYear);
    if (!(await insertLock(tx, financialYear, actor.account.id, now))) throw new ConflictError(taxMessages.alreadyLocked(financialYear));
    await recordStaffAction(tx, actor, "tax.declarations_locked", `tax-year:${financialYear}`, { financialYear }, now);
  });
  return findLock(db, financialYear);
}

/** Unlocks a year's declarations (409 when not locked), audited. */
export async function unlockYear(context: ServiceContext, financialYear: string): Promise<TaxLock> {
  const { db, actor, now } = context;
  await db.transaction(async (tx) => {
    await serialiseYear(tx, financialYear);
    if (!(await deleteLock(tx, financialYear))) throw new ConflictError(taxMessages.notLocked(financialYear));
    await recordStaffAction(tx, actor, "tax.declarations_unlocked", `tax-year:${financialYear}`, { financialYear }, now);
  });
  return findLock(db, financialYear);
}

export async function openingView(db: Db, person: TaxPerson, financialYear: string): Promise<OpeningFiguresView> {
  const stored = await findOpening(db, person.id, financialYear);
  return {
    financialYear,
    employeeRecordId: person.id,
    employeeId: person.employeeId,
    name: person.name,
    figures: stored?.figures ?? null,
    updatedAt: stored?.enteredAt.toISOString() ?? null,
    updatedBy: stored?.enteredBy ?? null,
  };
}

/** HR's entry of someone's opening figures: never one's own (audited refusal: it is one's own pay), nor an admin's as HR. */
export async function saveOpeningFigures(
  context: ServiceContext,
  year: TaxYear,
  values: OpeningFiguresValues,
): Promise<OpeningFiguresView> {
  const { db, actor, now } = context;
  const { person, financialYear } = year;
  refuseAdminRecordForHrUser(actor.account.role, person);
  await refuseOwnRecord(db, actor, person.id, "pay", now);
  await db.transaction(async (tx) => {
    // Never a month paid here (finalise-order.ts): the year's months would be counted twice.
    await serialiseFinalising(tx);
    const months = monthsOfFinancialYear(financialYear);
    const [first, finalised] = await Promise.all([firstFinalisedMonth(tx), finalisedMonthsBetween(tx, months[0]!, months[11]!)]);
    const overlap = openingOverlap(financialYear, values.months, first, finalised);
    if (overlap) throw new ConflictError(overlap);
    const before = await findOpening(tx, person.id, financialYear);
    await saveOpening(tx, person.id, financialYear, values, actor.account.id, now);
    const details = { financialYear, months: values.months, replaced: Boolean(before) };
    await recordStaffAction(tx, actor, "payroll.opening_saved", `employee:${person.id}`, details, now);
  });
  return openingView(db, person, financialYear);
}
