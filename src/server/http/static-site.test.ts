import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import { staysOnSite } from "../testing/fuzz/page-cases";
import { openTestDatabase, testCipher } from "../testing/test-app";

let root: string;
let app: FastifyInstance;
let drop: () => Promise<void>;
/** What the app logged (JSON lines): the trailing-slash tests read the warnings and errors. */
const logLines: string[] = [];

const files: Record<string, string> = {
  "index.html": "<h1>home page</h1>",
  "about/index.html": "<h1>about page</h1>",
  "projects/1/index.html": "<h1>Estella</h1>",
  "portal.html": "<div>portal shell</div>",
  "404.html": "<h1>not found page</h1>",
  "projects/not-found.html": "<h1>Project Not Found</h1>",
  "assets/main-3f9a1c.js": `console.log(${JSON.stringify("x".repeat(4000))});`,
  "robots.txt": "User-agent: *",
  "employee-dashboard-sw.js": "self.addEventListener('fetch', () => {});",
  "employee.webmanifest": '{"name":"Staff Portal","scope":"/employee-dashboard"}',
  // A Brotli copy as scripts/precompress.ts writes it (a marker, so the test sees which file was sent).
  "about/index.html.br": "precompressed about page",
};

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "site-"));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
  const test = await openTestDatabase();
  drop = test.drop;
  app = await buildApp({
    config: loadConfig({ TRUST_PROXY: "1", LOG_LEVEL: "info" }),
    database: test.database,
    siteRoot: root,
    logStream: { write: (line) => logLines.push(line) },
    cipher: testCipher(),
  });
});
afterAll(async () => {
  await app.close();
  await drop();
  rmSync(root, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: "GET", url, headers });

describe("static site", () => {
  it.each([
    ["/", "home page"],
    ["/about", "about page"],
    ["/projects/1", "Estella"],
  ])("serves the prerendered page %s with 200", async (url, text) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/html");
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.body).toContain(text);
  });

  it.each(["/login", "/admin/login", "/admin", "/admin/dashboard", "/admin-dashboard", "/hr", "/hr-dashboard", "/employee-dashboard"])(
    "serves the portal shell at %s",
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain("portal shell");
    },
  );

  it("answers unknown paths with the not-found page and 404", async () => {
    const response = await get("/no/such/page");
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain("not found page");
  });

  it("answers unknown case studies with the project-not-found page and 404", async () => {
    for (const url of ["/projects/99", "/projects/abc"]) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain("Project Not Found");
    }
  });

  it("redirects /career to /careers and drops trailing slashes", async () => {
    const career = await get("/career");
    expect(career.statusCode).toBe(301);
    expect(career.headers.location).toBe("/careers");
    const slash = await get("/about/");
    expect(slash.statusCode).toBe(301);
    expect(slash.headers.location).toBe("/about");
  });

  it("serves hashed assets with a one-year immutable cache, compressed", async () => {
    const response = await get("/assets/main-3f9a1c.js", { "accept-encoding": "gzip" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers["content-encoding"]).toBe("gzip");
  });

  it("sends the build's precompressed copy when the browser accepts it, and the plain page otherwise", async () => {
    const compressed = await get("/about", { "accept-encoding": "br, gzip" });
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers["content-encoding"]).toBe("br");
    expect(compressed.headers["content-type"]).toContain("text/html");
    expect(compressed.headers.vary).toContain("accept-encoding");
    expect(compressed.body).toBe("precompressed about page");
    const plain = await get("/about", { "accept-encoding": "identity" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toContain("about page");
  });

  it("serves other files with a short cache", async () => {
    const response = await get("/robots.txt");
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=86400");
  });

  it("serves the employee portal's worker and manifest for revalidation on each use", async () => {
    const worker = await get("/employee-dashboard-sw.js");
    expect(worker.statusCode).toBe(200);
    expect(worker.headers["content-type"]).toContain("javascript");
    expect(worker.headers["cache-control"]).toBe("no-cache");
    // Its scope (/employee-dashboard) is under its own folder: no Service-Worker-Allowed header is needed.
    expect(worker.headers["service-worker-allowed"]).toBeUndefined();
    expect(String(worker.headers["content-security-policy"])).toContain("script-src 'self'");
    const manifest = await get("/employee.webmanifest");
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers["content-type"]).toContain("application/manifest+json");
    expect(manifest.headers["cache-control"]).toBe("no-cache");
  });

  it("never serves files outside the site folder or raw page files", async () => {
    expect((await get("/../package.json")).statusCode).toBe(404);
    expect((await get("/%2e%2e/%2e%2e/etc/passwd")).statusCode).toBe(404);
    expect((await get("/about/index.html")).statusCode).toBe(404);
  });

  it("sets the security headers of docs/architecture.md section 8", async () => {
    const response = await get("/");
    const csp = String(response.headers["content-security-policy"]);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("frame-src https://www.openstreetmap.org");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(response.headers["strict-transport-security"]).toBeUndefined();
  });

  it("adds HSTS only when the request came over HTTPS", async () => {
    const response = await get("/", { "x-forwarded-proto": "https" });
    expect(response.headers["strict-transport-security"]).toContain("max-age=31536000");
  });

  it("answers unknown API paths with JSON 404 and no-store", async () => {
    const response = await get("/api/nothing-here");
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: "Not found" });
    expect(response.headers["cache-control"]).toBe("no-store");
  });

  it("reports database health", async () => {
    const response = await get("/api/health");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: "ok", database: "up" });
  });

  it("publishes the OpenAPI document", async () => {
    const response = await get("/api/openapi.json");
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json().paths)).toEqual(expect.arrayContaining(["/api/inquiries", "/api/subscribers"]));
  });
});

/** A GET over a socket with the path sent byte for byte (inject parses it as a URL, which turns `\\` into `/`). */
async function rawGet(path: string): Promise<{ status: number; location: string | undefined }> {
  if (!app.server.listening) await app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ host: "127.0.0.1", port, path }, (response) => {
      response.resume();
      response.on("end", () => resolve({ status: response.statusCode ?? 0, location: response.headers.location }));
    });
    outgoing.on("error", reject).end();
  });
}

describe("the trailing-slash redirect", () => {
  it.each([
    "//evil.example/",
    "/%2Fevil.example/",
    "/%2fevil.example/",
    "/%5Cevil.example/",
    "/%09/evil.example/",
    "/%2F%2Fevil.example/",
    "///evil.example//",
  ])("never redirects off the site: %s", async (url) => {
    const response = await get(url);
    if (response.statusCode === 301) expect(staysOnSite(String(response.headers.location))).toBe(true);
    else expect(response.statusCode).toBe(404);
  });

  it("never redirects off the site for a raw backslash (/\\evil.example/), sent as the browser sends it", async () => {
    const answer = await rawGet("/\\evil.example/");
    if (answer.status === 301) expect(staysOnSite(String(answer.location))).toBe(true);
    else expect(answer.status).toBe(404);
  });

  it("reads a path sent raw with a fragment (/about#%zz/) up to the fragment, as the router does: the page, not a 500", async () => {
    expect((await rawGet("/about#%zz/")).status).toBe(200);
  });

  it("drops a long run of slashes in linear time (a backtracking pattern took seconds)", async () => {
    const started = performance.now();
    const response = await get(`/${"/".repeat(50_000)}a/`);
    expect(response.statusCode).toBe(404);
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it("still drops the trailing slashes (and the query) of an ordinary page path", async () => {
    for (const [url, location] of [
      ["/about/", "/about"],
      ["/about///", "/about"],
      ["/projects/1/?utm=x", "/projects/1"],
      ["/%61bout/", "/about"],
    ]) {
      const response = await get(url!);
      expect(response.statusCode, url).toBe(301);
      expect(response.headers.location, url).toBe(location);
    }
  });

  it.each(["/%E0%A4%AA/", "/%01/", "/a%0D%0A/", "/caf%C3%A9/", "/%7F/"])(
    "answers a page path with characters outside the site's (%s) with the not-found page, never a 500, and logs no warning",
    async (url) => {
      logLines.length = 0;
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain("not found page");
      const warnings = logLines.filter((line) => (JSON.parse(line) as { level: number }).level >= 40);
      expect(warnings).toEqual([]);
      expect(logLines.join("")).not.toContain("stack");
    },
  );
});

describe("before the site is built", () => {
  it("still answers the API and explains that pages need a build", async () => {
    const test = await openTestDatabase();
    const unbuilt = await buildApp({
      config: loadConfig({}),
      database: test.database,
      siteRoot: join(root, "missing"),
      logger: false,
      cipher: testCipher(),
    });
    expect((await unbuilt.inject({ method: "GET", url: "/about" })).statusCode).toBe(503);
    expect((await unbuilt.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
    await unbuilt.close();
    await test.drop();
  });
});
