import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { inject } from "vitest";

/** The committed migrations (src/server/db/migrations). */
export const committedMigrations = fileURLToPath(new URL("../db/migrations", import.meta.url));

type Journal = { entries: { tag: string }[] };

function findMigration(tagSuffix: string): { journal: Journal; index: number } {
  const journal = JSON.parse(readFileSync(join(committedMigrations, "meta", "_journal.json"), "utf8")) as Journal;
  const index = journal.entries.findIndex((entry) => entry.tag.endsWith(tagSuffix));
  if (index < 1) throw new Error(`No committed migration after the first ends with ${tagSuffix}`);
  return { journal, index };
}

/** The statements of the committed migration whose tag ends with `tagSuffix`, in order, as drizzle runs them. */
export function migrationStatements(tagSuffix: string): string[] {
  const { journal, index } = findMigration(tagSuffix);
  return readFileSync(join(committedMigrations, `${journal.entries[index]!.tag}.sql`), "utf8").split("--> statement-breakpoint");
}

/**
 * An embedded database of the version before the migration whose tag ends with `tagSuffix`: only the committed
 * migrations before it applied, so a migration test can store data as that version had it, then migrate.
 */
export async function databaseBefore(tagSuffix: string): Promise<PGlite> {
  const { journal, index } = findMigration(tagSuffix);
  const folder = mkdtempSync(join(tmpdir(), "migrations-before-"));
  try {
    mkdirSync(join(folder, "meta"));
    const entries = journal.entries.slice(0, index);
    writeFileSync(join(folder, "meta", "_journal.json"), JSON.stringify({ ...journal, entries }));
    for (const entry of entries) copyFileSync(join(committedMigrations, `${entry.tag}.sql`), join(folder, `${entry.tag}.sql`));
    // The run's dump of an empty database (database-template.ts): initdb costs seconds of CPU, loading the dump under one.
    const client = await PGlite.create({ loadDataDir: new Blob([readFileSync(inject("pgliteEmpty"))]) });
    await migrate(drizzle(client), { migrationsFolder: folder });
    return client;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
