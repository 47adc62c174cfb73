import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { AUTH_ME_PATH } from "@/shared/contract/auth";
import { ADMIN_EMPLOYEES_PATH, type EmployeeCreated } from "@/shared/contract/employees";
import { HR_EMPLOYEES_PATH } from "@/shared/contract/hr";
import { linkExpiredMessage, RESET_PASSWORD_PATH } from "@/shared/contract/mail";
import { outbox } from "../db/schema";
import { deliverRound } from "../mail/delivery";
import { smtpSender } from "../mail/sender";
import { failAuditInserts } from "../testing/fail-audit-inserts";
import { buildEmployeeInput } from "../seed/builders";
import {
  freshAddress,
  login,
  MINUTE,
  people,
  seedPeople,
  sessionFor,
  sessionHeader,
  SETUP_TIMEOUT,
  TEST_DOMAIN,
  testClock,
} from "../testing/helpers";
import { startSmtpSink, type SmtpSink } from "../testing/smtp-sink";
import { createTestApp, type TestContext } from "../testing/test-app";

// A new staff account and its welcome e-mail (docs/product.md section 11.3): with a mail server, a one-time link
// (24 hours) instead of a temporary password; without one, the temporary password as before.

const BASE = "https://portal.prasthan.test";
const clock = testClock("2026-11-20T04:30:00.000Z");
let sink: SmtpSink;
let withMail: TestContext;
let withoutMail: TestContext;
// A fresh login per request: the tests move the clock past the sessions' deadlines.
const signedIn = async (ctx: TestContext, portal: "admin" | "hr") =>
  sessionHeader(portal, await sessionFor(ctx.app, portal, people[portal]));

beforeAll(async () => {
  sink = await startSmtpSink();
  withMail = await createTestApp({ SMTP_URL: sink.url, PUBLIC_BASE_URL: BASE }, { now: clock.now });
  withoutMail = await createTestApp({}, { now: clock.now });
  await seedPeople(withMail.database.db);
  await seedPeople(withoutMail.database.db);
}, SETUP_TIMEOUT);
afterAll(async () => {
  await withMail.close();
  await withoutMail.close();
  await sink.close();
});
beforeEach(() => sink.clear());

const hire = async (ctx: TestContext, input = buildEmployeeInput(TEST_DOMAIN)) =>
  ctx.app.inject({ method: "POST", url: ADMIN_EMPLOYEES_PATH, headers: await signedIn(ctx, "admin"), payload: input });
const hrHire = async (payload: object) =>
  withMail.app.inject({ method: "POST", url: HR_EMPLOYEES_PATH, headers: await signedIn(withMail, "hr"), payload });

async function deliver() {
  const sender = smtpSender(withMail.config)!;
  await deliverRound({ db: withMail.database.db, sender });
  sender.close();
  return sink.messages;
}
const tokenIn = (text: string) => new RegExp(`${BASE}/reset-password\\?token=([A-Za-z0-9_-]{43})`).exec(text)?.[1];

describe("a new account with a mail server configured", () => {
  it("is e-mailed a 24-hour set-password link instead of a temporary password, with no identifier in the message", async () => {
    const input = buildEmployeeInput(TEST_DOMAIN, { firstName: "Meera", lastName: "Kulkarni" });
    const response = await hire(withMail, input);
    expect(response.statusCode).toBe(201);
    const created = response.json<EmployeeCreated>();
    expect(created.temporaryPassword).toBeNull();
    expect(created.welcomeEmailTo).toBe(input.email);

    const [mail] = await deliver();
    expect(mail).toMatchObject({ envelopeTo: [input.email], subject: "Welcome to Prasthan Realty: set your password" });
    expect(mail!.text).toContain("Dear Meera Kulkarni,");
    expect(mail!.text).toContain("It works once, until 21 Nov 2026, 10:00 am.");
    const token = tokenIn(mail!.text)!;
    expect(mail!.html).toContain(`href="${BASE}/reset-password?token=${token}"`);
    for (const identifier of [
      input.panNumber!,
      input.aadharNumber!,
      input.accountNumber!,
      input.aadharNumber!.slice(-4),
      input.accountNumber!.slice(-4),
    ]) {
      expect(mail!.text).not.toContain(identifier);
      expect(mail!.html).not.toContain(identifier);
    }
    // Nobody knows the account's first password: the link is the way in.
    expect((await login(withMail.app, "employee", { email: input.email, password: "Unknown-Password-1" })).statusCode).toBe(401);
    clock.advance(24 * 60 * MINUTE - 1);
    const set = await withMail.app.inject({
      method: "POST",
      url: RESET_PASSWORD_PATH,
      payload: { token, password: "Shaniwar-Wada-1736" },
      remoteAddress: freshAddress(),
    });
    expect(set.statusCode).toBe(200);
    const session = await sessionFor(withMail.app, "employee", { email: input.email, password: "Shaniwar-Wada-1736" });
    const me = await withMail.app.inject({ method: "GET", url: AUTH_ME_PATH, headers: sessionHeader("employee", session) });
    expect(me.json().mustChangePassword).toBe(false);
    clock.advance(1);
  });

  it("expires the welcome link at 24 hours", async () => {
    const input = buildEmployeeInput(TEST_DOMAIN);
    expect((await hire(withMail, input)).statusCode).toBe(201);
    const token = tokenIn((await deliver())[0]!.text)!;
    clock.advance(24 * 60 * MINUTE);
    const late = await withMail.app.inject({
      method: "POST",
      url: RESET_PASSWORD_PATH,
      payload: { token, password: "Shaniwar-Wada-1736" },
      remoteAddress: freshAddress(),
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(linkExpiredMessage);
  });

  it("welcomes HR's hires the same way", async () => {
    const hrForm = {
      name: "Rohan Patwardhan",
      email: `rohan.patwardhan@${TEST_DOMAIN}`,
      department: "Sales",
      position: "Sales Executive",
      salary: 30_000,
      joinDate: "2026-11-02",
      status: "Active",
    };
    const response = await hrHire(hrForm);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ temporaryPassword: null, welcomeEmailTo: hrForm.email });
    const [mail] = await deliver();
    expect(mail).toMatchObject({ envelopeTo: [hrForm.email] });
    expect(mail!.text).toContain("Dear Rohan Patwardhan,");
  });

  it("gives an account hired inactive (HR's form) a temporary password, and queues nothing", async () => {
    const db = withMail.database.db;
    const before = (await db.select().from(outbox)).length;
    const hrForm = {
      name: "Tanvi Gokhale",
      email: `tanvi.gokhale@${TEST_DOMAIN}`,
      department: "Sales",
      position: "Sales Executive",
      salary: 30_000,
      joinDate: "2026-11-02",
      status: "Inactive",
    };
    const response = await hrHire(hrForm);
    expect(response.statusCode).toBe(201);
    const created = response.json<EmployeeCreated>();
    expect(created.temporaryPassword).toMatch(/^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/);
    expect(created.welcomeEmailTo).toBeUndefined();
    expect((await db.select().from(outbox)).length).toBe(before);
  });

  it("queues no e-mail when the hire is undone (its audit entry failed)", async () => {
    const db = withMail.database.db;
    const input = buildEmployeeInput(TEST_DOMAIN);
    const restore = await failAuditInserts(db, "employee.created");
    try {
      expect((await hire(withMail, input)).statusCode).toBe(500);
    } finally {
      await restore();
    }
    expect(await db.select().from(outbox).where(eq(outbox.toAddress, input.email))).toEqual([]);
  });
});

describe("a new account without a mail server", () => {
  it("gets a temporary password for the admin to hand over, and no e-mail", async () => {
    const response = await hire(withoutMail);
    expect(response.statusCode).toBe(201);
    const created = response.json<EmployeeCreated>();
    expect(created.temporaryPassword).toMatch(/^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/);
    expect(created.welcomeEmailTo).toBeUndefined();
    expect(await withoutMail.database.db.select().from(outbox)).toEqual([]);
  });
});
