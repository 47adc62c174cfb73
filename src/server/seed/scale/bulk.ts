import { getTableColumns, getTableName, sql, type InferInsertModel } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";

/**
 * Why JSON: one statement carries thousands of rows as a single text parameter (json_populate_recordset turns
 * it into the table's own row type), so PGlite and PostgreSQL both take a chunk in one round trip without the
 * 65,535-parameter ceiling of a multi-row VALUES list or a COPY stream the PostgreSQL driver lacks here.
 */
const CHUNK = 5_000;

/** The rows with the table's column names (drizzle's keys are camelCase; the row type's fields are the SQL names). */
function toColumnNames<T extends PgTable>(table: T, rows: InferInsertModel<T>[]): { names: string[]; json: Record<string, unknown>[] } {
  const columns = Object.entries(getTableColumns(table));
  const used = columns.filter(([key]) => rows.some((row) => (row as Record<string, unknown>)[key] !== undefined));
  const json = rows.map((row) => {
    const out: Record<string, unknown> = {};
    for (const [key, column] of used) {
      const value = (row as Record<string, unknown>)[key];
      out[column.name] = value instanceof Date ? value.toISOString() : value;
    }
    return out;
  });
  return { names: used.map(([, column]) => column.name), json };
}

/** Inserts the rows in chunks, each one statement; returns the chosen columns of the rows inserted, in order. */
export async function bulkInsert<T extends PgTable>(
  db: Db,
  table: T,
  rows: InferInsertModel<T>[],
  returning: string[] = [],
): Promise<Record<string, unknown>[]> {
  const out: Record<string, unknown>[] = [];
  const name = getTableName(table);
  for (let i = 0; i < rows.length; i += CHUNK) {
    const { names, json } = toColumnNames(table, rows.slice(i, i + CHUNK));
    const list = sql.raw(names.map((column) => `"${column}"`).join(", "));
    const back = returning.length ? sql.raw(` returning ${returning.map((column) => `"${column}"`).join(", ")}`) : sql``;
    // `with ordinality` keeps the input order, so returned ids line up with the rows given.
    const result = await db.execute(
      sql`insert into ${sql.raw(`"${name}"`)} (${list}) select ${list} from json_populate_recordset(null::${sql.raw(`"${name}"`)}, ${JSON.stringify(json)}::json) with ordinality as r order by ordinality${back}`,
    );
    if (returning.length) out.push(...(result as unknown as { rows: Record<string, unknown>[] }).rows);
  }
  return out;
}
