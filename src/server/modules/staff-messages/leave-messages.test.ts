import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { EMPLOYEE_LEAVE_PATH } from "@/shared/contract/employee-portal";
import { leaveDecisionPath } from "@/shared/contract/leave-admin";
import { teamLeaveDecisionPath } from "@/shared/contract/team";
import { failAuditInserts } from "../../testing/fail-audit-inserts";
import {
  account,
  BASE,
  bellAccounts,
  bells,
  ctx,
  emailOf,
  emails,
  expectClean,
  fileLeave,
  hr,
  HR_LINK,
  ids,
  mails,
  OWN_LINK,
  REASON,
  recipients,
  TEAM_LINK,
  useLeaveMessagesApp,
} from "../../testing/leave-messages";

/**
 * The leave messages (docs/product.md section 11), read from the outbox and the bell (delivery is the delivery
 * loop's own test): who is told of a request and a decision, with which subject and link, in the change's
 * transaction. The people and the day: testing/leave-messages.ts; a cancellation's messages:
 * leave-cancellation-messages.test.ts.
 */
useLeaveMessagesApp();

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
      expect(n).toMatchObject({
        kind: "leave.requested",
        title: subject,
        body: "Sick Leave, 1 Dec 2026 to 2 Dec 2026",
        link: n.accountId === ctx.accounts.rohit ? TEAM_LINK : HR_LINK,
      });
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
    const overlap = await ctx.as("aarav", "POST", EMPLOYEE_LEAVE_PATH, {
      leaveType: "sick",
      startDate: "2026-12-07",
      endDate: "2026-12-07",
      reason: REASON,
    });
    expect(overlap.statusCode).toBe(409);
    const bad = await ctx.as("aarav", "POST", EMPLOYEE_LEAVE_PATH, {
      leaveType: "sick",
      startDate: "2026-12-09",
      endDate: "2026-12-08",
      reason: REASON,
    });
    expect(bad.statusCode).toBe(400);
    const restore = await failAuditInserts(ctx.database.db, "leave.requested");
    try {
      expect(
        (
          await ctx.as("aarav", "POST", EMPLOYEE_LEAVE_PATH, {
            leaveType: "sick",
            startDate: "2026-12-10",
            endDate: "2026-12-10",
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

describe("a decision", () => {
  it("tells the person of the manager's approval, with the comment, by e-mail and on their bell only", async () => {
    const leave = await fileLeave("aarav", "2026-12-14");
    await ctx.database.db.execute(sql`delete from outbox`);
    await ctx.database.db.execute(sql`delete from notifications`);
    const response = await ctx.as("rohit", "POST", teamLeaveDecisionPath(leave.id, "approve"), { comment: "Get well soon" });
    expect(response.statusCode, response.body).toBe(200);
    const [mail, ...others] = await mails();
    expect(others).toEqual([]);
    expect(mail).toMatchObject({
      kind: "leave.decided",
      to: await emailOf(ctx.accounts.aarav),
      subject: "Your leave request was approved: Sick Leave, 14 Dec 2026",
    });
    expect(mail!.text).toContain("Your reporting manager, Rohit Pawar, approved your Sick Leave request for 14 Dec 2026.");
    expect(mail!.text).toContain("Comment: Get well soon");
    expect(mail!.text).toContain(`See your leave requests: ${BASE}${OWN_LINK}`);
    expectClean(mail!.text);
    expect(await bells()).toMatchObject([
      { accountId: ctx.accounts.aarav, kind: "leave.decided", title: mail!.subject, body: "Get well soon", link: OWN_LINK },
    ]);
  });

  it("tells the person of HR's rejection with HR's comment", async () => {
    const leave = await fileLeave("neha", "2026-12-15");
    await ctx.database.db.execute(sql`delete from outbox`);
    const response = await hr(leaveDecisionPath(leave.id, "reject"), { comment: "Quarter-end closing that week" });
    expect(response.statusCode, response.body).toBe(200);
    const [mail, ...others] = await mails();
    expect(others).toEqual([]);
    expect(mail).toMatchObject({
      to: await emailOf(ctx.accounts.neha),
      subject: "Your leave request was rejected: Sick Leave, 15 Dec 2026",
    });
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
