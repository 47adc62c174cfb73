import { and, asc, eq, gt, isNull, or } from "drizzle-orm";
import type { PreviousEmployerFigures } from "@/shared/domain/payroll/previous-employer";
import type { Db } from "../../db/client";
import { employees, staffAccounts, taxDeclarations } from "../../db/schema";
import type { TaxPerson } from "./store";

/** The SQL of HR's verification of a previous employer's figures (the rules: service.ts, previous-employer.ts). */

const ofYear = (employeeRecordId: number, financialYear: string) =>
  and(eq(taxDeclarations.employeeRecordId, employeeRecordId), eq(taxDeclarations.financialYear, financialYear));

/** Stores HR's verified figures of the previous employer on the year's declaration (which exists: the caller checked). */
export async function saveVerification(
  tx: Db,
  employeeRecordId: number,
  financialYear: string,
  figures: PreviousEmployerFigures,
  accountId: number,
  now: Date,
): Promise<void> {
  await tx
    .update(taxDeclarations)
    .set({
      previousEmployerVerifiedSalary: figures.salary,
      previousEmployerVerifiedTds: figures.tds,
      previousEmployerVerifiedByAccountId: accountId,
      previousEmployerVerifiedAt: now,
    })
    .where(ofYear(employeeRecordId, financialYear));
}

/** Active records whose declaration for the year has a previous employer's salary or TDS not verified, by name. */
export async function peopleAwaitingVerification(db: Db, financialYear: string): Promise<TaxPerson[]> {
  const rows = await db
    .select({
      id: employees.id,
      employeeId: employees.employeeId,
      firstName: employees.firstName,
      lastName: employees.lastName,
      accountRole: staffAccounts.role,
    })
    .from(taxDeclarations)
    .innerJoin(employees, eq(employees.id, taxDeclarations.employeeRecordId))
    .leftJoin(staffAccounts, eq(staffAccounts.employeeRecordId, employees.id))
    .where(
      and(
        eq(taxDeclarations.financialYear, financialYear),
        eq(employees.isActive, true),
        isNull(taxDeclarations.previousEmployerVerifiedAt),
        or(gt(taxDeclarations.previousEmployerSalary, 0), gt(taxDeclarations.previousEmployerTds, 0)),
      ),
    )
    .orderBy(asc(employees.firstName), asc(employees.lastName), asc(employees.id));
  return rows.map(({ firstName, lastName, ...person }) => ({ ...person, name: `${firstName} ${lastName}`.trim() }));
}
