import { mkdirSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import { openTestDatabase, testCipher } from "../testing/test-app";
import { HSTS_HEADER } from "./security";

let root: string;
let app: FastifyInstance;
let base: string;
let drop: () => Promise<void>;

const page = (text: string) => `<!doctype html><html><body><h1>${text}</h1>${"<p>lorem ipsum dolor</p>".repeat(80)}</body></html>`;
const files: Record<string, string> = {
  "index.html": page("home page"),
  "about/index.html": page("about page"),
  "careers/index.html": page("careers page"),
  "portal.html": "<div>portal shell</div>",
  "404.html": "<h1>not found page</h1>",
  "projects/not-found.html": "<h1>Project Not Found</h1>",
  "assets/main-3f9a1c.js": `console.log(${JSON.stringify("x".repeat(4000))});`,
  "robots.txt": "User-agent: *",
  "employee.webmanifest": '{"name":"Staff Portal","scope":"/employee-dashboard"}',
  "icons/icon.png": "\x89PNG not really",
};
// As scripts/precompress.ts writes them: Brotli and gzip copies of the text files of 1 KB or more.
for (const name of ["index.html", "about/index.html", "assets/main-3f9a1c.js"]) {
  files[`${name}.br`] = brotliCompressSync(files[name]!).toString("latin1");
  files[`${name}.gz`] = gzipSync(files[name]!).toString("latin1");
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "memory-site-"));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), Buffer.from(content, "latin1"));
  }
  const test = await openTestDatabase();
  drop = test.drop;
  const config = loadConfig({ TRUST_PROXY: "1" });
  app = await buildApp({ config, database: test.database, siteRoot: root, logger: false, cipher: testCipher(), siteInMemory: true });
  await app.listen({ port: 0, host: "127.0.0.1" });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await app.close();
  await drop();
  rmSync(root, { recursive: true, force: true });
});

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A request over the socket, bytes as sent (no decompression): what the memory site answers. */
function overHttp(path: string, headers: Record<string, string> = {}, method = "GET"): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(`${base}${path}`, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    outgoing.on("error", reject);
    outgoing.end();
  });
}

/** The same request through Fastify's routes and hooks (inject never meets the memory site): the old answer. */
async function throughRoutes(path: string, headers: Record<string, string> = {}, method: "GET" | "HEAD" = "GET"): Promise<Answer> {
  const response = await app.inject({ method, url: path, headers });
  return { status: response.statusCode, headers: response.headers as IncomingHttpHeaders, body: response.rawPayload };
}

/** The headers that describe the answer (not the connection). */
function described(headers: IncomingHttpHeaders | Record<string, unknown>): Record<string, unknown> {
  const {
    date: _date,
    connection: _connection,
    "keep-alive": _keepAlive,
    "transfer-encoding": _chunked,
    "content-length": _length,
    ...rest
  } = headers;
  return rest;
}

const paths = [
  "/",
  "/about",
  "/assets/main-3f9a1c.js",
  "/robots.txt",
  "/employee.webmanifest",
  "/icons/icon.png",
  "/login",
  "/admin-dashboard",
];
const encodings = ["br", "gzip", "br, gzip, deflate", "identity", "gzip;q=0.5, br;q=0.9"];

describe("the built site answered from memory", () => {
  it.each(paths.flatMap((path) => encodings.map((encoding) => [path, encoding])))(
    "answers %s with accept-encoding %j exactly as the file route does",
    async (path, encoding) => {
      const fast = await overHttp(path, { "accept-encoding": encoding });
      const old = await throughRoutes(path, { "accept-encoding": encoding });
      expect(fast.status).toBe(200);
      expect(fast.status).toBe(old.status);
      expect(fast.body.equals(old.body)).toBe(true);
      expect(described(fast.headers)).toEqual(described(old.headers));
      expect(fast.headers["content-length"]).toBe(String(fast.body.length));
    },
  );

  it("sends the build's Brotli copy to a browser and the plain page to a client that names no encoding", async () => {
    const browser = await overHttp("/", { "accept-encoding": "gzip, deflate, br, zstd" });
    expect(browser.headers["content-encoding"]).toBe("br");
    expect(browser.body.equals(Buffer.from(files["index.html.br"]!, "latin1"))).toBe(true);
    expect(browser.headers.vary).toBe("accept-encoding");
    const plain = await overHttp("/");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(files["index.html"]);
  });

  it("keeps the security headers and the cache policy of each kind of file", async () => {
    const home = await overHttp("/", { "accept-encoding": "br" });
    expect(home.headers["content-security-policy"]).toContain("script-src 'self'");
    expect(home.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(home.headers["x-content-type-options"]).toBe("nosniff");
    expect(home.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(home.headers["cache-control"]).toBe("no-cache");
    expect(home.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect((await overHttp("/assets/main-3f9a1c.js")).headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect((await overHttp("/employee.webmanifest")).headers["cache-control"]).toBe("no-cache");
    expect((await overHttp("/robots.txt")).headers["cache-control"]).toBe("public, max-age=86400");
  });

  it("answers HEAD with the GET headers and no body", async () => {
    const head = await overHttp("/about", { "accept-encoding": "br" }, "HEAD");
    const get = await overHttp("/about", { "accept-encoding": "br" });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(described(head.headers)).toEqual(described(get.headers));
    expect(head.headers["content-length"]).toBe(String(get.body.length));
    expect(described(head.headers)).toEqual(described((await throughRoutes("/about", { "accept-encoding": "br" }, "HEAD")).headers));
  });

  it("answers 304 to a matching If-None-Match (strong or weak spelling, or *) and 200 otherwise, as the file route does", async () => {
    const first = await overHttp("/", { "accept-encoding": "br" });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    for (const ifNoneMatch of [etag, etag.slice(2), `"other", ${etag}`, "*"]) {
      const again = await overHttp("/", { "accept-encoding": "br", "if-none-match": ifNoneMatch });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
      expect(again.headers.etag).toBe(etag);
      expect(again.headers["cache-control"]).toBe("no-cache");
      expect((await throughRoutes("/", { "accept-encoding": "br", "if-none-match": ifNoneMatch })).status).toBe(304);
    }
    const stale = await overHttp("/", { "accept-encoding": "br", "if-none-match": '"other"' });
    expect(stale.status).toBe(200);
    // Another encoding is another body with its own tag.
    expect((await overHttp("/", { "accept-encoding": "gzip", "if-none-match": etag })).status).toBe(200);
    // A reload that asks for a fresh copy gets one.
    expect((await overHttp("/", { "accept-encoding": "br", "if-none-match": etag, "cache-control": "no-cache" })).status).toBe(200);
  });

  it("answers If-Modified-Since by the file's time", async () => {
    const first = await overHttp("/about");
    const lastModified = String(first.headers["last-modified"]);
    expect((await overHttp("/about", { "if-modified-since": lastModified })).status).toBe(304);
    expect((await overHttp("/about", { "if-modified-since": "Thu, 01 Jan 2015 00:00:00 GMT" })).status).toBe(200);
  });

  it("adds HSTS when a trusted proxy says the request came over HTTPS, as the hooks do", async () => {
    const secure = await overHttp("/", { "accept-encoding": "br", "x-forwarded-proto": "https" });
    expect(secure.headers["strict-transport-security"]).toBe(HSTS_HEADER);
    expect(described(secure.headers)).toEqual(
      described((await throughRoutes("/", { "accept-encoding": "br", "x-forwarded-proto": "https" })).headers),
    );
    expect((await overHttp("/", { "x-forwarded-proto": "http" })).headers["strict-transport-security"]).toBeUndefined();
    expect((await overHttp("/")).headers["strict-transport-security"]).toBeUndefined();
  });

  it("ignores the query string", async () => {
    const withQuery = await overHttp("/about?utm_source=mail", { "accept-encoding": "br" });
    expect(withQuery.status).toBe(200);
    expect(withQuery.body.equals(Buffer.from(files["about/index.html.br"]!, "latin1"))).toBe(true);
  });

  it("leaves everything else to Fastify: other paths and methods, ranges, the careers page, the API", async () => {
    const missing = await overHttp("/no/such/page");
    expect(missing.status).toBe(404);
    expect(missing.body.toString()).toContain("not found page");
    expect((await overHttp("/", {}, "POST")).status).toBe(404);
    const range = await overHttp("/robots.txt", { range: "bytes=0-3" });
    expect(range.status).toBe(206);
    expect(range.body.toString()).toBe("User");
    expect((await overHttp("/about/")).status).toBe(301);
    expect((await overHttp("/career")).headers.location).toBe("/careers");
    const health = await overHttp("/api/health");
    expect(health.status).toBe(200);
    expect(JSON.parse(health.body.toString())).toEqual({ status: "ok", database: "up" });
    // Not kept in memory: without the careers template the page is the prerendered file, read per request.
    const careers = await overHttp("/careers");
    expect(careers.status).toBe(200);
    expect(careers.body.toString()).toContain("careers page");
  });

  it("answers /api/health from memory with the route's bytes and headers", async () => {
    await overHttp("/api/health"); // a fresh database check
    const fast = await overHttp("/api/health");
    const old = await throughRoutes("/api/health");
    expect(fast.status).toBe(200);
    expect(fast.body.equals(old.body)).toBe(true);
    expect(described(fast.headers)).toEqual(described(old.headers));
    expect(fast.headers["cache-control"]).toBe("no-store");
    expect(JSON.parse(fast.body.toString())).toEqual({ status: "ok", database: "up" });
  });

  it("never reads the disk for what it keeps: a file removed after start is still answered from memory", async () => {
    unlinkSync(join(root, "robots.txt"));
    const fast = await overHttp("/robots.txt");
    expect(fast.status).toBe(200);
    expect(fast.body.toString()).toBe("User-agent: *");
    expect((await throughRoutes("/robots.txt")).status).toBe(404);
  });
});
