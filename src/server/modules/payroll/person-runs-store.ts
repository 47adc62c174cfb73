import { and, desc, eq, gte, lte, sql } from "drizzle-orm";
import { setImmediate as nextTurn } from "node:timers/promises";
import type { Db } from "../../db/client";
import { payrollRuns, staffAccounts } from "../../db/schema";
import { readSnapshot } from "./snapshot";
import type { PayrollRun } from "./store";

/**
 * One person's finalised months (their payslip list and payslips, their annual tax statement): each month as
 * store.ts reads it, with only that person's row. The database picks the row out of the frozen month, one month
 * per query with a pause between: at 2,000 people a month is megabytes of JSON, and reading whole months (all of
 * them, for one person's list) held the event loop, PGlite's queries included, for most of a second.
 */

/** The finalised months from `from` to `to` ('YYYY-MM', both included), newest first; the person may have no row in some. */
export async function personRuns(db: Db, employeeRecordId: number, from = "0000-01", to = "9999-12"): Promise<PayrollRun[]> {
  const months = await db
    .select({ month: payrollRuns.month })
    .from(payrollRuns)
    .where(and(gte(payrollRuns.month, from), lte(payrollRuns.month, to)))
    .orderBy(desc(payrollRuns.month));
  const runs: PayrollRun[] = [];
  for (const { month } of months) {
    const [found] = await db
      .select({
        head: sql<Record<string, unknown>>`${payrollRuns.snapshot} - 'rows'`,
        rows: sql<
          unknown[]
        >`jsonb_path_query_array(${payrollRuns.snapshot}->'rows', '$[*] ? (@.employeeRecordId == $id)', jsonb_build_object('id', ${employeeRecordId}::int))`,
        finalisedAt: payrollRuns.finalisedAt,
        finalisedBy: staffAccounts.name,
        paidOn: payrollRuns.paidOn,
      })
      .from(payrollRuns)
      .leftJoin(staffAccounts, eq(staffAccounts.id, payrollRuns.finalisedByAccountId))
      .where(eq(payrollRuns.month, month));
    if (found) {
      const { head, rows, finalisedAt, finalisedBy, paidOn } = found;
      // As store.ts's toRun reads a whole month.
      const payroll = {
        ...readSnapshot({ ...head, rows }),
        status: "finalised" as const,
        finalisedAt: finalisedAt.toISOString(),
        finalisedBy,
        paidOn,
      };
      runs.push({ payroll, finalisedAt, finalisedBy, paidOn });
    }
    await nextTurn();
  }
  return runs;
}

/** Rows per query when a whole month is read in slices. */
const ROWS_PER_QUERY = 250;

/**
 * A whole finalised month (a month's payslips), as store.ts's findRun reads it, its rows fetched a slice per query
 * with a pause between: parsing a 2,000-person month in one answer held the event loop for over 100 ms.
 */
export async function monthInSlices(db: Db, month: string): Promise<PayrollRun | undefined> {
  const [found] = await db
    .select({
      head: sql<Record<string, unknown>>`${payrollRuns.snapshot} - 'rows'`,
      count: sql<number>`jsonb_array_length(${payrollRuns.snapshot}->'rows')`.mapWith(Number),
      finalisedAt: payrollRuns.finalisedAt,
      finalisedBy: staffAccounts.name,
      paidOn: payrollRuns.paidOn,
    })
    .from(payrollRuns)
    .leftJoin(staffAccounts, eq(staffAccounts.id, payrollRuns.finalisedByAccountId))
    .where(eq(payrollRuns.month, month));
  if (!found) return undefined;
  const { head, count, finalisedAt, finalisedBy, paidOn } = found;
  const rows: unknown[] = [];
  for (let start = 0; start < count; start += ROWS_PER_QUERY) {
    await nextTurn();
    const range = `$[${start} to ${Math.min(start + ROWS_PER_QUERY, count) - 1}]`;
    const [slice] = await db
      .select({ rows: sql<unknown[]>`jsonb_path_query_array(${payrollRuns.snapshot}->'rows', ${range}::jsonpath)` })
      .from(payrollRuns)
      .where(eq(payrollRuns.month, month));
    rows.push(...(slice?.rows ?? []));
  }
  const payroll = {
    ...readSnapshot({ ...head, rows }),
    status: "finalised" as const,
    finalisedAt: finalisedAt.toISOString(),
    finalisedBy,
    paidOn,
  };
  return { payroll, finalisedAt, finalisedBy, paidOn };
}
