import { chmodSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { openPglite } from "./pglite-client";
import { lockDataDir, tightenDataDir } from "./data-dir-lock";

const root = mkdtempSync(join(tmpdir(), "data-dir-modes-"));
let previousUmask: number;
beforeEach(() => {
  // As a server started from a usual shell: files 0644/0666, folders 0755.
  previousUmask = process.umask(0o022);
});
afterEach(() => {
  process.umask(previousUmask);
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const mode = (path: string) => statSync(path).mode & 0o777;

/** Every entry under `dir` (itself included) whose mode gives group or other any permission. */
function wideEntries(dir: string): string[] {
  const wide: string[] = [];
  const visit = (path: string) => {
    const stats = lstatSync(path);
    if (stats.isSymbolicLink()) return;
    if (stats.mode & 0o077) wide.push(`${(stats.mode & 0o777).toString(8)} ${path.slice(dir.length) || "/"}`);
    if (stats.isDirectory()) for (const name of readdirSync(path)) visit(join(path, name));
  };
  visit(dir);
  return wide;
}

const countNotes = async (database: Awaited<ReturnType<typeof openPglite>>) =>
  ((await database.db.execute(sql`select count(*)::int as count from notes`)) as unknown as { rows: { count: number }[] }).rows[0]!.count;

describe("DATA_DIR permissions", () => {
  it("creates DATA_DIR 0700 and leaves no database file readable by group or other, under umask 0022", async () => {
    const dataDir = join(root, "fresh", "data");
    const lines: string[] = [];
    const database = await openPglite(dataDir, { log: (line) => lines.push(line) });
    expect(process.umask()).toBe(0o077);
    await database.db.execute(sql`create table notes (body text)`);
    await database.db.execute(sql`insert into notes values ('a home address')`);
    expect(mode(dataDir)).toBe(0o700);
    expect(wideEntries(dataDir)).toEqual([]);
    await database.close();
    expect(wideEntries(dataDir)).toEqual([]);
    expect(readdirSync(join(dataDir, "pg_wal")).length).toBeGreaterThan(0);
    // A new folder is not news: no log line.
    expect(lines).toEqual([]);
  }, 180_000);

  it("fixes a folder left world-readable by an older version at start, with one log line, keeping the data", async () => {
    const dataDir = join(root, "old", "data");
    const first = await openPglite(dataDir);
    await first.db.execute(sql`create table notes (body text)`);
    await first.db.execute(sql`insert into notes values ('a home address')`);
    await first.close();
    // What the older version left: folders 0755, files 0666 (WAL included).
    const widen = (path: string) => {
      const stats = lstatSync(path);
      chmodSync(path, stats.isDirectory() ? 0o755 : 0o666);
      if (stats.isDirectory()) for (const name of readdirSync(path)) widen(join(path, name));
    };
    widen(dataDir);
    const widened = wideEntries(dataDir).length;
    expect(widened).toBeGreaterThan(100);
    expect(mode(join(dataDir, "pg_wal"))).toBe(0o755);

    const lines: string[] = [];
    const database = await openPglite(dataDir, { log: (line) => lines.push(line) });
    expect(lines).toEqual([`Tightened permissions of DATA_DIR ${dataDir} (${widened} files) to owner-only (folders 0700, files 0600)`]);
    expect(mode(dataDir)).toBe(0o700);
    expect(wideEntries(dataDir)).toEqual([]);
    expect(await countNotes(database)).toBe(1);
    await database.close();

    const again: string[] = [];
    await (await openPglite(dataDir, { log: (line) => again.push(line) })).close();
    expect(again).toEqual([]);
  }, 180_000);

  it("creates the lock file 0600 in a 0700 DATA_DIR", () => {
    const dataDir = join(root, "locked", "data");
    const release = lockDataDir(dataDir, "the test");
    try {
      expect(mode(dataDir)).toBe(0o700);
      expect(mode(join(dataDir, ".app.lock"))).toBe(0o600);
    } finally {
      release();
    }
  });

  it("sets folders 0700 and files 0600 and never follows a symbolic link", () => {
    const dataDir = join(root, "links");
    mkdirSync(join(dataDir, "sub"), { recursive: true, mode: 0o755 });
    writeFileSync(join(dataDir, "sub", "file"), "x", { mode: 0o644 });
    writeFileSync(join(dataDir, "owner-only"), "x", { mode: 0o600 });
    const outside = join(root, "outside.txt");
    writeFileSync(outside, "x", { mode: 0o644 });
    chmodSync(outside, 0o644);
    symlinkSync(outside, join(dataDir, "link"));
    chmodSync(dataDir, 0o755);
    expect(tightenDataDir(dataDir)).toEqual({ changed: 3, skipped: 0 });
    expect([mode(dataDir), mode(join(dataDir, "sub")), mode(join(dataDir, "sub", "file")), mode(join(dataDir, "owner-only"))]).toEqual([
      0o700, 0o700, 0o600, 0o600,
    ]);
    expect(mode(outside)).toBe(0o644);
    expect(tightenDataDir(dataDir)).toEqual({ changed: 0, skipped: 0 });
  });
});
