import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { EMPLOYEE_LEAVE_PATH, leaveCancelPath, type LeaveRequest } from "@/shared/contract/employee-portal";
import { hrLeaveCancelPath, leaveDecisionPath } from "@/shared/contract/leave-admin";
import { teamLeaveDecisionPath } from "@/shared/contract/team";
import { employees, notifications, outbox, staffAccounts } from "../../db/schema";
import { SETUP_TIMEOUT, TEST_DOMAIN } from "../../testing/helpers";
import { createTeamTestApp, type TeamTestContext } from "../../testing/team-test-app";
import { failAuditInserts } from "../../testing/fail-audit-inserts";
import { createStaffAccount } from "../users/service";

/**
 * The leave messages (docs/product.md section 11), read from the outbox and the bell (delivery is the delivery
 * loop's own test): who is told of a request, a decision and a cancellation, with which subject and link, in the
 * change's transaction. Monday 23 November 2026, 10:30 in Pune. Rohit Pawar manages Aarav Deshmukh; Sneha Patil
 * and Meera Joshi are HR; a closed HR login and the admin are never told.
 */
let ctx: TeamTestContext;
const account = { meera: 0, closedHr: 0, admin: 0 };
const BASE = "https://www.prasthanrealty.example";
const HR_LINK = "/hr-dashboard?panel=leaves";
const TEAM_LINK = "/employee-dashboard?tab=team";
const OWN_LINK = "/employee-dashboard?tab=leave";
const REASON = "Viral fever, doctor advised rest";

beforeAll(async () => {
  ctx = await createTeamTestApp("2026-11-23T05:00:00.000Z");
  const db = ctx.database.db;
  const hrUser = (firstName: string, lastName: string) =>
    createStaffAccount(db, TEST_DOMAIN, { role: "hr", email: `${firstName}.${lastName}@${TEST_DOMAIN}`.toLowerCase(), password: "Baner-Team-2026x", firstName, lastName }, { via: "cli" });
  account.meera = (await hrUser("Meera", "Joshi")).id;
  account.closedHr = (await hrUser("Closed", "Login")).id;
  await db.update(staffAccounts).set({ isActive: false }).where(eq(staffAccounts.id, account.closedHr));
  account.admin = (await db.select({ id: staffAccounts.id }).from(staffAccounts).where(eq(staffAccounts.role, "admin")))[0]!.id;
  // Masked identifiers on Aarav's record: none of them may reach a message.
  await db.update(employees).set({ panMasked: "ABCDE****F", aadhaarMasked: "XXXX XXXX 4321", accountNumberMasked: "XXXXXX5678" }).where(eq(employees.id, ctx.records.aarav));
}, SETUP_TIMEOUT);
afterAll(async () => {
  await ctx?.close();
}, SETUP_TIMEOUT);
beforeEach(async () => {
  await ctx.database.db.execute(sql`delete from outbox`);
  await ctx.database.db.execute(sql`delete from notifications`);
});

const mails = () => ctx.database.db.select({ kind: outbox.kind, to: outbox.toAddress, subject: outbox.subject, text: outbox.textBody, html: outbox.htmlBody }).from(outbox).orderBy(asc(outbox.id));
const bells = () => ctx.database.db.select().from(notifications).orderBy(asc(notifications.id));
const emailOf = async (accountId: number) => (await ctx.database.db.select({ email: staffAccounts.email }).from(staffAccounts).where(eq(staffAccounts.id, accountId)))[0]!.email;
const recipients = async () => (await mails()).map((mail) => mail.to).sort();
const emails = async (...accountIds: number[]) => (await Promise.all(accountIds.map(emailOf))).sort();
const bellAccounts = async () => (await bells()).map((n) => n.accountId).sort((a, b) => a - b);
const ids = (...accountIds: number[]) => [...accountIds].sort((a, b) => a - b);

async function fileLeave(person: "aarav" | "neha" | "sneha", startDate: string, endDate = startDate): Promise<LeaveRequest> {
  const response = await ctx.as(person, "POST", EMPLOYEE_LEAVE_PATH, { leaveType: "sick", startDate, endDate, reason: REASON });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<LeaveRequest>();
}
const hr = (url: string, payload: object) => ctx.app.inject({ method: "POST", url, headers: ctx.headers.hr, payload });

function expectClean(text: string) {
  for (const secret of [REASON, "ABCDE****F", "4321", "5678"]) expect(text).not.toContain(secret);
}

describe("a new leave request", () => {
  it("tells every active HR user and the reporting manager, each with the link to where they decide; the reason stays in the portal", async () => {
    const leave = await fileLeave("aarav", "2026-12-01", "2026-12-02");
    expect(await recipients()).toEqual(await emails(ctx.accounts.sneha, account.meera, ctx.accounts.rohit));
    const subject = "Leave request from Aarav Deshmukh: Sick Leave, 1 Dec 2026 to 2 Dec 2026";
    for (const mail of await mails()) {
      expect(mail).toMatchObject({ kind: "leave.requested", subject });
      expect(mail.text).toContain("Aarav Deshmukh (");
      expect(mail.text).toContain(") asks for Sick Leave from 1 Dec 2026 to 2 Dec 2026 (2 days of leave).");
      expectClean(mail.text);
      expectClean(mail.html ?? "");
    }
    const rohits = (await mails()).find((mail) => mail.text.startsWith("Dear Rohit Pawar,"))!;
    expect(rohits.text).toContain("As their reporting manager, approve or reject it in the Team view of your employee portal.");
    expect(rohits.text).toContain(`Open your Team view: ${BASE}${TEAM_LINK}`);
    const snehas = (await mails()).find((mail) => mail.text.startsWith("Dear Sneha Patil,"))!;
    expect(snehas.text).toContain(`Open the leave requests: ${BASE}${HR_LINK}`);

    expect(await bellAccounts()).toEqual(ids(ctx.accounts.sneha, account.meera, ctx.accounts.rohit));
    for (const n of await bells()) {
      expect(n).toMatchObject({ kind: "leave.requested", title: subject, body: "Sick Leave, 1 Dec 2026 to 2 Dec 2026", link: n.accountId === ctx.accounts.rohit ? TEAM_LINK : HR_LINK });
    }
    expect(leave.status).toBe("Pending");
  });

  it("tells HR only when the person reports to nobody, and an HR user's own request goes to the other HR users", async () => {
    await fileLeave("neha", "2026-12-03");
    expect(await recipients()).toEqual(await emails(ctx.accounts.sneha, account.meera));
    expect((await mails())[0]!.subject).toBe("Leave request from Neha Gokhale: Sick Leave, 3 Dec 2026");
    await ctx.database.db.execute(sql`delete from outbox`);
    await ctx.database.db.execute(sql`delete from notifications`);
    await fileLeave("sneha", "2026-12-04");
    expect(await recipients()).toEqual(await emails(account.meera));
    expect(await bellAccounts()).toEqual([account.meera]);
  });

  it("queues nothing for a refused request", async () => {
    await fileLeave("aarav", "2026-12-07");
    await ctx.database.db.execute(sql`delete from outbox`);
    await ctx.database.db.execute(sql`delete from notifications`);
    const overlap = await ctx.as("aarav", "POST", EMPLOYEE_LEAVE_PATH, { leaveType: "sick", startDate: "2026-12-07", endDate: "2026-12-07", reason: REASON });
    expect(overlap.statusCode).toBe(409);
    const bad = await ctx.as("aarav", "POST", EMPLOYEE_LEAVE_PATH, { leaveType: "sick", startDate: "2026-12-09", endDate: "2026-12-08", reason: REASON });
    expect(bad.statusCode).toBe(400);
    const restore = await failAuditInserts(ctx.database.db, "leave.requested");
    try {
      expect((await ctx.as("aarav", "POST", EMPLOYEE_LEAVE_PATH, { leaveType: "sick", startDate: "2026-12-10", endDate: "2026-12-10", reason: REASON })).statusCode).toBe(500);
    } finally {
      await restore();
    }
    expect(await mails()).toEqual([]);
    expect(await bells()).toEqual([]);
  });
});

describe("a decision", () => {
  it("tells the person of the manager's approval, with the comment, by e-mail and on their bell only", async () => {
    const leave = await fileLeave("aarav", "2026-12-14");
    await ctx.database.db.execute(sql`delete from outbox`);
    await ctx.database.db.execute(sql`delete from notifications`);
    const response = await ctx.as("rohit", "POST", teamLeaveDecisionPath(leave.id, "approve"), { comment: "Get well soon" });
    expect(response.statusCode, response.body).toBe(200);
    const [mail, ...others] = await mails();
    expect(others).toEqual([]);
    expect(mail).toMatchObject({ kind: "leave.decided", to: await emailOf(ctx.accounts.aarav), subject: "Your leave request was approved: Sick Leave, 14 Dec 2026" });
    expect(mail!.text).toContain("Your reporting manager, Rohit Pawar, approved your Sick Leave request for 14 Dec 2026.");
    expect(mail!.text).toContain("Comment: Get well soon");
    expect(mail!.text).toContain(`See your leave requests: ${BASE}${OWN_LINK}`);
    expectClean(mail!.text);
    expect(await bells()).toMatchObject([{ accountId: ctx.accounts.aarav, kind: "leave.decided", title: mail!.subject, body: "Get well soon", link: OWN_LINK }]);
  });

  it("tells the person of HR's rejection with HR's comment", async () => {
    const leave = await fileLeave("neha", "2026-12-15");
    await ctx.database.db.execute(sql`delete from outbox`);
    const response = await hr(leaveDecisionPath(leave.id, "reject"), { comment: "Quarter-end closing that week" });
    expect(response.statusCode, response.body).toBe(200);
    const [mail, ...others] = await mails();
    expect(others).toEqual([]);
    expect(mail).toMatchObject({ to: await emailOf(ctx.accounts.neha), subject: "Your leave request was rejected: Sick Leave, 15 Dec 2026" });
    expect(mail!.text).toContain("HR rejected your Sick Leave request for 15 Dec 2026.");
    expect(mail!.text).toContain("Comment: Quarter-end closing that week");
  });

  it("queues nothing when a decision is refused or rolled back", async () => {
    const leave = await fileLeave("aarav", "2026-12-16");
    const own = await fileLeave("sneha", "2026-12-17");
    await ctx.database.db.execute(sql`delete from outbox`);
    await ctx.database.db.execute(sql`delete from notifications`);
    // Not Ananya's report: 404; Sneha's own: 403.
    expect((await ctx.as("ananya", "POST", teamLeaveDecisionPath(leave.id, "approve"), { comment: "" })).statusCode).toBe(404);
    expect((await hr(leaveDecisionPath(own.id, "approve"), { comment: "" })).statusCode).toBe(403);
    const restore = await failAuditInserts(ctx.database.db, "leave.approved");
    try {
      expect((await hr(leaveDecisionPath(leave.id, "approve"), { comment: "" })).statusCode).toBe(500);
    } finally {
      await restore();
    }
    expect((await hr(leaveDecisionPath(leave.id, "reject"), { comment: "No cover" })).statusCode).toBe(200);
    await ctx.database.db.execute(sql`delete from outbox`);
    await ctx.database.db.execute(sql`delete from notifications`);
    // Decided already: 409.
    expect((await hr(leaveDecisionPath(leave.id, "reject"), { comment: "No cover" })).statusCode).toBe(409);
    expect(await mails()).toEqual([]);
    expect(await bells()).toEqual([]);
  });
});

describe("a cancellation", () => {
  it("by the person tells those the request told: of a pending request, and of an approved leave", async () => {
    const pending = await fileLeave("aarav", "2026-12-21");
    const approved = await fileLeave("aarav", "2026-12-22");
    expect((await hr(leaveDecisionPath(approved.id, "approve"), { comment: "" })).statusCode).toBe(200);
    await ctx.database.db.execute(sql`delete from outbox`);
    await ctx.database.db.execute(sql`delete from notifications`);
    expect((await ctx.as("aarav", "POST", leaveCancelPath(pending.id))).statusCode).toBe(200);
    expect(await recipients()).toEqual(await emails(ctx.accounts.sneha, account.meera, ctx.accounts.rohit));
    for (const mail of await mails()) {
      expect(mail).toMatchObject({ kind: "leave.cancelled", subject: "Aarav Deshmukh cancelled leave: Sick Leave, 21 Dec 2026" });
      expect(mail.text).toContain("cancelled their Sick Leave request for 21 Dec 2026.");
      expect(mail.text).toContain("It no longer waits for a decision.");
    }
    expect(await bellAccounts()).toEqual(ids(ctx.accounts.sneha, account.meera, ctx.accounts.rohit));
    await ctx.database.db.execute(sql`delete from outbox`);
    expect((await ctx.as("aarav", "POST", leaveCancelPath(approved.id))).statusCode).toBe(200);
    expect(await recipients()).toEqual(await emails(ctx.accounts.sneha, account.meera, ctx.accounts.rohit));
    expect((await mails())[0]!.text).toContain("cancelled their approved Sick Leave for 22 Dec 2026.");
    expect((await mails())[0]!.text).toContain("The days return to their balance.");
  });

  it("by HR tells the person with the reason, and the manager and the other HR users, never the HR user acting", async () => {
    const leave = await fileLeave("aarav", "2026-12-23");
    expect((await ctx.as("rohit", "POST", teamLeaveDecisionPath(leave.id, "approve"), { comment: "" })).statusCode).toBe(200);
    await ctx.database.db.execute(sql`delete from outbox`);
    await ctx.database.db.execute(sql`delete from notifications`);
    expect((await hr(hrLeaveCancelPath(leave.id), { reason: "Client audit moved to that day" })).statusCode).toBe(200);
    expect(await recipients()).toEqual(await emails(ctx.accounts.aarav, account.meera, ctx.accounts.rohit));
    const [aarav, rohit] = [await emailOf(ctx.accounts.aarav), await emailOf(ctx.accounts.rohit)];
    const own = (await mails()).find((mail) => mail.to === aarav)!;
    expect(own.subject).toBe("Your leave was cancelled: Sick Leave, 23 Dec 2026");
    expect(own.text).toContain("HR cancelled your approved Sick Leave for 23 Dec 2026.");
    expect(own.text).toContain("Reason: Client audit moved to that day");
    expect(own.text).toContain(`See your leave requests: ${BASE}${OWN_LINK}`);
    const rohits = (await mails()).find((mail) => mail.to === rohit)!;
    expect(rohits.subject).toBe("HR cancelled leave of Aarav Deshmukh: Sick Leave, 23 Dec 2026");
    expect(rohits.text).toContain(`${BASE}${TEAM_LINK}`);
    expect(await bellAccounts()).toEqual(ids(ctx.accounts.aarav, account.meera, ctx.accounts.rohit));
    expect((await bells()).find((n) => n.accountId === ctx.accounts.aarav)).toMatchObject({ kind: "leave.cancelled", body: "Client audit moved to that day", link: OWN_LINK });
  });

  it("queues nothing when the cancellation is refused", async () => {
    const leave = await fileLeave("aarav", "2026-12-24");
    await ctx.database.db.execute(sql`delete from outbox`);
    await ctx.database.db.execute(sql`delete from notifications`);
    // HR cancels approved leave only: 409 for a pending one; someone else's request is not the person's: 404.
    expect((await hr(hrLeaveCancelPath(leave.id), { reason: "Client audit moved to that day" })).statusCode).toBe(409);
    expect((await ctx.as("neha", "POST", leaveCancelPath(leave.id))).statusCode).toBe(404);
    expect(await mails()).toEqual([]);
    expect(await bells()).toEqual([]);
  });

  it("goes to those the request told: after a change of manager the old manager hears of it, not the new one nor an HR user who came since", async () => {
    const db = ctx.database.db;
    const pending = await fileLeave("aarav", "2026-12-28");
    const approved = await fileLeave("aarav", "2026-12-29");
    expect((await hr(leaveDecisionPath(approved.id, "approve"), { comment: "" })).statusCode).toBe(200);
    // Filed before the request's recipients were kept (or by the demo): told today's HR users and manager.
    const earlier = await ctx.file("aarav", "sick", "2026-12-30", "2026-12-30");
    const kavya = await createStaffAccount(db, TEST_DOMAIN, { role: "hr", email: `kavya.rane@${TEST_DOMAIN}`, password: "Baner-Team-2026x", firstName: "Kavya", lastName: "Rane" }, { via: "cli" });
    await db.update(employees).set({ reportingManagerId: ctx.records.ananya }).where(eq(employees.id, ctx.records.aarav));
    try {
      await ctx.database.db.execute(sql`delete from outbox`);
      await ctx.database.db.execute(sql`delete from notifications`);
      expect((await ctx.as("aarav", "POST", leaveCancelPath(pending.id))).statusCode).toBe(200);
      expect(await recipients()).toEqual(await emails(ctx.accounts.sneha, account.meera, ctx.accounts.rohit));
      expect(await bellAccounts()).toEqual(ids(ctx.accounts.sneha, account.meera, ctx.accounts.rohit));
      expect((await mails()).find((mail) => mail.text.startsWith("Dear Rohit Pawar,"))!.text).toContain(`Open your Team view: ${BASE}${TEAM_LINK}`);

      // HR cancels the approved one: the person, the old manager and the other HR user told of it; not Sneha, acting.
      await ctx.database.db.execute(sql`delete from outbox`);
      expect((await hr(hrLeaveCancelPath(approved.id), { reason: "Client audit moved to that day" })).statusCode).toBe(200);
      expect(await recipients()).toEqual(await emails(ctx.accounts.aarav, account.meera, ctx.accounts.rohit));

      await ctx.database.db.execute(sql`delete from outbox`);
      expect((await ctx.as("aarav", "POST", leaveCancelPath(earlier.id))).statusCode).toBe(200);
      expect(await recipients()).toEqual(await emails(ctx.accounts.sneha, account.meera, kavya.id, ctx.accounts.ananya));
    } finally {
      await db.update(employees).set({ reportingManagerId: ctx.records.rohit }).where(eq(employees.id, ctx.records.aarav));
      await db.update(staffAccounts).set({ isActive: false }).where(eq(staffAccounts.id, kavya.id));
    }
  });

  it("leaves out a login closed since the request, as every message does", async () => {
    const db = ctx.database.db;
    const leave = await fileLeave("aarav", "2026-12-31");
    await db.update(staffAccounts).set({ isActive: false }).where(eq(staffAccounts.id, account.meera));
    try {
      await ctx.database.db.execute(sql`delete from outbox`);
      expect((await ctx.as("aarav", "POST", leaveCancelPath(leave.id))).statusCode).toBe(200);
      expect(await recipients()).toEqual(await emails(ctx.accounts.sneha, ctx.accounts.rohit));
    } finally {
      await db.update(staffAccounts).set({ isActive: true }).where(eq(staffAccounts.id, account.meera));
    }
  });
});
