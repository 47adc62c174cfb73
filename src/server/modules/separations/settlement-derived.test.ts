import { asc, count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { payItemsPath, type PayItemsMonth } from "@/shared/contract/pay-items";
import { finalisePath, HR_PAYROLL_PATH } from "@/shared/contract/payroll";
import { payrollChecklistPath } from "@/shared/contract/payroll-checklist";
import { salaryRevisionsPath } from "@/shared/contract/salary-revision";
import {
  separationPath,
  settlementPath,
  settlementStatementPath,
  type SeparationInput,
  type SettlementRecord,
} from "@/shared/contract/separation";
import { hrTaxProjectionPath } from "@/shared/contract/tax";
import { auditLog, payItems, separations } from "../../db/schema";
import { createAdminTestApp, type AdminTestContext } from "../../testing/admin-test-app";
import { people, sessionFor, sessionHeader, SETUP_TIMEOUT } from "../../testing/helpers";
import { hire, payrollOf, rowOf, worked } from "../../testing/payroll-people";
import { itemsOfSource } from "../pay-items/store";
import { findSeparation } from "./store";

/**
 * A leaver's settlement is derived on every read and stored only by the writes that decide it, saving the separation
 * and finalising its month (docs/product.md section 10.6.4): reading the month's payroll, its pay items, its checklist, the preview, the statement or a tax
 * projection writes nothing, even when the settlement's records changed since the separation was saved; Finalise
 * stores the figures it froze. Friday 20 November 2026, 11:30 in Pune; Sundays off, pay on calendar days.
 */
let ctx: AdminTestContext;
beforeAll(async () => {
  ctx = await createAdminTestApp("2026-11-20T06:00:00.000Z");
}, SETUP_TIMEOUT);
afterAll(async () => {
  await ctx?.close();
}, SETUP_TIMEOUT);

const asHr = (method: "GET" | "PUT" | "POST", url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: ctx.headers.hr, ...(payload ? { payload } : {}) });
const ok = async (method: "GET" | "PUT" | "POST", url: string, payload?: object) => {
  const response = await asHr(method, url, payload);
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  return response;
};

/** Joined 2019-01-01; basic 26,000, gross 52,000. */
const components = {
  basicSalary: 26_000,
  hra: 13_000,
  transportAllowance: 0,
  medicalAllowance: 0,
  specialAllowance: 13_000,
  otherAllowances: 0,
  otherDeductions: 0,
};
const resignation: SeparationInput = {
  kind: "resignation",
  noticeDate: "2026-11-03",
  lastWorkingDay: "2026-11-20",
  noticePeriodDays: 30,
  noticeShortfall: "recover",
  encashmentDivisor: 26,
  reason: "",
};

/**
 * A leaver of November, saved at basic 26,000 and then revised to 30,000 from 1 November (before the last working day);
 * `meanwhile` runs between the two.
 */
async function revisedLeaver(firstName: string, meanwhile?: (id: number) => Promise<unknown>): Promise<number> {
  const { record } = await hire(ctx, { firstName, gender: "male", dateOfJoining: "2019-01-01", ...components });
  await worked(ctx, record.id, "2026-11-01", "2026-11-20");
  await ok("PUT", separationPath(record.id), resignation);
  await meanwhile?.(record.id);
  await ok("POST", salaryRevisionsPath(record.id), { ...components, basicSalary: 30_000, effectiveFrom: "2026-11-01", reason: "Raise" });
  return record.id;
}

/** Every row of the tables a settlement writes, and the audit log's size. */
async function stored() {
  const { db } = ctx.database;
  return {
    payItems: await db.select().from(payItems).orderBy(asc(payItems.id)),
    separations: await db.select().from(separations).orderBy(asc(separations.employeeRecordId)),
    auditEntries: (await db.select({ n: count() }).from(auditLog))[0]!.n,
  };
}

const settlementItems = async (id: number) =>
  (await itemsOfSource(ctx.database.db, `separation:${id}`)).map((item) => [item.kind, item.amount, item.taxable]);

describe("a leaver's settlement is derived on every read", () => {
  it("writes nothing on a read: the payroll, its pay items, its checklist, the preview, the statement and a tax projection", async () => {
    // An advance of 10,000 after the separation: its recoveries (5,000 in December and January) are due after the
    // last month, so they are counted in November (section 10.6.4) wherever they are stored.
    const advance = (id: number) =>
      ok("POST", payItemsPath("2026-11"), { employeeRecordId: id, kind: "advance", amount: 10_000, reason: "Rent", recoveryMonths: 2 });
    const id = await revisedLeaver("Ishaan", advance);
    const before = await stored();
    await ok("GET", `${HR_PAYROLL_PATH}?month=2026-11`);
    // Leave 17,308 + gratuity 138,462 + the advance 10,000 = 165,770; notice 22,400 + recoveries 10,000 = 32,400.
    expect(rowOf(await payrollOf(ctx, "2026-11"), id)).toMatchObject({ itemEarnings: 165_770, itemDeductions: 32_400 });
    await ok("GET", payItemsPath("2026-11"));
    await ok("GET", payrollChecklistPath("2026-11"));
    await ok("GET", settlementPath(id));
    await ok("GET", hrTaxProjectionPath(id));
    await ok("GET", settlementStatementPath(id));
    const after = await stored();
    expect(after.payItems).toEqual(before.payItems);
    expect(after.separations).toEqual(before.separations);
    // The statement's download is the one entry: it is audited (section 9.14.4).
    expect(after.auditEntries).toBe(before.auditEntries + 1);
  });

  it("follows a salary revised after the separation on the next read, with nothing written, and Finalise stores what it froze", async () => {
    const id = await revisedLeaver("Vihaan");
    // As saved at basic 26,000: leave 15 x 26,000 / 26 = 15,000 (exempt 13,000, taxable 2,000); gratuity
    // 15/26 x 26,000 x 8 = 120,000; notice 12 x 52,000 / 30 = 20,800.
    const saved = [
      ["leave_encashment", 13_000, false],
      ["leave_encashment", 2_000, true],
      ["gratuity", 120_000, false],
      ["notice_recovery", 20_800, false],
    ];
    expect(await settlementItems(id)).toEqual(saved);
    // Read at basic 30,000, gross 56,000: leave 15 x 30,000 / 26 = 17,308 (exempt 15,000, taxable 2,308); gratuity
    // 15/26 x 30,000 x 8 = 138,462; notice 12 x 56,000 / 30 = 22,400. Earnings 17,308 + 138,462 = 155,770.
    const draft = rowOf(await payrollOf(ctx, "2026-11"), id);
    expect(draft).toMatchObject({ itemEarnings: 155_770, itemDeductions: 22_400 });
    const listed = (await ok("GET", payItemsPath("2026-11"))).json<PayItemsMonth>().items.filter((item) => item.employeeRecordId === id);
    expect(listed.map((item) => [item.kind, item.amount, item.editable])).toEqual([
      ["leave_encashment", 15_000, false],
      ["leave_encashment", 2_308, false],
      ["gratuity", 138_462, false],
      ["notice_recovery", 22_400, false],
    ]);
    const preview = (await ok("GET", settlementPath(id))).json<SettlementRecord>();
    expect(preview).toMatchObject({ basic: 30_000, gross: 56_000, net: 133_370, monthFinalised: false });
    expect(preview.lastMonth).toMatchObject({ itemEarnings: 155_770, itemDeductions: 22_400, netPay: draft.netPay });
    // Nothing of it was written: the items and the figures kept are still those of the save.
    expect(await settlementItems(id)).toEqual(saved);
    expect((await findSeparation(ctx.database.db, id))!.settlement).toMatchObject({ basic: 26_000, gross: 52_000 });

    // Tuesday 1 December: Finalise stores the settlement it froze.
    ctx.clock.advance(263 * 60 * 60 * 1000);
    ctx.headers.hr = sessionHeader("hr", await sessionFor(ctx.app, "hr", people.hr));
    await ok("POST", finalisePath("2026-11"));
    expect(await settlementItems(id)).toEqual([
      ["leave_encashment", 15_000, false],
      ["leave_encashment", 2_308, true],
      ["gratuity", 138_462, false],
      ["notice_recovery", 22_400, false],
    ]);
    expect((await findSeparation(ctx.database.db, id))!.settlement).toMatchObject({ basic: 30_000, gross: 56_000 });
    const frozen = rowOf(await payrollOf(ctx, "2026-11"), id);
    expect(frozen).toMatchObject({ itemEarnings: 155_770, itemDeductions: 22_400, netPay: draft.netPay });
    expect(frozen.items.map((item) => item.id).every((itemId) => itemId > 0)).toBe(true);
  });
});
