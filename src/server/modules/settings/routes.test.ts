import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_SETTINGS_PATH, DEFAULT_SETTINGS } from "@/shared/contract/settings";
import { SETUP_TIMEOUT } from "../../testing/helpers";
import { createAdminTestApp, type AdminTestContext } from "../../testing/admin-test-app";
import { listAudit } from "../audit/store";
import { failAuditInserts } from "../../testing/fail-audit-inserts";

let ctx: AdminTestContext;
beforeAll(async () => {
  ctx = await createAdminTestApp();
}, SETUP_TIMEOUT);
afterAll(async () => {
  await ctx?.close();
}, SETUP_TIMEOUT);

const put = (payload: object) => ctx.asAdmin({ method: "PUT", url: ADMIN_SETTINGS_PATH, payload });

describe("PUT /api/admin/settings", () => {
  it("saves the settings and their audit entry in one transaction: no change without its entry", async () => {
    const restore = await failAuditInserts(ctx.database.db, "settings.");
    try {
      expect((await put({ ...DEFAULT_SETTINGS, shiftStart: "10:00" })).statusCode).toBeGreaterThanOrEqual(400);
    } finally {
      await restore();
    }
    expect((await ctx.asAdmin({ method: "GET", url: ADMIN_SETTINGS_PATH })).json()).toEqual(DEFAULT_SETTINGS);
    expect(await listAudit(ctx.database.db, { event: "settings.updated" })).toHaveLength(0);

    const saved = await put({ ...DEFAULT_SETTINGS, shiftStart: "10:00" });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().shiftStart).toBe("10:00");
    const [entry] = await listAudit(ctx.database.db, { event: "settings.updated" });
    expect(entry!.details).toEqual({ fields: ["shiftStart"] });
  });

  it("keeps the stored pay-day basis and inquiry acknowledgement when a client leaves them out", async () => {
    expect((await put({ ...DEFAULT_SETTINGS, payDayBasis: "26", inquiryAcknowledgement: true })).statusCode).toBe(200);
    const { payDayBasis: _basis, inquiryAcknowledgement: _acknowledgement, ...olderClient } = DEFAULT_SETTINGS;
    const saved = await put({ ...olderClient, graceMinutes: 20 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ graceMinutes: 20, payDayBasis: "26", inquiryAcknowledgement: true });
    expect((await put({ ...olderClient, inquiryAcknowledgement: false })).json()).toMatchObject({ payDayBasis: "26", inquiryAcknowledgement: false });
  });
});
