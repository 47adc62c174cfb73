import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { AUTH_ME_PATH } from "@/shared/contract/auth";
import {
  FORGOT_PASSWORD_PATH,
  forgotPasswordMessage,
  linkExpiredMessage,
  linkMissingMessage,
  passwordSetMessage,
  RESET_PASSWORD_PATH,
} from "@/shared/contract/mail";
import { outbox, passwordTokens, rateLimits, separations, staffAccounts } from "../db/schema";
import { deliverRound } from "../mail/delivery";
import { smtpSender } from "../mail/sender";
import { listAudit } from "../modules/audit/store";
import { freshAddress, login, MINUTE, people, seedPeople, sessionFor, sessionHeader, SETUP_TIMEOUT, testClock } from "../testing/helpers";
import { startSmtpSink, type SmtpSink } from "../testing/smtp-sink";
import { createTestApp, type TestContext } from "../testing/test-app";
import { FORGOT_LIMITS, FORGOT_MIN_MS, RESET_LIMIT } from "./password-links-routes";

const BASE = "https://portal.prasthan.test";
const clock = testClock("2026-11-20T04:30:00.000Z");
let ctx: TestContext;
let sink: SmtpSink;

beforeAll(async () => {
  sink = await startSmtpSink();
  ctx = await createTestApp({ SMTP_URL: sink.url, PUBLIC_BASE_URL: BASE }, { now: clock.now });
  await seedPeople(ctx.database.db);
}, SETUP_TIMEOUT);
afterAll(async () => {
  await ctx.close();
  await sink.close();
});
beforeEach(async () => {
  await ctx.database.db.delete(outbox);
  await ctx.database.db.delete(passwordTokens);
  // Each test counts its own requests against the limits.
  await ctx.database.db.delete(rateLimits);
  sink.clear();
});

const forgot = (email: string, remoteAddress = freshAddress()) =>
  ctx.app.inject({ method: "POST", url: FORGOT_PASSWORD_PATH, payload: { email }, remoteAddress });
const reset = (token: string, password: string, remoteAddress = freshAddress()) =>
  ctx.app.inject({ method: "POST", url: RESET_PASSWORD_PATH, payload: { token, password }, remoteAddress });

/** Sends the outbox through the SMTP sink and returns the link in the newest message. */
async function mailedToken(): Promise<string> {
  const sender = smtpSender(ctx.config)!;
  await deliverRound({ db: ctx.database.db, sender });
  sender.close();
  const mail = sink.messages.at(-1)!;
  const match = new RegExp(`${BASE}/reset-password\\?token=([A-Za-z0-9_-]{43})`).exec(mail.text);
  if (!match) throw new Error(`no link in: ${mail.text}`);
  return match[1]!;
}

describe("POST /api/auth/forgot-password", () => {
  it("e-mails an active account a one-hour reset link, and audits the request", async () => {
    const response = await forgot(people.employee.email.toUpperCase());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: forgotPasswordMessage });
    const token = await mailedToken();
    const [mail] = sink.messages;
    expect(mail).toMatchObject({ envelopeTo: [people.employee.email], subject: "Prasthan Realty: set a new password" });
    expect(mail!.text).toContain("The link below works once, until 20 Nov 2026, 11:00 am.");
    expect(mail!.html).toContain(`href="${BASE}/reset-password?token=${token}"`);
    const [stored] = await ctx.database.db.select().from(passwordTokens);
    expect(stored).toMatchObject({ purpose: "reset", usedAt: null, expiresAt: new Date(clock.now().getTime() + 60 * MINUTE) });
    expect(stored!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored!.tokenHash).not.toContain(token);
    const [entry] = await listAudit(ctx.database.db, { event: "password.reset_requested" });
    expect(entry).toMatchObject({ subject: people.employee.email });
  });

  it("gives an unknown, inactive or outside address the same answer in similar time, and sends nothing", async () => {
    const db = ctx.database.db;
    const [inactive] = await db.update(staffAccounts).set({ isActive: false }).where(eq(staffAccounts.email, people.hr.email)).returning();
    try {
      const timings: Record<string, number[]> = { known: [], unknown: [] };
      for (let round = 0; round < 3; round++) {
        for (const [name, email] of [
          ["known", people.admin.email],
          ["unknown", `nobody${round}@prasthanrealty.example`],
        ] as const) {
          const started = performance.now();
          const response = await forgot(email);
          timings[name]!.push(performance.now() - started);
          expect(response.statusCode).toBe(200);
          expect(response.json()).toEqual({ message: forgotPasswordMessage });
        }
      }
      for (const email of [inactive!.email, "someone@gmail.com"])
        expect((await forgot(email)).json()).toEqual({ message: forgotPasswordMessage });
      const median = (values: number[]) => [...values].sort((a, b) => a - b)[1]!;
      expect(Math.min(...timings.unknown!, ...timings.known!)).toBeGreaterThanOrEqual(FORGOT_MIN_MS - 5);
      expect(Math.abs(median(timings.known!) - median(timings.unknown!))).toBeLessThan(100);
      const rows = await db.select().from(outbox);
      expect(rows.map((row) => row.toAddress)).toEqual([people.admin.email, people.admin.email, people.admin.email]);
    } finally {
      await db.update(staffAccounts).set({ isActive: true }).where(eq(staffAccounts.id, inactive!.id));
    }
  });

  it("treats a leaver past the last working day like an inactive account: no new link, an earlier link refused", async () => {
    const db = ctx.database.db;
    await forgot(people.employee.email);
    const earlierToken = await mailedToken();
    await db.delete(outbox);
    const [account] = await db.select().from(staffAccounts).where(eq(staffAccounts.email, people.employee.email));
    // The clock reads 20 November, 10:00 in Pune: the 19th was the last working day.
    await db.insert(separations).values({
      employeeRecordId: account!.employeeRecordId!,
      kind: "resignation",
      noticeDate: "2026-10-20",
      lastWorkingDay: "2026-11-19",
      noticePeriodDays: 30,
      recordedAt: clock.now(),
    });
    try {
      expect((await forgot(people.employee.email)).json()).toEqual({ message: forgotPasswordMessage });
      expect(await db.select().from(outbox)).toEqual([]);
      const refused = await reset(earlierToken, "Monsoon-Koregaon-2026");
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ message: linkExpiredMessage });
    } finally {
      await db.delete(separations).where(eq(separations.employeeRecordId, account!.employeeRecordId!));
    }
  });

  it("limits one client's requests for one address, and opens again after the hour", async () => {
    const clientA = freshAddress();
    for (let n = 0; n < FORGOT_LIMITS.perClientAndEmail; n++) expect((await forgot(people.hr.email, clientA)).statusCode).toBe(200);
    const refused = await forgot(people.hr.email, clientA);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe("Too many password reset requests. Please try again in 60 minutes.");
    expect(refused.headers["retry-after"]).toBe("3600");

    clock.advance(60 * MINUTE);
    expect((await forgot(people.hr.email, clientA)).statusCode).toBe(200);
    expect((await ctx.database.db.select().from(outbox)).filter((row) => row.toAddress === people.hr.email)).toHaveLength(
      FORGOT_LIMITS.perClientAndEmail + 1,
    );
  });

  it("lets the owner ask from another client after someone else used up their limit for the address", async () => {
    const clientA = freshAddress();
    for (let n = 0; n < FORGOT_LIMITS.perClientAndEmail; n++) await forgot(people.hr.email, clientA);
    expect((await forgot(people.hr.email, clientA)).statusCode).toBe(429);
    const owner = await forgot(people.hr.email, freshAddress());
    expect(owner.statusCode).toBe(200);
    expect(owner.json()).toEqual({ message: forgotPasswordMessage });
    expect((await ctx.database.db.select().from(outbox)).filter((row) => row.toAddress === people.hr.email)).toHaveLength(
      FORGOT_LIMITS.perClientAndEmail + 1,
    );
  });

  it("stops a client sweeping many addresses at its own limit", async () => {
    const client = freshAddress();
    for (let n = 0; n < FORGOT_LIMITS.perClient; n++)
      expect((await forgot(`someone${n}@prasthanrealty.example`, client)).statusCode).toBe(200);
    const refused = await forgot(people.hr.email, client);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe("Too many password reset requests. Please try again in 60 minutes.");
    expect(await ctx.database.db.select().from(outbox)).toEqual([]);
  });

  it("sends no more links to one address past the ceiling of all clients, with the usual answer and no wait named", async () => {
    for (let n = 0; n < FORGOT_LIMITS.perEmail; n++) expect((await forgot(people.hr.email, freshAddress())).statusCode).toBe(200);
    const started = performance.now();
    const past = await forgot(people.hr.email, freshAddress());
    expect(performance.now() - started).toBeGreaterThanOrEqual(FORGOT_MIN_MS - 5);
    expect(past.statusCode).toBe(200);
    expect(past.json()).toEqual({ message: forgotPasswordMessage });
    expect(past.headers["retry-after"]).toBeUndefined();
    expect(past.body).not.toMatch(/minute/i);
    expect((await ctx.database.db.select().from(outbox)).filter((row) => row.toAddress === people.hr.email)).toHaveLength(
      FORGOT_LIMITS.perEmail,
    );
  });

  it("answers bad input with 400 and the field's message", async () => {
    for (const payload of [{}, { email: "not-an-address" }, { email: "a\u0000@b.in" }]) {
      const response = await ctx.app.inject({ method: "POST", url: FORGOT_PASSWORD_PATH, payload, remoteAddress: freshAddress() });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().fieldErrors.email).toBeDefined();
    }
    expect((await forgot("not-an-address")).json().fieldErrors.email).toEqual(["Please enter a valid email address"]);
  });
});

describe("POST /api/auth/reset-password", () => {
  it("sets the password once, ends every session of the account and audits it", async () => {
    const session = await sessionFor(ctx.app, "employee", people.employee);
    await forgot(people.employee.email);
    const token = await mailedToken();
    const newPassword = "Monsoon-Koregaon-2026";

    const response = await reset(token, newPassword);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: passwordSetMessage, email: people.employee.email });
    expect((await ctx.app.inject({ method: "GET", url: AUTH_ME_PATH, headers: sessionHeader("employee", session) })).statusCode).toBe(401);
    expect((await login(ctx.app, "employee", { email: people.employee.email, password: newPassword })).statusCode).toBe(200);
    expect((await login(ctx.app, "employee", people.employee)).statusCode).toBe(401);
    const [entry] = await listAudit(ctx.database.db, { event: "password.reset_by_link" });
    expect(entry).toMatchObject({ subject: people.employee.email, details: { purpose: "reset", sessionsRevoked: 1 } });

    const again = await reset(token, "Another-Strong-Pass-9");
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: linkExpiredMessage });
    // Back to the roster's password for the other tests.
    await forgot(people.employee.email);
    expect((await reset(await mailedToken(), people.employee.password)).statusCode).toBe(200);
  });

  it("refuses a link from its 60th minute on (the injected clock), and an unknown one, with the same 400", async () => {
    await forgot(people.hr.email);
    const token = await mailedToken();
    clock.advance(60 * MINUTE - 1);
    const early = await forgot(people.hr.email);
    expect(early.statusCode).toBe(200);
    clock.advance(1);
    const expired = await reset(token, "Monsoon-Koregaon-2026");
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(linkExpiredMessage);
    expect((await reset("A".repeat(43), "Monsoon-Koregaon-2026")).json()).toEqual({ message: linkExpiredMessage });
    expect((await login(ctx.app, "hr", people.hr)).statusCode).toBe(200);
  });

  it("works within the hour, and a newer password closes the older links", async () => {
    await forgot(people.admin.email);
    const first = await mailedToken();
    await forgot(people.admin.email);
    const second = await mailedToken();
    clock.advance(60 * MINUTE - 1);
    expect((await reset(second, people.admin.password)).statusCode).toBe(200);
    expect((await reset(first, people.admin.password)).json()).toEqual({ message: linkExpiredMessage });
    clock.advance(1);
  });

  it("refuses a weak password with the policy's message and keeps the link usable", async () => {
    await forgot(people.employee.email);
    const token = await mailedToken();
    const weak = await reset(token, people.employee.email);
    expect(weak.statusCode).toBe(400);
    expect(weak.json().fieldErrors.password).toHaveLength(1);
    const short = await reset(token, "short");
    expect(short.statusCode).toBe(400);
    expect(short.json().fieldErrors.password).toEqual(["Password must be at least 10 characters"]);
    expect((await reset(token, people.employee.password)).statusCode).toBe(200);
  });

  it("counts only refused links against a client: a used link does not, the limit's refusal is 429", async () => {
    const address = freshAddress();
    const unknown = "u".repeat(43);
    for (let n = 0; n < RESET_LIMIT.perClient - 1; n++)
      expect((await reset(unknown, "Monsoon-Koregaon-2026", address)).statusCode).toBe(400);
    await forgot(people.hr.email);
    expect((await reset(await mailedToken(), people.hr.password, address)).statusCode).toBe(200);
    expect((await reset(unknown, "Monsoon-Koregaon-2026", address)).statusCode).toBe(400);
    const refused = await reset(unknown, "Monsoon-Koregaon-2026", address);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["retry-after"]).toBeDefined();
  });

  it("answers a malformed token with 400 and its message", async () => {
    for (const token of ["", "has spaces", "x".repeat(201)]) {
      const response = await reset(token, "Monsoon-Koregaon-2026");
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors.token).toEqual([linkMissingMessage]);
    }
  });
});
