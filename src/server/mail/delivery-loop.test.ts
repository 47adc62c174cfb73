import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { outbox } from "../db/schema";
import { MINUTE, useTestDatabase } from "../testing/helpers";
import { startSmtpSink, type SmtpSink } from "../testing/smtp-sink";
import { startDelivery } from "./delivery";
import { enqueueMail } from "./outbox";
import { smtpSender } from "./sender";

// The background loop as main.ts runs it (real timers): it sends what is due, and a stop in the middle of a batch
// leaves the rest for the next start, each message sent once; a refused message waits out its back-off across a
// restart and is then sent once (docs/product.md section 11.1, "Retries" and "A restart loses nothing").

const database = useTestDatabase();
let sink: SmtpSink;

beforeAll(async () => {
  sink = await startSmtpSink({ delayMs: 100 });
});
afterAll(() => sink.close());

const enqueue = (n: number) =>
  enqueueMail(database.db, { kind: "test.loop", to: `loop${n}@example.in`, subject: `Loop ${n}`, text: `Body ${n}` });

describe("startDelivery", () => {
  it("sends what is due, stops after the message under way, and a new start sends the rest once", async () => {
    for (let n = 1; n <= 6; n++) await enqueue(n);
    const config = loadConfig({ SMTP_URL: sink.url });
    const rounds: number[] = [];
    const first = startDelivery({
      db: database.db,
      sender: smtpSender(config),
      intervalMs: 20,
      onRound: (result) => rounds.push(result.sent),
    });
    await sink.waitFor(2);
    await first.stop();
    const afterStop = sink.messages.length;
    expect(afterStop).toBeGreaterThanOrEqual(2);
    expect(afterStop).toBeLessThan(6);
    const waiting = (await database.db.select().from(outbox)).filter((row) => row.status === "pending");
    expect(waiting).toHaveLength(6 - afterStop);
    expect(waiting.every((row) => row.attempts === 0)).toBe(true);

    const second = startDelivery({ db: database.db, sender: smtpSender(config), intervalMs: 20 });
    await sink.waitFor(6);
    await second.runNow();
    await second.stop();
    expect(sink.messages.map((mail) => mail.subject).sort()).toEqual(["Loop 1", "Loop 2", "Loop 3", "Loop 4", "Loop 5", "Loop 6"]);
    expect((await database.db.select().from(outbox)).every((row) => row.status === "sent" && row.attempts === 1)).toBe(true);
    expect(rounds.length).toBeGreaterThanOrEqual(1);
  });

  it("a 451 is recorded and retried after its back-off by a new loop after a restart: delivered once, its attempts kept", async () => {
    // Rows are due from the database clock (now() at insert): the loops' clock starts a minute after the real time.
    const start = Date.now() + MINUTE;
    const id = await enqueueMail(database.db, {
      kind: "test.retry",
      to: "retry@example.in",
      subject: "Retry across a restart",
      text: "Body",
    });
    const row = async () => (await database.db.select().from(outbox).where(eq(outbox.id, id)))[0]!;
    const delivered = () => sink.messages.filter((mail) => mail.subject === "Retry across a restart");
    const config = loadConfig({ SMTP_URL: sink.url });
    const loopAt = (at: number) => startDelivery({ db: database.db, sender: smtpSender(config), intervalMs: 20, now: () => new Date(at) });

    sink.failNext(1);
    const refusedBefore = sink.refused;
    const first = loopAt(start);
    for (const deadline = Date.now() + 10_000; (await row()).lastError === null;) {
      if (Date.now() > deadline) throw new Error("the first loop recorded no failed attempt in 10 s");
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await first.runNow(); // a few more rounds: the row is not due again within its back-off
    await first.stop();
    expect(sink.refused - refusedBefore).toBe(1);
    expect(delivered()).toEqual([]);
    // The first retry waits 1 minute: due again at start + 1 minute.
    expect(await row()).toMatchObject({ status: "pending", attempts: 1, nextAttemptAt: new Date(start + MINUTE), sentAt: null });
    expect((await row()).lastError).toBe("Message failed: 451 4.3.0 Try again later");

    // Restarted within the back-off (30 s on): nothing is sent and nothing about the row changes.
    const early = loopAt(start + MINUTE / 2);
    await early.runNow();
    await early.stop();
    expect(delivered()).toEqual([]);
    expect((await row()).attempts).toBe(1);

    // Restarted past it (61 s on): a fresh sender sends it once, the attempts (the failed one and this) kept.
    const sentAt = new Date(start + MINUTE + 1000);
    const second = loopAt(sentAt.getTime());
    await sink.waitFor(sink.messages.length + 1);
    await second.runNow();
    await second.stop();
    expect(delivered()).toHaveLength(1);
    expect(delivered()[0]!.envelopeTo).toEqual(["retry@example.in"]);
    // A sent row keeps no error (the E-mail panel shows an error only beside a message still waiting or failed).
    expect(await row()).toMatchObject({ status: "sent", attempts: 2, sentAt, lastError: null });
  });
});
