/**
 * Set-up of the leave message tests (not used by the product): the app with a second and a closed HR login,
 * the outbox and the bell emptied before each test, and reads of both. Monday 23 November 2026, 10:30 in Pune.
 * Rohit Pawar manages Aarav Deshmukh; Sneha Patil and Meera Joshi are HR; a closed HR login and the admin are never told.
 */
import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, expect } from "vitest";
import { EMPLOYEE_LEAVE_PATH, type LeaveRequest } from "@/shared/contract/employee-portal";
import { employees, notifications, outbox, staffAccounts } from "../db/schema";
import { SETUP_TIMEOUT, TEST_DOMAIN } from "./helpers";
import { createTeamTestApp, type TeamTestContext } from "./team-test-app";
import { createStaffAccount } from "../modules/users/service";

export let ctx: TeamTestContext;
export const account = { meera: 0, closedHr: 0, admin: 0 };
export const BASE = "https://www.prasthanrealty.example";
export const HR_LINK = "/hr-dashboard?panel=leaves";
export const TEAM_LINK = "/employee-dashboard?tab=team";
export const OWN_LINK = "/employee-dashboard?tab=leave";
export const REASON = "Viral fever, doctor advised rest";

/** Registers the file's set-up; `ctx` is live once its beforeAll ran. */
export function useLeaveMessagesApp() {
  beforeAll(async () => {
    ctx = await createTeamTestApp("2026-11-23T05:00:00.000Z");
    const db = ctx.database.db;
    const hrUser = (firstName: string, lastName: string) =>
      createStaffAccount(
        db,
        TEST_DOMAIN,
        { role: "hr", email: `${firstName}.${lastName}@${TEST_DOMAIN}`.toLowerCase(), password: "Baner-Team-2026x", firstName, lastName },
        { via: "cli" },
      );
    account.meera = (await hrUser("Meera", "Joshi")).id;
    account.closedHr = (await hrUser("Closed", "Login")).id;
    await db.update(staffAccounts).set({ isActive: false }).where(eq(staffAccounts.id, account.closedHr));
    account.admin = (await db.select({ id: staffAccounts.id }).from(staffAccounts).where(eq(staffAccounts.role, "admin")))[0]!.id;
    // Masked identifiers on Aarav's record: none of them may reach a message.
    await db
      .update(employees)
      .set({ panMasked: "ABCDE****F", aadhaarMasked: "XXXX XXXX 4321", accountNumberMasked: "XXXXXX5678" })
      .where(eq(employees.id, ctx.records.aarav));
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await ctx?.close();
  }, SETUP_TIMEOUT);
  beforeEach(async () => {
    await ctx.database.db.execute(sql`delete from outbox`);
    await ctx.database.db.execute(sql`delete from notifications`);
  });
}

export const mails = () =>
  ctx.database.db
    .select({ kind: outbox.kind, to: outbox.toAddress, subject: outbox.subject, text: outbox.textBody, html: outbox.htmlBody })
    .from(outbox)
    .orderBy(asc(outbox.id));
export const bells = () => ctx.database.db.select().from(notifications).orderBy(asc(notifications.id));
export const emailOf = async (accountId: number) =>
  (await ctx.database.db.select({ email: staffAccounts.email }).from(staffAccounts).where(eq(staffAccounts.id, accountId)))[0]!.email;
export const recipients = async () => (await mails()).map((mail) => mail.to).sort();
export const emails = async (...accountIds: number[]) => (await Promise.all(accountIds.map(emailOf))).sort();
export const bellAccounts = async () => (await bells()).map((n) => n.accountId).sort((a, b) => a - b);
export const ids = (...accountIds: number[]) => [...accountIds].sort((a, b) => a - b);

export async function fileLeave(person: "aarav" | "neha" | "sneha", startDate: string, endDate = startDate): Promise<LeaveRequest> {
  const response = await ctx.as(person, "POST", EMPLOYEE_LEAVE_PATH, { leaveType: "sick", startDate, endDate, reason: REASON });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<LeaveRequest>();
}
export const hr = (url: string, payload: object) => ctx.app.inject({ method: "POST", url, headers: ctx.headers.hr, payload });

export function expectClean(text: string) {
  for (const secret of [REASON, "ABCDE****F", "4321", "5678"]) expect(text).not.toContain(secret);
}
