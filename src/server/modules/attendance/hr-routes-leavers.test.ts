import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attendanceCorrectionPath } from "@/shared/contract/hr-attendance";
import { createAdminTestApp, type AdminTestContext } from "../../testing/admin-test-app";
import { addSheetPeople, sheetRequests, type SheetAccounts } from "../../testing/attendance-sheet";
import { SETUP_TIMEOUT } from "../../testing/helpers";

/**
 * A person on HR's attendance sheet around their deactivation. The clock starts where the story of
 * hr-routes-sheet.test.ts leaves it: Tuesday 24 November 2026, 00:00 in Pune (18:30 UTC on the 23rd).
 */
let ctx: AdminTestContext;
const accounts = {} as SheetAccounts;
beforeAll(async () => {
  ctx = await createAdminTestApp("2026-11-23T18:30:00.000Z");
  await addSheetPeople(ctx, accounts);
}, SETUP_TIMEOUT);
afterAll(async () => {
  await ctx?.close();
}, SETUP_TIMEOUT);
const { as, day } = sheetRequests(() => ctx, accounts);

describe("who is on the sheet", () => {
  it("keeps a deactivated person on the days up to their deactivation, and not after", async () => {
    const deactivated = await as("admin", "POST", `/api/admin/employees/${accounts.omkar.recordId}/deactivate`);
    expect(deactivated.statusCode, deactivated.body).toBe(200);
    const onSheet = async (date: string) => (await day(date)).rows.some((row) => row.employeeRecordId === accounts.omkar.recordId);
    expect(await onSheet("2026-11-20")).toBe(true);
    expect(await onSheet("2026-11-24")).toBe(true);
    ctx.clock.advance(24 * 3_600_000);
    expect(await onSheet("2026-11-24")).toBe(true);
    expect(await onSheet("2026-11-25")).toBe(false);
  });
});

describe("corrections outside employment", () => {
  it("refuses a day after the person left", async () => {
    // Omkar was deactivated on the 24th (the test above); the clock stands on the 25th.
    const response = await as("hr", "PUT", attendanceCorrectionPath(accounts.omkar.recordId, "2026-11-25"), {
      checkIn: "00:00",
      reason: "Gate register",
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe("This employee was not employed on that date (before joining or after leaving)");
  });
});
