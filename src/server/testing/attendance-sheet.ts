/** Set-up shared by HR's attendance API tests: five people with employee records and requests as each (not used by the product). */
import { expect } from "vitest";
import { HR_ATTENDANCE_PATH, type HrAttendanceDay } from "@/shared/contract/hr-attendance";
import { businessInstant } from "@/shared/domain/business-time";
import { findAccountByEmail } from "../auth/account-store";
import { createSession } from "../auth/session-store";
import { attendanceRecords } from "../db/schema";
import { emailOf } from "../seed/roster";
import type { AdminTestContext } from "./admin-test-app";
import { people, sessionHeader, TEST_DOMAIN } from "./helpers";
import { createRosterAccount, rosterPerson } from "./roster-people";

export const who = ["admin", "hr", "employee", "omkar", "tanvi"] as const;
export type Who = (typeof who)[number];
export type SheetAccounts = Record<Who, { accountId: number; recordId: number }>;

/** Adds Omkar Jadhav and Tanvi Shinde of the roster (employees) to the seeded people and fills `accounts` with everyone's account and record. */
export async function addSheetPeople(ctx: AdminTestContext, accounts: SheetAccounts): Promise<void> {
  const db = ctx.database.db;
  const extra = { omkar: rosterPerson("Omkar"), tanvi: rosterPerson("Tanvi") };
  for (const person of Object.values(extra)) await createRosterAccount(db, person, "employee", "Hinjewadi-Site-2026");
  for (const key of who) {
    const email = key === "omkar" || key === "tanvi" ? emailOf(extra[key], TEST_DOMAIN) : people[key].email;
    const account = (await findAccountByEmail(db, email))!;
    accounts[key] = { accountId: account.id, recordId: account.employeeRecordId! };
  }
}

const portal = { admin: "admin", hr: "hr", employee: "employee", omkar: "employee", tanvi: "employee" } as const;

/** Requests and rows for the test file's app (`app` is read at call time: the app is made in beforeAll). */
export function sheetRequests(app: () => AdminTestContext, accounts: SheetAccounts) {
  /** A fresh session at the test clock's time (the clock jumps past the idle limit between tests). */
  async function as(user: Who, method: "GET" | "POST" | "PUT", url: string, payload?: object) {
    const ctx = app();
    const id = await createSession(ctx.database.db, accounts[user].accountId, portal[user], ctx.clock.now());
    return ctx.app.inject({ method, url, headers: sessionHeader(portal[user], id), payload });
  }
  const at = (date: string, time: string) => businessInstant(date, time, "Asia/Kolkata");
  async function checkedIn(
    user: Who,
    date: string,
    checkIn: string,
    checkOut: string | null,
    extra: Partial<typeof attendanceRecords.$inferInsert> = {},
  ) {
    await app()
      .database.db.insert(attendanceRecords)
      .values({
        employeeRecordId: accounts[user].recordId,
        date,
        checkInAt: at(date, checkIn),
        checkOutAt: checkOut ? at(date, checkOut) : null,
        status: checkIn > "09:15" ? "Late" : "Present",
        checkInAddress: "Baner Road, Pune",
        ...extra,
      });
  }
  async function day(date: string, user: Who = "hr") {
    const response = await as(user, "GET", `${HR_ATTENDANCE_PATH}?date=${date}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<HrAttendanceDay>();
  }
  const rowOf = (sheet: HrAttendanceDay, user: Who) => sheet.rows.find((row) => row.employeeRecordId === accounts[user].recordId)!;
  return { as, checkedIn, day, rowOf };
}
