import { monthRange } from "@/shared/domain/months";
import { lopAdjustmentOf, shortMonth, type FrozenPay } from "@/shared/domain/payroll/lop-adjustment";
import { lossOfPayDays } from "@/shared/domain/payroll/loss-of-pay";
import { shiftDate } from "@/shared/domain/working-time";
import type { Db } from "../../db/client";
import { loadAttendanceGrid } from "../attendance/grid";
import { findRun } from "../payroll/store";
import { finalisedAmong, itemsOfSource, nextDraftMonth, replaceSourceItems, type NewPayItem, type PayItem } from "./store";

/**
 * Corrections of finalised months (docs/product.md section 10.6.2): a leave
 * approved or cancelled, or an attendance correction, on a date of a finalised month never alters that month;
 * the loss-of-pay days it would have had now are paid back ('lop_reversal') or recovered ('lop_recovery') in
 * the next draft month. Run inside the transaction of the change, after the change, so both commit together.
 */

/** One source per person and finalised month: a later change to the same month replaces the open item. */
export const lopSource = (employeeRecordId: number, month: string) => `lop:${employeeRecordId}:${month}`;

export interface LopChange {
  employeeRecordId: number;
  /** The first and last date the change touches (a leave's dates; a corrected day twice). */
  from: string;
  to: string;
  /** Business date: which month is the next draft. */
  today: string;
  timeZone: string;
  /** What made the change, for the item's reason: 'Leave 12 approved'. */
  reason: string;
  accountId: number | null;
}

/** An adjustment written (or the open one removed, `amount` 0) for one finalised month. */
export interface LopAdjustment {
  sourceMonth: string;
  month: string;
  kind: "lop_reversal" | "lop_recovery" | null;
  amount: number;
  lopDaysBefore: number;
  lopDaysNow: number;
}

/** The months from `from` to `to` ('YYYY-MM', both included). */
function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  for (let month = from.slice(0, 7); month <= to.slice(0, 7); month = shiftDate(`${month}-28`, 7).slice(0, 7)) months.push(month);
  return months;
}

/** The person's loss-of-pay days in a finalised month as the records stand now, counted as that month was (its basis, divisor and `countedUntil`). */
type FrozenMonth = { payDayBasis: "calendar" | "30" | "26"; divisor: number; countedUntil: string };
async function lopDaysNow(tx: Db, employeeRecordId: number, month: string, frozen: FrozenMonth, today: string, timeZone: string) {
  const { from, to } = monthRange(month);
  const grid = await loadAttendanceGrid(tx, { from, to, today, timeZone, inTransaction: true });
  const person = grid.people.find((candidate) => candidate.employee.id === employeeRecordId);
  if (!person) return null;
  return Math.min(lossOfPayDays(person.days, frozen.countedUntil, frozen.payDayBasis), frozen.divisor);
}

/** What the source's items in finalised months already paid (+) or recovered (−): gross and PF wage. */
function alreadySettled(items: readonly PayItem[], finalised: ReadonlySet<string>) {
  let gross = 0;
  let pfWage = 0;
  for (const item of items) {
    if (!finalised.has(item.month)) continue;
    const sign = item.kind === "lop_reversal" ? 1 : item.kind === "lop_recovery" ? -1 : 0;
    gross += sign * item.amount;
    pfWage += sign * item.pfWage;
  }
  return { gross, pfWage };
}

/**
 * Writes, for each finalised month among `from`..`to` in which the person was paid, the difference between the
 * loss of pay frozen then and the loss of pay the records give now, less what earlier adjustments of that
 * month already settled, as one item in the next draft month (none when nothing is owed either way).
 */
export async function adjustFinalisedMonths(tx: Db, change: LopChange): Promise<LopAdjustment[]> {
  const finalised = await finalisedAmong(tx, monthsBetween(change.from, change.to));
  if (finalised.size === 0) return [];
  const payMonth = await nextDraftMonth(tx, change.today);
  const written: LopAdjustment[] = [];
  for (const sourceMonth of [...finalised].sort()) {
    const run = await findRun(tx, sourceMonth);
    const row = run?.payroll.rows.find((candidate) => candidate.employeeRecordId === change.employeeRecordId);
    if (!run || !row) continue;
    const now = await lopDaysNow(tx, change.employeeRecordId, sourceMonth, run.payroll, change.today, change.timeZone);
    if (now === null) continue;
    const source = lopSource(change.employeeRecordId, sourceMonth);
    const everPaid = await itemsOfSource(tx, source);
    const { earnings, lopDays, earnedGross, earnedBasic, esiCovered } = row;
    const frozen: FrozenPay = { earnings, lopDays, earnedGross, earnedBasic, esiCovered };
    const owed = lopAdjustmentOf(
      frozen,
      now,
      run.payroll.divisor,
      alreadySettled(
        everPaid,
        await finalisedAmong(
          tx,
          everPaid.map((item) => item.month),
        ),
      ),
    );
    const items: NewPayItem[] = owed
      ? [
          {
            employeeRecordId: change.employeeRecordId,
            month: payMonth,
            kind: owed.kind,
            amount: owed.amount,
            pfWage: owed.pfWage,
            esiWage: owed.esiWage,
            taxable: true,
            description: `${owed.kind === "lop_reversal" ? "LOP reversal" : "LOP recovery"} ${shortMonth(sourceMonth)}`,
            reason: change.reason,
            sourceMonth,
            createdByAccountId: change.accountId,
          },
        ]
      : [];
    await replaceSourceItems(tx, source, items);
    written.push({
      sourceMonth,
      month: payMonth,
      kind: owed?.kind ?? null,
      amount: owed?.amount ?? 0,
      lopDaysBefore: row.lopDays,
      lopDaysNow: now,
    });
  }
  return written;
}
