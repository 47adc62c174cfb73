import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Database } from "../db/client";
import { openPglite } from "../db/pglite-client";
import { openPostgres } from "../db/postgres-client";
import { startServerProcess } from "./server-process";
import { seedWorkload } from "./workload-seed";
import { verifyAcknowledged } from "./workload-verify";
import { emptyAcknowledged, WorkloadWriter } from "./workload-writer";

/** Where the server keeps its data: an embedded database in a folder, or a PostgreSQL database (empty, not migrated). */
export type DurabilityTarget = { kind: "pglite"; dataDir: string } | { kind: "postgres"; url: string };

export interface DurabilityResult {
  cycles: number;
  /** Writes the server acknowledged over every cycle. */
  acknowledged: number;
  /** Acknowledged writes missing afterwards (must be empty). */
  lost: string[];
  /** The exit code after SIGTERM during writes (0: a clean shutdown), and after the quiet SIGTERM that follows a restart. */
  sigtermExits: Array<number | null>;
  /** How long each start took, to /api/health answering (ms). */
  startMs: number[];
  /** How long the SIGTERM during writes took to end the process (ms): draining, not waiting out keep-alive timeouts. */
  sigtermMs: number;
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const open = (target: DurabilityTarget): Promise<Database> =>
  target.kind === "pglite" ? openPglite(target.dataDir, { log: () => undefined }) : openPostgres(target.url);

/**
 * The kill -9 drill (docs/architecture.md, "Durability"): `cycles` times the real server is started on the
 * same data, writes are sent and each acknowledged one recorded, and the process is killed with SIGKILL at a
 * random moment; then once stopped with SIGTERM in the middle of writes (it must exit 0), started again (the
 * database must open) and stopped. Finally every acknowledged write is looked up in the database.
 */
export async function killDuringWrites(
  target: DurabilityTarget,
  cycles: number,
  options: { writeMs?: [number, number]; compiled?: string } = {},
): Promise<DurabilityResult> {
  const { writeMs = [400, 2000], compiled } = options;
  const keyDir = mkdtempSync(join(tmpdir(), "durability-key-"));
  const env: Record<string, string> = {
    TRUST_PROXY: "1",
    DATA_ENCRYPTION_KEY: randomBytes(32).toString("base64"),
    ...(target.kind === "pglite" ? { DATA_DIR: target.dataDir } : { DATABASE_URL: target.url, DATA_DIR: keyDir }),
  };
  const seeding = await open(target);
  await seeding.migrate();
  // Two people check in on each cycle (one check-in a person a day), two more during the SIGTERM round.
  const people = await seedWorkload(seeding.db, cycles * 2 + 2);
  await seeding.close();

  const writer = new WorkloadWriter(people, emptyAcknowledged());
  const startMs: number[] = [];
  const start = async () => {
    const began = Date.now();
    const server = await startServerProcess(env, { compiled });
    startMs.push(Date.now() - began);
    return server;
  };
  let stopMs = 0;
  const round = async (index: number, signal: NodeJS.Signals) => {
    const server = await start();
    let running = true;
    // A writer's own failure (a refused login, an unexpected answer) ends the round early and is thrown after the stop.
    const writing = writer
      .cycle(server.url, people.employees.slice(index * 2, index * 2 + 2), () => running)
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    // The random moment counts from the round's first acknowledged write (logins come first and take a while).
    const [least, most] = writeMs;
    await Promise.race([writer.firstWrite().then(() => delay(least + Math.random() * (most - least))), writing]);
    const stopping = Date.now();
    const exit = await server.stop(signal);
    stopMs = Date.now() - stopping;
    running = false;
    const failure = await writing;
    if (failure) throw failure;
    return exit;
  };
  try {
    for (let cycle = 0; cycle < cycles; cycle += 1) await round(cycle, "SIGKILL");
    const sigtermExits = [await round(cycles, "SIGTERM")];
    const sigtermMs = stopMs;
    sigtermExits.push(await (await start()).stop("SIGTERM"));
    const checking = await open(target);
    try {
      const verdict = await verifyAcknowledged(checking.db, writer.ack);
      return { cycles, ...verdict, sigtermExits, startMs, sigtermMs };
    } finally {
      await checking.close();
    }
  } finally {
    rmSync(keyDir, { recursive: true, force: true });
  }
}
