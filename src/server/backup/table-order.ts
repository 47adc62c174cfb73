import { sql } from "drizzle-orm";
import type { Db } from "../db/client";

export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * The application's tables (schema public), each after the tables it references, so rows can be inserted
 * in this order with every foreign key checked. A table that references itself (a reporting manager) is
 * listed once; its rows go in as one statement, which checks the references at its end.
 */
export async function tablesInDependencyOrder(db: Db): Promise<{ tables: string[]; selfReferencing: Set<string> }> {
  const tables = rowsOf<{ name: string }>(
    await db.execute(sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`),
  ).map((row) => row.name);
  const references = rowsOf<{ child: string; parent: string }>(
    await db.execute(sql`
      select c.relname as child, p.relname as parent
      from pg_constraint k
      join pg_class c on c.oid = k.conrelid
      join pg_class p on p.oid = k.confrelid
      join pg_namespace n on n.oid = c.relnamespace
      where k.contype = 'f' and n.nspname = 'public'`),
  );
  const selfReferencing = new Set(references.filter((edge) => edge.child === edge.parent).map((edge) => edge.child));
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const ready = tables.filter(
      (table) => !placed.has(table) && references.every((edge) => edge.child !== table || edge.parent === table || placed.has(edge.parent)),
    );
    if (ready.length === 0)
      throw new Error(`The tables reference each other in a cycle: ${tables.filter((table) => !placed.has(table)).join(", ")}`);
    for (const table of ready) {
      ordered.push(table);
      placed.add(table);
    }
  }
  return { tables: ordered, selfReferencing };
}

/** How many of the committed migrations the database has applied (drizzle's own table; 0 when it has none). */
export async function appliedMigrations(db: Db): Promise<number> {
  const exists = rowsOf<{ found: string | null }>(
    await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations')::text as found`),
  )[0]?.found;
  if (!exists) return 0;
  return Number(rowsOf<{ n: string | number }>(await db.execute(sql`select count(*) as n from drizzle.__drizzle_migrations`))[0]?.n ?? 0);
}
