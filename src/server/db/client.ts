import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type * as schema from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** Applies the committed migrations. */
  migrate(): Promise<void>;
  /** Cheap round trip for the health check. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** Where the one line about tightened DATA_DIR permissions goes (default: standard output). */
  log?: (line: string) => void;
}

/**
 * PostgreSQL when a URL is given, else PGlite in `dataDir`. Each driver is loaded here, when it is used: a server
 * on PostgreSQL never holds PGlite's modules in memory, nor one on PGlite `pg`'s (docs/architecture.md section 10, "Memory").
 */
export async function openDatabase(options: { databaseUrl?: string; dataDir: string } & OpenOptions): Promise<Database> {
  if (options.databaseUrl) return (await import("./postgres-client")).openPostgres(options.databaseUrl);
  return (await import("./pglite-client")).openPglite(options.dataDir, options);
}
