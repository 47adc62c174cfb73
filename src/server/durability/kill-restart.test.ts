import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { compiledServer } from "../testing/compiled-server";
import { killDuringWrites, type DurabilityTarget } from "./kill-cycles";
import { createScratchDatabase } from "./scratch-postgres";

/**
 * The kill -9 drill of docs/architecture.md ("Durability") with 2 cycles, on the real server in its own
 * process: on the embedded database in the unit run, on PostgreSQL in the PostgreSQL run (TEST_DATABASE_URL).
 * `npm run bench` runs 20 cycles of each. The server is today's code compiled as production runs it, once per run
 * (testing/compiled-server.ts; five starts through tsx took 90 s in CI).
 */

describe(`kill -9 during writes (${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"})`, () => {
  it("keeps every acknowledged inquiry, check-in, check-out, leave request, leave decision and session; SIGTERM exits 0 within seconds and the next start opens the database", async () => {
    const serverUrl = process.env.TEST_DATABASE_URL;
    const scratch = serverUrl ? await createScratchDatabase(serverUrl, "durability") : null;
    const dataDir = mkdtempSync(join(tmpdir(), "durability-"));
    const target: DurabilityTarget = scratch ? { kind: "postgres", url: scratch.url } : { kind: "pglite", dataDir };
    try {
      const result = await killDuringWrites(target, 2, { compiled: compiledServer("main") });
      expect(result.lost).toEqual([]);
      // Every round wrote something before its kill: 2 killed rounds and the SIGTERM round.
      expect(result.acknowledged).toBeGreaterThanOrEqual(3);
      expect(result.sigtermExits).toEqual([0, 0]);
      // Keep-alive connections are closed as they go idle: the shutdown took 70 s when they were left to time out.
      expect(result.sigtermMs).toBeLessThan(10_000);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
      await scratch?.drop();
    }
  }, 300_000);
});
