import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { subscribers } from "../../db/schema";
import { createTestApp, type TestContext } from "../../testing/test-app";
import { SUBSCRIBER_LIMITS } from "./routes";

let ctx: TestContext;
let address = 0;
const subscribe = (payload: unknown, remoteAddress = `10.9.0.${address}`) =>
  ctx.app.inject({ method: "POST", url: "/api/subscribers", payload: payload as object, remoteAddress });
const rows = () => ctx.database.db.select().from(subscribers);

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});
beforeEach(async () => {
  address += 1;
  await ctx.database.db.execute(sql`delete from subscribers`);
  await ctx.database.db.execute(sql`delete from rate_limits`);
});

describe("POST /api/subscribers", () => {
  it("stores a new address, lower-cased and trimmed, as active", async () => {
    const response = await subscribe({ email: "  Priya.Shah@Example.in " });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: "Thank you for subscribing to our newsletter!" });
    const stored = await rows();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ email: "priya.shah@example.in", status: "active", source: "Website" });
  });

  it("does not create a second row for a known address, in any case", async () => {
    await subscribe({ email: "priya@example.in" });
    const again = await subscribe({ email: "PRIYA@example.in" });
    expect(again.statusCode).toBe(201);
    expect(await rows()).toHaveLength(1);
  });

  it("re-activates an inactive subscriber and keeps the original row", async () => {
    await subscribe({ email: "priya@example.in" });
    const [before] = await rows();
    await ctx.database.db.execute(sql`update subscribers set status = 'inactive'`);
    expect((await subscribe({ email: "priya@example.in" })).statusCode).toBe(201);
    const after = await rows();
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ id: before!.id, status: "active" });
  });

  it.each([
    [{ email: "" }, "Please enter your email address"],
    [{ email: "   " }, "Please enter your email address"],
    [{}, "Please enter your email address"],
    [{ email: "priya@" }, "Please enter a valid email address"],
    [{ email: 42 }, "Please enter your email address"],
  ])("refuses %j with 400", async (payload, message) => {
    const response = await subscribe(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, fieldErrors: { email: [message] } });
    expect(await rows()).toHaveLength(0);
  });

  it("refuses a JSON array body", async () => {
    const response = await subscribe([{ email: "a@b.in" }]);
    expect(response.statusCode).toBe(400);
  });

  it("answers a filled honeypot like a success but stores nothing", async () => {
    const response = await subscribe({ email: "bot@spam.example", website: "x" });
    expect(response.statusCode).toBe(201);
    expect(await rows()).toHaveLength(0);
  });

  it("limits repeated sign-ups of one address from one client, without blocking its owner elsewhere", async () => {
    for (let i = 0; i < SUBSCRIBER_LIMITS.perAddressAndEmail; i += 1) {
      expect((await subscribe({ email: "priya@example.in" }, "10.8.0.1")).statusCode).toBe(201);
    }
    const blocked = await subscribe({ email: "priya@example.in" }, "10.8.0.1");
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers["retry-after"]).toMatch(/^\d+$/);
    expect(blocked.json().message).toMatch(/^Too many requests\. Please try again in \d+ minutes?\.$/);
    expect((await subscribe({ email: "priya@example.in" }, "10.8.0.2")).statusCode).toBe(201);
  });

  it("limits sign-ups from one client address", async () => {
    for (let i = 0; i < SUBSCRIBER_LIMITS.perAddress; i += 1) {
      expect((await subscribe({ email: `p${i}@example.in` }, "10.7.0.1")).statusCode).toBe(201);
    }
    expect((await subscribe({ email: "late@example.in" }, "10.7.0.1")).statusCode).toBe(429);
    expect(await rows()).toHaveLength(SUBSCRIBER_LIMITS.perAddress);
  });
});
