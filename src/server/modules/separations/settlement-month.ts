import type { Db } from "../../db/client";
import { findEmployeeWithAccount } from "../employees/store";
import { finalisedAmong, itemsAfter, itemsBroughtForward, itemsOfMonth, type NewPayItem, type PayItem } from "../pay-items/store";
import { settlementFacts, settlementItems, type SettlementFacts } from "./settlement-facts";
import { lastWorkingDays, separationsEndingIn, type SeparationRow } from "./store";

/**
 * A leaver's settlement as the month's payroll pays it, derived on every read (docs/product.md section 10.6.4): its
 * items from the separation and the records it follows (the salary in force, the leave balance, the pay-day basis,
 * the date of joining), and the person's items due after the settlement month counted in it. Reads only: nothing is
 * written until the month is finalised (settle.ts stores what Finalise froze), so a read takes no lock and two
 * reads with no change between them agree. A finalised month is read as it was stored.
 */

export const separationSource = (id: number) => `separation:${id}`;

const isSettlementItem = (item: PayItem) => item.source?.startsWith("separation:") ?? false;

const monthOf = (date: string) => date.slice(0, 7);

/** The settlement's facts as its records stand now (null: no such person). */
export async function factsNow(db: Db, separation: SeparationRow): Promise<SettlementFacts | null> {
  const found = await findEmployeeWithAccount(db, separation.employeeRecordId);
  return found ? settlementFacts(db, found.employee, separation) : null;
}

/** The settlement's facts in force: those kept with the month once it is finalised (derived for one saved before they were kept), else derived now. */
export async function settlementOf(db: Db, separation: SeparationRow): Promise<SettlementFacts | null> {
  const month = monthOf(separation.lastWorkingDay);
  if ((await finalisedAmong(db, [month])).has(month)) return (separation.settlement as SettlementFacts | null) ?? factsNow(db, separation);
  return factsNow(db, separation);
}

/**
 * The month an item is paid in: one due after its person's settlement month (`settlementMonth`) in that month,
 * remembering the month it was due in; any other in the month it was due in. An item of a finalised month stays
 * where it was paid, and none moves into a finalised month.
 */
export function placement(
  item: Pick<PayItem, "month" | "movedFromMonth">,
  settlementMonth: string | null,
  finalised: ReadonlySet<string>,
): { month: string; movedFromMonth: string | null } {
  const due = item.movedFromMonth ?? item.month;
  const wanted =
    settlementMonth !== null && due > settlementMonth
      ? { month: settlementMonth, movedFromMonth: due }
      : { month: due, movedFromMonth: null };
  return finalised.has(item.month) || finalised.has(wanted.month) ? { month: item.month, movedFromMonth: item.movedFromMonth } : wanted;
}

/** The person's items that may belong in a settlement month `month` from elsewhere: due after it, or brought in before. */
export async function itemsToPlace(db: Db, employeeRecordId: number, month: string | null): Promise<PayItem[]> {
  const later = month === null ? [] : await itemsAfter(db, employeeRecordId, month);
  const candidates = new Map<number, PayItem>(
    [...later, ...(await itemsBroughtForward(db, employeeRecordId))].map((item) => [item.id, item]),
  );
  return [...candidates.values()].filter((item) => !isSettlementItem(item));
}

/** The same content, whatever the ids and times: what tells whether the stored items are the derived ones. */
export const itemKey = (
  item: Pick<NewPayItem, "month" | "kind" | "amount" | "pfWage" | "esiWage" | "taxable" | "description" | "reason">,
) => JSON.stringify([item.month, item.kind, item.amount, item.pfWage, item.esiWage, item.taxable, item.description, item.reason ?? null]);

export const sameItems = (stored: readonly PayItem[], wanted: readonly NewPayItem[]) => {
  const keys = stored.map(itemKey).sort();
  return (
    keys.length === wanted.length &&
    wanted
      .map(itemKey)
      .sort()
      .every((key, index) => key === keys[index])
  );
};

/**
 * The settlement's items of its month: the stored ones when they are what the records give now (their ids and times
 * kept), else the derived ones, not stored yet, with negative ids (nothing changes a settlement item by id) and the
 * separation's recording time.
 */
async function settlementItemsNow(db: Db, separation: SeparationRow, monthItems: readonly PayItem[]): Promise<PayItem[]> {
  const id = separation.employeeRecordId;
  const facts = await factsNow(db, separation);
  if (!facts) return [];
  const wanted = settlementItems(id, facts, separation.recordedByAccountId);
  const stored = monthItems.filter((item) => item.source === separationSource(id));
  if (sameItems(stored, wanted)) return stored;
  return wanted.map((item, index) => ({
    ...item,
    id: -(id * 100 + index + 1),
    reason: item.reason ?? null,
    sourceMonth: null,
    source: separationSource(id),
    movedFromMonth: null,
    createdByAccountId: item.createdByAccountId ?? null,
    createdAt: separation.recordedAt,
  }));
}

/**
 * Everything paid in `month` besides the salary structures, oldest first: its stored items, less any settlement's
 * and any item counted in a leaver's settlement month instead, plus the items of the month's settlements and the items
 * they bring in from later months (section 10.6.4). A finalised month's items as stored.
 */
export async function itemsPaidIn(db: Db, month: string): Promise<PayItem[]> {
  const stored = await itemsOfMonth(db, month);
  if ((await finalisedAmong(db, [month])).has(month)) return stored;
  const endingHere = await separationsEndingIn(db, month);
  const broughtIn: PayItem[] = [];
  for (const separation of endingHere) broughtIn.push(...(await itemsToPlace(db, separation.employeeRecordId, month)));
  const candidates = [
    ...new Map([...stored, ...broughtIn].filter((item) => !isSettlementItem(item)).map((item) => [item.id, item])).values(),
  ];
  const lastDays = await lastWorkingDays(db);
  const settlementMonthOf = (item: PayItem) => {
    const lastDay = lastDays.get(item.employeeRecordId);
    return lastDay ? monthOf(lastDay) : null;
  };
  const months = new Set(
    candidates.flatMap((item) => [item.month, item.movedFromMonth ?? item.month, settlementMonthOf(item) ?? item.month]),
  );
  const finalised = await finalisedAmong(db, [...months]);
  const placed = candidates
    .map((item) => ({ ...item, ...placement(item, settlementMonthOf(item), finalised) }))
    .filter((item) => item.month === month);
  const settlements: PayItem[] = [];
  for (const separation of endingHere) settlements.push(...(await settlementItemsNow(db, separation, stored)));
  const byId = (a: PayItem, b: PayItem) => a.id - b.id;
  return [...placed, ...settlements.filter((item) => item.id > 0)].sort(byId).concat(settlements.filter((item) => item.id < 0));
}
