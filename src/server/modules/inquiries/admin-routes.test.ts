import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ADMIN_INQUIRIES_PATH,
  ADMIN_SUBSCRIBERS_PATH,
  adminInquiryPath,
  adminSubscriberPath,
  inquiryRepliedPath,
} from "@/shared/contract/admin";
import { SETUP_TIMEOUT } from "../../testing/helpers";
import { inquiries, subscribers } from "../../db/schema";
import { listAudit } from "../audit/store";
import { failAuditInserts } from "../../testing/fail-audit-inserts";
import { createAdminTestApp, type AdminTestContext } from "../../testing/admin-test-app";

let ctx: AdminTestContext;
let ids: number[];
beforeAll(async () => {
  ctx = await createAdminTestApp();
  const rows = await ctx.database.db
    .insert(inquiries)
    .values(
      ["Asha Kulkarni", "Rohan Patil", "Meera Shah"].map((name, i) => ({
        name,
        email: `${name.split(" ")[0]!.toLowerCase()}@example.in`,
        phone: "9822012345",
        subject: i === 1 ? "partnership" : "property",
        message: `Message from ${name}: please call me about Wakad.`,
        createdAt: new Date(Date.UTC(2025, 5, 1 + i)),
      })),
    )
    .returning({ id: inquiries.id });
  ids = rows.map((row) => row.id);
}, SETUP_TIMEOUT);
afterAll(async () => {
  await ctx?.close();
}, SETUP_TIMEOUT);

describe("admin inquiries", () => {
  it("lists newest first without the message, pages and searches", async () => {
    const list = await ctx.asAdmin({ method: "GET", url: `${ADMIN_INQUIRIES_PATH}?limit=2` });
    expect(list.headers["x-total-count"]).toBe("3");
    expect(list.json().map((row: { name: string }) => row.name)).toEqual(["Meera Shah", "Rohan Patil"]);
    expect(list.json()[0]).not.toHaveProperty("message");
    expect(list.json()[0]).toMatchObject({ status: "new", repliedAt: null, subject: "property" });
    const search = await ctx.asAdmin({ method: "GET", url: `${ADMIN_INQUIRIES_PATH}?q=ROHAN` });
    expect(search.json().map((row: { name: string }) => row.name)).toEqual(["Rohan Patil"]);
  });

  it("answers one inquiry with its full message; 404 for an unknown id", async () => {
    const one = await ctx.asAdmin({ method: "GET", url: adminInquiryPath(ids[0]!) });
    expect(one.json()).toMatchObject({ name: "Asha Kulkarni", message: "Message from Asha Kulkarni: please call me about Wakad." });
    const missing = await ctx.asAdmin({ method: "GET", url: adminInquiryPath(99999) });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: "Inquiry not found" });
  });

  it("marks replied once: a second call keeps the first time and writes no second audit entry", async () => {
    const first = await ctx.asAdmin({ method: "POST", url: inquiryRepliedPath(ids[1]!) });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ status: "replied", repliedAt: ctx.clock.now().toISOString() });
    ctx.clock.advance(60_000);
    const second = await ctx.asAdmin({ method: "POST", url: inquiryRepliedPath(ids[1]!) });
    expect(second.json().repliedAt).toBe(first.json().repliedAt);
    expect(await listAudit(ctx.database.db, { event: "inquiry.replied" })).toHaveLength(1);
    expect((await ctx.asAdmin({ method: "POST", url: inquiryRepliedPath(99999) })).statusCode).toBe(404);
  });

  it("is for admins only", async () => {
    for (const role of ["hr", "employee"] as const) {
      expect((await ctx.app.inject({ method: "GET", url: adminInquiryPath(ids[0]!), headers: ctx.headers[role] })).statusCode).toBe(403);
    }
  });
});

describe("a change and its audit entry are one transaction", () => {
  it("leaves an inquiry new and a subscriber active when the audit entry cannot be written", async () => {
    const [reader] = await ctx.database.db.insert(subscribers).values({ email: "rollback@example.in" }).returning();
    const restore = await failAuditInserts(ctx.database.db, "");
    try {
      expect((await ctx.asAdmin({ method: "POST", url: inquiryRepliedPath(ids[2]!) })).statusCode).toBeGreaterThanOrEqual(400);
      const off = await ctx.asAdmin({ method: "PATCH", url: adminSubscriberPath(reader!.id), payload: { status: "inactive" } });
      expect(off.statusCode).toBeGreaterThanOrEqual(400);
    } finally {
      await restore();
    }
    expect((await ctx.asAdmin({ method: "GET", url: adminInquiryPath(ids[2]!) })).json()).toMatchObject({ status: "new", repliedAt: null });
    const list = await ctx.asAdmin({ method: "GET", url: `${ADMIN_SUBSCRIBERS_PATH}?q=rollback` });
    expect(list.json()[0]).toMatchObject({ email: "rollback@example.in", status: "active" });
    await ctx.database.db.delete(subscribers);
  });
});

describe("admin subscribers", () => {
  it("lists, deactivates and reactivates a subscriber, auditing each change", async () => {
    const [row] = await ctx.database.db.insert(subscribers).values({ email: "reader@example.in" }).returning();
    const list = await ctx.asAdmin({ method: "GET", url: ADMIN_SUBSCRIBERS_PATH });
    expect(list.headers["x-total-count"]).toBe("1");
    expect(list.json()[0]).toMatchObject({ email: "reader@example.in", status: "active", source: "Website" });
    const off = await ctx.asAdmin({ method: "PATCH", url: adminSubscriberPath(row!.id), payload: { status: "inactive" } });
    expect(off.json().status).toBe("inactive");
    await ctx.asAdmin({ method: "PATCH", url: adminSubscriberPath(row!.id), payload: { status: "active" } });
    expect(await listAudit(ctx.database.db, { event: "subscriber.deactivated" })).toHaveLength(1);
    expect(await listAudit(ctx.database.db, { event: "subscriber.reactivated" })).toHaveLength(1);
    const bad = await ctx.asAdmin({ method: "PATCH", url: adminSubscriberPath(row!.id), payload: { status: "gone" } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors.status).toEqual(["Status must be active or inactive"]);
    expect((await ctx.asAdmin({ method: "PATCH", url: adminSubscriberPath(99999), payload: { status: "active" } })).statusCode).toBe(404);
  });
});
