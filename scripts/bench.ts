/**
 * Measures the budgets of docs/architecture.md section 11 and prints a report (not a pass/fail test):
 * JavaScript per public page, Lighthouse mobile performance/LCP/CLS, API latency and throughput
 * against a bare Fastify route, server memory after load, and durability across kill -9.
 * Run after `npm run build`. Set BENCH_SKIP=lighthouse,durability to skip parts.
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pageJavaScriptKb } from "./bench/bundles";
import { killDuringWrites } from "./bench/durability";
import { runLighthouse } from "./bench/lighthouse";
import { bareFastify, load } from "./bench/load";
import { startServer } from "./bench/server-process";

const siteRoot = join(process.cwd(), "dist/client");
const skip = new Set((process.env.BENCH_SKIP ?? "").split(","));
const pages = ["/", "/about", "/services", "/projects", "/projects/1", "/careers", "/contact", "/privacy-policy"];
const budgets = { jsKb: 120, performance: 95, lcpMs: 2000, cls: 0.05, p99Ms: 50, rssPgliteMb: 400 };
const mark = (ok: boolean) => (ok ? "ok  " : "OVER");

if (!existsSync(join(siteRoot, "index.html"))) {
  console.error("Build first: npm run build");
  process.exit(1);
}

console.log("\n== JavaScript per public page (gzip) ==");
for (const path of pages) {
  const kb = pageJavaScriptKb(siteRoot, path === "/" ? "index.html" : `${path.slice(1)}/index.html`);
  console.log(`${mark(kb <= budgets.jsKb)} ${path.padEnd(18)} ${kb.toFixed(1)} KB (budget ${budgets.jsKb} KB)`);
}

const dataDir = mkdtempSync(join(tmpdir(), "bench-"));
const server = await startServer(5901, { DATA_DIR: dataDir });
try {
  if (!skip.has("lighthouse")) {
    console.log("\n== Lighthouse, mobile ==");
    const results = await runLighthouse(pages.map((path) => `${server.url}${path}`));
    for (const [url, result] of results) {
      const ok = result.performance >= budgets.performance && result.lcpMs <= budgets.lcpMs && result.cls <= budgets.cls;
      console.log(`${mark(ok)} ${new URL(url).pathname.padEnd(18)} performance ${result.performance}  LCP ${result.lcpMs} ms  CLS ${result.cls}`);
    }
  }

  console.log("\n== API under load: 100 connections, 10 s ==");
  const bare = await bareFastify(5902, { status: "ok", database: "up", kind: "pglite" });
  const yardstick = await load(bare.url);
  await bare.close();
  console.log(`     bare Fastify JSON route        ${yardstick.requestsPerSecond} req/s  p99 ${yardstick.p99Ms} ms`);
  for (const path of ["/api/health", "/"]) {
    const result = await load(`${server.url}${path}`);
    const ratio = (result.requestsPerSecond / yardstick.requestsPerSecond).toFixed(2);
    console.log(
      `${mark(result.p99Ms <= budgets.p99Ms && result.errors === 0)} GET ${path.padEnd(27)} ${result.requestsPerSecond} req/s (${ratio} of bare)  p99 ${result.p99Ms} ms  errors ${result.errors}  non-2xx ${result.non2xx}`,
    );
  }
  const rss = server.rssMb();
  console.log(`\n${mark(rss <= budgets.rssPgliteMb)} server RSS after load on PGlite: ${rss.toFixed(0)} MB (budget ${budgets.rssPgliteMb} MB)`);
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

if (!skip.has("durability")) {
  console.log("\n== Durability: kill -9 during writes, 5 rounds ==");
  const { acknowledged, lost } = await killDuringWrites(5903, 5);
  console.log(`${mark(lost === 0)} ${acknowledged} acknowledged writes, ${lost} lost`);
}
