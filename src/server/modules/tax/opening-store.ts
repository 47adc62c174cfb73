import { and, asc, eq, gte } from "drizzle-orm";
import type { OpeningFigures, OpeningFiguresValues } from "@/shared/contract/tax";
import type { Db } from "../../db/client";
import { employees, payrollOpeningFigures, staffAccounts } from "../../db/schema";

/** The opening figures HR enters for a person and a financial year (pay outside the product earlier that year). */

export interface StoredOpening {
  figures: OpeningFigures;
  enteredAt: Date;
  enteredBy: string | null;
}

export async function findOpening(db: Db, employeeRecordId: number, financialYear: string): Promise<StoredOpening | undefined> {
  const [row] = await db
    .select({ opening: payrollOpeningFigures, enteredBy: staffAccounts.name })
    .from(payrollOpeningFigures)
    .leftJoin(staffAccounts, eq(staffAccounts.id, payrollOpeningFigures.enteredByAccountId))
    .where(and(eq(payrollOpeningFigures.employeeRecordId, employeeRecordId), eq(payrollOpeningFigures.financialYear, financialYear)))
    .limit(1);
  return row ? { figures: openingOf(row.opening), enteredAt: row.opening.enteredAt, enteredBy: row.enteredBy } : undefined;
}

/** Saves the year's opening figures (insert or replace) as entered by `accountId`. */
export async function saveOpening(
  tx: Db,
  employeeRecordId: number,
  financialYear: string,
  values: OpeningFiguresValues,
  accountId: number,
  now: Date,
): Promise<void> {
  const columns = { ...values, enteredByAccountId: accountId, enteredAt: now };
  await tx
    .insert(payrollOpeningFigures)
    .values({ employeeRecordId, financialYear, ...columns })
    .onConflictDoUpdate({ target: [payrollOpeningFigures.employeeRecordId, payrollOpeningFigures.financialYear], set: columns });
}

/**
 * The people whose opening figures for the year cover its month number `monthOfYear` (1 for April, 12 for March):
 * their pay for that month was paid outside the product (docs/product.md section 9.14). Names, by employee ID.
 */
export async function openingCovering(db: Db, financialYear: string, monthOfYear: number): Promise<string[]> {
  const rows = await db
    .select({ firstName: employees.firstName, lastName: employees.lastName })
    .from(payrollOpeningFigures)
    .innerJoin(employees, eq(employees.id, payrollOpeningFigures.employeeRecordId))
    .where(and(eq(payrollOpeningFigures.financialYear, financialYear), gte(payrollOpeningFigures.months, monthOfYear)))
    .orderBy(asc(employees.employeeId));
  return rows.map((row) => `${row.firstName} ${row.lastName}`.trim());
}

type OpeningRow = typeof payrollOpeningFigures.$inferSelect;

export const openingOf = (row: OpeningRow): OpeningFigures => ({
  gross: row.gross,
  basic: row.basic,
  hra: row.hra,
  employeePf: row.employeePf,
  professionalTax: row.professionalTax,
  tds: row.tds,
  months: row.months,
});
