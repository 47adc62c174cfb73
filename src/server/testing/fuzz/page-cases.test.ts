import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import type { Database } from "../../db/client";
import { loadConfig } from "../../config";
import { openTestDatabase, testCipher } from "../test-app";
import { SETUP_TIMEOUT } from "../helpers";
import { isSiteRoute, pagePathCases, staysOnSite } from "./page-cases";
import { operationsFromApp } from "./plan";
import { describeFinding, runFuzz, type Finding } from "./run";
import { seedRoleAccounts } from "./sessions";

/** The bench's bad input on the public pages (page-cases.ts), on a small built site of its own. */
let root: string;
let app: FastifyInstance;
let database: Database;
let drop: () => Promise<void>;

const files: Record<string, string> = {
  "index.html": "<h1>home page</h1>",
  "about/index.html": "<h1>about page</h1>",
  "careers/index.html": "<h1>careers page</h1>",
  "projects/1/index.html": "<h1>Estella</h1>",
  "portal.html": "<div>portal shell</div>",
  "404.html": "<h1>not found page</h1>",
  "projects/not-found.html": "<h1>Project Not Found</h1>",
};

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "page-cases-"));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
  ({ database, drop } = await openTestDatabase());
  await seedRoleAccounts(database.db);
  app = await buildApp({ config: loadConfig({ NODE_ENV: "test" }), database, siteRoot: root, logger: false, cipher: testCipher() });
  await app.ready();
}, SETUP_TIMEOUT);
afterAll(async () => {
  await app?.close();
  await drop?.();
  rmSync(root, { recursive: true, force: true });
}, SETUP_TIMEOUT);

const lines = (findings: Finding[]) => findings.map(describeFinding).join("\n");

describe("bad input on the public pages", () => {
  it("is answered with a page, a 4xx or a redirect on the site: never a 5xx or a Location off the site", async () => {
    const site = (await operationsFromApp(app)).find(isSiteRoute);
    expect(site, "the OpenAPI document names the site's file route GET /{*}").toBeDefined();
    const cases = pagePathCases(site!);
    const urls = cases.map((fuzzCase) => `${fuzzCase.method} ${fuzzCase.url}`);
    for (const url of [
      "GET //evil.example/",
      "GET /%2Fevil.example/",
      "GET /%5Cevil.example/",
      "GET /%09/evil.example/",
      "GET /about/%E0%A4%AA/",
      "GET /about/%01/",
      "GET /about%0D%0A/",
      "POST /about/",
    ]) {
      expect(urls).toContain(url);
    }
    const result = await runFuzz(app, database.db, [site!], () => cases.map((fuzzCase) => ({ role: "anonymous" as const, fuzzCase })));
    expect(lines(result.serverErrors)).toBe("");
    expect(lines(result.offSiteRedirects)).toBe("");
    expect(result.sent).toBe(cases.length);
    expect(result.byStatus[301]).toBeGreaterThan(0);
  }, 60_000);

  it("counts a Location as on the site only when it is a clean path", () => {
    for (const location of ["/", "/about", "/projects/1", "/careers?x=1", "/%E0%A4%AA"]) expect(staysOnSite(location), location).toBe(true);
    for (const location of [
      "//evil.example",
      "/\\evil.example",
      "/\t/evil.example",
      "https://evil.example/",
      "evil.example",
      "/\u092a",
      "/a\r\nSet-Cookie: x",
    ]) {
      expect(staysOnSite(location), location).toBe(false);
    }
  });
});
