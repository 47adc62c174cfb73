import type { Database, OpenOptions } from "./client";

/**
 * PostgreSQL when a URL is given, else PGlite in `dataDir`. Each driver is loaded here, when it is used: a server
 * on PostgreSQL never holds PGlite's modules in memory, nor one on PGlite `pg`'s (docs/architecture.md section 10, "Memory").
 */
export async function openDatabase(options: { databaseUrl?: string; dataDir: string } & OpenOptions): Promise<Database> {
  if (options.databaseUrl) return (await import("./postgres-client")).openPostgres(options.databaseUrl);
  return (await import("./pglite-client")).openPglite(options.dataDir, options);
}
