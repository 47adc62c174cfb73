import { payItemTotals, type PayItemFigures } from "./pay-item-totals";
import type { EarlierMonthPfWage } from "./provident-fund";

/**
 * Arrears and adjustments of earlier months (a salary revision's arrears, a reversed or recovered loss of pay)
 * are PF wages of the month they belong to, capped within that month's ceiling (provident-fund.ts
 * `providentFundWages`, docs/product.md section 10.2). What a month paid needs: which items belong to which
 * earlier month, and how much PF wage each of those months already counted in its finalised rows.
 */

/** The month an item's PF wage belongs to: its source month when earlier than the month paid, else the month paid. */
const pfMonthOf = (item: PayItemFigures, paidIn: string): string =>
  item.sourceMonth && item.sourceMonth < paidIn ? item.sourceMonth : paidIn;

/** The signed PF wage of items (an earning adds, a deduction subtracts). */
const pfWageOf = (items: readonly PayItemFigures[]) => payItemTotals(items).pfWage;

/** The PF wage of the month's own items, and what its items add to each earlier month. */
export function pfWageByMonth(paidIn: string, items: readonly PayItemFigures[]): { own: number; earlier: Map<string, number> } {
  const own = items.filter((item) => pfMonthOf(item, paidIn) === paidIn);
  const earlier = new Map<string, PayItemFigures[]>();
  for (const item of items) {
    const month = pfMonthOf(item, paidIn);
    if (month !== paidIn) earlier.set(month, [...(earlier.get(month) ?? []), item]);
  }
  return { own: pfWageOf(own), earlier: new Map([...earlier].map(([month, monthItems]) => [month, pfWageOf(monthItems)])) };
}

/**
 * The earlier months' arrears of a month paid, each with the PF wage its month already counted (`counted`: 0 when
 * unknown) and whether that month was a pension month (`pensionIn`: provident-fund.ts `contributesToPension`).
 */
export function earlierMonthsPf(
  paidIn: string,
  items: readonly PayItemFigures[],
  counted: ReadonlyMap<string, number>,
  pensionIn: (month: string) => boolean = () => true,
): EarlierMonthPfWage[] {
  return [...pfWageByMonth(paidIn, items).earlier].map(([month, added]) => ({
    counted: counted.get(month) ?? 0,
    added,
    pension: pensionIn(month),
  }));
}

/** A finalised month of a person as its frozen row holds it. */
export interface FrozenPfMonth {
  month: string;
  earnedBasic: number;
  items: readonly PayItemFigures[];
}

/**
 * The PF wage counted so far for `month`, before the ceiling: its own earned basic and own items in its frozen
 * row, plus the arrears for it paid in later finalised months. `frozen`: the person's finalised rows.
 */
export function pfWageCountedFor(month: string, frozen: readonly FrozenPfMonth[]): number {
  let counted = 0;
  for (const row of frozen) {
    if (row.month === month) counted += row.earnedBasic + pfWageByMonth(row.month, row.items).own;
    else if (row.month > month) counted += pfWageByMonth(row.month, row.items).earlier.get(month) ?? 0;
  }
  return Math.max(0, counted);
}
