import { and, eq, inArray, sql } from "drizzle-orm";
import { setImmediate as nextTurn } from "node:timers/promises";
import type { PayrollMonth } from "@/shared/contract/payroll";
import type { Db } from "../../db/client";
import { payrollRuns } from "../../db/schema";

/**
 * What a payslip's year to date takes from the year's earlier finalised months: per person, the earned gross, the
 * Provident Fund and the TDS, exactly as stored in each frozen month (payslip-context.ts adds them up). Picked out of
 * each month's snapshot by the database, one month per query, rather than reading whole snapshots: at 2,000 people a
 * month is megabytes of JSON, parsed on the event loop's thread (PGlite's too) as the query answers.
 */

export interface MonthFigures {
  earnedGross: number;
  deductions: { providentFund: number; incomeTax: number };
}
export interface MonthOfFigures {
  month: string;
  rows: Map<number, MonthFigures>;
}

/** As read from JSON: a field a very old snapshot lacks stays undefined, as it is in the whole row. */
const stored = (value: unknown) => (value === null ? undefined : Number(value)) as number;

async function figuresOf(db: Db, month: string, only: readonly number[] | null): Promise<MonthOfFigures | null> {
  const person = sql`(element->>'employeeRecordId')::int`;
  const rows = await db
    .select({
      id: sql<number>`${person}`.mapWith(Number),
      earnedGross: sql<unknown>`element->'earnedGross'`,
      providentFund: sql<unknown>`element->'deductions'->'providentFund'`,
      incomeTax: sql<unknown>`element->'deductions'->'incomeTax'`,
    })
    .from(sql`${payrollRuns}, jsonb_array_elements(${payrollRuns.snapshot}->'rows') as element`)
    .where(and(eq(payrollRuns.month, month), only ? inArray(person, [...only]) : undefined));
  if (rows.length === 0) return null;
  const figures = new Map<number, MonthFigures>();
  for (const row of rows) {
    // The first row of a person, as a search through the month's rows finds it.
    if (!figures.has(row.id)) figures.set(row.id, { earnedGross: stored(row.earnedGross), deductions: { providentFund: stored(row.providentFund), incomeTax: stored(row.incomeTax) } });
  }
  return { month, rows: figures };
}

/** More people than this: every row of a month is read (cheaper than a list of thousands of ids to match). */
const LISTED_PEOPLE = 500;

/**
 * The figures of `months` (finalised or not: a month without a snapshot is left out) for `people` (or every row, for
 * many), one query per month with a pause between. `current`, a finalised month already read, is taken as it is.
 */
export async function yearFigures(db: Db, months: readonly string[], people: readonly number[], current: PayrollMonth): Promise<MonthOfFigures[]> {
  const only = people.length > LISTED_PEOPLE ? null : people;
  const result: MonthOfFigures[] = [];
  for (const month of months) {
    if (month === current.month && current.status === "finalised") {
      result.push({ month, rows: new Map(current.rows.map((row) => [row.employeeRecordId, row] as const).reverse()) });
      continue;
    }
    const figures = await figuresOf(db, month, only);
    if (figures) result.push(figures);
    await nextTurn();
  }
  return result;
}
