import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminInquiryPath } from "@/shared/contract/admin";
import { controlCharacterMessage, emailMessage } from "@/shared/contract/common";
import { inquiryRepliesPath } from "@/shared/contract/inquiries";
import { inquiries, inquiryReplies, outbox } from "../../db/schema";
import { SETUP_TIMEOUT } from "../../testing/helpers";
import { createMessagesTestApp, type MessagesTestContext } from "../../testing/messages-test-app";
import { listAudit } from "../audit/store";
import { failAuditInserts } from "../../testing/fail-audit-inserts";

let ctx: MessagesTestContext;
let inquiryId: number;
const reply = {
  to: "asha@example.com",
  subject: "Re: Business Partnership",
  body: "Dear Asha Kulkarni,\n\nThank you for writing. We would be glad to meet.\nShall we say Monday?\n\nRegards,\nVikram",
};
const send = (payload: object, id = inquiryId) => ctx.as("admin", { method: "POST", url: inquiryRepliesPath(id), payload });

beforeAll(async () => {
  ctx = await createMessagesTestApp();
  const [row] = await ctx.database.db
    .insert(inquiries)
    .values({
      name: "Asha Kulkarni",
      email: "asha@example.com",
      phone: "9822012345",
      subject: "partnership",
      message: "We need a sales partner in Wakad.",
    })
    .returning({ id: inquiries.id });
  inquiryId = row!.id;
}, SETUP_TIMEOUT);
afterAll(async () => {
  await ctx?.close();
}, SETUP_TIMEOUT);

describe("POST /api/admin/inquiries/{id}/replies", () => {
  it("e-mails the reply, keeps it in the thread, marks the inquiry replied and audits it, all at once", async () => {
    const sent = await send(reply);
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({
      ...reply,
      sentBy: ctx.accounts.admin.name,
      delivery: "pending",
      createdAt: ctx.clock.now().toISOString(),
    });
    expect((await ctx.as("admin", { method: "GET", url: adminInquiryPath(inquiryId) })).json()).toMatchObject({
      status: "replied",
      repliedAt: ctx.clock.now().toISOString(),
    });
    const [entry] = await listAudit(ctx.database.db, { event: "inquiry.reply_sent" });
    expect(entry).toMatchObject({
      actorAccountId: ctx.accounts.admin.id,
      subject: `inquiry:${inquiryId}`,
      details: { reply: sent.json().id },
    });

    const [mail] = await ctx.deliver();
    expect(mail!.envelopeTo).toEqual(["asha@example.com"]);
    expect(mail!.subject).toBe("Re: Business Partnership");
    expect(mail!.headers["reply-to"]).toBe("info@prasthanrealty.example");
    expect(mail!.text).toContain("Thank you for writing. We would be glad to meet.\nShall we say Monday?");
    expect(mail!.html).toContain("Thank you for writing. We would be glad to meet.<br>Shall we say Monday?");

    const thread = await ctx.as("admin", { method: "GET", url: inquiryRepliesPath(inquiryId) });
    expect(thread.statusCode).toBe(200);
    expect(thread.json()).toEqual([{ ...sent.json(), delivery: "sent" }]);
  });

  it("adds later replies to the thread, oldest first, keeping the first replied time", async () => {
    const first = (await ctx.as("admin", { method: "GET", url: adminInquiryPath(inquiryId) })).json().repliedAt;
    ctx.clock.advance(60 * 60 * 1000);
    expect((await send({ ...reply, subject: "Re: Re: Business Partnership", body: "Monday 11 am suits us." })).statusCode).toBe(201);
    const thread = (await ctx.as("admin", { method: "GET", url: inquiryRepliesPath(inquiryId) })).json();
    expect(thread.map((entry: { body: string }) => entry.body)).toEqual([reply.body, "Monday 11 am suits us."]);
    expect((await ctx.as("admin", { method: "GET", url: adminInquiryPath(inquiryId) })).json().repliedAt).toBe(first);
  });

  it.each([
    [{ ...reply, to: "not-an-address" }, "to", emailMessage],
    [{ ...reply, subject: "   " }, "subject", "Subject is required"],
    [{ ...reply, body: "" }, "body", "Message is required"],
    [{ ...reply, body: "x".repeat(10_001) }, "body", "Must be at most 10000 characters"],
    [{ ...reply, subject: "Re:\u0007 hello" }, "subject", controlCharacterMessage],
  ])("refuses bad input with 400 and the field's message, sending and storing nothing (%#)", async (payload, field, message) => {
    const before = (await ctx.database.db.select().from(outbox)).length;
    const response = await send(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors[field]).toEqual([message]);
    expect(await ctx.database.db.select().from(outbox)).toHaveLength(before);
  });

  it("answers 404 for an unknown inquiry, on both routes", async () => {
    expect((await send(reply, 999_999)).json()).toEqual({ message: "Inquiry not found" });
    expect((await ctx.as("admin", { method: "GET", url: inquiryRepliesPath(999_999) })).statusCode).toBe(404);
  });

  it("is for admins only: HR and employees 403, no session 401", async () => {
    for (const role of ["hr", "employee"] as const) {
      expect((await ctx.as(role, { method: "POST", url: inquiryRepliesPath(inquiryId), payload: reply })).statusCode).toBe(403);
      expect((await ctx.as(role, { method: "GET", url: inquiryRepliesPath(inquiryId) })).statusCode).toBe(403);
    }
    expect((await ctx.app.inject({ method: "POST", url: inquiryRepliesPath(inquiryId), payload: reply })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: "GET", url: inquiryRepliesPath(inquiryId) })).statusCode).toBe(401);
  });

  it("leaves no e-mail, no thread entry and the inquiry new when the audit entry cannot be written", async () => {
    const [fresh] = await ctx.database.db
      .insert(inquiries)
      .values({ name: "Rohan Patil", email: "rohan@example.in", phone: "9822012345", subject: "general", message: "Please call me back." })
      .returning({ id: inquiries.id });
    const before = (await ctx.database.db.select().from(outbox)).length;
    const restore = await failAuditInserts(ctx.database.db, "inquiry.");
    try {
      expect((await send({ ...reply, to: "rohan@example.in" }, fresh!.id)).statusCode).toBe(500);
    } finally {
      await restore();
    }
    expect(await ctx.database.db.select().from(outbox)).toHaveLength(before);
    expect(await ctx.database.db.select().from(inquiryReplies).where(eq(inquiryReplies.inquiryId, fresh!.id))).toHaveLength(0);
    expect((await ctx.as("admin", { method: "GET", url: adminInquiryPath(fresh!.id) })).json()).toMatchObject({
      status: "new",
      repliedAt: null,
    });
  });
});
