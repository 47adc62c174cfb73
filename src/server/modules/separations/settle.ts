import type { Db } from "../../db/client";
import { findEmployeeWithAccount } from "../employees/store";
import {
  finalisedAmong,
  itemsAfter,
  itemsBroughtForward,
  itemsOfSource,
  moveItem,
  replaceSourceItems,
  type NewPayItem,
  type PayItem,
} from "../pay-items/store";
import { settlementFacts, settlementItems, type SettlementFacts } from "./settlement-facts";
import { findSeparation, lockSeparation, saveSettlementFigures, separationsEndingIn, type SeparationRow } from "./store";

/**
 * Keeps a leaver's settlement and the payroll of its month in step (docs/product.md section 10.6.4). The
 * settlement follows records that may change after the separation is saved (the salary, the leave balance,
 * the pay-day basis, the date of joining), so it is not written once: its pay items and its figures
 * (`separations.settlement`, which the preview and the statement read) are recomputed in one transaction
 * whenever the month's payroll is computed (payroll/compute.ts: the draft, the finalisation and the tax
 * projection), the settlement is read or the separation saved. The same step brings the person's pay items of
 * later months (an advance's recoveries, a correction paid later) into the settlement month, where there is pay
 * to recover them from, remembering the month each was due in. Nothing is written when nothing differs; a
 * finalised month is never touched, so its settlement stays as it was paid.
 */

export const separationSource = (id: number) => `separation:${id}`;

export interface Settled {
  separation: SeparationRow;
  facts: SettlementFacts;
  /** The later items this step moved (empty when all was up to date). */
  moved: { kind: string; amount: number; from: string; to: string }[];
}

/** What would change: the settlement's items, the figures kept, and each later item's month. */
interface Plan {
  items: NewPayItem[] | null;
  figures: boolean;
  moves: { item: PayItem; month: string; movedFromMonth: string | null }[];
}

const itemKey = (item: Pick<NewPayItem, "month" | "kind" | "amount" | "pfWage" | "esiWage" | "taxable" | "description" | "reason">) =>
  JSON.stringify([item.month, item.kind, item.amount, item.pfWage, item.esiWage, item.taxable, item.description, item.reason ?? null]);

/** JSON with every object's keys sorted: jsonb keeps its own key order, so the figures read back compare by content. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, entry: unknown) =>
    entry && typeof entry === "object" && !Array.isArray(entry)
      ? Object.fromEntries(Object.entries(entry).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : entry,
  );
}

/**
 * Where each of the person's other items belongs: one due after the settlement month (`month`) is paid in it, any
 * other where it was due. `month` null (a withdrawal) puts every item back. Items of finalised months stay put.
 */
async function plannedMoves(db: Db, employeeRecordId: number, month: string | null): Promise<Plan["moves"]> {
  const later = month === null ? [] : await itemsAfter(db, employeeRecordId, month);
  const candidates = new Map<number, PayItem>(
    [...later, ...(await itemsBroughtForward(db, employeeRecordId))].map((item) => [item.id, item]),
  );
  const own = separationSource(employeeRecordId);
  const wanted = [...candidates.values()]
    .filter((item) => item.source !== own)
    .map((item) => {
      const due = item.movedFromMonth ?? item.month;
      return month !== null && due > month ? { item, month, movedFromMonth: due } : { item, month: due, movedFromMonth: null };
    })
    .filter(({ item, month: target, movedFromMonth }) => item.month !== target || item.movedFromMonth !== movedFromMonth);
  const finalised = await finalisedAmong(
    db,
    wanted.flatMap(({ item, month: target }) => [item.month, target]),
  );
  return wanted.filter(({ item, month: target }) => !finalised.has(item.month) && !finalised.has(target));
}

async function plan(db: Db, separation: SeparationRow, facts: SettlementFacts): Promise<Plan> {
  const id = separation.employeeRecordId;
  const wanted = settlementItems(id, facts, separation.recordedByAccountId);
  const current = (await itemsOfSource(db, separationSource(id))).map(itemKey).sort();
  const same =
    current.length === wanted.length &&
    wanted
      .map(itemKey)
      .sort()
      .every((key, index) => key === current[index]);
  return {
    items: same ? null : wanted,
    figures: canonical(separation.settlement) !== canonical(facts),
    moves: await plannedMoves(db, id, facts.month),
  };
}

/** The settlement's facts as they stand now (null: no separation, or no such person). */
async function factsNow(db: Db, separation: SeparationRow): Promise<SettlementFacts | null> {
  const found = await findEmployeeWithAccount(db, separation.employeeRecordId);
  return found ? settlementFacts(db, found.employee, separation) : null;
}

/**
 * Brings one separation's settlement up to date inside the caller's transaction (the separation's row locked
 * first). Returns the figures in force: the kept ones once the month is finalised (computed for a separation
 * saved before they were kept).
 */
export async function settleInTransaction(tx: Db, employeeRecordId: number): Promise<Settled | null> {
  const separation = await lockSeparation(tx, employeeRecordId);
  if (!separation) return null;
  const month = separation.lastWorkingDay.slice(0, 7);
  if ((await finalisedAmong(tx, [month])).has(month)) {
    const facts = (separation.settlement as SettlementFacts | null) ?? (await factsNow(tx, separation));
    return facts ? { separation, facts, moved: [] } : null;
  }
  const facts = await factsNow(tx, separation);
  if (!facts) return null;
  const { items, figures, moves } = await plan(tx, separation, facts);
  if (items) await replaceSourceItems(tx, separationSource(employeeRecordId), items);
  if (figures) await saveSettlementFigures(tx, employeeRecordId, facts);
  for (const move of moves) await moveItem(tx, move.item.id, move.month, move.movedFromMonth);
  return {
    separation: { ...separation, settlement: facts },
    facts,
    moved: moves.map(({ item, month: to }) => ({ kind: item.kind, amount: item.amount, from: item.month, to })),
  };
}

/**
 * The same on its own: read first, and a transaction only when something differs (a payroll read with nothing
 * to change writes nothing, so the kept answers of section 10 stay valid).
 */
export async function settle(db: Db, employeeRecordId: number): Promise<SettlementFacts | null> {
  const separation = await findSeparation(db, employeeRecordId);
  if (!separation) return null;
  const month = separation.lastWorkingDay.slice(0, 7);
  if ((await finalisedAmong(db, [month])).has(month)) return (separation.settlement as SettlementFacts | null) ?? factsNow(db, separation);
  const facts = await factsNow(db, separation);
  if (!facts) return null;
  const { items, figures, moves } = await plan(db, separation, facts);
  if (!items && !figures && moves.length === 0) return facts;
  return (await db.transaction((tx) => settleInTransaction(tx, employeeRecordId)))?.facts ?? null;
}

/** Every settlement paid in `month`, before its payroll is computed (payroll/compute.ts). */
export async function settleMonth(db: Db, month: string): Promise<void> {
  if ((await finalisedAmong(db, [month])).has(month)) return;
  for (const separation of await separationsEndingIn(db, month)) await settle(db, separation.employeeRecordId);
}

/** A withdrawal: the settlement's items go and every item brought into its month goes back to the month it was due in. */
export async function unsettleInTransaction(tx: Db, employeeRecordId: number): Promise<Settled["moved"]> {
  await replaceSourceItems(tx, separationSource(employeeRecordId), []);
  const moves = await plannedMoves(tx, employeeRecordId, null);
  for (const move of moves) await moveItem(tx, move.item.id, move.month, move.movedFromMonth);
  return moves.map(({ item, month }) => ({ kind: item.kind, amount: item.amount, from: item.month, to: month }));
}
