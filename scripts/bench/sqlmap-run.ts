/**
 * The sqlmap scenario alone: `npx tsx scripts/bench/sqlmap-run.ts` (after `npm run build`). Starts the built
 * server with demo data on a throwaway PGlite folder (port BENCH_PORT, default 5990), runs sqlmap.ts, prints
 * each figure and every run that was not valid; SQLMAP_VERBOSE=1 also prints sqlmap's own output of those.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { newReport } from "./report";
import { startServer } from "./server-process";
import { measureSqlInjection, SQLMAP_SERVER_ENV } from "./sqlmap";

const port = Number(process.env.BENCH_PORT ?? 5990);
const dataDir = mkdtempSync(join(tmpdir(), "bench-sqlmap-data-"));
const report = newReport(["sqlmap"]);
const started = Date.now();
const server = await startServer(port, { ...SQLMAP_SERVER_ENV, DATA_DIR: dataDir, DATABASE_URL: "" }, ["--demo"]);
try {
  const results = await measureSqlInjection(report, server.url);
  if (process.env.SQLMAP_VERBOSE) {
    for (const result of results.filter((entry) => entry.problems.length || entry.injectable.length))
      console.log(`\n--- ${result.target.path}\n${result.output}`);
  }
} catch (error) {
  report.errors.push(`sqlmap: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
for (const error of report.errors) console.error(`ERROR ${error}`);
console.log(`\n${((Date.now() - started) / 1000).toFixed(0)} s in all`);
process.exitCode = report.errors.length || report.measures.some((measure) => !measure.ok) ? 1 : 0;
