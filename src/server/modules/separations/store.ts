import { and, between, eq, isNull, lt } from "drizzle-orm";
import { monthRange } from "@/shared/domain/months";
import type { Db } from "../../db/client";
import { employees, separations, staffAccounts } from "../../db/schema";

/** All SQL of separations (src/server/db/schema/payroll.ts `separations`): one row per leaver. */

export type SeparationRow = typeof separations.$inferSelect;
export type SeparationFields = Omit<SeparationRow, "employeeRecordId" | "deactivatedAt" | "settlement">;

export async function findSeparation(db: Db, employeeRecordId: number): Promise<SeparationRow | undefined> {
  const [row] = await db.select().from(separations).where(eq(separations.employeeRecordId, employeeRecordId)).limit(1);
  return row;
}

/** The row under a lock, read fresh inside the change's transaction. */
export async function lockSeparation(tx: Db, employeeRecordId: number): Promise<SeparationRow | undefined> {
  const [row] = await tx.select().from(separations).where(eq(separations.employeeRecordId, employeeRecordId)).for("update");
  return row;
}

export async function saveSeparation(tx: Db, employeeRecordId: number, fields: SeparationFields): Promise<void> {
  await tx
    .insert(separations)
    .values({ employeeRecordId, ...fields })
    .onConflictDoUpdate({ target: separations.employeeRecordId, set: fields });
}

export async function deleteSeparation(tx: Db, employeeRecordId: number): Promise<void> {
  await tx.delete(separations).where(eq(separations.employeeRecordId, employeeRecordId));
}

/** Every leaver's last working day, by employee record (the attendance grid: not employed after it). */
export async function lastWorkingDays(db: Db): Promise<Map<number, string>> {
  const rows = await db.select({ id: separations.employeeRecordId, day: separations.lastWorkingDay }).from(separations);
  return new Map(rows.map((row) => [row.id, row.day]));
}

/** Separations whose last working day is before `today` and whose person is not deactivated yet. */
export async function dueSeparations(db: Db, today: string): Promise<SeparationRow[]> {
  return db
    .select()
    .from(separations)
    .where(and(lt(separations.lastWorkingDay, today), isNull(separations.deactivatedAt)));
}

/** The separations whose last working day falls in `month` ('YYYY-MM'): the settlements that month's payroll pays. */
export async function separationsEndingIn(db: Db, month: string): Promise<SeparationRow[]> {
  const { from, to } = monthRange(month);
  return db
    .select()
    .from(separations)
    .where(between(separations.lastWorkingDay, from, to));
}

/** Keeps the settlement's figures as last stored (settle.ts: the separation's save, and Finalise). */
export async function saveSettlementFigures(tx: Db, employeeRecordId: number, settlement: unknown): Promise<void> {
  await tx.update(separations).set({ settlement }).where(eq(separations.employeeRecordId, employeeRecordId));
}

/** The leaver's record inactive from the end of the last working day (the sweep; the caller locked the record). */
export async function deactivateRecord(tx: Db, employeeRecordId: number, endedAt: Date, now: Date): Promise<void> {
  await tx.update(employees).set({ isActive: false, deactivatedAt: endedAt, updatedAt: now }).where(eq(employees.id, employeeRecordId));
}

export async function markDeactivated(tx: Db, employeeRecordId: number, at: Date): Promise<void> {
  await tx.update(separations).set({ deactivatedAt: at }).where(eq(separations.employeeRecordId, employeeRecordId));
}

/** The separation with the name of the account that recorded it. */
export async function findSeparationWithRecorder(
  db: Db,
  employeeRecordId: number,
): Promise<(SeparationRow & { recordedBy: string | null }) | undefined> {
  const [row] = await db
    .select({ separation: separations, recordedBy: staffAccounts.name })
    .from(separations)
    .leftJoin(staffAccounts, eq(staffAccounts.id, separations.recordedByAccountId))
    .where(eq(separations.employeeRecordId, employeeRecordId))
    .limit(1);
  return row ? { ...row.separation, recordedBy: row.recordedBy } : undefined;
}
