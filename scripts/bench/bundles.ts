import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

const gzipKb = (file: string) => gzipSync(readFileSync(file)).length / 1024;

/** Gzipped JavaScript a visitor downloads for one prerendered page (entry script and its preloads). */
export function pageJavaScriptKb(siteRoot: string, htmlFile: string): number {
  const html = readFileSync(join(siteRoot, htmlFile), "utf8");
  const sources = [
    ...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g),
  ].map((match) => match[1]!);
  return [...new Set(sources)].reduce((total, source) => total + gzipKb(join(siteRoot, source)), 0);
}
