import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { payrollRuns } from "../../db/schema";

/**
 * The SQL of a payslip's year to date (payslip-year-figures.ts): per person, the earned gross, the Provident Fund and
 * the TDS of a frozen month, picked out of its snapshot by the database rather than by reading the whole snapshot.
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

/** One month's figures for `only` these people (every row for null); null when the month has no snapshot. */
export async function monthFiguresOf(db: Db, month: string, only: readonly number[] | null): Promise<MonthOfFigures | null> {
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
    if (!figures.has(row.id))
      figures.set(row.id, {
        earnedGross: stored(row.earnedGross),
        deductions: { providentFund: stored(row.providentFund), incomeTax: stored(row.incomeTax) },
      });
  }
  return { month, rows: figures };
}
