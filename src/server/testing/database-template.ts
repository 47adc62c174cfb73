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
  }
}

type Templates = { pgliteTemplate: string | null; postgresTemplate: string | null; teardown: () => Promise<void> };

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

async function makeTemplates(): Promise<Templates> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    // Migrating a PostgreSQL database costs 2-4 s, copying one with CREATE DATABASE ... TEMPLATE under one.
    const name = `test_template_${randomBytes(6).toString("hex")}`;
    await onServer(serverUrl, `create database ${name}`);
    const database = await openPostgres(databaseUrl(serverUrl, name));
    await database.migrate();
    await database.close();
    return { pgliteTemplate: null, postgresTemplate: name, teardown: () => onServer(serverUrl, `drop database if exists ${name}`) };
  }
  // Creating an embedded database costs seconds (initdb inside WebAssembly), loading a dump of one about one.
  const client = await PGlite.create("memory://");
  const database = pgliteDatabase(client);
  await database.migrate();
  const path = join(tmpdir(), `pglite-template-${process.pid}.tar`);
  writeFileSync(path, Buffer.from(await (await client.dumpDataDir("none")).arrayBuffer()));
  await database.close();
  return { pgliteTemplate: path, postgresTemplate: null, teardown: async () => rmSync(path, { force: true }) };
}

// Vitest runs a global set-up for the root and for each project (vitest.config.ts has two), each in a module runner
// of its own: one set of templates, kept on the process, serves them all; the first set-up's teardown removes it.
const shared = globalThis as { testDatabaseTemplates?: Promise<Templates> };

/**
 * Vitest global set-up: the run migrates one database and every test file starts from a copy of it
 * (testing/test-app.ts): a dump of an embedded one, or a template database on PostgreSQL (TEST_DATABASE_URL).
 */
export default async function setup(project: TestProject) {
  const first = shared.testDatabaseTemplates === undefined;
  shared.testDatabaseTemplates ??= makeTemplates();
  const { pgliteTemplate, postgresTemplate, teardown } = await shared.testDatabaseTemplates;
  project.provide("pgliteTemplate", pgliteTemplate);
  project.provide("postgresTemplate", postgresTemplate);
  return first ? teardown : undefined;
}
