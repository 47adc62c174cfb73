import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { finalisePath } from "@/shared/contract/payroll";
import { hrCorrectionDecisionPath } from "@/shared/contract/regularisations";
import { DEFAULT_SETTINGS } from "@/shared/contract/settings";
import { attendanceRegularisations } from "../../db/schema";
import { createAdminTestApp, type AdminTestContext } from "../../testing/admin-test-app";
import { SETUP_TIMEOUT } from "../../testing/helpers";
import { hire, payrollOf, rowOf, worked } from "../../testing/payroll-people";
import { listAudit } from "../audit/store";
import { lopSource } from "../pay-items/lop-adjustment";
import { itemsOfSource } from "../pay-items/store";
import { saveSettings } from "../settings/store";

/**
 * An approved correction request of a day in a finalised month is paid back in the next draft month, as HR's own
 * correction is (docs/product.md section 10.6.2). Thursday 26 November 2026, 11:00 in Pune; one day's pay is a
 * thirtieth of the month. Kavya (gross 32,110, basic 15,000) worked every working day of October but Friday
 * the 30th: one loss-of-pay day, frozen when HR finalised October.
 */
let ctx: AdminTestContext;
let kavya = 0;
beforeAll(async () => {
  ctx = await createAdminTestApp("2026-11-26T05:30:00.000Z");
  await saveSettings(ctx.database.db, { ...DEFAULT_SETTINGS, payDayBasis: "30" }, ctx.clock.now());
  const person = await hire(ctx, {
    basicSalary: 15_000,
    hra: 7_500,
    transportAllowance: 1_600,
    medicalAllowance: 1_250,
    specialAllowance: 6_760,
    otherAllowances: 0,
    dateOfJoining: "2025-01-06",
  });
  kavya = person.record.id;
  await worked(ctx, kavya, "2026-10-01", "2026-10-29");
  await worked(ctx, kavya, "2026-10-31", "2026-11-25");
}, SETUP_TIMEOUT);
afterAll(async () => {
  await ctx?.close();
}, SETUP_TIMEOUT);

describe("approving a correction of a finalised month", () => {
  it("leaves the frozen month as it was and pays the day back in November", async () => {
    expect((await ctx.app.inject({ method: "POST", url: finalisePath("2026-10"), headers: ctx.headers.hr })).statusCode).toBe(200);
    const frozen = await payrollOf(ctx, "2026-10");
    expect(rowOf(frozen, kavya)).toMatchObject({ lopDays: 1 });

    const [request] = await ctx.database.db
      .insert(attendanceRegularisations)
      .values({
        employeeRecordId: kavya,
        date: "2026-10-30",
        checkIn: "09:00",
        checkOut: "18:00",
        reason: "At the Hinjewadi site all day",
        createdAt: ctx.clock.now(),
      })
      .returning();
    const approved = await ctx.app.inject({
      method: "POST",
      url: hrCorrectionDecisionPath(request!.id, "approve"),
      headers: ctx.headers.hr,
      payload: {},
    });
    expect(approved.statusCode, approved.body).toBe(200);

    expect(await payrollOf(ctx, "2026-10")).toEqual(frozen);
    // 32,110 / 30 = 1,070.33 -> 1,070 back; basic 15,000 / 30 = 500.
    const items = await itemsOfSource(ctx.database.db, lopSource(kavya, "2026-10"));
    expect(items.map(({ month, kind, amount, pfWage }) => ({ month, kind, amount, pfWage }))).toEqual([
      { month: "2026-11", kind: "lop_reversal", amount: 1_070, pfWage: 500 },
    ]);
    const [corrected] = await listAudit(ctx.database.db, { event: "attendance.corrected" });
    expect(corrected!.details).toMatchObject({
      date: "2026-10-30",
      request: request!.id,
      adjustments: [{ sourceMonth: "2026-10", month: "2026-11", kind: "lop_reversal", amount: 1_070 }],
    });
  });
});
