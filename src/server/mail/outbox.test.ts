import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { notifications, outbox } from "../db/schema";
import { notify } from "../modules/notifications/store";
import { seedPeople, useTestDatabase } from "../testing/helpers";
import { startSmtpSink } from "../testing/smtp-sink";
import { enqueueMail } from "./outbox";
import { mailFrom, smtpSender } from "./sender";

const database = useTestDatabase();

describe("enqueueMail", () => {
  it("writes one pending row due now and returns its id", async () => {
    const id = await enqueueMail(database.db, {
      kind: "test.hello",
      to: "priya@example.in",
      subject: "Hello",
      text: "Plain",
      html: "<p>Plain</p>",
      headers: { "List-Unsubscribe": "<https://x.example/u>" },
    });
    const [row] = await database.db.select().from(outbox).where(eq(outbox.id, id));
    expect(row).toMatchObject({
      kind: "test.hello",
      toAddress: "priya@example.in",
      subject: "Hello",
      textBody: "Plain",
      htmlBody: "<p>Plain</p>",
      headers: { "List-Unsubscribe": "<https://x.example/u>" },
      status: "pending",
      attempts: 0,
      lastError: null,
      sentAt: null,
      campaignId: null,
    });
  });

  it("is undone with the transaction that wrote it", async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await enqueueMail(tx, { kind: "test.rollback", to: "a@example.in", subject: "S", text: "T" });
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect(await database.db.select().from(outbox).where(eq(outbox.kind, "test.rollback"))).toEqual([]);
  });
});

describe("notify", () => {
  it("adds one unread notification per account, once per id", async () => {
    const { hr, employee } = await seedPeople(database.db);
    await notify(database.db, [hr.id, employee.id, hr.id], { kind: "leave.requested", title: "New leave request", link: "/hr-dashboard" });
    await notify(database.db, [], { kind: "nobody", title: "x" });
    const rows = await database.db.select().from(notifications);
    expect(rows.map((row) => [row.accountId, row.kind, row.title, row.body, row.link, row.readAt]).sort()).toEqual(
      [
        [hr.id, "leave.requested", "New leave request", "", "/hr-dashboard", null],
        [employee.id, "leave.requested", "New leave request", "", "/hr-dashboard", null],
      ].sort(),
    );
  });
});

describe("smtpSender", () => {
  it("is absent without SMTP_URL", () => {
    expect(smtpSender(loadConfig({}))).toBeUndefined();
  });

  it("sends from MAIL_FROM, or no-reply@ the company domain, with the row's headers", async () => {
    expect(mailFrom(loadConfig({ COMPANY_EMAIL_DOMAIN: "acme.in" }))).toEqual({ name: "Prasthan Realty", address: "no-reply@acme.in" });
    const sink = await startSmtpSink();
    const sender = smtpSender(loadConfig({ SMTP_URL: sink.url, MAIL_FROM: "hello@acme.in", COMPANY_NAME: "Acme Homes" }))!;
    try {
      await sender.send({
        id: 7,
        to: "priya@example.in",
        subject: "Hello ₹",
        text: "Plain text",
        html: "<p>Rich</p>",
        headers: { "X-Test": "yes" },
      });
      const [mail] = await sink.waitFor(1);
      expect(mail).toMatchObject({
        envelopeFrom: "hello@acme.in",
        envelopeTo: ["priya@example.in"],
        from: '"Acme Homes" <hello@acme.in>',
        to: "priya@example.in",
        subject: "Hello ₹",
        text: "Plain text",
        user: "sink",
      });
      expect(mail!.html).toContain("<p>Rich</p>");
      expect(mail!.headers["x-test"]).toBe("yes");
      expect(mail!.messageId).toMatch(/^<outbox-7\.[a-z0-9]+@acme\.in>$/);
    } finally {
      sender.close();
      await sink.close();
    }
  });
});
