import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { adminSubscriberPath } from "@/shared/contract/admin";
import { ADMIN_NEWSLETTERS_PATH } from "@/shared/contract/newsletter";
import { UNSUBSCRIBE_API_PATH } from "@/shared/contract/paths";
import { SUBSCRIBERS_PATH } from "@/shared/contract/subscribers";
import { newsletterCampaigns, outbox, subscribers } from "../../db/schema";
import { deliverRound } from "../../mail/delivery";
import { SETUP_TIMEOUT } from "../../testing/helpers";
import { createMessagesTestApp, type MessagesTestContext } from "../../testing/messages-test-app";
import { listAudit } from "../audit/store";

let ctx: MessagesTestContext;
const newsletter = {
  subject: "Pune launches in December",
  body: "Three projects launch in Wakad and Baner this month.\n\nSite visits open on Saturday.",
};
const send = (payload: object = newsletter) => ctx.as("admin", { method: "POST", url: ADMIN_NEWSLETTERS_PATH, payload });
const campaigns = async () => (await ctx.as("admin", { method: "GET", url: ADMIN_NEWSLETTERS_PATH })).json();
const TOKEN = /\/unsubscribe\?t=(\d+\.[A-Za-z0-9_-]{43})/;

beforeAll(async () => {
  ctx = await createMessagesTestApp();
}, SETUP_TIMEOUT);
afterAll(async () => {
  await ctx?.close();
}, SETUP_TIMEOUT);
beforeEach(async () => {
  for (const table of ["outbox", "newsletter_campaigns", "subscribers"]) await ctx.database.db.execute(sql.raw(`delete from ${table}`));
  ctx.sink.clear();
});

const seed = (active: string[], inactive: string[] = []) =>
  ctx.database.db
    .insert(subscribers)
    .values([...active.map((email) => ({ email })), ...inactive.map((email) => ({ email, status: "inactive" as const }))])
    .returning({ id: subscribers.id, email: subscribers.email });

describe("POST /api/admin/newsletters", () => {
  it("sends one message to each active subscriber, none to the inactive, each with its own unsubscribe link and the one-click headers", async () => {
    const rows = await seed(["priya@example.in", "rahul@example.in", "sana@example.in"], ["gone@example.in"]);
    const response = await send();
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      subject: newsletter.subject,
      sentBy: ctx.accounts.admin.name,
      recipients: 3,
      pending: 3,
      sent: 0,
      unsubscribed: 0,
    });
    const [entry] = await listAudit(ctx.database.db, { event: "newsletter.sent" });
    expect(entry).toMatchObject({
      actorAccountId: ctx.accounts.admin.id,
      subject: `newsletter:${response.json().id}`,
      details: { recipients: 3 },
    });

    const mails = await ctx.deliver();
    expect(mails.map((mail) => mail.envelopeTo[0]).sort()).toEqual(["priya@example.in", "rahul@example.in", "sana@example.in"]);
    const tokens = new Set<string>();
    for (const mail of mails) {
      const id = rows.find((row) => row.email === mail.envelopeTo[0])!.id;
      expect(mail.subject).toBe(newsletter.subject);
      expect(mail.text).toContain("Three projects launch in Wakad and Baner this month.\n\nSite visits open on Saturday.");
      const token = TOKEN.exec(mail.text)![1]!;
      expect(token.startsWith(`${id}.`)).toBe(true);
      expect(mail.text).toContain(`Unsubscribe: https://www.prasthanrealty.example/unsubscribe?t=${token}`);
      expect(mail.html).toContain(`<a href="https://www.prasthanrealty.example/unsubscribe?t=${token}"`);
      expect(mail.headers["list-unsubscribe"]).toBe(`<https://www.prasthanrealty.example/api/unsubscribe?t=${token}>`);
      expect(mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
      tokens.add(token);
    }
    expect(tokens.size).toBe(3);
  });

  it("counts each campaign from its outbox rows, and as unsubscribed the recipients who left through a link since it (not an admin's deactivation), newest first", async () => {
    const rows = await seed(["a@example.in", "b@example.in", "c@example.in", "d@example.in"]);
    const first = (await send({ ...newsletter, subject: "November" })).json();
    const tokens = new Map((await ctx.deliver()).map((mail) => [mail.envelopeTo[0], TOKEN.exec(mail.text)![1]!]));
    const unsubscribe = async (email: string) =>
      expect((await ctx.app.inject({ method: "POST", url: `${UNSUBSCRIBE_API_PATH}?t=${tokens.get(email)}` })).statusCode).toBe(200);
    // b leaves between the campaigns, so December does not go to b.
    ctx.clock.advance(60_000);
    await unsubscribe("b@example.in");
    ctx.clock.advance(60_000);
    const second = (await send({ ...newsletter, subject: "December" })).json();
    // The delivery loop gave up on one message of the first campaign; c leaves after December; the admin removes d.
    const [firstRow] = await ctx.database.db.select({ id: outbox.id }).from(outbox).where(eq(outbox.campaignId, first.id)).limit(1);
    await ctx.database.db.update(outbox).set({ status: "failed" }).where(eq(outbox.id, firstRow!.id));
    ctx.clock.advance(60_000);
    await unsubscribe("c@example.in");
    expect(
      (await ctx.as("admin", { method: "PATCH", url: adminSubscriberPath(rows[3]!.id), payload: { status: "inactive" } })).statusCode,
    ).toBe(200);

    const list = await ctx.as("admin", { method: "GET", url: ADMIN_NEWSLETTERS_PATH });
    expect(list.headers["x-total-count"]).toBe("2");
    expect(list.json()).toEqual([
      {
        id: second.id,
        subject: "December",
        sentBy: ctx.accounts.admin.name,
        createdAt: second.createdAt,
        recipients: 3,
        sent: 0,
        failed: 0,
        pending: 3,
        unconfigured: 0,
        unsubscribed: 1,
      },
      {
        id: first.id,
        subject: "November",
        sentBy: ctx.accounts.admin.name,
        createdAt: first.createdAt,
        recipients: 4,
        sent: 3,
        failed: 1,
        pending: 0,
        unconfigured: 0,
        unsubscribed: 2,
      },
    ]);

    // Reactivated by the admin, c is subscribed again: a later deactivation by the admin is not counted as c's unsubscribe.
    const setStatus = async (index: number, status: string) =>
      expect((await ctx.as("admin", { method: "PATCH", url: adminSubscriberPath(rows[index]!.id), payload: { status } })).statusCode).toBe(
        200,
      );
    await setStatus(2, "active");
    await setStatus(2, "inactive");
    const unsubscribedCounts = async () => (await campaigns()).map((campaign: { unsubscribed: number }) => campaign.unsubscribed);
    expect(await unsubscribedCounts()).toEqual([0, 1]);
    // So with b, who signs up again on the website.
    expect(
      (await ctx.app.inject({ method: "POST", url: SUBSCRIBERS_PATH, payload: { email: "b@example.in" }, remoteAddress: "203.0.113.77" }))
        .statusCode,
    ).toBe(201);
    await setStatus(1, "inactive");
    expect(await unsubscribedCounts()).toEqual([0, 0]);
  });

  it("counts messages kept because no mail server is configured", async () => {
    await seed(["a@example.in", "b@example.in"]);
    await send();
    await deliverRound({ db: ctx.database.db, sender: undefined });
    expect((await campaigns())[0]).toMatchObject({ recipients: 2, unconfigured: 2, pending: 0, sent: 0 });
  });

  it("refuses to send with no active subscriber (409), storing no campaign", async () => {
    await seed([], ["gone@example.in"]);
    const response = await send();
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: "There are no active subscribers to send to" });
    expect(await ctx.database.db.select().from(newsletterCampaigns)).toHaveLength(0);
  });

  it.each([
    [{ ...newsletter, subject: " " }, "subject", "Subject is required"],
    [{ subject: "Hello" }, "body", "Message is required"],
    [{ ...newsletter, subject: "x".repeat(201) }, "subject", "Must be at most 200 characters"],
    [{ ...newsletter, body: "x".repeat(20_001) }, "body", "Must be at most 20000 characters"],
  ])("refuses bad input with 400 and the field's message (%#)", async (payload, field, message) => {
    await seed(["a@example.in"]);
    const response = await send(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors[field]).toEqual([message]);
    expect(await ctx.database.db.select().from(outbox)).toHaveLength(0);
  });

  it("is for admins only: HR and employees 403, no session 401", async () => {
    for (const role of ["hr", "employee"] as const) {
      expect((await ctx.as(role, { method: "POST", url: ADMIN_NEWSLETTERS_PATH, payload: newsletter })).statusCode).toBe(403);
      expect((await ctx.as(role, { method: "GET", url: ADMIN_NEWSLETTERS_PATH })).statusCode).toBe(403);
    }
    expect((await ctx.app.inject({ method: "POST", url: ADMIN_NEWSLETTERS_PATH, payload: newsletter })).statusCode).toBe(401);
  });

  it("queues 20,000 subscribers (inserted in batches) within a minute: one message each, every link personal", async () => {
    const emails = Array.from({ length: 20_000 }, (_, i) => ({ email: `reader${i}@example.in` }));
    for (let i = 0; i < emails.length; i += 2000) await ctx.database.db.insert(subscribers).values(emails.slice(i, i + 2000));
    const started = Date.now();
    const response = await send();
    expect(response.statusCode).toBe(201);
    expect(Date.now() - started).toBeLessThan(60_000);
    expect(response.json().recipients).toBe(20_000);
    const [counts] = await ctx.database.db
      .select({
        rows: sql<number>`count(*)::int`,
        addresses: sql<number>`count(distinct ${outbox.toAddress})::int`,
        links: sql<number>`count(distinct ${outbox.headers}->>'List-Unsubscribe')::int`,
      })
      .from(outbox)
      .where(eq(outbox.campaignId, response.json().id));
    expect(counts).toEqual({ rows: 20_000, addresses: 20_000, links: 20_000 });
  }, 120_000);
});
