import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { employeeDocumentPath } from "@/shared/contract/employee-documents";
import { buildApp } from "../app";
import { type Database } from "../db/client";
import { pgliteDatabase } from "../db/pglite-client";
import { openPostgres } from "../db/postgres-client";
import { employeeDocuments, employees } from "../db/schema";
import { createScratchDatabase } from "../durability/scratch-postgres";
import { loadDemoData } from "../seed/demo-data";
import { MANAGING_DIRECTOR, emailOf } from "../seed/roster";
import { createTestApp, type TestContext } from "../testing/test-app";
import { sessionFor, sessionHeader, TEST_DOMAIN, SETUP_TIMEOUT } from "../testing/helpers";
import { pdfFile } from "../testing/uploads";
import { writeDump } from "./dump";
import { keyFingerprint } from "./key-fingerprint";
import { restoreDump } from "./restore";
import { rowsOf } from "./table-order";

const siteRoot = fileURLToPath(new URL("../../../dist/client", import.meta.url));
const fingerprint = "a".repeat(64);

let source: TestContext;
const lines: string[] = [];
const cleanups: Array<() => Promise<void>> = [];

/** A new database with nothing in it, of the kind the tests run on. */
async function emptyDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    // The run's dump of an empty embedded database (testing/database-template.ts): initdb costs seconds of CPU.
    const database = pgliteDatabase(await PGlite.create({ loadDataDir: new Blob([readFileSync(inject("pgliteEmpty"))]) }));
    cleanups.push(() => database.close());
    return database;
  }
  const scratch = await createScratchDatabase(serverUrl, "restore");
  const database = await openPostgres(scratch.url);
  cleanups.push(async () => {
    await database.close();
    await scratch.drop();
  });
  return database;
}

async function* linesOf(list: string[]) {
  yield* list;
}

/** Every table's rows as PostgreSQL's JSON of them, sorted: equal maps mean equal contents. */
async function contents(database: Database): Promise<Map<string, string[]>> {
  const tables = rowsOf<{ name: string }>(
    await database.db.execute(sql`select tablename as name from pg_tables where schemaname = 'public'`),
  );
  const found = new Map<string, string[]>();
  for (const { name } of tables) {
    const rows = rowsOf<{ row: string }>(
      await database.db.execute(sql`select row_to_json(t)::text as row from ${sql.identifier(name)} t order by 1`),
    );
    found.set(
      name,
      rows.map((row) => row.row),
    );
  }
  return found;
}

beforeAll(async () => {
  source = await createTestApp();
  await loadDemoData(source.database.db, source.config, source.cipher, () => undefined);
  const [employee] = await source.database.db.select({ id: employees.id }).from(employees).limit(1);
  await source.database.db.insert(employeeDocuments).values({
    employeeRecordId: employee!.id,
    name: "offer-letter.pdf",
    mimeType: "application/pdf",
    size: pdfFile("offer-letter.pdf").content.length,
    content: source.cipher.encryptBytes(pdfFile("offer-letter.pdf").content),
  });
  await writeDump(source.database.db, { database: source.database.kind, keyFingerprint: fingerprint }, (line) => lines.push(line));
}, SETUP_TIMEOUT);

afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
  await source?.close();
}, SETUP_TIMEOUT);

describe("backup and restore", () => {
  it("keeps every row of every table, moves the id sequences on, and every document and identifier reads back with the key", async () => {
    const target = await emptyDatabase();
    const end = await restoreDump(target, linesOf(lines), fingerprint);
    expect(end.rows.attendance_records).toBeGreaterThan(100);
    expect(await contents(target)).toEqual(await contents(source.database));

    const app = await buildApp({ config: source.config, database: target, siteRoot, cipher: source.cipher });
    try {
      const session = await sessionFor(app, "admin", {
        email: emailOf(MANAGING_DIRECTOR, TEST_DOMAIN),
        password: MANAGING_DIRECTOR.demoPassword!,
      });
      const documents = await target.db.select().from(employeeDocuments);
      expect(documents.length).toBeGreaterThan(0);
      for (const document of documents) {
        const download = await app.inject({
          method: "GET",
          url: employeeDocumentPath(document.employeeRecordId, document.id),
          headers: sessionHeader("admin", session),
        });
        expect(download.statusCode).toBe(200);
        expect(download.rawPayload.equals(pdfFile("offer-letter.pdf").content)).toBe(true);
      }
      const people = await target.db.select({ aadhaar: employees.aadhaarEncrypted }).from(employees);
      const encrypted = people.filter((person) => person.aadhaar);
      expect(encrypted.length).toBeGreaterThan(10);
      for (const person of encrypted) expect(source.cipher.decrypt(person.aadhaar!)).toMatch(/^\d{12}$/);
      // A new row after the restore takes a new id (the sequences continue past the restored ones).
      const inquiry = await app.inject({
        method: "POST",
        url: "/api/inquiries",
        payload: {
          name: "Asha Kulkarni",
          email: "asha@example.com",
          phone: "+91 98220 12345",
          subject: "general",
          message: "Asking after the restore.",
        },
      });
      expect(inquiry.statusCode).toBe(201);
    } finally {
      await app.close();
    }
  });

  it("refuses a backup made with another key, a database that is not empty, and a cut-off file", async () => {
    const other = keyFingerprint(Buffer.alloc(32, 7));
    await expect(restoreDump(source.database, linesOf(lines), other)).rejects.toThrow(
      `This backup was made with another encryption key (SHA-256 ${"a".repeat(16)}…; the key here is ${other.slice(0, 16)}…). ` +
        "Its identifiers and documents could not be read: set DATA_ENCRYPTION_KEY (or put encryption.key in DATA_DIR) to the key of the server that made it.",
    );
    await expect(restoreDump(source.database, linesOf(lines), fingerprint)).rejects.toThrow(
      "The database is not empty: restore only into a new, empty database (a new DATA_DIR folder, or a database made with createdb).",
    );
    const target = await emptyDatabase();
    await expect(restoreDump(target, linesOf(lines.slice(0, -1)), fingerprint)).rejects.toThrow(
      "The backup file is cut off (it has no end line): no rows were restored.",
    );
    const [row] = rowsOf<{ n: string | number }>(await target.db.execute(sql`select count(*) as n from employees`));
    expect(Number(row?.n)).toBe(0);
  });
});
