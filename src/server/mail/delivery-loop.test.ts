import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { outbox } from "../db/schema";
import { useTestDatabase } from "../testing/helpers";
import { startSmtpSink, type SmtpSink } from "../testing/smtp-sink";
import { startDelivery } from "./delivery";
import { enqueueMail } from "./outbox";
import { smtpSender } from "./sender";

// The background loop as main.ts runs it (real timers): it sends what is due, and a stop in the middle of a batch
// leaves the rest for the next start, each message sent once.

const database = useTestDatabase();
let sink: SmtpSink;

beforeAll(async () => {
  sink = await startSmtpSink({ delayMs: 100 });
});
afterAll(() => sink.close());

const enqueue = (n: number) => enqueueMail(database.db, { kind: "test.loop", to: `loop${n}@example.in`, subject: `Loop ${n}`, text: `Body ${n}` });

describe("startDelivery", () => {
  it("sends what is due, stops after the message under way, and a new start sends the rest once", async () => {
    for (let n = 1; n <= 6; n++) await enqueue(n);
    const config = loadConfig({ SMTP_URL: sink.url });
    const rounds: number[] = [];
    const first = startDelivery({ db: database.db, sender: smtpSender(config), intervalMs: 20, onRound: (result) => rounds.push(result.sent) });
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
});
