import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

export interface LighthouseResult {
  performance: number;
  lcpMs: number;
  cls: number;
}

/** Lighthouse's default (mobile, simulated slow 4G) performance run on each URL, one Chromium for all. */
export async function runLighthouse(urls: string[]): Promise<Map<string, LighthouseResult>> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run", "--disable-sync"],
  });
  const results = new Map<string, LighthouseResult>();
  try {
    for (const url of urls) {
      const run = await lighthouse(url, { port: chrome.port, onlyCategories: ["performance"], logLevel: "error" });
      const lhr = run?.lhr;
      if (!lhr) continue;
      results.set(url, {
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        lcpMs: Math.round(lhr.audits["largest-contentful-paint"]?.numericValue ?? 0),
        cls: Number((lhr.audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3)),
      });
    }
  } finally {
    chrome.kill();
  }
  return results;
}
