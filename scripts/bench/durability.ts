import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { killDuringWrites as drill, type DurabilityResult } from "../../src/server/durability/kill-cycles";
import { createScratchDatabase } from "../../src/server/durability/scratch-postgres";

export type DrillDatabase = "PGlite" | "PostgreSQL";

/**
 * The kill -9 drill of docs/architecture.md ("Durability") on the built server: `cycles` kills at random
 * moments during inquiries, check-ins, check-outs, leave requests and decisions, then SIGTERM during writes
 * and a restart. On PostgreSQL it uses a new database next to the one `adminUrl` names, dropped afterwards.
 */
export async function durabilityDrill(database: DrillDatabase, cycles: number, adminUrl?: string): Promise<DurabilityResult> {
  if (database === "PGlite") {
    const dataDir = mkdtempSync(join(tmpdir(), "durability-"));
    try {
      return await drill({ kind: "pglite", dataDir }, cycles, { compiled: "dist/server/main.js" });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  if (!adminUrl) throw new Error("PostgreSQL drill: set BENCH_DATABASE_URL or TEST_DATABASE_URL_PG");
  const scratch = await createScratchDatabase(adminUrl, "bench_durability");
  try {
    return await drill({ kind: "postgres", url: scratch.url }, cycles, { compiled: "dist/server/main.js" });
  } finally {
    await scratch.drop();
  }
}
