import { randomBytes } from "node:crypto";
import { fileURLToPath } from "node:url";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { buildApp, type AppDeps } from "./app";
import { loadConfig, type Config } from "./config";
import { openPglite, openPostgres, type Database } from "./db/client";

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

const siteRoot = fileURLToPath(new URL("../../dist/client", import.meta.url));

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new
 * database on the server named by TEST_DATABASE_URL (dropped again on close).
 */
export async function openTestDatabase(): Promise<{ database: Database; drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await openPglite("memory://");
    await database.migrate();
    return { database, drop: () => database.close() };
  }
  const name = `test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString());
  await database.migrate();
  return {
    database,
    drop: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/** `deps` passes a clock (`now`), a route listener (`onRoute`) or a log stream (`logStream`, which turns logging on) through to buildApp. */
export async function createTestApp(
  env: Record<string, string> = {},
  deps: Pick<AppDeps, "now" | "onRoute" | "logStream"> = {},
): Promise<TestContext> {
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", ...env });
  const { database, drop } = await openTestDatabase();
  const app = await buildApp({ config, database, siteRoot, logger: deps.logStream !== undefined, ...deps });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await drop();
    },
  };
}
