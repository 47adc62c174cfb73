import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { get } from "node:http";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { load, startBareServer, type LoadOptions, type LoadResult } from "./load";
import { record, type Report } from "./report";

const BR = { "accept-encoding": "br" };

export const throughputBudgets = { pageRatio: 0.8, pageP99Factor: 2, healthRatio: 0.3 };

/** Rounds of bare-then-product loads: on a shared machine one pair can land on a busy moment. */
const ROUNDS = 3;
const ROUND_SECONDS = Math.max(2, Math.round(Number(process.env.BENCH_SECONDS ?? 10) / 2));
/**
 * Every prerendered page is measured (15 today), so each page's rounds are shorter than /api/health's: 2 s at
 * the default (about 16,000 requests a round), keeping the scenario near 4 minutes within the bench's 20.
 */
const PAGE_ROUND_SECONDS = Math.max(2, Math.round(Number(process.env.BENCH_SECONDS ?? 10) / 5));

interface Pair {
  ratio: number;
  product: LoadResult;
  yardstick: LoadResult;
  /** The product's p99 over the bare server's: the median of the rounds' (one collector pause moves one round's). */
  p99Factor: number;
  p99Factors: number[];
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * ROUNDS alternating loads of the bare server and the product; the round with the median ratio, and the median
 * p99 factor. The first round warms both servers up unless `warmed` (a page after the first: same code path).
 */
async function compare(
  bareUrl: string,
  productUrl: string,
  options: LoadOptions = {},
  seconds = ROUND_SECONDS,
  warmed = false,
): Promise<Pair> {
  const pairs: Pair[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const warm = warmed || round > 0;
    const yardstick = await load(bareUrl, { ...options, seconds, warm });
    const product = await load(productUrl, { ...options, seconds, warm });
    pairs.push({
      ratio: product.requestsPerSecond / Math.max(yardstick.requestsPerSecond, 1),
      product,
      yardstick,
      p99Factor: 0,
      p99Factors: [],
    });
  }
  const middle = [...pairs].sort((a, b) => a.ratio - b.ratio)[Math.floor(pairs.length / 2)]!;
  const p99Factors = pairs.map((pair) => pair.product.p99Ms / Math.max(pair.yardstick.p99Ms, 1));
  // Errors anywhere count, not only in the median round.
  const errors = pairs.reduce((total, pair) => total + pair.product.errors, 0);
  const non2xx = pairs.reduce((total, pair) => total + pair.product.non2xx, 0);
  return { ...middle, product: { ...middle.product, errors, non2xx }, p99Factor: median(p99Factors), p99Factors };
}

const figure = (result: LoadResult) => `${result.requestsPerSecond} req/s, p99 ${result.p99Ms} ms`;
const clean = (result: LoadResult) => result.errors === 0 && result.non2xx === 0;
const failures = (result: LoadResult) => (clean(result) ? "" : `, ${result.errors} errors, ${result.non2xx} non-2xx`);

/** The raw bytes the product answers for `path` with Brotli (fetch would decode them). */
function brotliBody(serverUrl: string, path: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    get(`${serverUrl}${path}`, { headers: BR }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        const encoding = response.headers["content-encoding"];
        if (response.statusCode !== 200 || encoding !== "br")
          reject(new Error(`GET ${path} answered ${response.statusCode} (${encoding ?? "not encoded"}), not 200 with Brotli`));
        else resolve(Buffer.concat(chunks));
      });
    }).on("error", reject);
  });
}

/** A folder laid out as the build (index.html.br per page) holding the bytes the product sent for each page. */
async function productBytes(serverUrl: string, pages: string[]): Promise<string> {
  const root = mkdtempSync(join(tmpdir(), "bench-bare-"));
  for (const path of pages) {
    const file = join(root, path === "/" ? "index.html.br" : `${path.slice(1)}/index.html.br`);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, await brotliBody(serverUrl, path));
  }
  return root;
}

/**
 * Each prerendered page as browsers ask for it (Brotli) against a bare node:http server sending the same
 * bytes from memory (the bytes the product sent, so the careers page, rendered with the database's openings,
 * is compared like the others), and /api/health against the bare server's JSON route: three alternating
 * rounds each (PAGE_ROUND_SECONDS per page, BENCH_SECONDS / 2 for /api/health), the round with the median
 * ratio reported, and the median of the rounds' p99 factors. `pages` is empty on the second database: the
 * pages are answered from memory before the database is involved (http/memory-site.ts), so a second figure
 * adds nothing; the careers page's one small query (decision 005) is measured on PGlite only.
 */
export async function measureThroughput(
  report: Report,
  serverUrl: string,
  barePort: number,
  database: string,
  pages: string[],
): Promise<void> {
  const bareRoot = await productBytes(serverUrl, pages);
  const bare = await startBareServer(barePort, pages, bareRoot);
  try {
    for (const [index, path] of pages.entries()) {
      // One uncounted second on the product first: the page before may have left garbage (the careers page goes
      // through the full router), and its collection belongs to that page's load, not to this page's rounds.
      if (index > 0) await load(`${serverUrl}${path}`, { headers: BR, seconds: 1, warm: true });
      const { ratio, product, yardstick, p99Factor, p99Factors } = await compare(
        `${bare.url}${path}`,
        `${serverUrl}${path}`,
        { headers: BR },
        PAGE_ROUND_SECONDS,
        index > 0,
      );
      const factors = p99Factors.map((factor) => factor.toFixed(1)).join(", ");
      record(report, {
        scenario: "throughput",
        name: `GET ${path} (br) vs bare node:http`,
        value: `${ratio.toFixed(2)} (${figure(product)} vs ${figure(yardstick)}); p99 x${p99Factor.toFixed(1)} (rounds ${factors})${failures(product)}`,
        budget: `>= ${throughputBudgets.pageRatio}, p99 <= ${throughputBudgets.pageP99Factor}x bare`,
        ok: ratio >= throughputBudgets.pageRatio && p99Factor <= throughputBudgets.pageP99Factor && clean(product),
      });
    }
    const { ratio, product: health, yardstick } = await compare(`${bare.url}/json`, `${serverUrl}/api/health`);
    record(report, {
      scenario: "throughput",
      name: `GET /api/health vs bare JSON route (${database})`,
      value: `${ratio.toFixed(2)} (${figure(health)} vs ${figure(yardstick)})${failures(health)}`,
      budget: `>= ${throughputBudgets.healthRatio}`,
      ok: ratio >= throughputBudgets.healthRatio && clean(health),
    });
  } finally {
    await bare.stop();
    rmSync(bareRoot, { recursive: true, force: true });
  }
}
