import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { FastifyInstance } from "fastify";
import { PGlite } from "@electric-sql/pglite";
import { inject } from "vitest";
import { buildApp, type AppDeps } from "../app";
import { loadConfig, type Config } from "../config";
import { PiiCipher } from "../crypto/pii-cipher";
import { type Database } from "../db/client";
import { openPglite, pgliteDatabase } from "../db/pglite-client";
import { openPostgres } from "../db/postgres-client";
import { databaseUrl, onServer } from "./database-template";

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  config: Config;
  cipher: PiiCipher;
  close(): Promise<void>;
}

const siteRoot = fileURLToPath(new URL("../../../dist/client", import.meta.url));

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new
 * database on the server named by TEST_DATABASE_URL (dropped again on close).
 */
export async function openTestDatabase(): Promise<{ database: Database; drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    // A copy of the run's migrated template (database-template.ts); migrate() then finds nothing to do.
    const template = inject("pgliteTemplate");
    const database = template
      ? pgliteDatabase(await PGlite.create({ loadDataDir: new Blob([readFileSync(template)]) }))
      : await openPglite("memory://");
    await database.migrate();
    return { database, drop: () => database.close() };
  }
  const name = `test_${randomBytes(6).toString("hex")}`;
  // A copy of the run's migrated template database (database-template.ts), where the run made one.
  const template = inject("postgresTemplate");
  await onServer(serverUrl, template ? `create database ${name} template ${template}` : `create database ${name}`);
  const database = await openPostgres(databaseUrl(serverUrl, name));
  await database.migrate();
  return {
    database,
    drop: async () => {
      await database.close();
      // Not `with (force)`: our pool is closed by now, and a forced drop refuses (for a role that is
      // not a superuser) when an autovacuum worker happens to be in the database; a plain drop
      // stops that worker itself.
      await onServer(serverUrl, `drop database if exists ${name}`);
    },
  };
}

/** A cipher with a fresh random key, as a server started on an empty data directory has. */
export const testCipher = () => new PiiCipher(new Map([[1, randomBytes(32)]]), 1);

/** `deps` passes a clock (`now`), a route listener (`onRoute`) or a log stream (`logStream`, which turns logging on) through to buildApp. */
export async function createTestApp(
  env: Record<string, string> = {},
  deps: Pick<AppDeps, "now" | "onRoute" | "logStream"> = {},
): Promise<TestContext> {
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", ...env });
  const { database, drop } = await openTestDatabase();
  const cipher = testCipher();
  const app = await buildApp({ config, database, siteRoot, cipher, logger: deps.logStream !== undefined, ...deps });
  await app.ready();
  return {
    app,
    database,
    config,
    cipher,
    close: async () => {
      await app.close();
      await drop();
    },
  };
}
