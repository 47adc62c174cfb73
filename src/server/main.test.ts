import { spawn, type ChildProcess } from "node:child_process";
import { chmodSync, lstatSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPglite } from "./db/pglite-client";
import { compiledServer } from "./testing/compiled-server";

const dataDir = mkdtempSync(join(tmpdir(), "main-"));
const port = 5600 + Math.floor(Math.random() * 300);

function start(env: Record<string, string> = {}): ChildProcess {
  return spawn(process.execPath, [compiledServer("main")], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn", DATABASE_URL: "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
}

async function waitForHealth(): Promise<void> {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("server did not become healthy");
}

const exited = (child: ChildProcess) => new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));

// The server is started as from a usual shell (umask 0022; the child inherits it).
let previousUmask: number;
beforeAll(() => {
  previousUmask = process.umask(0o022);
});
afterAll(() => {
  process.umask(previousUmask);
  rmSync(dataDir, { recursive: true, force: true });
});

/** Entries under DATA_DIR (itself included) that group or other may read, write or enter. */
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

describe("server process", () => {
  it("refuses bad configuration, naming every bad variable", async () => {
    const child = start({ PORT: "not-a-port", LOG_LEVEL: "chatty" });
    let stderr = "";
    child.stderr!.on("data", (chunk) => (stderr += String(chunk)));
    expect(await exited(child)).toBe(1);
    expect(stderr).toContain("PORT:");
    expect(stderr).toContain("LOG_LEVEL:");
  });

  it("migrates, serves, and on SIGTERM drains, checkpoints and exits cleanly keeping acknowledged writes", async () => {
    const child = start();
    await waitForHealth();
    const writes = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        fetch(`http://127.0.0.1:${port}/api/subscribers`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ email: `reader${i}@example.in` }),
        }),
      ),
    );
    expect(writes.map((response) => response.status)).toEqual([201, 201, 201, 201, 201]);
    const exit = exited(child);
    child.kill("SIGTERM");
    expect(await exit).toBe(0);
    // Started under the usual umask 0022, the server still left DATA_DIR owner-only.
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(wideEntries(dataDir)).toEqual([]);

    const database = await openPglite(dataDir);
    const result = (await database.db.execute(sql`select count(*)::int as count from subscribers`)) as unknown as {
      rows: { count: number }[];
    };
    expect(result.rows[0]!.count).toBe(5);
    await database.close();
  }, 60_000);

  it("fixes a DATA_DIR left world-readable by an older version at start, saying so in one line", async () => {
    const widen = (path: string) => {
      const stats = lstatSync(path);
      chmodSync(path, stats.isDirectory() ? 0o755 : 0o666);
      if (stats.isDirectory()) for (const name of readdirSync(path)) widen(join(path, name));
    };
    widen(dataDir);
    const child = start();
    let stdout = "";
    child.stdout!.on("data", (chunk) => (stdout += String(chunk)));
    await waitForHealth();
    expect(stdout).toMatch(/Tightened permissions of DATA_DIR .* \(\d+ files\) to owner-only/);
    expect(wideEntries(dataDir)).toEqual([]);
    const exit = exited(child);
    child.kill("SIGTERM");
    expect(await exit).toBe(0);
    expect(wideEntries(dataDir)).toEqual([]);
  }, 60_000);
});
