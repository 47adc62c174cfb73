import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { AuditEvent } from "@/shared/contract/audit";
import {
  correctionCancelPath,
  EMPLOYEE_CORRECTIONS_PATH,
  hrCorrectionDecisionPath,
  type Regularisation,
} from "@/shared/contract/regularisations";
import { attendanceRecords, attendanceRegularisations, auditLog } from "../../db/schema";
import { createAdminTestApp, type AdminTestContext } from "../../testing/admin-test-app";
import { addSheetPeople, sheetRequests, type SheetAccounts } from "../../testing/attendance-sheet";
import { SETUP_TIMEOUT } from "../../testing/helpers";

/**
 * A correction request's change and its audit entries are one transaction (docs/architecture.md section 5):
 * when an entry cannot be written, nothing changes: no request, no cancelling, and for an approval neither
 * the decision nor the day's times.
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
const accounts = {} as SheetAccounts;
beforeAll(async () => {
  ctx = await createAdminTestApp("2026-11-23T05:30:00.000Z");
  await addSheetPeople(ctx, accounts);
}, SETUP_TIMEOUT);
afterAll(async () => {
  await ctx?.close();
}, SETUP_TIMEOUT);
const { as } = sheetRequests(() => ctx, accounts);

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

const payload = { date: "2026-11-20", checkIn: "09:00", checkOut: "18:00", reason: "Forgot to check in at the site" };
const requestRows = () => ctx.database.db.select().from(attendanceRegularisations);

describe("a correction request whose audit entry fails is undone", () => {
  it("asking and cancelling", async () => {
    await withFailingAudit("attendance.correction_requested", () => as("employee", "POST", EMPLOYEE_CORRECTIONS_PATH, payload));
    expect(await requestRows()).toEqual([]);
    const filed = await as("employee", "POST", EMPLOYEE_CORRECTIONS_PATH, payload);
    const id = filed.json<Regularisation>().id;
    await withFailingAudit("attendance.correction_cancelled", () => as("employee", "POST", correctionCancelPath(id)));
    expect((await requestRows()).map((row) => row.status)).toEqual(["Pending"]);
  });

  it("an approval: neither the decision nor the correction stays when either entry fails", async () => {
    const [request] = await requestRows();
    for (const event of ["attendance.corrected", "attendance.correction_approved"] as const) {
      await withFailingAudit(event, () => as("hr", "POST", hrCorrectionDecisionPath(request!.id, "approve"), {}));
      expect((await requestRows()).map((row) => row.status)).toEqual(["Pending"]);
      expect(await ctx.database.db.select().from(attendanceRecords)).toEqual([]);
    }
    await withFailingAudit("attendance.correction_rejected", () =>
      as("hr", "POST", hrCorrectionDecisionPath(request!.id, "reject"), { comment: "No record" }),
    );
    expect((await requestRows()).map((row) => row.status)).toEqual(["Pending"]);

    const approved = await as("hr", "POST", hrCorrectionDecisionPath(request!.id, "approve"), {});
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await ctx.database.db.select().from(attendanceRecords)).toHaveLength(1);
  });
});
