import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openPglite } from "./db/client";

const dataDir = mkdtempSync(join(tmpdir(), "main-"));
const port = 5600 + Math.floor(Math.random() * 300);

function start(env: Record<string, string> = {}): ChildProcess {
  return spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
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

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

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

    const database = await openPglite(dataDir);
    const result = (await database.db.execute(sql`select count(*)::int as count from subscribers`)) as unknown as {
      rows: { count: number }[];
    };
    expect(result.rows[0]!.count).toBe(5);
    await database.close();
  }, 60_000);
});
