import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { record, type Report } from "./report";

export interface LighthouseResult {
  performance: number;
  lcpMs: number;
  cls: number;
}

/** A page's median run, or the error that stopped it (never reported as a score of 0). */
export type PageOutcome = { ok: true; median: LighthouseResult; runs: LighthouseResult[] } | { ok: false; error: string };

export const lighthouseBudgets = { performance: 98, lcpMs: 1500, cls: 0.01 };

const RUNS = 3;
const ATTEMPTS_PER_RUN = 2;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function once(url: string, port: number): Promise<LighthouseResult> {
  const run = await lighthouse(url, { port, onlyCategories: ["performance"], logLevel: "error" });
  const lhr = run?.lhr;
  if (!lhr) throw new Error("no report");
  if (lhr.runtimeError) throw new Error(lhr.runtimeError.message);
  const score = lhr.categories.performance?.score;
  const lcp = lhr.audits["largest-contentful-paint"]?.numericValue;
  const cls = lhr.audits["cumulative-layout-shift"]?.numericValue;
  if (typeof score !== "number" || typeof lcp !== "number" || typeof cls !== "number")
    throw new Error("the report lacks the performance score, LCP or CLS");
  return { performance: Math.round(score * 100), lcpMs: Math.round(lcp), cls: Number(cls.toFixed(3)) };
}

/**
 * Lighthouse's default mobile run (simulated slow 4G, 4x CPU slowdown) three times per page in one
 * Chromium (Debian's headless shell, or CHROMIUM_PATH), the median of each figure; a run that errors
 * is tried once more, and a page whose runs keep failing is reported with its error.
 */
export async function runLighthouse(urls: string[]): Promise<Map<string, PageOutcome>> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell",
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--no-first-run",
      "--disable-sync",
    ],
  });
  const outcomes = new Map<string, PageOutcome>();
  try {
    for (const url of urls) {
      const runs: LighthouseResult[] = [];
      let error = "";
      for (let run = 0; run < RUNS && !error; run += 1) {
        for (let attempt = 1; attempt <= ATTEMPTS_PER_RUN; attempt += 1) {
          try {
            runs.push(await once(url, chrome.port));
            break;
          } catch (failure) {
            if (attempt === ATTEMPTS_PER_RUN) error = failure instanceof Error ? failure.message : String(failure);
          }
        }
      }
      outcomes.set(
        url,
        error
          ? { ok: false, error }
          : {
              ok: true,
              runs,
              median: {
                performance: median(runs.map((r) => r.performance)),
                lcpMs: median(runs.map((r) => r.lcpMs)),
                cls: median(runs.map((r) => r.cls)),
              },
            },
      );
    }
  } finally {
    chrome.kill();
  }
  return outcomes;
}

/** Lighthouse on each of `paths` of the server, every page's median against the budgets; a page that kept failing is an error. */
export async function lighthouseScenario(report: Report, serverUrl: string, paths: string[]): Promise<void> {
  const budgets = lighthouseBudgets;
  const outcomes = await runLighthouse(paths.map((path) => `${serverUrl}${path}`));
  for (const [url, outcome] of outcomes) {
    const path = new URL(url).pathname;
    if (!outcome.ok) {
      report.errors.push(`lighthouse ${path}: ${outcome.error}`);
      record(report, {
        scenario: "lighthouse",
        name: `Lighthouse ${path}`,
        value: `error: ${outcome.error}`,
        budget: "a result",
        ok: false,
      });
      continue;
    }
    const { performance, lcpMs, cls } = outcome.median;
    record(report, {
      scenario: "lighthouse",
      name: `Lighthouse ${path}`,
      value: `performance ${performance}, LCP ${lcpMs} ms, CLS ${cls}`,
      budget: `>= ${budgets.performance}, LCP <= ${budgets.lcpMs} ms, CLS <= ${budgets.cls}`,
      ok: performance >= budgets.performance && lcpMs <= budgets.lcpMs && cls <= budgets.cls,
    });
  }
}
