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
    expect((await put({ ...olderClient, inquiryAcknowledgement: false })).json()).toMatchObject({
      payDayBasis: "26",
      inquiryAcknowledgement: false,
    });
  });

  it("keeps the bank file's layout and the company's debit account: checked, normalised, audited, kept when a client leaves them out", async () => {
    const bad = await put({ ...DEFAULT_SETTINGS, bankFileLayout: "axis", debitAccountNumber: "12345678", debitIfsc: "HDFC1000123" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      fieldErrors: {
        bankFileLayout: ["Bank file layout must be generic, HDFC Bank, ICICI Bank or State Bank of India"],
        // 8 digits: an Indian account number has 9 to 18.
        debitAccountNumber: ["Enter the company's account number: 9 to 18 digits"],
        // The fifth character of an IFSC is always 0.
        debitIfsc: ["Enter the debit account's IFSC: 4 letters, 0, then 6 letters or digits"],
      },
    });

    const saved = await put({
      ...DEFAULT_SETTINGS,
      bankFileLayout: "hdfc",
      debitAccountNumber: " 5010 0098 7654 32 ",
      debitIfsc: "hdfc0000240",
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ bankFileLayout: "hdfc", debitAccountNumber: "50100098765432", debitIfsc: "HDFC0000240" });
    const [entry] = await listAudit(ctx.database.db, { event: "settings.updated" });
    // The pay-day basis goes back from the previous test's 26 to the default calendar days as well.
    expect(entry!.details).toEqual({ fields: ["payDayBasis", "bankFileLayout", "debitAccountNumber", "debitIfsc"] });

    const { bankFileLayout: _layout, debitAccountNumber: _account, debitIfsc: _ifsc, ...olderClient } = DEFAULT_SETTINGS;
    expect((await put({ ...olderClient, graceMinutes: 25 })).json()).toMatchObject({
      graceMinutes: 25,
      bankFileLayout: "hdfc",
      debitAccountNumber: "50100098765432",
      debitIfsc: "HDFC0000240",
    });
    // Blank clears the account (no bank file can then be downloaded until it is set again).
    expect((await put({ ...DEFAULT_SETTINGS, debitAccountNumber: "", debitIfsc: "" })).json()).toMatchObject({
      bankFileLayout: "generic",
      debitAccountNumber: null,
      debitIfsc: null,
    });
  });
});
