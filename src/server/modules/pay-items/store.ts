import { and, asc, eq, gt, inArray, isNotNull, max, notInArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { employees, payItems, payrollRuns, staffAccounts, type PayItemKind } from "../../db/schema";
import { shiftDate } from "@/shared/domain/working-time";

/**
 * All SQL of pay items (src/server/db/schema/payroll.ts `payItems`): what is paid or deducted in a month
 * besides the salary structure. A finalised month's items are part of its frozen figures and never change;
 * the functions here only ever touch items of months that are not finalised.
 */

export interface NewPayItem {
  employeeRecordId: number;
  /** The month it is paid in, 'YYYY-MM': a month not finalised. */
  month: string;
  kind: PayItemKind;
  /** Whole rupees, above zero; the kind says whether it is paid or deducted. */
  amount: number;
  pfWage: number;
  esiWage: number;
  taxable: boolean;
  description: string;
  reason?: string | null;
  sourceMonth?: string | null;
  source?: string | null;
  createdByAccountId?: number | null;
}

export type PayItem = typeof payItems.$inferSelect;

const nextMonth = (month: string) => shiftDate(`${month}-28`, 7).slice(0, 7);

/**
 * The month a correction made today is paid in: the month after the latest finalised one, and never before
 * today's month (a correction is not paid in a month that has passed unfinalised).
 */
export async function nextDraftMonth(db: Db, today: string): Promise<string> {
  const [row] = await db.select({ latest: max(payrollRuns.month) }).from(payrollRuns);
  const current = today.slice(0, 7);
  const afterLatest = row?.latest ? nextMonth(row.latest) : current;
  return afterLatest > current ? afterLatest : current;
}

/** The finalised months among `months`. */
export async function finalisedAmong(db: Db, months: readonly string[]): Promise<Set<string>> {
  if (months.length === 0) return new Set();
  const rows = await db
    .select({ month: payrollRuns.month })
    .from(payrollRuns)
    .where(inArray(payrollRuns.month, [...months]));
  return new Set(rows.map((row) => row.month));
}

/** A month's items, every person's, oldest first (one read per payroll computation). */
export async function itemsOfMonth(db: Db, month: string): Promise<PayItem[]> {
  return db.select().from(payItems).where(eq(payItems.month, month)).orderBy(payItems.id);
}

/** The items one change made (`source`), in every month, finalised or not. */
export async function itemsOfSource(db: Db, source: string): Promise<PayItem[]> {
  return db.select().from(payItems).where(eq(payItems.source, source)).orderBy(payItems.id);
}

/**
 * Replaces what one change (`source`) put in months not yet finalised with `items` (which must all be for
 * months not finalised): run it in the transaction of the change, so the change and its items commit
 * together. Items of finalised months stay as they were paid.
 */
export async function replaceSourceItems(tx: Db, source: string, items: readonly NewPayItem[]): Promise<PayItem[]> {
  const finalised = await tx.select({ month: payrollRuns.month }).from(payrollRuns);
  const frozen = finalised.map((row) => row.month);
  const late = items.find((item) => frozen.includes(item.month));
  if (late) throw new Error(`pay item for ${late.month}, a finalised month`);
  const stillOpen = frozen.length > 0 ? and(eq(payItems.source, source), notInArray(payItems.month, frozen)) : eq(payItems.source, source);
  await tx.delete(payItems).where(stillOpen);
  if (items.length === 0) return [];
  return tx
    .insert(payItems)
    .values(items.map((item) => ({ ...item, source })))
    .returning();
}

/** Items of a person paid after `month` (an advance's recoveries, a leaver's last items). */
export async function itemsAfter(db: Db, employeeRecordId: number, month: string): Promise<PayItem[]> {
  return db
    .select()
    .from(payItems)
    .where(and(eq(payItems.employeeRecordId, employeeRecordId), gt(payItems.month, month)))
    .orderBy(payItems.month, payItems.id);
}

/** A person's items brought into a leaver's settlement month from a later month (`movedFromMonth` set). */
export async function itemsBroughtForward(db: Db, employeeRecordId: number): Promise<PayItem[]> {
  return db
    .select()
    .from(payItems)
    .where(and(eq(payItems.employeeRecordId, employeeRecordId), isNotNull(payItems.movedFromMonth)))
    .orderBy(payItems.id);
}

/**
 * Moves an item to `month`, remembering the month it was due in (`movedFromMonth`; null when it goes back there).
 * The caller checked that neither month is finalised.
 */
export async function moveItem(tx: Db, id: number, month: string, movedFromMonth: string | null): Promise<void> {
  await tx.update(payItems).set({ month, movedFromMonth }).where(eq(payItems.id, id));
}

/**
 * The items with the person's ID and name and who entered each (the Adjustments and one-off items section), in the
 * order of the people's IDs, each person's items in the order given.
 */
export async function itemsWithNames(db: Db, items: readonly PayItem[]) {
  const personIds = [...new Set(items.map((item) => item.employeeRecordId))];
  const creatorIds = [...new Set(items.flatMap((item) => (item.createdByAccountId === null ? [] : [item.createdByAccountId])))];
  if (personIds.length === 0) return [];
  const people = await db
    .select({ id: employees.id, employeeId: employees.employeeId, firstName: employees.firstName, lastName: employees.lastName })
    .from(employees)
    .where(inArray(employees.id, personIds))
    .orderBy(asc(employees.employeeId));
  const creators =
    creatorIds.length === 0
      ? []
      : await db
          .select({ id: staffAccounts.id, name: staffAccounts.name })
          .from(staffAccounts)
          .where(inArray(staffAccounts.id, creatorIds));
  const names = new Map(creators.map((creator) => [creator.id, creator.name]));
  return people.flatMap(({ id, employeeId, firstName, lastName }) =>
    items
      .filter((item) => item.employeeRecordId === id)
      .map((item) => ({
        item,
        employeeId,
        firstName,
        lastName,
        createdBy: item.createdByAccountId === null ? null : (names.get(item.createdByAccountId) ?? null),
      })),
  );
}

/** One item of a month (undefined when the month holds no such item). */
export async function itemOfMonth(db: Db, month: string, id: number): Promise<PayItem | undefined> {
  const [row] = await db
    .select()
    .from(payItems)
    .where(and(eq(payItems.id, id), eq(payItems.month, month)));
  return row;
}

/** One item of a month, locked for the change that follows (undefined when the month holds no such item). */
export async function lockItemOfMonth(tx: Db, month: string, id: number): Promise<PayItem | undefined> {
  const [row] = await tx
    .select()
    .from(payItems)
    .where(and(eq(payItems.id, id), eq(payItems.month, month)))
    .for("update");
  return row;
}

/** Adds one item HR entered (no source: it is its own record). */
export async function insertItem(tx: Db, item: NewPayItem): Promise<PayItem> {
  const [row] = await tx.insert(payItems).values(item).returning();
  return row!;
}

/** Changes an item HR entered, in a month not finalised (the caller checked). */
export async function updateItem(tx: Db, id: number, item: NewPayItem): Promise<void> {
  await tx.update(payItems).set(item).where(eq(payItems.id, id));
}

/** Deletes an item HR entered, in a month not finalised (the caller checked). */
export async function deleteItem(tx: Db, id: number): Promise<void> {
  await tx.delete(payItems).where(eq(payItems.id, id));
}

/** Whether `month` is finalised. */
export async function isFinalised(tx: Db, month: string): Promise<boolean> {
  return (await finalisedAmong(tx, [month])).has(month);
}
