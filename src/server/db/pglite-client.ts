import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { promisify } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { Database, Db, OpenOptions } from "./client";
import { createDataDir, tightenDataDir } from "./data-dir-lock";
import { DataVersion, registerDataVersion, watchPgliteWrites } from "./data-version";
import { migrationsFolder } from "./migrations-folder";
import { takeTurns } from "./pglite-turns";
import * as schema from "./schema";

/**
 * Postgres's buffer cache inside PGlite's memory: 128 MB by default, more than the server's memory
 * budget (RSS <= 350 MB, docs/architecture.md) affords; pages beyond it come from the operating system's cache.
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, "-c", "shared_buffers=32MB"];

/** Run in a child process: initialise a new PGlite folder and close it. */
const INITDB_SCRIPT = `const { PGlite } = require(process.env.PGLITE_MODULE);
PGlite.create(process.env.PGLITE_DIR, { startParams: JSON.parse(process.env.PGLITE_START_PARAMS) }).then((db) => db.close());`;

/**
 * Opens PGlite on a folder. A new folder is initialised (initdb) in a short-lived child process first:
 * in this one, initdb's memory would stay in the server's resident size (about 200 MB) until it stops.
 */
async function openPgliteClient(dataDir: string): Promise<PGlite> {
  if (!existsSync(join(dataDir, "PG_VERSION"))) {
    await promisify(execFile)(process.execPath, ["-e", INITDB_SCRIPT], {
      env: {
        ...process.env,
        PGLITE_MODULE: createRequire(import.meta.url).resolve("@electric-sql/pglite"),
        PGLITE_DIR: dataDir,
        PGLITE_START_PARAMS: JSON.stringify(PGLITE_START_PARAMS),
      },
    });
  }
  return PGlite.create(dataDir, { startParams: PGLITE_START_PARAMS });
}

/**
 * PGlite in `dataDir` (or in memory when `dataDir` is "memory://"). One instance per process. Every way
 * of opening the embedded database (the server, the account command) comes through here, so DATA_DIR is
 * owner-only: the process umask becomes 0077 and DATA_DIR is created 0700 before PGlite
 * creates a file, and a folder left with wider modes by an older version is fixed (folders 0700, files
 * 0600) with one log line. PGlite itself chmods the files of a new database 0666 (and a few caches 0644)
 * whatever the umask, so the modes are tightened again, silently, once it is open and when it closes.
 */
export async function openPglite(dataDir: string, options: OpenOptions = {}): Promise<Database> {
  if (dataDir.startsWith("memory://")) return pgliteDatabase(await PGlite.create(dataDir));
  createDataDir(dataDir);
  const { changed, skipped } = tightenDataDir(dataDir);
  const log = options.log ?? console.log;
  if (changed > 0) log(`Tightened permissions of DATA_DIR ${dataDir} (${changed} files) to owner-only (folders 0700, files 0600)`);
  if (skipped > 0) log(`Could not check or tighten ${skipped} entries in DATA_DIR ${dataDir} (not this user's): check their permissions`);
  const database = pgliteDatabase(await openPgliteClient(dataDir));
  tightenDataDir(dataDir);
  const close = database.close;
  return {
    ...database,
    close: async () => {
      await close();
      try {
        tightenDataDir(dataDir);
      } catch {
        // DATA_DIR is gone (a test's temporary folder): nothing left to protect
      }
    },
  };
}

/** An open PGlite instance as our Database (the tests also open one from a dump: testing/test-app.ts). */
export function pgliteDatabase(client: PGlite): Database {
  // One process holds a PGlite folder, so it sees every write: the session and list caches may key on that.
  const version = new DataVersion();
  // Statements take turns with the event loop, so connections are accepted while a queue of them runs.
  takeTurns(client);
  watchPgliteWrites(client, version);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  registerDataVersion(db, version);
  return {
    db,
    kind: "pglite",
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    ping: async () => {
      await client.query("select 1");
    },
    close: async () => {
      if (client.closed) return;
      await client.query("CHECKPOINT");
      await client.close();
    },
  };
}
