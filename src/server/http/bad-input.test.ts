import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../testing/test-app";
import { seedPeople, SETUP_TIMEOUT } from "../testing/helpers";
import { operationsFromApp, shortPlan } from "../testing/fuzz/plan";
import { describeFinding, percentile, runFuzz, type FuzzResult } from "../testing/fuzz/run";
import type { Operation } from "../testing/fuzz/openapi";

/**
 * Bad input for every route of the OpenAPI document (README, "Attack resistance"): a few hundred generated
 * invalid requests (testing/fuzz/), two per route as the role that gets past its access check and one as
 * another role. None may answer 5xx, redirect off the site, block the event loop over 100 ms, or store anything
 * when refused.
 * The full run (every generator, every role) is the bench's: scripts/bench/fuzz.ts. A failure names the
 * route, role, generator and value; FUZZ_SEED repeats a run (the seed is printed).
 */
const SEED = Number(process.env.FUZZ_SEED ?? 23);

let ctx: TestContext;
let operations: Operation[];
let result: FuzzResult;
let seconds = 0;

beforeAll(async () => {
  ctx = await createTestApp();
  await seedPeople(ctx.database.db);
  operations = await operationsFromApp(ctx.app);
}, SETUP_TIMEOUT);
afterAll(async () => {
  await ctx?.close();
}, SETUP_TIMEOUT);

const lines = (findings: { status: number }[]) => (findings as Parameters<typeof describeFinding>[0][]).map(describeFinding).join("\n");

describe("bad input on every route", () => {
  it("is refused with a 4xx or handled, never a 5xx, a stall or a stored change", async () => {
    const started = performance.now();
    result = await runFuzz(ctx.app, ctx.database.db, operations, shortPlan(SEED, 2));
    seconds = (performance.now() - started) / 1000;
    console.log(
      `bad input (${ctx.database.kind}, seed ${SEED}): ${result.sent} sent in ${seconds.toFixed(1)} s, ${result.ok} 2xx/3xx, ${result.clientErrors} 4xx, ` +
        `${result.serverErrors.length} 5xx, ${result.stalls.length} stalls (${result.lagSpikes.length} lag spikes without CPU), ` +
        `${result.storedChanges.length} stored changes in ${result.refusedChecked} refused writes; p99 ${percentile(result.durations, 0.99)} ms`,
    );
    expect(lines(result.serverErrors)).toBe("");
    expect(lines(result.offSiteRedirects)).toBe("");
    expect(lines(result.stalls)).toBe("");
    expect(lines(result.storedChanges)).toBe("");
  }, 180_000);

  it("reached every route of the document, and a few hundred requests in all", () => {
    expect(operations.length).toBeGreaterThan(100);
    expect(operations.filter((operation) => !result.routes.has(operation.key)).map((operation) => operation.key)).toEqual([]);
    expect(result.sent).toBeGreaterThanOrEqual(300);
    expect(result.unsendable).toEqual([]);
    // Refused writes were compared, and the session routes stayed reachable (a logout is answered by a new login).
    expect(result.refusedChecked).toBeGreaterThan(100);
  });
});
