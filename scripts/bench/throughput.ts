import { load, startBareServer, type LoadResult } from "./load";
import { record, type Report } from "./report";

/** Prerendered pages measured against the bare server: the home page and the heaviest others. */
export const THROUGHPUT_PAGES = ["/", "/services", "/projects", "/about"];
const BR = { "accept-encoding": "br" };

export const throughputBudgets = { pageRatio: 0.8, pageP99Factor: 2, healthRatio: 0.3 };

const figure = (result: LoadResult) => `${result.requestsPerSecond} req/s, p99 ${result.p99Ms} ms`;
const clean = (result: LoadResult) => result.errors === 0 && result.non2xx === 0;
const failures = (result: LoadResult) => (clean(result) ? "" : `, ${result.errors} errors, ${result.non2xx} non-2xx`);

/**
 * Each prerendered page as browsers ask for it (Brotli) against a bare node:http server sending the same
 * bytes from memory, and /api/health against the bare server's JSON route, each pair back to back.
 */
export async function measureThroughput(report: Report, serverUrl: string, barePort: number, database: string): Promise<void> {
  const bare = await startBareServer(barePort, THROUGHPUT_PAGES);
  try {
    for (const path of THROUGHPUT_PAGES) {
      const yardstick = await load(`${bare.url}${path}`, { headers: BR });
      const product = await load(`${serverUrl}${path}`, { headers: BR });
      const ratio = product.requestsPerSecond / yardstick.requestsPerSecond;
      const p99Factor = product.p99Ms / Math.max(yardstick.p99Ms, 1);
      record(report, {
        scenario: "throughput",
        name: `GET ${path} (br) vs bare node:http`,
        value: `${ratio.toFixed(2)} (${figure(product)} vs ${figure(yardstick)})${failures(product)}`,
        budget: `>= ${throughputBudgets.pageRatio}, p99 <= ${throughputBudgets.pageP99Factor}x bare`,
        ok: ratio >= throughputBudgets.pageRatio && p99Factor <= throughputBudgets.pageP99Factor && clean(product),
      });
    }
    const yardstick = await load(`${bare.url}/json`);
    const health = await load(`${serverUrl}/api/health`);
    const ratio = health.requestsPerSecond / yardstick.requestsPerSecond;
    record(report, {
      scenario: "throughput",
      name: `GET /api/health vs bare JSON route (${database})`,
      value: `${ratio.toFixed(2)} (${figure(health)} vs ${figure(yardstick)})${failures(health)}`,
      budget: `>= ${throughputBudgets.healthRatio}`,
      ok: ratio >= throughputBudgets.healthRatio && clean(health),
    });
  } finally {
    await bare.stop();
  }
}
