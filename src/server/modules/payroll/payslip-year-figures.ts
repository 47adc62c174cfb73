import { setImmediate as nextTurn } from "node:timers/promises";
import type { PayrollMonth } from "@/shared/contract/payroll";
import type { Db } from "../../db/client";
import { monthFiguresOf, type MonthOfFigures } from "./year-figures-store";

/**
 * What a payslip's year to date takes from the year's earlier finalised months: per person, the earned gross, the
 * Provident Fund and the TDS, exactly as stored in each frozen month (payslip-context.ts adds them up). Picked out of
 * each month's snapshot by the database, one month per query, rather than reading whole snapshots: at 2,000 people a
 * month is megabytes of JSON, parsed on the event loop's thread (PGlite's too) as the query answers.
 */

/** More people than this: every row of a month is read (cheaper than a list of thousands of ids to match). */
const LISTED_PEOPLE = 500;

/**
 * The figures of `months` (finalised or not: a month without a snapshot is left out) for `people` (or every row, for
 * many), one query per month with a pause between. `current`, a finalised month already read, is taken as it is.
 */
export async function yearFigures(
  db: Db,
  months: readonly string[],
  people: readonly number[],
  current: PayrollMonth,
): Promise<MonthOfFigures[]> {
  const only = people.length > LISTED_PEOPLE ? null : people;
  const result: MonthOfFigures[] = [];
  for (const month of months) {
    if (month === current.month && current.status === "finalised") {
      result.push({ month, rows: new Map(current.rows.map((row) => [row.employeeRecordId, row] as const).reverse()) });
      continue;
    }
    const figures = await monthFiguresOf(db, month, only);
    if (figures) result.push(figures);
    await nextTurn();
  }
  return result;
}
