import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import { loadConfig } from "../../config";
import { jobInputSchema } from "@/shared/contract/jobs";
import { buildSite } from "@/shared/site";
import { buildJobInput } from "../../seed/builders";
import { useTestDatabase } from "../../testing/helpers";
import { openTestDatabase, testCipher } from "../../testing/test-app";
import { careersPageRenderer } from "./careers-page";
import { insertJob, updateJob } from "./store";

/** A build as far as the careers page needs it: the page's template and a server entry that lists the openings. */
function fakeBuild(): string {
  const dist = mkdtempSync(join(tmpdir(), "careers-page-"));
  mkdirSync(join(dist, "client", "careers"), { recursive: true });
  mkdirSync(join(dist, "ssr"));
  writeFileSync(join(dist, "client", "index.html"), "<h1>home page</h1>");
  writeFileSync(join(dist, "client", "careers", "template.html"), "<html><head></head><body><!--app-html--></body></html>");
  writeFileSync(
    join(dist, "ssr", "entry-server.js"),
    "export async function render(path, data) { return `<main>${data.jobOpenings.map((job) => `<h3>${job.title}</h3>`).join('')}</main>`; }",
  );
  return dist;
}

describe("the careers page as served", () => {
  const database = useTestDatabase();
  const dist = fakeBuild();
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it("keeps one rendering, compressed once, while nothing is written; a posted or closed opening shows at the next request", async () => {
    const render = careersPageRenderer(join(dist, "client"), database.db, buildSite(), "Asia/Kolkata");
    const input = jobInputSchema.parse(buildJobInput({ title: "Site Sales Lead" }));
    const job = await insertJob(database.db, input, new Date("2026-11-20T05:00:00Z"));

    const first = await render();
    expect(first?.html).toContain("<h3>Site Sales Lead</h3>");
    expect(brotliDecompressSync(first!.br).toString()).toBe(first!.html);
    expect(gunzipSync(first!.gzip).toString()).toBe(first!.html);
    // Nothing written since: the same page, not a new rendering or compression.
    expect(await render()).toBe(first);

    await insertJob(
      database.db,
      jobInputSchema.parse(buildJobInput({ title: "Channel Partner Manager" })),
      new Date("2026-11-21T05:00:00Z"),
    );
    const posted = await render();
    expect(posted?.html).toContain("<h3>Channel Partner Manager</h3>");
    expect(brotliDecompressSync(posted!.br).toString()).toBe(posted!.html);

    await updateJob(database.db, job.id, { ...input, isActive: false }, new Date("2026-11-22T05:00:00Z"));
    const closed = await render();
    expect(closed?.html).not.toContain("Site Sales Lead");
    expect(gunzipSync(closed!.gzip).toString()).toBe(closed!.html);
  });

  it("is sent in the encoding the browser takes: Brotli, gzip or the plain page", async () => {
    const test = await openTestDatabase();
    const app = await buildApp({
      config: loadConfig({}),
      database: test.database,
      siteRoot: join(dist, "client"),
      logger: false,
      cipher: testCipher(),
    });
    try {
      await insertJob(
        test.database.db,
        jobInputSchema.parse(buildJobInput({ title: "Site Sales Lead" })),
        new Date("2026-11-20T05:00:00Z"),
      );
      const br = await app.inject({ url: "/careers", headers: { "accept-encoding": "gzip, deflate, br" } });
      expect(br.headers).toMatchObject({
        "content-encoding": "br",
        vary: expect.stringContaining("accept-encoding"),
        "cache-control": "no-cache",
      });
      expect(brotliDecompressSync(br.rawPayload).toString()).toContain("<h3>Site Sales Lead</h3>");
      const gzip = await app.inject({ url: "/careers", headers: { "accept-encoding": "gzip" } });
      expect(gzip.headers["content-encoding"]).toBe("gzip");
      expect(gunzipSync(gzip.rawPayload).toString()).toContain("<h3>Site Sales Lead</h3>");
      const plain = await app.inject({ url: "/careers" });
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(plain.body).toContain("<h3>Site Sales Lead</h3>");
    } finally {
      await app.close();
      await test.drop();
    }
  });
});
