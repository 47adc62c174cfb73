import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { AuditEvent } from "@/shared/contract/audit";
import { EMPLOYEE_CHECKIN_PATH, EMPLOYEE_CHECKOUT_PATH, EMPLOYEE_LEAVE_PATH, leaveCancelPath } from "@/shared/contract/employee-portal";
import { attendanceCorrectionPath } from "@/shared/contract/hr-attendance";
import { leaveAllowancePath, leaveDecisionPath } from "@/shared/contract/leave-admin";
import { holidayPath, HR_HOLIDAYS_PATH, HR_POLICIES_PATH, policyPath } from "@/shared/contract/policies";
import { findAccountByEmail } from "../../auth/account-store";
import { attendanceRecords, auditLog, holidays, hrPolicies, leaveAllowances, leaveRequests } from "../../db/schema";
import { createAdminTestApp, type AdminTestContext } from "../../testing/admin-test-app";
import { people, SETUP_TIMEOUT, TEST_DOMAIN } from "../../testing/helpers";
import { createStaffAccount } from "../users/service";

/**
 * Every change of the leave, attendance, holiday and policy modules and its audit entry are one
 * transaction (docs/architecture.md section 5): when the audit entry cannot be written, the change is undone.
 */
const failing = new Set<AuditEvent>();
vi.mock("../audit/store", async (importOriginal) => {
  const original = await importOriginal<typeof import("../audit/store")>();
  return {
    ...original,
    recordStaffAction: async (...args: Parameters<typeof original.recordStaffAction>) => {
      if (failing.has(args[2])) throw Object.assign(new Error("audit insert failed"), { code: "XX000" });
      return original.recordStaffAction(...args);
    },
  };
});

// Monday 23 November 2026, 11:00 in Pune.
let ctx: AdminTestContext;
const records = { employee: 0, tanvi: 0 };
beforeAll(async () => {
  ctx = await createAdminTestApp("2026-11-23T05:30:00.000Z");
  const db = ctx.database.db;
  records.employee = (await findAccountByEmail(db, people.employee.email))!.employeeRecordId!;
  records.tanvi = (
    await createStaffAccount(
      db,
      TEST_DOMAIN,
      { role: "employee", email: `tanvi.shinde@${TEST_DOMAIN}`, password: "Aundh-Sales-2026x" },
      { via: "cli" },
    )
  ).employeeRecordId!;
}, SETUP_TIMEOUT);
afterAll(async () => {
  await ctx?.close();
}, SETUP_TIMEOUT);

const send = (role: "admin" | "hr" | "employee", method: "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: ctx.headers[role], ...(payload ? { payload } : {}) });

/** Sends the request with `event`'s audit entry failing: a 500, and no entry of that event. */
async function withFailingAudit(event: AuditEvent, call: () => Promise<{ statusCode: number; body: string }>) {
  failing.add(event);
  try {
    const response = await call();
    expect(response.statusCode, `${event}: ${response.body}`).toBe(500);
  } finally {
    failing.delete(event);
  }
  expect(await ctx.database.db.select().from(auditLog).where(eq(auditLog.event, event))).toEqual([]);
}

/**
 * The same with the audit row refused by the database itself (a constraint added for the call): for changes
 * written with their audit entry in one statement (the check-in: check-in-store.ts), where no audit function runs.
 */
async function withAuditRowRefused(event: AuditEvent, call: () => Promise<{ statusCode: number; body: string }>) {
  const db = ctx.database.db;
  await db.execute(sql.raw(`alter table audit_log add constraint refuse_for_test check (event <> '${event}') not valid`));
  try {
    const response = await call();
    expect(response.statusCode, `${event}: ${response.body}`).toBe(500);
  } finally {
    await db.execute(sql.raw("alter table audit_log drop constraint refuse_for_test"));
  }
  expect(await db.select().from(auditLog).where(eq(auditLog.event, event))).toEqual([]);
}

describe("a change whose audit entry fails is undone", () => {
  it("attendance: an HR correction, a check-in and a check-out", async () => {
    const db = ctx.database.db;
    await withFailingAudit("attendance.corrected", () =>
      send("hr", "PUT", attendanceCorrectionPath(records.tanvi, "2026-11-20"), {
        checkIn: "09:00",
        checkOut: "18:00",
        reason: "Gate register",
      }),
    );
    expect(await db.select().from(attendanceRecords).where(eq(attendanceRecords.employeeRecordId, records.tanvi))).toEqual([]);

    await withAuditRowRefused("attendance.checked_in", () =>
      send("employee", "POST", EMPLOYEE_CHECKIN_PATH, { address: "Baner Road, Pune" }),
    );
    expect(await db.select().from(attendanceRecords).where(eq(attendanceRecords.employeeRecordId, records.employee))).toEqual([]);

    expect((await send("employee", "POST", EMPLOYEE_CHECKIN_PATH, { address: "Baner Road, Pune" })).statusCode).toBe(201);
    await withFailingAudit("attendance.checked_out", () =>
      send("employee", "POST", EMPLOYEE_CHECKOUT_PATH, { address: "Baner Road, Pune" }),
    );
    const [open] = await db.select().from(attendanceRecords).where(eq(attendanceRecords.employeeRecordId, records.employee));
    expect(open!.checkOutAt).toBeNull();
  });

  it("leave: a request, its cancelling, a decision and an allowance", async () => {
    const db = ctx.database.db;
    await withFailingAudit("leave.requested", () =>
      send("employee", "POST", EMPLOYEE_LEAVE_PATH, {
        leaveType: "sick",
        startDate: "2026-12-01",
        endDate: "2026-12-02",
        reason: "Fever and a bad cold",
      }),
    );
    expect(await db.select().from(leaveRequests)).toEqual([]);

    const filed = await send("employee", "POST", EMPLOYEE_LEAVE_PATH, {
      leaveType: "sick",
      startDate: "2026-12-01",
      endDate: "2026-12-02",
      reason: "Fever and a bad cold",
    });
    expect(filed.statusCode, filed.body).toBe(201);
    const id = filed.json().id as number;
    await withFailingAudit("leave.cancelled", () => send("employee", "POST", leaveCancelPath(id)));
    await withFailingAudit("leave.approved", () => send("hr", "POST", leaveDecisionPath(id, "approve"), {}));
    await withFailingAudit("leave.rejected", () => send("hr", "POST", leaveDecisionPath(id, "reject"), { comment: "Audit week" }));
    const [still] = await db.select().from(leaveRequests).where(eq(leaveRequests.id, id));
    expect(still).toMatchObject({ status: "Pending", decidedByAccountId: null, comment: null });

    await withFailingAudit("leave.allowance_changed", () => send("hr", "PUT", leaveAllowancePath("sick"), { days: 30, sandwich: true }));
    expect(await db.select().from(leaveAllowances)).toEqual([]);
  });

  it("holidays and policies: adding, removing, creating and editing", async () => {
    const db = ctx.database.db;
    await withFailingAudit("holiday.added", () => send("hr", "POST", HR_HOLIDAYS_PATH, { date: "2026-12-25", name: "Christmas" }));
    expect(await db.select().from(holidays)).toEqual([]);
    const added = await send("hr", "POST", HR_HOLIDAYS_PATH, { date: "2026-12-25", name: "Christmas" });
    expect(added.statusCode, added.body).toBe(201);
    await withFailingAudit("holiday.removed", () => send("hr", "DELETE", holidayPath(added.json().id)));
    expect(await db.select({ name: holidays.name }).from(holidays)).toEqual([{ name: "Christmas" }]);

    const policy = {
      title: "Leave Policy",
      description: "Twelve days a year.",
      category: "HR",
      effectiveDate: "2026-04-01",
      status: "Active",
    };
    await withFailingAudit("policy.created", () => send("hr", "POST", HR_POLICIES_PATH, policy));
    expect(await db.select().from(hrPolicies)).toEqual([]);
    const created = await send("hr", "POST", HR_POLICIES_PATH, policy);
    expect(created.statusCode, created.body).toBe(201);
    await withFailingAudit("policy.updated", () =>
      send("hr", "PUT", policyPath(created.json().id), { ...policy, title: "Leave Policy 2027" }),
    );
    expect(await db.select({ title: hrPolicies.title }).from(hrPolicies)).toEqual([{ title: "Leave Policy" }]);
  });
});
