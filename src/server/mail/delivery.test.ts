// Rows are due from the database clock (now() at insert): the test clocks start a minute after the real time.
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { outbox } from "../db/schema";
import { MINUTE, testClock, useTestDatabase } from "../testing/helpers";
import { startSmtpSink, type SmtpSink } from "../testing/smtp-sink";
import { claimDue, deliverRound, LEASE_MS, MAX_ATTEMPTS, UNCONFIGURED_MESSAGE } from "./delivery";
import { enqueueMail } from "./outbox";
import { smtpSender, type MailSender } from "./sender";

const database = useTestDatabase();
let sink: SmtpSink;
let sender: MailSender;

beforeAll(async () => {
  sink = await startSmtpSink();
  sender = smtpSender(loadConfig({ SMTP_URL: sink.url, COMPANY_EMAIL_DOMAIN: "acme.in" }))!;
});
afterAll(async () => {
  sender.close();
  await sink.close();
});
beforeEach(async () => {
  await database.db.delete(outbox);
  sink.clear();
  sink.failNext(0);
});

const row = async (id: number) => (await database.db.select().from(outbox).where(eq(outbox.id, id)))[0]!;
const enqueue = (n: number) =>
  enqueueMail(database.db, { kind: "test.delivery", to: `person${n}@example.in`, subject: `Message ${n}`, text: `Body ${n}` });

describe("deliverRound", () => {
  it("sends a due message once, with its headers, and records it as sent", async () => {
    const clock = testClock(new Date(Date.now() + MINUTE).toISOString());
    const id = await enqueueMail(database.db, {
      kind: "newsletter",
      to: "reader@example.in",
      subject: "Pune launches this month",
      text: "Three new projects.",
      html: "<p>Three new projects.</p>",
      headers: { "List-Unsubscribe": "<https://acme.in/unsubscribe?token=abc>", "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
    });
    expect(await deliverRound({ db: database.db, sender, now: clock.now })).toEqual({ sent: 1, retried: 0, failed: 0, unconfigured: 0 });
    expect(await deliverRound({ db: database.db, sender, now: clock.now })).toEqual({ sent: 0, retried: 0, failed: 0, unconfigured: 0 });

    expect(sink.messages).toHaveLength(1);
    const [mail] = sink.messages;
    expect(mail).toMatchObject({
      envelopeFrom: "no-reply@acme.in",
      envelopeTo: ["reader@example.in"],
      from: '"Prasthan Realty" <no-reply@acme.in>',
      subject: "Pune launches this month",
      text: "Three new projects.",
    });
    expect(mail!.headers["list-unsubscribe"]).toBe("<https://acme.in/unsubscribe?token=abc>");
    expect(mail!.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    expect(mail!.messageId).toMatch(new RegExp(`^<outbox-${id}\\.`));
    expect(await row(id)).toMatchObject({ status: "sent", attempts: 1, lastError: null, sentAt: clock.now() });
  });

  it("retries after 451 with back-off (1, then 5 minutes) and then sends", async () => {
    const clock = testClock(new Date(Date.now() + MINUTE).toISOString());
    const id = await enqueue(1);
    sink.failNext(2);

    expect((await deliverRound({ db: database.db, sender, now: clock.now })).retried).toBe(1);
    expect(await row(id)).toMatchObject({ status: "pending", attempts: 1, nextAttemptAt: new Date(clock.now().getTime() + MINUTE) });
    expect((await row(id)).lastError).toMatch(/451/);

    clock.advance(MINUTE - 1);
    expect(await deliverRound({ db: database.db, sender, now: clock.now })).toEqual({ sent: 0, retried: 0, failed: 0, unconfigured: 0 });
    clock.advance(1);
    expect((await deliverRound({ db: database.db, sender, now: clock.now })).retried).toBe(1);
    expect(await row(id)).toMatchObject({ attempts: 2, nextAttemptAt: new Date(clock.now().getTime() + 5 * MINUTE) });

    clock.advance(5 * MINUTE);
    expect((await deliverRound({ db: database.db, sender, now: clock.now })).sent).toBe(1);
    expect(await row(id)).toMatchObject({ status: "sent", attempts: 3, lastError: null, sentAt: clock.now() });
    expect(sink.refused).toBeGreaterThanOrEqual(2);
    expect(sink.messages.map((mail) => mail.subject)).toEqual(["Message 1"]);
  });

  it(`gives up after ${MAX_ATTEMPTS} refused attempts, and at once on a permanent (5xx) refusal`, async () => {
    const clock = testClock(new Date(Date.now() + MINUTE).toISOString());
    const id = await enqueue(1);
    sink.failNext(MAX_ATTEMPTS);
    for (const wait of [0, 1, 5, 15, 60]) {
      clock.advance(wait * MINUTE);
      await deliverRound({ db: database.db, sender, now: clock.now });
    }
    expect(await row(id)).toMatchObject({ status: "failed", attempts: MAX_ATTEMPTS, sentAt: null });
    clock.advance(24 * 60 * MINUTE);
    expect(await deliverRound({ db: database.db, sender, now: clock.now })).toEqual({ sent: 0, retried: 0, failed: 0, unconfigured: 0 });

    const permanent = await enqueue(2);
    sink.failNext(1, 550);
    expect((await deliverRound({ db: database.db, sender, now: clock.now })).failed).toBe(1);
    expect(await row(permanent)).toMatchObject({ status: "failed", attempts: 1 });
    expect((await row(permanent)).lastError).toMatch(/550/);
    expect(sink.messages).toEqual([]);
  });

  it("marks every pending message 'unconfigured' without a mail server, and never retries it", async () => {
    const first = await enqueue(1);
    const second = await enqueue(2);
    expect(smtpSender(loadConfig({}))).toBeUndefined();
    expect(await deliverRound({ db: database.db, sender: undefined })).toEqual({ sent: 0, retried: 0, failed: 0, unconfigured: 2 });
    for (const id of [first, second])
      expect(await row(id)).toMatchObject({ status: "unconfigured", attempts: 0, lastError: UNCONFIGURED_MESSAGE, sentAt: null });
    expect((await deliverRound({ db: database.db, sender: undefined })).unconfigured).toBe(0);
    expect((await deliverRound({ db: database.db, sender, now: () => new Date(Date.now() + MINUTE) })).sent).toBe(0);
    expect(sink.messages).toEqual([]);
  });
});

describe("password links in the outbox", () => {
  it("are removed from the stored body once a message is sent or left unconfigured, and from no other kind", async () => {
    const link = "https://x.example/reset-password?token=abcDEF123_-xyz";
    const reset = await enqueueMail(database.db, {
      kind: "password.reset",
      to: "a@example.in",
      subject: "Reset",
      text: `Open ${link} now`,
      html: `<a href="${link}">${link}</a>`,
    });
    const other = await enqueueMail(database.db, { kind: "newsletter", to: "b@example.in", subject: "News", text: `Open ${link} now` });
    await deliverRound({ db: database.db, sender, now: () => new Date(Date.now() + MINUTE) });
    expect(sink.messages.find((mail) => mail.subject === "Reset")!.text).toContain(link);
    expect(await row(reset)).toMatchObject({
      status: "sent",
      textBody: "Open https://x.example/reset-password?token=(removed) now",
      htmlBody: '<a href="https://x.example/reset-password?token=(removed)">https://x.example/reset-password?token=(removed)</a>',
    });
    expect((await row(other)).textBody).toBe(`Open ${link} now`);

    const waiting = await enqueueMail(database.db, {
      kind: "account.welcome",
      to: "c@example.in",
      subject: "Welcome",
      text: `Set it: ${link}`,
    });
    await deliverRound({ db: database.db, sender: undefined });
    expect(await row(waiting)).toMatchObject({
      status: "unconfigured",
      textBody: "Set it: https://x.example/reset-password?token=(removed)",
    });
  });
});

describe("across a stop and a crash", () => {
  it("a stop mid-batch releases the unsent rest, and the next start sends it, each message once", async () => {
    const ids = [];
    for (let n = 1; n <= 5; n++) ids.push(await enqueue(n));
    const now = () => new Date(Date.now() + MINUTE);
    const first = await deliverRound({ db: database.db, sender, now }, () => sink.messages.length >= 2);
    expect(first.sent).toBe(2);
    const rest = await Promise.all(ids.slice(2).map(row));
    expect(rest.map((entry) => [entry.status, entry.attempts])).toEqual([
      ["pending", 0],
      ["pending", 0],
      ["pending", 0],
    ]);

    expect((await deliverRound({ db: database.db, sender, now })).sent).toBe(3);
    expect(sink.messages.map((mail) => mail.subject)).toEqual(["Message 1", "Message 2", "Message 3", "Message 4", "Message 5"]);
  });

  it("rows claimed by an instance that died are sent once their lease runs out, not before", async () => {
    const clock = testClock(new Date(Date.now() + MINUTE).toISOString());
    const id = await enqueue(1);
    expect((await claimDue(database.db, clock.now(), 20)).map((claimed) => claimed.id)).toEqual([id]);
    // The claiming instance is gone: nobody sends, nobody records.
    clock.advance(LEASE_MS - 1);
    expect((await deliverRound({ db: database.db, sender, now: clock.now })).sent).toBe(0);
    clock.advance(1);
    expect((await deliverRound({ db: database.db, sender, now: clock.now })).sent).toBe(1);
    expect(await row(id)).toMatchObject({ status: "sent", attempts: 2 });
    expect(sink.messages).toHaveLength(1);
  });
});

describe("several instances", () => {
  let slowSink: SmtpSink;
  let slowSenders: MailSender[];
  beforeEach(async () => {
    slowSink = await startSmtpSink({ delayMs: 15 });
    const config = loadConfig({ SMTP_URL: slowSink.url });
    slowSenders = [smtpSender(config)!, smtpSender(config)!, smtpSender(config)!];
  });
  afterEach(async () => {
    for (const each of slowSenders) each.close();
    await slowSink.close();
  });

  it("three delivery loops on one database send each of 40 messages exactly once", async () => {
    // On PostgreSQL (TEST_DATABASE_URL) the loops' statements run on separate pool connections at the same time,
    // so their claims really race; on PGlite they interleave statement by statement.
    const ids = new Set<number>();
    for (let n = 1; n <= 40; n++) ids.add(await enqueue(n));
    const now = () => new Date(Date.now() + MINUTE);
    const loop = async (instance: MailSender) => {
      let total = 0;
      for (let round = 0; round < 40; round++) {
        const result = await deliverRound({ db: database.db, sender: instance, now, batchSize: 3 });
        total += result.sent;
        if (result.sent === 0 && slowSink.messages.length >= 40) break;
      }
      return total;
    };
    const totals = await Promise.all(slowSenders.map(loop));

    expect(totals.reduce((sum, each) => sum + each, 0)).toBe(40);
    const sentIds = slowSink.messages.map((mail) => Number(/^<outbox-(\d+)\./.exec(mail.messageId)?.[1]));
    expect(sentIds).toHaveLength(40);
    expect(new Set(sentIds)).toEqual(ids);
    const rows = await database.db.select().from(outbox);
    expect(rows.every((entry) => entry.status === "sent" && entry.attempts === 1)).toBe(true);
  });
});
