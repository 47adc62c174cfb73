import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { UNSUBSCRIBE_API_PATH } from "@/shared/contract/paths";
import { subscribers } from "../../db/schema";
import { SETUP_TIMEOUT } from "../../testing/helpers";
import { createTestApp, type TestContext } from "../../testing/test-app";
import { listAudit } from "../audit/store";
import { UNSUBSCRIBE_LIMITS } from "./unsubscribe-routes";
import { unsubscribeTokens } from "./unsubscribe-token";

let ctx: TestContext;
let address = 0;
const oneClick = { "content-type": "application/x-www-form-urlencoded" };
const post = (query: string, options: { payload?: string; headers?: Record<string, string>; remoteAddress?: string } = {}) =>
  ctx.app.inject({
    method: "POST",
    url: `${UNSUBSCRIBE_API_PATH}${query}`,
    payload: options.payload ?? "List-Unsubscribe=One-Click",
    headers: options.headers ?? oneClick,
    remoteAddress: options.remoteAddress ?? `10.7.1.${(address += 1)}`,
  });
const statusOf = async (id: number) =>
  (await ctx.database.db.select({ status: subscribers.status }).from(subscribers).where(eq(subscribers.id, id)))[0]?.status;

let readerId: number;
let token: string;
beforeAll(async () => {
  ctx = await createTestApp();
}, SETUP_TIMEOUT);
afterAll(async () => {
  await ctx?.close();
}, SETUP_TIMEOUT);
beforeEach(async () => {
  await ctx.database.db.execute(sql`delete from subscribers`);
  await ctx.database.db.execute(sql`delete from rate_limits`);
  const [row] = await ctx.database.db.insert(subscribers).values({ email: "priya@example.in" }).returning({ id: subscribers.id });
  readerId = row!.id;
  token = unsubscribeTokens(ctx.cipher).tokenFor(readerId);
});

describe("POST /api/unsubscribe (RFC 8058 one-click)", () => {
  it("marks the subscriber inactive from the mail program's form post: no login, no origin", async () => {
    const response = await post(`?t=${token}`, { headers: { ...oneClick, origin: "https://mail.example.net" } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: "You have been unsubscribed. You will receive no more newsletters." });
    expect(await statusOf(readerId)).toBe("inactive");
    const [entry] = await listAudit(ctx.database.db, { event: "subscriber.unsubscribed" });
    expect(entry).toMatchObject({ actorAccountId: null, subject: `subscriber:${readerId}` });
  });

  it("is idempotent: a second click answers the same and records nothing more", async () => {
    const before = (await listAudit(ctx.database.db, { event: "subscriber.unsubscribed" })).length;
    expect((await post(`?t=${token}`)).statusCode).toBe(200);
    const again = await post(`?t=${token}`);
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe("You have been unsubscribed. You will receive no more newsletters.");
    expect(await listAudit(ctx.database.db, { event: "subscriber.unsubscribed" })).toHaveLength(before + 1);
  });

  it("accepts a multipart form body and an empty one as well", async () => {
    const boundary = "----x";
    const multipart = `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`;
    expect(
      (await post(`?t=${token}`, { payload: multipart, headers: { "content-type": `multipart/form-data; boundary=${boundary}` } }))
        .statusCode,
    ).toBe(200);
    expect(await statusOf(readerId)).toBe("inactive");
    expect(
      (await ctx.app.inject({ method: "POST", url: `${UNSUBSCRIBE_API_PATH}?t=${token}`, remoteAddress: "10.7.9.9" })).statusCode,
    ).toBe(200);
  });

  it.each([
    // The signature's first character: its last carries unused padding bits in base64url, so changing it may
    // leave the signature's bytes as they were (this test then failed at random, with the key).
    [
      "a changed signature",
      () => {
        const [id, signature] = token.split(".") as [string, string];
        return `?t=${id}.${signature.startsWith("A") ? "B" : "A"}${signature.slice(1)}`;
      },
    ],
    ["another subscriber's id", () => `?t=${readerId + 1}.${token.split(".")[1]}`],
    ["no token", () => ""],
    ["a malformed token", () => "?t=hello"],
  ])("refuses %s with 400 and the message, changing nothing", async (_label, query) => {
    const response = await post(query());
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: "This unsubscribe link is not valid",
      fieldErrors: { t: ["This unsubscribe link is not valid"] },
    });
    expect(await statusOf(readerId)).toBe("active");
  });

  it("keeps other routes JSON-only: a form post to the contact form is still 415", async () => {
    const response = await ctx.app.inject({ method: "POST", url: "/api/inquiries", payload: "name=x", headers: oneClick });
    expect(response.statusCode).toBe(415);
  });

  it("limits requests per client address with 429", async () => {
    for (let i = 0; i < UNSUBSCRIBE_LIMITS.perAddress; i += 1)
      expect((await post("?t=hello", { remoteAddress: "10.7.200.1" })).statusCode).toBe(400);
    const blocked = await post(`?t=${token}`, { remoteAddress: "10.7.200.1" });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers["retry-after"]).toMatch(/^\d+$/);
    expect(await statusOf(readerId)).toBe("active");
    expect((await post(`?t=${token}`, { remoteAddress: "10.7.200.2" })).statusCode).toBe(200);
  });
});
