import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HrLeave } from "@/shared/contract/leave-admin";
import {
  EMPLOYEE_CORRECTIONS_PATH,
  regularisationMessages,
  TEAM_CORRECTIONS_PATH,
  teamCorrectionDecisionPath,
  type Regularisation,
} from "@/shared/contract/regularisations";
import { managerAdminAccountLeaveMessage, TEAM_LEAVES_PATH, teamLeaveDecisionPath } from "@/shared/contract/team";
import { attendanceRegularisations, employees, leaveRequests, staffAccounts } from "../../db/schema";
import { SETUP_TIMEOUT } from "../../testing/helpers";
import { createTeamTestApp, type TeamPerson, type TeamTestContext } from "../../testing/team-test-app";

/**
 * HR's reach over an admin account's attendance and leave holds whoever decides (docs/product.md section 9.9):
 * a reporting manager who is not an admin may not decide an admin account's leave or correction requests from
 * the Team view either, since both move the admin's pay. Omkar, Rohit's report, is made an admin (Rohit is an
 * employee); Ishita is made an admin and reports to Sneha (HR, in the employee portal); Neha is made an admin and
 * reports to Ananya, made an admin too, who may decide them.
 * Tuesday 24 November 2026, 11:00 in Pune.
 */
let ctx: TeamTestContext;
beforeAll(async () => {
  ctx = await createTeamTestApp("2026-11-24T05:30:00.000Z");
  const db = ctx.database.db;
  for (const person of ["omkar", "ishita", "neha", "ananya"] as const) {
    await db.update(staffAccounts).set({ role: "admin" }).where(eq(staffAccounts.id, ctx.accounts[person]));
  }
  await db.update(employees).set({ reportingManagerId: ctx.records.sneha }).where(eq(employees.id, ctx.records.ishita));
  await db.update(employees).set({ reportingManagerId: ctx.records.ananya }).where(eq(employees.id, ctx.records.neha));
}, SETUP_TIMEOUT);
afterAll(async () => {
  await ctx?.close();
}, SETUP_TIMEOUT);

const leaveStatus = async (id: number) => (await ctx.database.db.select().from(leaveRequests).where(eq(leaveRequests.id, id)))[0]!.status;
const correctionStatus = async (id: number) =>
  (await ctx.database.db.select().from(attendanceRegularisations).where(eq(attendanceRegularisations.id, id)))[0]!.status;

async function fileCorrection(person: TeamPerson) {
  const filed = await ctx.as(person, "POST", EMPLOYEE_CORRECTIONS_PATH, {
    date: "2026-11-20",
    checkIn: "09:05",
    checkOut: "18:05",
    reason: "Checked in on the gate register",
  });
  expect(filed.statusCode, filed.body).toBe(201);
  return filed.json<Regularisation>().id;
}

describe("a reporting manager who is not an admin and an admin account's leave", () => {
  it("an employee manager approving or rejecting an admin account's unpaid leave: 403 with the message, still pending", async () => {
    const { id } = await ctx.file("omkar", "unpaid", "2026-12-01", "2026-12-02");
    const listed = (await ctx.as("rohit", "GET", TEAM_LEAVES_PATH)).json<HrLeave[]>().find((leave) => leave.id === id);
    expect(listed).toMatchObject({ status: "Pending", adminAccount: true });
    const approved = await ctx.as("rohit", "POST", teamLeaveDecisionPath(id, "approve"), {});
    expect(approved.statusCode, approved.body).toBe(403);
    expect(approved.json()).toEqual({ message: managerAdminAccountLeaveMessage });
    expect(managerAdminAccountLeaveMessage).toBe("Only an admin can decide the leave of an admin account");
    const rejected = await ctx.as("rohit", "POST", teamLeaveDecisionPath(id, "reject"), { comment: "Quarter-end closing week" });
    expect(rejected.statusCode, rejected.body).toBe(403);
    expect(rejected.json()).toEqual({ message: managerAdminAccountLeaveMessage });
    expect(await leaveStatus(id)).toBe("Pending");
  });

  it("an HR user deciding, as its manager in the employee portal, an admin account's leave: 403, still pending", async () => {
    const { id } = await ctx.file("ishita", "unpaid", "2026-12-03", "2026-12-03");
    const approved = await ctx.as("sneha", "POST", teamLeaveDecisionPath(id, "approve"), {});
    expect(approved.statusCode, approved.body).toBe(403);
    expect(approved.json()).toEqual({ message: managerAdminAccountLeaveMessage });
    expect(await leaveStatus(id)).toBe("Pending");
  });

  it("an admin manager still decides an admin account's leave", async () => {
    const { id } = await ctx.file("neha", "unpaid", "2026-12-04", "2026-12-04");
    const approved = await ctx.as("ananya", "POST", teamLeaveDecisionPath(id, "approve"), {});
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: "Approved", decidedAs: "manager", adminAccount: true });
  });
});

describe("a reporting manager who is not an admin and an admin account's correction requests", () => {
  it("an employee or HR manager approving or rejecting an admin account's request: 403 with the message, still pending", async () => {
    for (const [manager, report] of [
      ["rohit", "omkar"],
      ["sneha", "ishita"],
    ] as const) {
      const id = await fileCorrection(report);
      const listed = (await ctx.as(manager, "GET", TEAM_CORRECTIONS_PATH)).json<Regularisation[]>().find((request) => request.id === id);
      expect(listed).toMatchObject({ status: "Pending", adminAccount: true });
      for (const decision of ["approve", "reject"] as const) {
        const refused = await ctx.as(manager, "POST", teamCorrectionDecisionPath(id, decision), { comment: "Not on the register" });
        expect(refused.statusCode, `${manager} ${decision}: ${refused.body}`).toBe(403);
        expect(refused.json()).toEqual({ message: regularisationMessages.managerAdminAccount });
      }
      expect(await correctionStatus(id)).toBe("Pending");
    }
    expect(regularisationMessages.managerAdminAccount).toBe("Only an admin can decide the correction requests of an admin account");
  });

  it("an admin manager still decides an admin account's request", async () => {
    const id = await fileCorrection("neha");
    const approved = await ctx.as("ananya", "POST", teamCorrectionDecisionPath(id, "approve"), {});
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: "Approved", decidedAs: "manager" });
  });
});
