import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { createTestApp, type TestContext } from "../../testing/test-app";
import { inquiries } from "../../db/schema";
import { controlCharacterMessage } from "@/shared/contract/common";
import { INQUIRY_LIMITS } from "./routes";

const valid = {
  name: "Asha Kulkarni",
  email: "asha@example.com",
  phone: "+91 98220 12345",
  subject: "partnership",
  message: "We are launching a 2 BHK project in Wakad and need a sales partner.",
};

let ctx: TestContext;
let address = 0;
/** Each test posts from its own address so rate-limit counters do not leak between tests. */
const post = (payload: unknown, options: { remoteAddress?: string; headers?: Record<string, string> } = {}) =>
  ctx.app.inject({
    method: "POST",
    url: "/api/inquiries",
    payload: payload as object,
    remoteAddress: options.remoteAddress ?? `10.0.0.${address}`,
    headers: options.headers,
  });

/** The server's log lines: submitted personal data must never appear in them. */
const logLines: string[] = [];

beforeAll(async () => {
  ctx = await createTestApp({ LOG_LEVEL: "info" }, { logStream: { write: (line) => logLines.push(line) } });
});
afterAll(async () => {
  await ctx.close();
});
beforeEach(async () => {
  address += 1;
  await ctx.database.db.execute(sql`delete from inquiries`);
  await ctx.database.db.execute(sql`delete from rate_limits`);
});

describe("POST /api/inquiries", () => {
  it("stores a valid inquiry and answers 201", async () => {
    const response = await post({ ...valid, name: "  Asha Kulkarni  " });
    expect(response.statusCode).toBe(201);
    const rows = await ctx.database.db.select().from(inquiries);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ...valid, name: "Asha Kulkarni" });
    expect(response.json().id).toBe(rows[0]!.id);
    expect(response.headers["cache-control"]).toBe("no-store");
  });

  it.each([
    ["name", "A", "Name must be at least 2 characters"],
    ["email", "not-an-email", "Please enter a valid email address"],
    ["phone", "123456789", "Please enter a valid phone number"],
    ["subject", "x", "Subject is required"],
    ["subject", "Anything else", "Subject is required"],
    ["message", "too short", "Message must be at least 10 characters"],
  ])("refuses a bad %s with 400 and the exact message", async (field, value, message) => {
    const response = await post({ ...valid, [field]: value });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, fieldErrors: { [field]: [message] } });
    expect(await ctx.database.db.select().from(inquiries)).toHaveLength(0);
  });

  it("lists every missing field", async () => {
    const response = await post({});
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fieldErrors).sort()).toEqual(["email", "message", "name", "phone", "subject"]);
  });

  it("drops unknown fields", async () => {
    const response = await post({ ...valid, id: 999, createdAt: "2001-01-01" });
    expect(response.statusCode).toBe(201);
    const [row] = await ctx.database.db.select().from(inquiries);
    expect(row!.id).not.toBe(999);
  });

  it("refuses a wrong content type with 415", async () => {
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/inquiries",
      payload: "name=x",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toMatch(/application\/json/);
  });

  it("refuses malformed JSON with 400", async () => {
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/inquiries",
      payload: "{not json",
      headers: { "content-type": "application/json" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("The request body is not valid JSON");
  });

  it("refuses a body over 1 MB with 413", async () => {
    const response = await post({ ...valid, message: "x".repeat(1024 * 1024 + 10) });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe("The request body is too large (limit 1 MB)");
  });

  it("answers a filled honeypot like a success but stores nothing", async () => {
    const response = await post({ ...valid, website: "http://spam.example" });
    expect(response.statusCode).toBe(201);
    expect(await ctx.database.db.select().from(inquiries)).toHaveLength(0);
  });

  it("limits inquiries per address and e-mail pair with 429 and Retry-After", async () => {
    for (let i = 0; i < INQUIRY_LIMITS.perAddressAndEmail; i += 1) {
      expect((await post(valid, { remoteAddress: "10.1.0.1" })).statusCode).toBe(201);
    }
    const blocked = await post(valid, { remoteAddress: "10.1.0.1" });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
    expect(blocked.json().message).toBe("Too many requests. Please try again in 15 minutes.");
    expect(await ctx.database.db.select().from(inquiries)).toHaveLength(INQUIRY_LIMITS.perAddressAndEmail);
  });

  it("someone naming another person's e-mail does not use up that person's quota", async () => {
    for (let i = 0; i < INQUIRY_LIMITS.perAddressAndEmail + 1; i += 1) await post(valid, { remoteAddress: "10.3.0.66" });
    const owner = await post(valid, { remoteAddress: "10.3.0.7" });
    expect(owner.statusCode).toBe(201);
  });

  it.each([
    ["name", "Asha\u0000 Kulkarni"],
    ["email", "asha\u0000@example.com"],
    ["phone", "+91 98220\u0000 12345"],
    ["message", "hello \u0000 world, please call me"],
  ])("refuses a control character in %s with 400 and a field message, storing nothing", async (field, value) => {
    logLines.length = 0;
    const response = await post({ ...valid, [field]: value });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors[field]).toEqual([controlCharacterMessage]);
    expect(await ctx.database.db.select().from(inquiries)).toHaveLength(0);
    expect(logLines.length).toBeGreaterThan(0);
    for (const submitted of ["Asha", "asha", "98220", "Wakad", "hello"]) expect(logLines.join("")).not.toContain(submitted);
  });

  it("limits inquiries per client address", async () => {
    for (let i = 0; i < INQUIRY_LIMITS.perAddress; i += 1) {
      expect((await post({ ...valid, email: `person${i}@example.com` }, { remoteAddress: "10.2.0.1" })).statusCode).toBe(201);
    }
    const blocked = await post({ ...valid, email: "other@example.com" }, { remoteAddress: "10.2.0.1" });
    expect(blocked.statusCode).toBe(429);
    const elsewhere = await post({ ...valid, email: "other@example.com" }, { remoteAddress: "10.2.0.2" });
    expect(elsewhere.statusCode).toBe(201);
  });
});
