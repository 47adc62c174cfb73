import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  EMPLOYEE_CORRECTIONS_PATH,
  hrCorrectionDecisionPath,
  teamCorrectionDecisionPath,
  type Regularisation,
} from "@/shared/contract/regularisations";
import { notifications, outbox, staffAccounts } from "../../db/schema";
import { SETUP_TIMEOUT, TEST_DOMAIN } from "../../testing/helpers";
import { createTeamTestApp, type TeamTestContext } from "../../testing/team-test-app";
import { failAuditInserts } from "../../testing/fail-audit-inserts";
import { createStaffAccount } from "../users/service";

/**
 * The attendance correction messages (docs/product.md section 11), read from the outbox and the bell: a new
 * request tells the HR users and the reporting manager, a decision tells the person, in the change's
 * transaction. Monday 23 November 2026, 10:30 in Pune. Rohit Pawar manages Aarav Deshmukh; Sneha Patil and
 * Meera Joshi are HR.
 */
let ctx: TeamTestContext;
let meera = 0;
const BASE = "https://www.prasthanrealty.example";
const REASON = "Site visit at Wakad, forgot to check in";

beforeAll(async () => {
  ctx = await createTeamTestApp("2026-11-23T05:00:00.000Z");
  meera = (
    await createStaffAccount(
      ctx.database.db,
      TEST_DOMAIN,
      { role: "hr", email: `meera.joshi@${TEST_DOMAIN}`, password: "Baner-Team-2026x", firstName: "Meera", lastName: "Joshi" },
      { via: "cli" },
    )
  ).id;
}, SETUP_TIMEOUT);
afterAll(async () => {
  await ctx?.close();
}, SETUP_TIMEOUT);
beforeEach(async () => {
  await ctx.database.db.execute(sql`delete from outbox`);
  await ctx.database.db.execute(sql`delete from notifications`);
});

const mails = () =>
  ctx.database.db
    .select({ kind: outbox.kind, to: outbox.toAddress, subject: outbox.subject, text: outbox.textBody })
    .from(outbox)
    .orderBy(asc(outbox.id));
const bells = () => ctx.database.db.select().from(notifications).orderBy(asc(notifications.id));
const emailOf = async (accountId: number) =>
  (await ctx.database.db.select({ email: staffAccounts.email }).from(staffAccounts).where(eq(staffAccounts.id, accountId)))[0]!.email;
const emails = async (...accountIds: number[]) => (await Promise.all(accountIds.map(emailOf))).sort();
const clear = async () => {
  await ctx.database.db.execute(sql`delete from outbox`);
  await ctx.database.db.execute(sql`delete from notifications`);
};

async function ask(person: "aarav" | "neha", date: string, checkOut = "18:10"): Promise<Regularisation> {
  const response = await ctx.as(person, "POST", EMPLOYEE_CORRECTIONS_PATH, { date, checkIn: "09:05", checkOut, reason: REASON });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Regularisation>();
}
const hr = (url: string, payload: object) => ctx.app.inject({ method: "POST", url, headers: ctx.headers.hr, payload });

describe("a new correction request", () => {
  it("tells every active HR user and the reporting manager, with the day, the times and where to decide; not the reason", async () => {
    await ask("aarav", "2026-11-20");
    expect((await mails()).map((mail) => mail.to).sort()).toEqual(await emails(ctx.accounts.sneha, meera, ctx.accounts.rohit));
    for (const mail of await mails()) {
      expect(mail).toMatchObject({
        kind: "correction.requested",
        subject: "Attendance correction request from Aarav Deshmukh: 20 Nov 2026",
      });
      expect(mail.text).toContain("asks to correct their attendance on 20 Nov 2026: check-in 9:05 AM, check-out 6:10 PM.");
      expect(mail.text).not.toContain(REASON);
    }
    const rohits = (await mails()).find((mail) => mail.text.startsWith("Dear Rohit Pawar,"))!;
    expect(rohits.text).toContain(`Open your Team view: ${BASE}/employee-dashboard?tab=team`);
    const snehas = (await mails()).find((mail) => mail.text.startsWith("Dear Sneha Patil,"))!;
    expect(snehas.text).toContain("Approve or reject it in the Attendance panel of the HR dashboard.");
    expect(snehas.text).toContain(`Open the correction requests: ${BASE}/hr-dashboard?panel=attendance`);
    const notified = await bells();
    expect(notified.map((n) => n.accountId).sort((a, b) => a - b)).toEqual(
      [ctx.accounts.sneha, meera, ctx.accounts.rohit].sort((a, b) => a - b),
    );
    for (const n of notified) {
      expect(n).toMatchObject({
        kind: "correction.requested",
        title: "Attendance correction request from Aarav Deshmukh: 20 Nov 2026",
        body: "check-in 9:05 AM, check-out 6:10 PM",
        link: n.accountId === ctx.accounts.rohit ? "/employee-dashboard?tab=team" : "/hr-dashboard?panel=attendance",
      });
    }
  });

  it("tells HR only for a person who reports to nobody; says 'no check-out' when none is asked", async () => {
    await ask("neha", "2026-11-19", "");
    expect((await mails()).map((mail) => mail.to).sort()).toEqual(await emails(ctx.accounts.sneha, meera));
    expect((await mails())[0]!.text).toContain("on 19 Nov 2026: check-in 9:05 AM, no check-out.");
  });

  it("queues nothing for a refused or rolled-back request", async () => {
    // One pending request a day: Aarav's 20 November is pending already.
    const twice = await ctx.as("aarav", "POST", EMPLOYEE_CORRECTIONS_PATH, {
      date: "2026-11-20",
      checkIn: "09:05",
      checkOut: "18:10",
      reason: REASON,
    });
    expect(twice.statusCode).toBe(409);
    const today = await ctx.as("aarav", "POST", EMPLOYEE_CORRECTIONS_PATH, {
      date: "2026-11-23",
      checkIn: "09:05",
      checkOut: "18:10",
      reason: REASON,
    });
    expect(today.statusCode).toBe(400);
    const restore = await failAuditInserts(ctx.database.db, "attendance.correction_requested");
    try {
      expect(
        (
          await ctx.as("aarav", "POST", EMPLOYEE_CORRECTIONS_PATH, {
            date: "2026-11-18",
            checkIn: "09:05",
            checkOut: "18:10",
            reason: REASON,
          })
        ).statusCode,
      ).toBe(500);
    } finally {
      await restore();
    }
    expect(await mails()).toEqual([]);
    expect(await bells()).toEqual([]);
  });
});

describe("a decision on a correction request", () => {
  it("tells the person of the manager's approval, by e-mail and on their bell only", async () => {
    const request = await ask("aarav", "2026-11-17");
    await clear();
    const response = await ctx.as("rohit", "POST", teamCorrectionDecisionPath(request.id, "approve"), {
      comment: "Confirmed with the site office",
    });
    expect(response.statusCode, response.body).toBe(200);
    const [mail, ...others] = await mails();
    expect(others).toEqual([]);
    expect(mail).toMatchObject({
      kind: "correction.decided",
      to: await emailOf(ctx.accounts.aarav),
      subject: "Your attendance correction was approved: 17 Nov 2026",
    });
    expect(mail!.text).toContain(
      "Your reporting manager, Rohit Pawar, approved your request to correct 17 Nov 2026 (check-in 9:05 AM, check-out 6:10 PM).",
    );
    expect(mail!.text).toContain("Your attendance for that day now shows these times.");
    expect(mail!.text).toContain("Comment: Confirmed with the site office");
    expect(mail!.text).toContain(`See your attendance: ${BASE}/employee-dashboard?tab=attendance`);
    expect(await bells()).toMatchObject([
      {
        accountId: ctx.accounts.aarav,
        kind: "correction.decided",
        title: mail!.subject,
        body: "Confirmed with the site office",
        link: "/employee-dashboard?tab=attendance",
      },
    ]);
  });

  it("tells the person of HR's rejection with HR's comment", async () => {
    const request = await ask("neha", "2026-11-16");
    await clear();
    expect((await hr(hrCorrectionDecisionPath(request.id, "reject"), { comment: "No visit on record that day" })).statusCode).toBe(200);
    const [mail, ...others] = await mails();
    expect(others).toEqual([]);
    expect(mail).toMatchObject({ to: await emailOf(ctx.accounts.neha), subject: "Your attendance correction was rejected: 16 Nov 2026" });
    expect(mail!.text).toContain("HR rejected your request to correct 16 Nov 2026 (check-in 9:05 AM, check-out 6:10 PM).");
    expect(mail!.text).not.toContain("now shows these times");
    expect(mail!.text).toContain("Comment: No visit on record that day");
  });

  it("queues nothing when a decision is refused or rolled back", async () => {
    const request = await ask("aarav", "2026-11-14");
    await clear();
    // Not Ananya's report: 404.
    expect((await ctx.as("ananya", "POST", teamCorrectionDecisionPath(request.id, "approve"), { comment: "" })).statusCode).toBe(404);
    const restore = await failAuditInserts(ctx.database.db, "attendance.correction_approved");
    try {
      expect((await hr(hrCorrectionDecisionPath(request.id, "approve"), { comment: "" })).statusCode).toBe(500);
    } finally {
      await restore();
    }
    expect((await hr(hrCorrectionDecisionPath(request.id, "reject"), { comment: "Asked twice" })).statusCode).toBe(200);
    await clear();
    expect((await hr(hrCorrectionDecisionPath(request.id, "reject"), { comment: "Asked twice" })).statusCode).toBe(409);
    expect(await mails()).toEqual([]);
    expect(await bells()).toEqual([]);
  });
});
