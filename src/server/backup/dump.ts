import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { appliedMigrations, rowsOf, tablesInDependencyOrder } from "./table-order";

export const BACKUP_FORMAT = "prasthan-realty-backup";

/** The first line of a backup. */
export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  version: 1;
  createdAt: string;
  database: "pglite" | "postgres";
  /** SHA-256 of the encryption key (hex), never the key: a restore with another key is refused. */
  keyFingerprint: string;
  /** How many committed migrations the database had: a restore rebuilds the tables at that point, then migrates on. */
  migrations: number;
  /** Tables in the order their rows follow (each after those it references). */
  tables: string[];
}

/** The last line: its absence marks a cut-off file. */
export interface BackupEnd {
  end: true;
  rows: Record<string, number>;
}

/** Every other line: one row of one table, as PostgreSQL's own JSON of it (exact for every column type, bytea as hex). */
export const rowLine = (table: string, rowJson: string) => `{"t":${JSON.stringify(table)},"r":${rowJson}}`;

/**
 * Writes a consistent snapshot of the database as lines (header, rows, end): one read-only, repeatable-read
 * transaction, so the rows are as of one instant while the server goes on writing (on PGlite, whose one
 * connection the transaction holds, other requests wait until the dump is done). Rows are read through a
 * cursor, 500 at a time, so a large table never sits in memory. `write` may return a promise (back pressure).
 */
export async function writeDump(
  db: Db,
  meta: { database: BackupHeader["database"]; keyFingerprint: string; at?: Date },
  write: (line: string) => unknown,
): Promise<BackupEnd> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set transaction isolation level repeatable read, read only`);
    const { tables } = await tablesInDependencyOrder(tx);
    const header: BackupHeader = {
      format: BACKUP_FORMAT,
      version: 1,
      createdAt: (meta.at ?? new Date()).toISOString(),
      database: meta.database,
      keyFingerprint: meta.keyFingerprint,
      migrations: await appliedMigrations(tx),
      tables,
    };
    await write(JSON.stringify(header));
    const rows: Record<string, number> = {};
    for (const table of tables) {
      rows[table] = 0;
      await tx.execute(sql`declare backup_rows no scroll cursor for select row_to_json(t)::text as row from ${sql.identifier(table)} t`);
      for (;;) {
        const batch = rowsOf<{ row: string }>(await tx.execute(sql`fetch 500 from backup_rows`));
        if (batch.length === 0) break;
        for (const { row } of batch) await write(rowLine(table, row));
        rows[table] += batch.length;
      }
      await tx.execute(sql`close backup_rows`);
    }
    const end: BackupEnd = { end: true, rows };
    await write(JSON.stringify(end));
    return end;
  });
}
