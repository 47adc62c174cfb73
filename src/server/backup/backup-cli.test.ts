import { createHash, randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openPglite } from "../db/pglite-client";
import { openPostgres } from "../db/postgres-client";
import { inquiries } from "../db/schema";
import { createScratchDatabase } from "../durability/scratch-postgres";
import { startServerProcess } from "../durability/server-process";
import { compiledServer } from "../testing/compiled-server";
import { backupCommand, restoreCommand } from "../cli/backup-command";
import { readBackupLines } from "./backup-file";

/**
 * `npm run backup` while the real server runs (on the embedded database through its backup socket, on
 * PostgreSQL directly), then `npm run restore` into a new database: with the same key it restores, a
 * second time it refuses (not empty), with another key it refuses. The round trip's every row and
 * document: round-trip.test.ts.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const folder = mkdtempSync(join(tmpdir(), "backup-cli-"));
const drops: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const drop of drops) await drop();
  rmSync(folder, { recursive: true, force: true });
}, 60_000);

/** Where a server keeps its data: a new DATA_DIR, or a new PostgreSQL database (its key file folder beside). */
async function newPlace(name: string): Promise<Record<string, string>> {
  const dataDir = join(folder, name);
  if (!serverUrl) return { DATA_DIR: dataDir };
  const scratch = await createScratchDatabase(serverUrl, "backup_cli");
  drops.push(scratch.drop);
  return { DATA_DIR: dataDir, DATABASE_URL: scratch.url };
}

const capture = () => {
  const lines: string[] = [];
  return { lines, output: { out: (text: string) => lines.push(text), err: (text: string) => lines.push(text) } };
};

describe(`npm run backup and npm run restore (${serverUrl ? "PostgreSQL" : "PGlite"})`, () => {
  it("backs up the running server to a timestamped owner-only file with the key's fingerprint, and restores it only into an empty database with the same key", async () => {
    const key = randomBytes(32).toString("base64");
    const source = { ...(await newPlace("source")), DATA_ENCRYPTION_KEY: key, TRUST_PROXY: "1" };
    const server = await startServerProcess(source, { compiled: compiledServer("main") });
    let inquiryId: number;
    let file: string;
    try {
      const sent = await fetch(`${server.url}/api/inquiries`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          name: "Asha Kulkarni",
          email: "asha@example.com",
          phone: "+91 98220 12345",
          subject: "general",
          message: "Before the backup.",
        }),
      });
      inquiryId = ((await sent.json()) as { id: number }).id;
      const backup = capture();
      expect(await backupCommand([join(folder, "backups")], { ...process.env, ...source }, backup.output)).toBe(0);
      const [name] = readdirSync(join(folder, "backups"));
      expect(name).toMatch(/^prasthan-realty-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.jsonl\.gz$/);
      file = join(folder, "backups", name!);
      expect(backup.lines[0]).toContain(`Backup written: ${file}`);
      expect(statSync(file).mode & 0o777).toBe(0o600);
    } finally {
      await server.stop();
    }
    const header = JSON.parse((await readBackupLines(file)[Symbol.asyncIterator]().next()).value as string) as { keyFingerprint: string };
    expect(header.keyFingerprint).toBe(createHash("sha256").update(Buffer.from(key, "base64")).digest("hex"));

    const target = await newPlace("target");
    const wrongKey = capture();
    expect(
      await restoreCommand([file], { ...process.env, ...target, DATA_ENCRYPTION_KEY: randomBytes(32).toString("base64") }, wrongKey.output),
    ).toBe(1);
    expect(wrongKey.lines[0]).toMatch(/^This backup was made with another encryption key/);

    const restored = capture();
    expect(await restoreCommand([file], { ...process.env, ...target, DATA_ENCRYPTION_KEY: key }, restored.output)).toBe(0);
    expect(restored.lines[0]).toMatch(/^Restored \d+ rows of \d+ tables from /);
    const again = capture();
    expect(await restoreCommand([file], { ...process.env, ...target, DATA_ENCRYPTION_KEY: key }, again.output)).toBe(1);
    expect(again.lines).toEqual([
      "The database is not empty: restore only into a new, empty database (a new DATA_DIR folder, or a database made with createdb).",
    ]);

    const database = target.DATABASE_URL
      ? await openPostgres(target.DATABASE_URL)
      : await openPglite(target.DATA_DIR!, { log: () => undefined });
    try {
      expect(await database.db.select({ message: inquiries.message }).from(inquiries).where(eq(inquiries.id, inquiryId))).toEqual([
        { message: "Before the backup." },
      ]);
    } finally {
      await database.close();
    }
  }, 240_000);
});
