/** Set-up shared by HR's leave API tests: the people whose requests they file, and requests as HR or the admin (not used by the product). */
import { expect } from "vitest";
import type { LeaveType } from "@/shared/contract/employee-portal";
import { HR_LEAVES_PATH, leaveDecisionPath, type HrLeave } from "@/shared/contract/leave-admin";
import { findAccountByEmail } from "../auth/account-store";
import { createSession } from "../auth/session-store";
import { leaveRequests } from "../db/schema";
import { createStaffAccount } from "../modules/users/service";
import type { AdminTestContext } from "./admin-test-app";
import { people, sessionHeader, TEST_DOMAIN } from "./helpers";

export type LeaveRecords = { employee: number; hr: number; tanvi: number };

/** Adds Tanvi Shinde (an employee) to the seeded people; fills `records` with each one's employee record and `accountIds` with HR's account. */
export async function addLeavePeople(ctx: AdminTestContext, records: LeaveRecords, accountIds: { hr: number }): Promise<void> {
  const db = ctx.database.db;
  const hr = (await findAccountByEmail(db, people.hr.email))!;
  accountIds.hr = hr.id;
  records.hr = hr.employeeRecordId!;
  records.employee = (await findAccountByEmail(db, people.employee.email))!.employeeRecordId!;
  const tanvi = await createStaffAccount(
    db,
    TEST_DOMAIN,
    { role: "employee", email: `tanvi.shinde@${TEST_DOMAIN}`, password: "Aundh-Sales-2026x" },
    { via: "cli" },
  );
  records.tanvi = tanvi.employeeRecordId!;
}

/** Requests and rows for the test file's app (`app` is read at call time: the app is made in beforeAll). */
export function hrLeaveRequests(app: () => AdminTestContext, records: LeaveRecords) {
  /** A second HR user (with an employee record of her own), signed in: her session headers. */
  async function secondHr() {
    const ctx = app();
    const db = ctx.database.db;
    const email = `kavya.joshi@${TEST_DOMAIN}`;
    const account =
      (await findAccountByEmail(db, email)) ??
      (await createStaffAccount(db, TEST_DOMAIN, { role: "hr", email, password: "Kothrud-Hr-Desk-31" }, { via: "cli" }));
    return sessionHeader("hr", await createSession(db, account.id, "hr", ctx.clock.now()));
  }
  async function file(
    who: keyof LeaveRecords,
    leaveType: LeaveType,
    startDate: string,
    endDate: string,
    extra: Partial<typeof leaveRequests.$inferInsert> = {},
  ) {
    const [row] = await app()
      .database.db.insert(leaveRequests)
      .values({ employeeRecordId: records[who], leaveType, startDate, endDate, reason: "Family function in Satara", ...extra })
      .returning();
    return row!;
  }
  const as = (role: "admin" | "hr" | "employee", method: "GET" | "POST", url: string, payload?: object) => {
    const ctx = app();
    return ctx.app.inject({ method, url, headers: ctx.headers[role], payload });
  };
  const approve = (id: number, payload: object = {}, role: "admin" | "hr" = "hr") =>
    as(role, "POST", leaveDecisionPath(id, "approve"), payload);
  const reject = (id: number, payload: object = { comment: "Quarter-end closing week" }, role: "admin" | "hr" = "hr") =>
    as(role, "POST", leaveDecisionPath(id, "reject"), payload);
  const list = async (query = "") => {
    const response = await as("hr", "GET", `${HR_LEAVES_PATH}${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return { rows: response.json<HrLeave[]>(), total: Number(response.headers["x-total-count"]) };
  };
  return { secondHr, file, as, approve, reject, list };
}
