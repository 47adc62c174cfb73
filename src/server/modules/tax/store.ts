import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Role } from "@/shared/contract/auth";
import type { TaxDeclaration, TaxDeclarationValues, TaxLock } from "@/shared/contract/tax";
import type { PreviousEmployerVerification } from "@/shared/contract/tax-previous-employer";
import { DEFAULT_TAX_REGIME } from "@/shared/domain/payroll/income-tax-law";
import { countedPreviousEmployer, type PreviousEmployerFigures } from "@/shared/domain/payroll/previous-employer";
import type { Db } from "../../db/client";
import { employees, staffAccounts, taxDeclarationLocks, taxDeclarations } from "../../db/schema";

/**
 * All SQL of the tax declarations and HR's lock on a year; what the payroll reads of them (`loadTaxInputs`) is
 * in inputs-store.ts, the opening figures' own reads and writes in opening-store.ts, the rules in service.ts.
 */

/** The person a declaration or opening figures belong to, with their account's role (HR's reach over admin records). */
export interface TaxPerson {
  id: number;
  employeeId: string;
  name: string;
  accountRole: Role | null;
}

export async function findTaxPerson(db: Db, employeeRecordId: number): Promise<TaxPerson | undefined> {
  const [row] = await db
    .select({
      id: employees.id,
      employeeId: employees.employeeId,
      firstName: employees.firstName,
      lastName: employees.lastName,
      accountRole: staffAccounts.role,
    })
    .from(employees)
    .leftJoin(staffAccounts, eq(staffAccounts.employeeRecordId, employees.id))
    .where(eq(employees.id, employeeRecordId))
    .limit(1);
  if (!row) return undefined;
  const { firstName, lastName, ...person } = row;
  return { ...person, name: `${firstName} ${lastName}`.trim() };
}

/** Active records without a declaration for the year (the new regime applies to them), by name, with their account's role. */
export async function peopleWithoutDeclaration(
  db: Db,
  financialYear: string,
): Promise<(Omit<TaxPerson, "name"> & { firstName: string; lastName: string })[]> {
  return db
    .select({
      id: employees.id,
      employeeId: employees.employeeId,
      firstName: employees.firstName,
      lastName: employees.lastName,
      accountRole: staffAccounts.role,
    })
    .from(employees)
    .leftJoin(staffAccounts, eq(staffAccounts.employeeRecordId, employees.id))
    .leftJoin(taxDeclarations, and(eq(taxDeclarations.employeeRecordId, employees.id), eq(taxDeclarations.financialYear, financialYear)))
    .where(and(eq(employees.isActive, true), isNull(taxDeclarations.employeeRecordId)))
    .orderBy(asc(employees.firstName), asc(employees.lastName), asc(employees.id));
}

type DeclarationRow = typeof taxDeclarations.$inferSelect;

/** The declaration as the contract carries it. */
export const declarationOf = (row: DeclarationRow): TaxDeclaration => ({
  regime: row.regime,
  section80C: row.section80C,
  section80DSelfAndFamily: row.section80DSelfAndFamily,
  section80DSelfAndFamilySenior: row.section80DSelfAndFamilySenior,
  section80DParents: row.section80DParents,
  section80DParentsSenior: row.section80DParentsSenior,
  rentPaidMonthly: row.rentPaidMonthly,
  rentCity: row.rentCity,
  previousEmployerSalary: row.previousEmployerSalary,
  previousEmployerTds: row.previousEmployerTds,
});

/** Nothing declared: the new regime (the legal default), every amount 0. */
export const NOTHING_DECLARED: TaxDeclaration = {
  regime: DEFAULT_TAX_REGIME,
  section80C: 0,
  section80DSelfAndFamily: 0,
  section80DSelfAndFamilySenior: false,
  section80DParents: 0,
  section80DParentsSenior: false,
  rentPaidMonthly: 0,
  rentCity: "",
  previousEmployerSalary: 0,
  previousEmployerTds: 0,
};

/** HR's verification of the previous employer's figures, as the contract carries it (null until HR verifies). */
const verificationOf = (row: DeclarationRow, verifiedBy: string | null): PreviousEmployerVerification =>
  row.previousEmployerVerifiedAt && row.previousEmployerVerifiedSalary !== null && row.previousEmployerVerifiedTds !== null
    ? {
        salary: row.previousEmployerVerifiedSalary,
        tds: row.previousEmployerVerifiedTds,
        verifiedAt: row.previousEmployerVerifiedAt.toISOString(),
        verifiedBy,
      }
    : null;

/** What the TDS counts of a previous employer: HR's verified figures only (previous-employer.ts). */
export const countedOf = (row: DeclarationRow): PreviousEmployerFigures | undefined =>
  countedPreviousEmployer({
    salary: row.previousEmployerVerifiedSalary,
    tds: row.previousEmployerVerifiedTds,
    verifiedAt: row.previousEmployerVerifiedAt,
  });

export interface StoredDeclaration {
  declaration: TaxDeclaration;
  previousEmployerVerification: PreviousEmployerVerification;
  updatedAt: Date;
  updatedBy: string | null;
}

const verifier = alias(staffAccounts, "previous_employer_verifier");

/** A person's saved declaration for the year, or undefined when they have none. */
export async function findDeclaration(db: Db, employeeRecordId: number, financialYear: string): Promise<StoredDeclaration | undefined> {
  const [row] = await db
    .select({ declaration: taxDeclarations, updatedBy: staffAccounts.name, verifiedBy: verifier.name })
    .from(taxDeclarations)
    .leftJoin(staffAccounts, eq(staffAccounts.id, taxDeclarations.updatedByAccountId))
    .leftJoin(verifier, eq(verifier.id, taxDeclarations.previousEmployerVerifiedByAccountId))
    .where(and(eq(taxDeclarations.employeeRecordId, employeeRecordId), eq(taxDeclarations.financialYear, financialYear)))
    .limit(1);
  if (!row) return undefined;
  const previousEmployerVerification = verificationOf(row.declaration, row.verifiedBy);
  return {
    declaration: declarationOf(row.declaration),
    previousEmployerVerification,
    updatedAt: row.declaration.updatedAt,
    updatedBy: row.updatedBy,
  };
}

/** HR's verification cleared: the declared figures changed, HR verifies again. */
const NOT_VERIFIED = {
  previousEmployerVerifiedSalary: null,
  previousEmployerVerifiedTds: null,
  previousEmployerVerifiedByAccountId: null,
  previousEmployerVerifiedAt: null,
};

/**
 * Saves the year's declaration (insert or replace) as changed by `accountId`; `clearVerification` when the
 * declared previous employer's figures changed (previous-employer.ts).
 */
export async function saveDeclaration(
  tx: Db,
  employeeRecordId: number,
  financialYear: string,
  values: TaxDeclarationValues,
  change: { accountId: number; now: Date; clearVerification: boolean },
): Promise<void> {
  const columns = {
    ...values,
    updatedByAccountId: change.accountId,
    updatedAt: change.now,
    ...(change.clearVerification ? NOT_VERIFIED : {}),
  };
  await tx
    .insert(taxDeclarations)
    .values({ employeeRecordId, financialYear, ...columns })
    .onConflictDoUpdate({ target: [taxDeclarations.employeeRecordId, taxDeclarations.financialYear], set: columns });
}

/**
 * Serialises, within the caller's transaction, everything that depends on whether a year is locked: HR's
 * lock and unlock and an employee's save take the same transaction-scoped lock, so a save never lands
 * after the lock that should have refused it.
 */
export async function serialiseYear(tx: Db, financialYear: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`tax-declarations:${financialYear}`}))`);
}

export async function findLock(db: Db, financialYear: string): Promise<TaxLock> {
  const [row] = await db
    .select({ lockedAt: taxDeclarationLocks.lockedAt, lockedBy: staffAccounts.name })
    .from(taxDeclarationLocks)
    .leftJoin(staffAccounts, eq(staffAccounts.id, taxDeclarationLocks.lockedByAccountId))
    .where(eq(taxDeclarationLocks.financialYear, financialYear))
    .limit(1);
  return { financialYear, locked: Boolean(row), lockedAt: row?.lockedAt.toISOString() ?? null, lockedBy: row?.lockedBy ?? null };
}

/** Locks the year; false when it already was. */
export async function insertLock(tx: Db, financialYear: string, accountId: number, now: Date): Promise<boolean> {
  const rows = await tx
    .insert(taxDeclarationLocks)
    .values({ financialYear, lockedByAccountId: accountId, lockedAt: now })
    .onConflictDoNothing()
    .returning({ financialYear: taxDeclarationLocks.financialYear });
  return rows.length > 0;
}

/** Unlocks the year; false when it was not locked. */
export async function deleteLock(tx: Db, financialYear: string): Promise<boolean> {
  const rows = await tx
    .delete(taxDeclarationLocks)
    .where(eq(taxDeclarationLocks.financialYear, financialYear))
    .returning({ financialYear: taxDeclarationLocks.financialYear });
  return rows.length > 0;
}
