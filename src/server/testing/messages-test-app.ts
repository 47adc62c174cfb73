/** Set-up of the e-mail message API tests (not used by the product): the app on a real SMTP sink, signed-in roles, delivery on demand. */
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { deliverRound } from "../mail/delivery";
import { smtpSender, type MailSender } from "../mail/sender";
import { MINUTE, people, seedPeople, sessionFor, sessionHeader, testClock } from "./helpers";
import { startSmtpSink, type ReceivedMail, type SmtpSink } from "./smtp-sink";
import { createTestApp, type TestContext } from "./test-app";

export interface MessagesTestContext extends TestContext {
  sink: SmtpSink;
  clock: ReturnType<typeof testClock>;
  accounts: Awaited<ReturnType<typeof seedPeople>>;
  headers: Record<"admin" | "hr" | "employee", Record<string, string>>;
  as(role: "admin" | "hr" | "employee", options: InjectOptions): Promise<LightMyRequestResponse>;
  /** Runs the delivery loop's rounds until the outbox has nothing due, and answers what the sink holds. */
  deliver(): Promise<ReceivedMail[]>;
}

export async function createMessagesTestApp(env: Record<string, string> = {}): Promise<MessagesTestContext> {
  const sink = await startSmtpSink();
  const clock = testClock();
  const ctx = await createTestApp({ SMTP_URL: sink.url, ...env }, { now: clock.now });
  const accounts = await seedPeople(ctx.database.db);
  const headers = {
    admin: sessionHeader("admin", await sessionFor(ctx.app, "admin", people.admin)),
    hr: sessionHeader("hr", await sessionFor(ctx.app, "hr", people.hr)),
    employee: sessionHeader("employee", await sessionFor(ctx.app, "employee", people.employee)),
  };
  const sender: MailSender = smtpSender(ctx.config)!;
  // Outbox rows are due from the database's clock (now() at insert), not the app's test clock: deliver a minute ahead of it.
  const deliveryNow = () => new Date(Date.now() + MINUTE);
  return {
    ...ctx,
    sink,
    clock,
    accounts,
    headers,
    as: (role, options) => ctx.app.inject({ ...options, headers: { ...headers[role], ...options.headers } }),
    async deliver() {
      for (;;) {
        const round = await deliverRound({ db: ctx.database.db, sender, now: deliveryNow, batchSize: 100 });
        if (round.sent + round.retried + round.failed === 0) return sink.messages;
      }
    },
    close: async () => {
      sender.close();
      await ctx.close();
      await sink.close();
    },
  };
}
