import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { openPglite } from "../../src/server/db/client";
import { startServer } from "./server-process";

/**
 * Repeatedly kills the server with SIGKILL while it acknowledges writes, restarts it, and checks
 * that every acknowledged write is still there. Returns the number of lost writes (must be 0).
 */
export async function killDuringWrites(port: number, rounds: number): Promise<{ acknowledged: number; lost: number }> {
  const dataDir = mkdtempSync(join(tmpdir(), "durability-"));
  const acknowledged = new Set<string>();
  let sequence = 0;
  try {
    for (let round = 0; round < rounds; round += 1) {
      const server = await startServer(port, { DATA_DIR: dataDir, TRUST_PROXY: "1" });
      let running = true;
      const writer = async () => {
        while (running) {
          const email = `durable${sequence++}@example.in`;
          try {
            const response = await fetch(`${server.url}/api/subscribers`, {
              method: "POST",
              // Distinct client addresses so the per-address limit does not throttle the run.
              headers: { "content-type": "application/json", "x-forwarded-for": `10.${round}.${sequence % 250}.${sequence % 199}` },
              body: JSON.stringify({ email }),
            });
            if (response.status === 201) acknowledged.add(email);
          } catch {
            // the server died mid-request: not acknowledged
          }
        }
      };
      const writers = Array.from({ length: 8 }, writer);
      await new Promise((resolve) => setTimeout(resolve, 400 + Math.random() * 800));
      await server.stop("SIGKILL");
      running = false;
      await Promise.all(writers);
    }
    const database = await openPglite(dataDir);
    const result = (await database.db.execute(sql`select email from subscribers`)) as unknown as { rows: { email: string }[] };
    const stored = new Set(result.rows.map((row) => row.email));
    await database.close();
    const lost = [...acknowledged].filter((email) => !stored.has(email)).length;
    return { acknowledged: acknowledged.size, lost };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
