import { rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { TestProject } from "vitest/node";
import { pgliteDatabase } from "../db/pglite-client";

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated embedded database as a tarball, which test-app.ts opens for each test file. */
    pgliteTemplate: string | null;
  }
}

/**
 * Vitest global set-up: creating an embedded database costs seconds (initdb inside WebAssembly), loading
 * a dump of one takes about one, so the run migrates one database and every test file starts from its copy.
 * Nothing to do when the tests run on PostgreSQL (TEST_DATABASE_URL).
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide("pgliteTemplate", null);
    return;
  }
  const client = await PGlite.create("memory://");
  const database = pgliteDatabase(client);
  await database.migrate();
  const path = join(tmpdir(), `pglite-template-${process.pid}.tar`);
  writeFileSync(path, Buffer.from(await (await client.dumpDataDir("none")).arrayBuffer()));
  await database.close();
  project.provide("pgliteTemplate", path);
  return () => rmSync(path, { force: true });
}
