import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import type { Database, Db } from "./client";
import { registerDataVersion, SnapshotVersion } from "./data-version";
import { migrationsFolder } from "./migrations-folder";
import * as schema from "./schema";

/** Any fixed number: the advisory lock that lets one starting instance migrate at a time. */
const MIGRATION_LOCK = 7_243_001;

/**
 * Several instances may start at once on one PostgreSQL (docs/architecture.md section 10): each migrates under
 * a session advisory lock, so the second waits and then finds nothing left to apply.
 */
async function migrateUnderLock(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
    await migratePg(drizzlePg(client), { migrationsFolder });
  } finally {
    await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => undefined);
    client.release();
  }
}

export async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  pool.on("error", () => {
    // An idle client lost its connection; the pool replaces it on next use.
  });
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  // Several instances may write: the caches ask the database's snapshot whether anything changed.
  registerDataVersion(db, new SnapshotVersion(pool));
  return {
    db,
    kind: "postgres",
    migrate: () => migrateUnderLock(pool),
    ping: async () => {
      await pool.query("select 1");
    },
    close: () => pool.end(),
  };
}
