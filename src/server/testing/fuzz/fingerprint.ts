/**
 * A fingerprint of everything stored: each table's row count and the md5 of its rows as text, in one SQL
 * statement. Equal fingerprints before and after a refused request mean it stored nothing (within md5).
 */
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";

/**
 * What may change on a refused request, and why. Anything else that changes is a finding.
 * - rate_limits: the counters exist to count refused attempts (logins, inquiries, password changes).
 * - sessions.last_seen_at: the guard touches a live session on every authenticated request, refused or not
 *   (sliding expiry); the rest of the sessions table is compared, so a refused request that creates or ends a
 *   session is still caught.
 * - audit_log rows whose event records a refusal (failed login, refused duty...): writing them is the point.
 *   Every other audit row is compared.
 */
const IGNORED_TABLES = new Set(["rate_limits"]);
const IGNORED_COLUMNS: Record<string, string[]> = { sessions: ["last_seen_at"] };
export const REFUSAL_EVENTS = [
  "login.failure",
  "login.lockout",
  "login.refused",
  "password.change_failed",
  "password.change_refused",
  "duty.refused",
  "payroll.bank_file_refused",
];
const ROW_FILTERS: Record<string, string> = { audit_log: `event not in (${REFUSAL_EVENTS.map((event) => `'${event}'`).join(", ")})` };

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The fingerprint query for the database's current tables (build once; the schema does not change during a run). */
export async function fingerprintQuery(db: Db): Promise<string> {
  const columns = rowsOf<{ table_name: string; column_name: string }>(
    await db.execute(sql`select table_name, column_name from information_schema.columns
      where table_schema = 'public' order by table_name, ordinal_position`),
  );
  const tables = new Map<string, string[]>();
  for (const { table_name: table, column_name: column } of columns) {
    if (IGNORED_TABLES.has(table) || IGNORED_COLUMNS[table]?.includes(column)) continue;
    tables.set(table, [...(tables.get(table) ?? []), column]);
  }
  if (tables.size === 0) throw new Error("No tables to fingerprint: is the database migrated?");
  return [...tables]
    .map(([table, kept]) => {
      const where = ROW_FILTERS[table] ? ` where ${ROW_FILTERS[table]}` : "";
      const row = `row(${kept.map(quote).join(", ")})::text`;
      return `select '${table}' as name, count(*)::int as n, coalesce(md5(string_agg(t.r, '|' order by t.r)), '') as h
        from (select ${row} as r from ${quote(table)}${where}) t`;
    })
    .join("\nunion all\n");
}

export type Fingerprint = Map<string, string>;

export async function fingerprint(db: Db, query: string): Promise<Fingerprint> {
  const rows = rowsOf<{ name: string; n: number; h: string }>(await db.execute(sql.raw(query)));
  return new Map(rows.map((row) => [row.name, `${row.n}:${row.h}`]));
}

/** The tables whose fingerprint differs. */
export function changedTables(before: Fingerprint, after: Fingerprint): string[] {
  return [...new Set([...before.keys(), ...after.keys()])].filter((table) => before.get(table) !== after.get(table));
}
