import { mkdtempSync, readFileSync, rmSync, writeFileSync, cpSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import type { Database, Db } from "../db/client";
import { BACKUP_FORMAT, type BackupEnd, type BackupHeader } from "./dump";
import { rowsOf, tablesInDependencyOrder } from "./table-order";

/** A restore that must not go ahead: the message says why and what to do. */
export class RestoreError extends Error {}

const migrationsFolder = fileURLToPath(new URL("../db/migrations", import.meta.url));
/** Rows go in by statements of about this much JSON. */
const BATCH_CHARS = 4_000_000;

export async function isEmptyDatabase(db: Db): Promise<boolean> {
  const found = rowsOf<{ n: string | number }>(
    await db.execute(sql`select count(*) as n from pg_tables where schemaname in ('public', 'drizzle')`),
  )[0]?.n;
  return Number(found ?? 0) === 0;
}

/** Applies the first `count` committed migrations: the tables exactly as the backed-up database had them. */
async function migrateTo(database: Database, count: number): Promise<void> {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, "meta/_journal.json"), "utf8")) as { entries: unknown[] };
  if (count > journal.entries.length) {
    throw new RestoreError(
      `This backup was made by a newer version of the application (${count} database migrations; this one has ${journal.entries.length}): restore it with that version or a later one.`,
    );
  }
  const folder = mkdtempSync(join(tmpdir(), "restore-migrations-"));
  try {
    cpSync(migrationsFolder, folder, { recursive: true });
    writeFileSync(join(folder, "meta/_journal.json"), JSON.stringify({ ...journal, entries: journal.entries.slice(0, count) }));
    if (database.kind === "pglite") await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: folder });
    else await migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder: folder });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

const parseLine = (line: string, what: string) => {
  try {
    return JSON.parse(line) as unknown;
  } catch {
    throw new RestoreError(`The backup file is damaged: ${what} is not readable.`);
  }
};

/** Each id sequence continues after the highest restored id, so the next row gets a new one. */
async function moveSequences(db: Db): Promise<void> {
  const serials = rowsOf<{ table: string; column: string }>(
    await db.execute(sql`
      select table_name as table, column_name as column from information_schema.columns
      where table_schema = 'public' and column_default like 'nextval(%'`),
  );
  for (const { table, column } of serials) {
    const name = `"${table.replaceAll('"', '""')}"`;
    await db.execute(
      sql`select setval(pg_get_serial_sequence(${name}, ${column}), coalesce(max(${sql.identifier(column)}), 0) + 1, false) from ${sql.identifier(table)}`,
    );
  }
}

/**
 * Restores a backup's lines into an empty database (docs/architecture.md, "Backups"): refuses a database
 * that has tables, a backup made with another encryption key (its fingerprint differs from `keyFingerprint`),
 * and a cut-off or damaged file. Builds the tables as the backup's version had them, puts every row back in
 * one transaction (no row is kept from a failed restore; the empty tables are, so start again on a new empty
 * database), moves the id sequences past the restored ids and
 * checks each table's count against the file's; then the later migrations run as at a server start.
 */
export async function restoreDump(database: Database, lines: AsyncIterable<string>, keyFingerprint: string): Promise<BackupEnd> {
  const iterator = lines[Symbol.asyncIterator]();
  const first = await iterator.next();
  const header = (first.done ? null : parseLine(first.value, "its first line")) as BackupHeader | null;
  if (header?.format !== BACKUP_FORMAT || header.version !== 1) throw new RestoreError("This is not a backup made by `npm run backup`.");
  if (header.keyFingerprint !== keyFingerprint) {
    throw new RestoreError(
      `This backup was made with another encryption key (SHA-256 ${header.keyFingerprint.slice(0, 16)}…; the key here is ${keyFingerprint.slice(0, 16)}…). ` +
        "Its identifiers and documents could not be read: set DATA_ENCRYPTION_KEY (or put encryption.key in DATA_DIR) to the key of the server that made it.",
    );
  }
  if (!(await isEmptyDatabase(database.db))) {
    throw new RestoreError(
      "The database is not empty: restore only into a new, empty database (a new DATA_DIR folder, or a database made with createdb).",
    );
  }
  await migrateTo(database, header.migrations);
  const end = await database.db.transaction(async (tx) => {
    const { selfReferencing } = await tablesInDependencyOrder(tx);
    const counted: Record<string, number> = {};
    let batch: string[] = [];
    let batchTable = "";
    let batchChars = 0;
    const flush = async () => {
      if (batch.length === 0) return;
      const table = sql.identifier(batchTable);
      await tx.execute(sql`insert into ${table} select * from json_populate_recordset(null::${table}, ${`[${batch.join(",")}]`}::json)`);
      counted[batchTable] = (counted[batchTable] ?? 0) + batch.length;
      batch = [];
      batchChars = 0;
    };
    for (let line = await iterator.next(); !line.done; line = await iterator.next()) {
      if (line.value.startsWith('{"end":')) {
        await flush();
        const end = parseLine(line.value, "its last line") as BackupEnd;
        const wrong = Object.entries(end.rows).filter(([table, n]) => (counted[table] ?? 0) !== n);
        if (wrong.length)
          throw new RestoreError(`The backup file is damaged: row counts differ for ${wrong.map(([table]) => table).join(", ")}.`);
        await moveSequences(tx);
        return end;
      }
      const match = /^\{"t":("(?:[^"\\]|\\.)*"),"r":(.*)\}$/s.exec(line.value);
      if (!match) throw new RestoreError("The backup file is damaged: a row line is not readable.");
      const table = JSON.parse(match[1]!) as string;
      if (!header.tables.includes(table)) throw new RestoreError(`The backup file is damaged: rows of an unknown table ${table}.`);
      // A table that references itself goes in as one statement; others in batches.
      if (table !== batchTable || (batchChars > BATCH_CHARS && !selfReferencing.has(table))) await flush();
      batchTable = table;
      batch.push(match[2]!);
      batchChars += match[2]!.length;
    }
    throw new RestoreError("The backup file is cut off (it has no end line): no rows were restored.");
  });
  // The migrations committed since the backup's version, as a server start would run them.
  await database.migrate();
  return end;
}
