/**
 * The yardstick of the throughput ratios, run in its own process like the product: a bare `node:http`
 * server with nothing between the socket and the bytes. It answers `/json` with the health route's
 * JSON and every page named in BARE_PAGES with the Brotli bytes of BARE_ROOT (default: the build's
 * dist/client; the bench passes the bytes the product itself sent for each page), from memory.
 *   BARE_PORT=5902 BARE_PAGES=/,/about tsx scripts/bench/bare-server.ts
 */
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import { join } from "node:path";

const siteRoot = process.env.BARE_ROOT ?? join(process.cwd(), "dist/client");
const pages = new Map<string, Buffer>();
for (const path of (process.env.BARE_PAGES ?? "/").split(",").filter(Boolean)) {
  pages.set(path, readFileSync(join(siteRoot, path === "/" ? "index.html.br" : `${path.slice(1)}/index.html.br`)));
}
const json = Buffer.from(JSON.stringify({ status: "ok", database: "up" }));

createServer((request, response) => {
  if (request.url === "/json") {
    response.writeHead(200, { "content-type": "application/json; charset=utf-8", "content-length": json.length }).end(json);
    return;
  }
  const page = pages.get(request.url ?? "");
  if (!page) {
    response.writeHead(404).end();
    return;
  }
  response
    .writeHead(200, { "content-type": "text/html; charset=utf-8", "content-encoding": "br", "content-length": page.length })
    .end(page);
}).listen(Number(process.env.BARE_PORT ?? 5902), "127.0.0.1", () => console.log("bare server ready"));
