import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { leaveCancelPath } from "@/shared/contract/employee-portal";
import { hrLeaveCancelPath, leaveDecisionPath } from "@/shared/contract/leave-admin";
import { teamLeaveDecisionPath } from "@/shared/contract/team";
import { employees, staffAccounts } from "../../db/schema";
import { TEST_DOMAIN } from "../../testing/helpers";
import {
  account,
  BASE,
  bellAccounts,
  bells,
  ctx,
  emailOf,
  emails,
  fileLeave,
  hr,
  ids,
  mails,
  OWN_LINK,
  recipients,
  TEAM_LINK,
  useLeaveMessagesApp,
} from "../../testing/leave-messages";
import { createStaffAccount } from "../users/service";

/**
 * The messages of a leave cancellation (docs/product.md section 11), read from the outbox and the bell: by the
 * person or by HR, to those the request told. The people and the day: testing/leave-messages.ts.
 */
useLeaveMessagesApp();

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
    expect((await bells()).find((n) => n.accountId === ctx.accounts.aarav)).toMatchObject({
      kind: "leave.cancelled",
      body: "Client audit moved to that day",
      link: OWN_LINK,
    });
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
    const kavya = await createStaffAccount(
      db,
      TEST_DOMAIN,
      { role: "hr", email: `kavya.rane@${TEST_DOMAIN}`, password: "Baner-Team-2026x", firstName: "Kavya", lastName: "Rane" },
      { via: "cli" },
    );
    await db.update(employees).set({ reportingManagerId: ctx.records.ananya }).where(eq(employees.id, ctx.records.aarav));
    try {
      await ctx.database.db.execute(sql`delete from outbox`);
      await ctx.database.db.execute(sql`delete from notifications`);
      expect((await ctx.as("aarav", "POST", leaveCancelPath(pending.id))).statusCode).toBe(200);
      expect(await recipients()).toEqual(await emails(ctx.accounts.sneha, account.meera, ctx.accounts.rohit));
      expect(await bellAccounts()).toEqual(ids(ctx.accounts.sneha, account.meera, ctx.accounts.rohit));
      expect((await mails()).find((mail) => mail.text.startsWith("Dear Rohit Pawar,"))!.text).toContain(
        `Open your Team view: ${BASE}${TEAM_LINK}`,
      );

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
