import { randomBytes } from "node:crypto";
import { rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { pgliteDatabase } from "../db/pglite-client";
import { openPostgres } from "../db/postgres-client";

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated embedded database as a tarball, which test-app.ts opens for each test file. */
    pgliteTemplate: string | null;
    /** A migrated database on the TEST_DATABASE_URL server, which test-app.ts copies for each test file. */
    postgresTemplate: string | null;
    /** An embedded database before any migration as a tarball, which database-before.ts opens for a migration test. */
    pgliteEmpty: string;
  }
}

type Templates = {
  pgliteEmpty: string;
  pgliteTemplate: string | null;
  postgresTemplate: string | null;
  teardown: () => Promise<void>;
};

/** Runs one statement on the server's maintenance connection (creating and dropping databases). */
export async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The URL of database `name` on the server of `serverUrl`. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Writes the embedded database's files as a tarball in the temporary folder and answers its path. */
async function writeDump(client: PGlite, what: string): Promise<string> {
  const path = join(tmpdir(), `pglite-${what}-${process.pid}.tar`);
  writeFileSync(path, Buffer.from(await (await client.dumpDataDir("none")).arrayBuffer()));
  return path;
}

async function makeTemplates(): Promise<Templates> {
  // Creating an embedded database costs 3-6 s of CPU (initdb inside WebAssembly), loading a dump of one under 1 s.
  const client = await PGlite.create("memory://");
  const pgliteEmpty = await writeDump(client, "empty");
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    await client.close();
    // Migrating a PostgreSQL database costs 2-4 s, copying one with CREATE DATABASE ... TEMPLATE under one.
    const name = `test_template_${randomBytes(6).toString("hex")}`;
    await onServer(serverUrl, `create database ${name}`);
    const database = await openPostgres(databaseUrl(serverUrl, name));
    await database.migrate();
    await database.close();
    const teardown = async () => {
      rmSync(pgliteEmpty, { force: true });
      await onServer(serverUrl, `drop database if exists ${name}`);
    };
    return { pgliteEmpty, pgliteTemplate: null, postgresTemplate: name, teardown };
  }
  const database = pgliteDatabase(client);
  await database.migrate();
  const pgliteTemplate = await writeDump(client, "template");
  await database.close();
  const teardown = async () => {
    for (const path of [pgliteEmpty, pgliteTemplate]) rmSync(path, { force: true });
  };
  return { pgliteEmpty, pgliteTemplate, postgresTemplate: null, teardown };
}

// Vitest runs a global set-up for the root and for each project (vitest.config.ts has several), each in a module runner
// of its own: one set of templates, kept on the process, serves them all; the first set-up's teardown removes it.
const shared = globalThis as { testDatabaseTemplates?: Promise<Templates> };

/**
 * Vitest global set-up: the run migrates one database and every test file starts from a copy of it
 * (testing/test-app.ts): a dump of an embedded one, or a template database on PostgreSQL (TEST_DATABASE_URL).
 * The migration tests start from a dump of an empty embedded database (testing/database-before.ts).
 */
export default async function setup(project: TestProject) {
  const first = shared.testDatabaseTemplates === undefined;
  shared.testDatabaseTemplates ??= makeTemplates();
  const { pgliteEmpty, pgliteTemplate, postgresTemplate, teardown } = await shared.testDatabaseTemplates;
  project.provide("pgliteEmpty", pgliteEmpty);
  project.provide("pgliteTemplate", pgliteTemplate);
  project.provide("postgresTemplate", postgresTemplate);
  return first ? teardown : undefined;
}
