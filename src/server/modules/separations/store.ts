import { and, eq, isNull, lt } from "drizzle-orm";
import type { Db } from "../../db/client";
import { separations, staffAccounts } from "../../db/schema";

/** All SQL of separations (src/server/db/schema/payroll.ts `separations`): one row per leaver. */

export type SeparationRow = typeof separations.$inferSelect;
export type SeparationFields = Omit<SeparationRow, "employeeRecordId" | "deactivatedAt">;

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

export async function markDeactivated(tx: Db, employeeRecordId: number, at: Date): Promise<void> {
  await tx.update(separations).set({ deactivatedAt: at }).where(eq(separations.employeeRecordId, employeeRecordId));
}

/** The separation with the name of the account that recorded it. */
export async function findSeparationWithRecorder(db: Db, employeeRecordId: number): Promise<(SeparationRow & { recordedBy: string | null }) | undefined> {
  const [row] = await db
    .select({ separation: separations, recordedBy: staffAccounts.name })
    .from(separations)
    .leftJoin(staffAccounts, eq(staffAccounts.id, separations.recordedByAccountId))
    .where(eq(separations.employeeRecordId, employeeRecordId))
    .limit(1);
  return row ? { ...row.separation, recordedBy: row.recordedBy } : undefined;
}
