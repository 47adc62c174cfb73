import { and, asc, desc, eq, gt, inArray, max } from "drizzle-orm";
import type { SalaryComponents } from "@/shared/domain/payroll/salary";
import type { RevisionInForce } from "@/shared/domain/payroll/salary-in-force";
import type { Db } from "../../db/client";
import { employees, payItems, payrollRuns, salaryRevisions, staffAccounts } from "../../db/schema";

/** All SQL of salary revisions (src/server/db/schema/payroll.ts `salaryRevisions`, docs/product.md section 10.6.1). */

export type RevisionRow = typeof salaryRevisions.$inferSelect;

/** The pay-item source a revision's arrears carry (src/server/modules/pay-items/store.ts). */
export const revisionSource = (id: number) => `revision:${id}`;

/** A person's revisions, newest first, with who made each. */
export async function revisionsOf(db: Db, employeeRecordId: number) {
  return db
    .select({ revision: salaryRevisions, revisedBy: staffAccounts.name })
    .from(salaryRevisions)
    .leftJoin(staffAccounts, eq(staffAccounts.id, salaryRevisions.revisedByAccountId))
    .where(eq(salaryRevisions.employeeRecordId, employeeRecordId))
    .orderBy(desc(salaryRevisions.effectiveFrom), desc(salaryRevisions.id));
}

/** The arrears items of these revisions (any month), oldest first. */
export async function arrearsOfRevisions(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(payItems)
    .where(inArray(payItems.source, ids.map(revisionSource)))
    .orderBy(asc(payItems.sourceMonth), asc(payItems.id));
}

/**
 * Every person's revisions taking effect after `date`, in the order they were made: what the structure
 * before them was, by person (one read per payroll computation; salary-in-force.ts).
 */
export async function revisionsAfter(db: Db, date: string): Promise<Map<number, RevisionInForce[]>> {
  const rows = await db
    .select({
      employeeRecordId: salaryRevisions.employeeRecordId,
      effectiveFrom: salaryRevisions.effectiveFrom,
      before: salaryRevisions.before,
    })
    .from(salaryRevisions)
    .where(gt(salaryRevisions.effectiveFrom, date))
    .orderBy(asc(salaryRevisions.id));
  const byPerson = new Map<number, RevisionInForce[]>();
  for (const row of rows) {
    const list = byPerson.get(row.employeeRecordId) ?? [];
    list.push({ effectiveFrom: row.effectiveFrom, before: row.before as SalaryComponents });
    byPerson.set(row.employeeRecordId, list);
  }
  return byPerson;
}

/** The record's row, locked for the revision's transaction (two revisions of one person queue). */
export async function lockEmployeeRecord(tx: Db, id: number) {
  const [row] = await tx.select().from(employees).where(eq(employees.id, id)).for("update");
  return row;
}

/** Arrears already paid or due for each finalised month of a person, by the month they correct. */
export async function arrearsByMonth(
  db: Db,
  employeeRecordId: number,
  months: readonly string[],
): Promise<Map<string, { amount: number; pfWage: number }>> {
  const sums = new Map<string, { amount: number; pfWage: number }>();
  if (months.length === 0) return sums;
  const rows = await db
    .select({ sourceMonth: payItems.sourceMonth, amount: payItems.amount, pfWage: payItems.pfWage })
    .from(payItems)
    .where(and(eq(payItems.employeeRecordId, employeeRecordId), eq(payItems.kind, "arrears"), inArray(payItems.sourceMonth, [...months])));
  for (const row of rows) {
    const sum = sums.get(row.sourceMonth!) ?? { amount: 0, pfWage: 0 };
    sums.set(row.sourceMonth!, { amount: sum.amount + row.amount, pfWage: sum.pfWage + row.pfWage });
  }
  return sums;
}

export async function insertRevision(
  tx: Db,
  values: {
    employeeRecordId: number;
    effectiveFrom: string;
    before: SalaryComponents;
    after: SalaryComponents;
    reason: string;
    revisedByAccountId: number;
    createdAt: Date;
  },
): Promise<RevisionRow> {
  const [row] = await tx.insert(salaryRevisions).values(values).returning();
  return row!;
}

/** The record now holds the structure in force today: the revision's. */
export async function setRecordStructure(tx: Db, id: number, structure: SalaryComponents, now: Date): Promise<void> {
  await tx
    .update(employees)
    .set({ ...structure, hasSalaryData: true, updatedAt: now })
    .where(eq(employees.id, id));
}

/** One person's revisions in the order they were made (a revision's arrears read the structure before them). */
export async function revisionsInForceOf(db: Db, employeeRecordId: number): Promise<RevisionInForce[]> {
  const rows = await db
    .select({ effectiveFrom: salaryRevisions.effectiveFrom, before: salaryRevisions.before })
    .from(salaryRevisions)
    .where(eq(salaryRevisions.employeeRecordId, employeeRecordId))
    .orderBy(asc(salaryRevisions.id));
  return rows.map((row) => ({ effectiveFrom: row.effectiveFrom, before: row.before as SalaryComponents }));
}

/** The latest finalised month, or null before any. */
export async function latestFinalisedMonth(db: Db): Promise<string | null> {
  const [row] = await db.select({ latest: max(payrollRuns.month) }).from(payrollRuns);
  return row?.latest ?? null;
}
