import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
const chrome = await chromeLauncher.launch({ chromePath: "/usr/bin/chromium", chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run", "--disable-sync"] });
for (const url of process.argv.slice(2)) {
  const { lhr } = await lighthouse(url, { port: chrome.port, onlyCategories: ["performance"], logLevel: "error" });
  const a = lhr.audits;
  console.log(url, "score", lhr.categories.performance.score, ["first-contentful-paint","largest-contentful-paint","speed-index","total-blocking-time","cumulative-layout-shift","interactive","bootup-time","mainthread-work-breakdown"].map(k=>`${k}=${Math.round(a[k].numericValue)}`).join(" "));
  console.log("  LCP element:", JSON.stringify(a["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? a["largest-contentful-paint-element"]?.details?.items?.[0]?.node?.snippet));
  for (const item of a["mainthread-work-breakdown"].details.items.slice(0,4)) console.log("  ", item.groupLabel ?? item.group, Math.round(item.duration));
  for (const k of ["render-blocking-resources","unused-javascript","font-display","lcp-lazy-loaded","prioritize-lcp-image","uses-text-compression","server-response-time","critical-request-chains"]) if (a[k]) console.log("  ", k, a[k].displayValue ?? "", a[k].score);
}
chrome.kill();
