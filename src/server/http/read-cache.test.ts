import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { ADMIN_PROJECTS_PATH } from "@/shared/contract/projects";
import { ADMIN_INQUIRIES_PATH } from "@/shared/contract/admin";
import { dataVersionOf } from "../db/data-version";
import { buildProjectInput } from "../seed/builders";
import { createAdminTestApp, type AdminTestContext } from "../testing/admin-test-app";
import { SETUP_TIMEOUT, testClock } from "../testing/helpers";
import { READ_CACHE_MS, ReadCache } from "./read-cache";

let ctx: AdminTestContext;
beforeAll(async () => {
  ctx = await createAdminTestApp();
  await ctx.database.db.execute(sql`create table read_cache_probe (n integer)`);
}, SETUP_TIMEOUT);
afterAll(async () => {
  await ctx?.close();
}, SETUP_TIMEOUT);

const names = async () =>
  ((await ctx.asAdmin({ method: "GET", url: ADMIN_PROJECTS_PATH })).json() as { projectName: string }[]).map((row) => row.projectName);

describe("list answers kept for a second (the routes)", () => {
  it("shows a project created through the API at once", async () => {
    const before = await names();
    expect(await names()).toEqual(before);
    const response = await ctx.asAdmin({
      method: "POST",
      url: ADMIN_PROJECTS_PATH,
      payload: buildProjectInput({ projectName: "Kept Answer Heights" }),
    });
    expect(response.statusCode).toBe(201);
    expect(await names()).toContain("Kept Answer Heights");
  });

  it("shows a row written by any statement, whichever route or module wrote it", async () => {
    const count = async () => Number((await ctx.asAdmin({ method: "GET", url: ADMIN_INQUIRIES_PATH })).headers["x-total-count"]);
    const before = await count();
    expect(await count()).toBe(before);
    await ctx.database.db.execute(
      sql`insert into inquiries (name, email, phone, subject, message, created_at) values ('A', 'a@example.com', '9876543210', 'S', 'M', now())`,
    );
    expect(await count()).toBe(before + 1);
    await ctx.database.db.execute(sql`delete from inquiries where email = 'a@example.com'`);
    expect(await count()).toBe(before);
  });
});

describe("kept answers as sent", () => {
  it("gives every request the same JSON text, content type and total, as the route's serializer made it", async () => {
    const get = () => ctx.asAdmin({ method: "GET", url: `${ADMIN_INQUIRIES_PATH}?limit=5` });
    const [first, second] = [await get(), await get()];
    expect(second.statusCode).toBe(200);
    expect(second.payload).toBe(first.payload);
    expect(second.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(second.headers["x-total-count"]).toBe(first.headers["x-total-count"]);
    expect(second.headers["content-security-policy"]).toContain("script-src 'self'");
    expect(JSON.parse(second.payload)).toEqual(first.json());
  });
});

/** A request as the guard leaves it: the signed-in account, the matched route and the full URL. */
const requestOf = (accountId: number, url: string, role: "admin" | "hr" | "employee" = "admin") =>
  ({
    staff: { account: { id: accountId, role }, portal: role },
    routeOptions: { url: url.split("?")[0] },
    url,
  }) as unknown as FastifyRequest;

describe("ReadCache", () => {
  const setUp = () => {
    const clock = testClock();
    let reads = 0;
    const cache = new ReadCache(ctx.database.db, clock.now);
    const read = (request: FastifyRequest) => cache.read(request, async () => ({ read: ++reads }));
    return { clock, read };
  };
  const cached = () => dataVersionOf(ctx.database.db) !== undefined;
  /**
   * Runs `attempt` again when it failed while the database's change token moved: on PostgreSQL the token is the
   * cluster's snapshot, which a write transaction of any database moves (another test file's), and the cache then
   * rightly reads again. A failure while the token stood still is the test's answer; five moved tries fail too.
   */
  async function whileQuiet(attempt: () => Promise<void>): Promise<void> {
    const version = dataVersionOf(ctx.database.db);
    for (let tries = 0; tries < 5; tries += 1) {
      const before = await version?.token();
      try {
        return await attempt();
      } catch (error) {
        if (!version || (await version.token()) === before) throw error;
      }
    }
    throw new Error("the database's change token moved during five tries");
  }

  it("keeps an answer per account, route and full query string, never across them", async () => {
    await whileQuiet(async () => {
      const { read } = setUp();
      const first = await read(requestOf(1, "/api/x?q=a"));
      expect(await read(requestOf(1, "/api/x?q=a"))).toEqual(cached() ? first : { read: 2 });
      const others = [requestOf(2, "/api/x?q=a"), requestOf(1, "/api/x?q=b"), requestOf(1, "/api/y?q=a"), requestOf(1, "/api/x?q=a", "hr")];
      const answers = [];
      for (const request of others) answers.push((await read(request)).read);
      expect(new Set([first.read, ...answers]).size).toBe(5);
    });
  });

  it("reads again after READ_CACHE_MS of the app's clock, or when the clock goes back", async () => {
    await whileQuiet(async () => {
      const { clock, read } = setUp();
      const request = requestOf(1, "/api/x");
      const first = await read(request);
      clock.advance(READ_CACHE_MS - 1);
      expect(await read(request)).toEqual(cached() ? first : { read: 2 });
      clock.advance(1);
      const second = await read(request);
      expect(second).not.toEqual(first);
      clock.advance(-10);
      expect(await read(request)).not.toEqual(second);
    });
  });

  it("reads again after any write, and keeps nothing read across one", async () => {
    const { read } = setUp();
    const request = requestOf(1, "/api/x");
    const first = await read(request);
    await ctx.database.db.execute(sql`insert into read_cache_probe values (1)`);
    const second = await read(request);
    expect(second).not.toEqual(first);

    const clock = testClock();
    const cache = new ReadCache(ctx.database.db, clock.now);
    let reads = 0;
    const slowRead = () =>
      cache.read(request, async () => {
        reads += 1;
        await ctx.database.db.execute(sql`insert into read_cache_probe values (1)`);
        return reads;
      });
    expect(await slowRead()).toBe(1);
    expect(await slowRead()).toBe(2);
  });

  it("lets requests that arrive during a read share it, and does not keep a failure", async () => {
    const clock = testClock();
    const cache = new ReadCache(ctx.database.db, clock.now);
    const request = requestOf(1, "/api/x");
    let reads = 0;
    const answers = await Promise.all([1, 2, 3].map(() => cache.read(request, async () => ++reads)));
    // PGlite's token is at hand: one read. On PostgreSQL a snapshot query already sent when a request arrives
    // is not its answer: the later two wait for the next one together and share a read (at most two reads).
    if (ctx.database.kind === "pglite") expect(answers).toEqual([1, 1, 1]);
    expect(answers[1]).toBe(answers[2]);
    expect(reads).toBeLessThanOrEqual(2);
    let fail = true;
    const flaky = () => cache.read(requestOf(9, "/api/z"), async () => (fail ? Promise.reject(new Error("no")) : "ok"));
    await expect(flaky()).rejects.toThrow("no");
    fail = false;
    expect(await flaky()).toBe("ok");
  });
});
