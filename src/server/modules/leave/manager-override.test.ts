import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hrLeaveCancelPath, HR_LEAVES_PATH, leaveAdminMessages, leaveDecisionPath, type HrLeave } from "@/shared/contract/leave-admin";
import { teamLeaveDecisionPath } from "@/shared/contract/team";
import { leaveRequests } from "../../db/schema";
import { SETUP_TIMEOUT } from "../../testing/helpers";
import { createTeamTestApp, type TeamTestContext } from "../../testing/team-test-app";
import { listAudit } from "../audit/store";

/** HR's power over a manager's leave decision (docs/product.md section 9.20): decide, override, cancel; all audited. */
// Monday 23 November 2026, 10:30 in Pune.
let ctx: TeamTestContext;
beforeAll(async () => {
  ctx = await createTeamTestApp("2026-11-23T05:00:00.000Z");
}, SETUP_TIMEOUT);
afterAll(async () => {
  await ctx?.close();
}, SETUP_TIMEOUT);

const hr = (method: "GET" | "POST", url: string, payload?: object, role: "hr" | "admin" = "hr") =>
  ctx.app.inject({ method, url, headers: ctx.headers[role], ...(payload ? { payload } : {}) });
const byManager = async (id: number, decision: "approve" | "reject") => {
  const response = await ctx.as("rohit", "POST", teamLeaveDecisionPath(id, decision), {
    comment: decision === "reject" ? "Site launch that week" : "",
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<HrLeave>();
};

describe("HR and a manager's decisions", () => {
  it("shows on HR's list who decided and whether as manager", async () => {
    const leave = await ctx.file("aarav", "sick", "2026-12-01", "2026-12-01");
    await byManager(leave.id, "approve");
    const rows = (await hr("GET", `${HR_LEAVES_PATH}?employee=${ctx.records.aarav}`)).json<HrLeave[]>();
    expect(rows.find((row) => row.id === leave.id)).toMatchObject({ status: "Approved", decidedBy: "Rohit Pawar", decidedAs: "manager" });
  });

  it("lets HR approve a request a manager rejected: an override, audited with the decision it overrides", async () => {
    const leave = await ctx.file("tanvi", "vacation", "2026-12-09", "2026-12-10");
    await byManager(leave.id, "reject");
    const response = await hr("POST", leaveDecisionPath(leave.id, "approve"), { comment: "Cover arranged with Neha" });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<HrLeave>()).toMatchObject({
      status: "Approved",
      decidedBy: "Sneha Patil",
      decidedAs: "hr",
      comment: "Cover arranged with Neha",
      workingDays: 2,
    });
    const [row] = await ctx.database.db.select().from(leaveRequests).where(eq(leaveRequests.id, leave.id));
    expect(row).toMatchObject({
      status: "Approved",
      decidedAs: "hr",
      decidedByAccountId: ctx.accounts.sneha,
      countedDates: ["2026-12-09", "2026-12-10"],
    });
    const [entry] = await listAudit(ctx.database.db, { event: "leave.overridden", limit: 1 });
    expect(entry).toMatchObject({
      subject: `leave:${leave.id}`,
      actorAccountId: ctx.accounts.sneha,
      details: {
        leaveType: "vacation",
        decidedAs: "hr",
        overrode: {
          status: "Rejected",
          decidedAs: "manager",
          byAccountId: ctx.accounts.rohit,
          comment: "Site launch that week",
          at: "2026-11-23T05:00:00.000Z",
        },
      },
    });
  });

  it("decides nothing else twice: HR's own rejection, a rejection rejected again, a manager's second thought", async () => {
    const byHr = await ctx.file("omkar", "personal", "2026-12-11", "2026-12-11");
    expect((await hr("POST", leaveDecisionPath(byHr.id, "reject"), { comment: "Audit week" })).statusCode).toBe(200);
    const rejectedByManager = await ctx.file("omkar", "personal", "2026-12-14", "2026-12-14");
    await byManager(rejectedByManager.id, "reject");
    const attempts = [
      await hr("POST", leaveDecisionPath(byHr.id, "approve"), {}),
      await hr("POST", leaveDecisionPath(rejectedByManager.id, "reject"), { comment: "Still no" }),
      await ctx.as("rohit", "POST", teamLeaveDecisionPath(rejectedByManager.id, "approve"), {}),
    ];
    for (const response of attempts) {
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(leaveAdminMessages.alreadyDecided);
    }
  });

  it("refuses the override when the person has asked for those dates again since", async () => {
    const first = await ctx.file("aarav", "vacation", "2026-12-16", "2026-12-18");
    await byManager(first.id, "reject");
    const again = await ctx.file("aarav", "vacation", "2026-12-17", "2026-12-17");
    const response = await hr("POST", leaveDecisionPath(first.id, "approve"), {});
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(leaveAdminMessages.askedAgain);
    const [row] = await ctx.database.db.select().from(leaveRequests).where(eq(leaveRequests.id, first.id));
    expect(row).toMatchObject({ status: "Rejected", decidedAs: "manager" });
    expect((await hr("POST", leaveDecisionPath(again.id, "approve"), {}, "admin")).json<HrLeave>()).toMatchObject({
      status: "Approved",
      decidedAs: "hr",
    });
  });

  it("audits HR's cancellation of a leave a manager approved as an override; of HR's own approval as a cancellation", async () => {
    const managers = await ctx.file("tanvi", "sick", "2026-12-21", "2026-12-21");
    await byManager(managers.id, "approve");
    const cancelled = await hr("POST", hrLeaveCancelPath(managers.id), { reason: "Needed at the Baner site launch" });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json<HrLeave>()).toMatchObject({
      status: "Cancelled",
      decidedBy: "Sneha Patil",
      decidedAs: "hr",
      comment: "Needed at the Baner site launch",
    });
    const [override] = await listAudit(ctx.database.db, { event: "leave.overridden", limit: 1 });
    expect(override).toMatchObject({
      subject: `leave:${managers.id}`,
      details: { byHr: true, overrode: { status: "Approved", decidedAs: "manager" } },
    });

    const hrs = await ctx.file("tanvi", "sick", "2026-12-22", "2026-12-22");
    expect((await hr("POST", leaveDecisionPath(hrs.id, "approve"), {})).statusCode).toBe(200);
    expect((await hr("POST", hrLeaveCancelPath(hrs.id), { reason: "Entered by mistake" })).statusCode).toBe(200);
    const [cancellation] = await listAudit(ctx.database.db, { event: "leave.cancelled", limit: 1 });
    expect(cancellation).toMatchObject({ subject: `leave:${hrs.id}`, details: { byHr: true } });
    expect(cancellation!.details).not.toHaveProperty("overrode");
  });
});
