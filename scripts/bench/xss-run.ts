/**
 * The stored-XSS scenario alone: `npx tsx scripts/bench/xss-run.ts` (after `npm run build`). Starts the built
 * server with demo data on a throwaway PGlite folder (port BENCH_PORT, default 5991), runs xss.ts and prints
 * each figure and what ran, if anything.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { newReport } from "./report";
import { startServer } from "./server-process";
import { measureStoredXss } from "./xss";

const port = Number(process.env.BENCH_PORT ?? 5991);
const dataDir = mkdtempSync(join(tmpdir(), "bench-xss-data-"));
const report = newReport(["stored XSS"]);
const server = await startServer(port, { DATA_DIR: dataDir, DATABASE_URL: "" }, ["--demo"]);
try {
  await measureStoredXss(report, server.url);
} catch (error) {
  report.errors.push(`stored XSS: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
for (const error of report.errors) console.error(`ERROR ${error}`);
process.exitCode = report.errors.length || report.measures.some((measure) => !measure.ok) ? 1 : 0;
