import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

const gzipKb = (file: string) => gzipSync(readFileSync(file)).length / 1024;

/**
 * Gzipped JavaScript a visitor downloads for one prerendered page without touching it: the entry script,
 * its preloads, and the app's and page's chunks the entry fetches after the first paint (listed in
 * <meta name="app-chunks">, src/web/entry-client.tsx). Chunks loaded on a visitor's action are not counted.
 */
export function pageJavaScriptKb(siteRoot: string, htmlFile: string): number {
  const html = readFileSync(join(siteRoot, htmlFile), "utf8");
  const afterPaint = /<meta name="app-chunks" content="([^"]*)"/.exec(html)?.[1]?.split(" ").filter(Boolean) ?? [];
  const sources = [
    ...[...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g), ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g)].map(
      (match) => match[1]!,
    ),
    ...afterPaint,
  ];
  return [...new Set(sources)].reduce((total, source) => total + gzipKb(join(siteRoot, source)), 0);
}
