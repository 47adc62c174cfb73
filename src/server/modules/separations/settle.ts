import type { Db } from "../../db/client";
import { finalisedAmong, itemsOfSource, moveItem, replaceSourceItems, type PayItem } from "../pay-items/store";
import { settlementItems, type SettlementFacts } from "./settlement-facts";
import { factsNow, itemsToPlace, placement, sameItems, separationSource } from "./settlement-month";
import { lockSeparation, saveSettlementFigures, separationsEndingIn, type SeparationRow } from "./store";

/**
 * Stores a leaver's settlement (docs/product.md section 10.6.4). Reads derive it (settlement-month.ts) and write
 * nothing; it is stored by the writes that decide it: recording or changing the separation (its items, its figures in
 * `separations.settlement`, and the person's later items moved into the settlement month, remembering the month each
 * was due in), withdrawing it (every item put back), and Finalise, which stores the settlement as it froze the month,
 * so the frozen month, its items and the figures the preview and the statement show of it agree. Nothing is written
 * when nothing differs; a finalised month is never touched, so its settlement stays as it was paid.
 */

/** The source of a settlement's items (the tests and the callers name it from here, where the items are stored). */
export { separationSource };

export interface Settled {
  separation: SeparationRow;
  facts: SettlementFacts;
  /** The later items this step moved (empty when all was up to date). */
  moved: { kind: string; amount: number; from: string; to: string }[];
}

type Move = { item: PayItem; month: string; movedFromMonth: string | null };

/** JSON with every object's keys sorted: jsonb keeps its own key order, so the figures read back compare by content. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, entry: unknown) =>
    entry && typeof entry === "object" && !Array.isArray(entry)
      ? Object.fromEntries(Object.entries(entry).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : entry,
  );
}

/** The person's items not where `placement` puts them for the settlement month `month` (null: a withdrawal puts every one back). */
async function plannedMoves(db: Db, employeeRecordId: number, month: string | null): Promise<Move[]> {
  const candidates = await itemsToPlace(db, employeeRecordId, month);
  const finalised = await finalisedAmong(
    db,
    candidates.flatMap((item) => [item.month, item.movedFromMonth ?? item.month, ...(month === null ? [] : [month])]),
  );
  return candidates
    .map((item) => ({ item, ...placement(item, month, finalised) }))
    .filter(({ item, month: target, movedFromMonth }) => item.month !== target || item.movedFromMonth !== movedFromMonth);
}

const movedOf = (moves: readonly Move[]) =>
  moves.map(({ item, month }) => ({ kind: item.kind, amount: item.amount, from: item.month, to: month }));

/**
 * Brings one separation's stored settlement up to date inside the caller's transaction (the separation's row locked
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
  const source = separationSource(employeeRecordId);
  const items = settlementItems(employeeRecordId, facts, separation.recordedByAccountId);
  if (!sameItems(await itemsOfSource(tx, source), items)) await replaceSourceItems(tx, source, items);
  if (canonical(separation.settlement) !== canonical(facts)) await saveSettlementFigures(tx, employeeRecordId, facts);
  const moves = await plannedMoves(tx, employeeRecordId, facts.month);
  for (const move of moves) await moveItem(tx, move.item.id, move.month, move.movedFromMonth);
  return { separation: { ...separation, settlement: facts }, facts, moved: movedOf(moves) };
}

/** Finalise: every settlement paid in `month` stored as the month's payroll is about to freeze it (payroll/service.ts). */
export async function settleMonthInTransaction(tx: Db, month: string): Promise<void> {
  for (const separation of await separationsEndingIn(tx, month)) await settleInTransaction(tx, separation.employeeRecordId);
}

/** A withdrawal: the settlement's items go and every item brought into its month goes back to the month it was due in. */
export async function unsettleInTransaction(tx: Db, employeeRecordId: number): Promise<Settled["moved"]> {
  await replaceSourceItems(tx, separationSource(employeeRecordId), []);
  const moves = await plannedMoves(tx, employeeRecordId, null);
  for (const move of moves) await moveItem(tx, move.item.id, move.month, move.movedFromMonth);
  return movedOf(moves);
}
