import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  payItemMessages,
  payItemPath,
  payItemsPath,
  type PayItemInput,
  type PayItemsMonth,
  type PayItemView,
} from "@/shared/contract/pay-items";
import { finalisePath, payrollMessages } from "@/shared/contract/payroll";
import { staffAccounts } from "../../db/schema";
import { createAdminTestApp, type AdminTestContext } from "../../testing/admin-test-app";
import { people, SETUP_TIMEOUT } from "../../testing/helpers";
import { hire, payrollOf, rowOf, worked } from "../../testing/payroll-people";
import { controlCharacterMessage, unpairedSurrogateMessage } from "@/shared/contract/common";
import { failAuditInserts } from "../../testing/fail-audit-inserts";
import { listAudit } from "../audit/store";
import { itemsOfMonth, itemsOfSource, replaceSourceItems } from "./store";

/**
 * Adjustments and one-off items (docs/product.md section 10.6.3). Monday 23 November 2026 in Pune;
 * October 2026 is finalised, November the draft. Meera: basic 20,000, HRA 8,000, transport 1,600, medical
 * 1,250, special 150: gross 31,000 (above ESI's 21,000; about 3.7 lakh a year, no income tax in the new regime).
 * Figures worked out by hand beside each expectation.
 */
let ctx: AdminTestContext;
let meera: Awaited<ReturnType<typeof hire>>;
let joiner: Awaited<ReturnType<typeof hire>>;
const structure = {
  gender: "female" as const,
  dateOfJoining: "2024-01-01",
  basicSalary: 20_000,
  hra: 8_000,
  transportAllowance: 1_600,
  medicalAllowance: 1_250,
  specialAllowance: 150,
  otherAllowances: 0,
  otherDeductions: 0,
};

beforeAll(async () => {
  ctx = await createAdminTestApp("2026-11-23T03:40:00.000Z");
  meera = await hire(ctx, { ...structure, firstName: "Meera" });
  // Joins on 1 December: not on November's payroll.
  joiner = await hire(ctx, { ...structure, firstName: "Ishaan", dateOfJoining: "2026-12-01" });
  await worked(ctx, meera.record.id, "2026-10-01", "2026-11-22");
  const response = await ctx.app.inject({ method: "POST", url: finalisePath("2026-10"), headers: ctx.headers.hr });
  expect(response.statusCode, response.body).toBe(200);
}, SETUP_TIMEOUT);
afterAll(async () => {
  await ctx?.close();
}, SETUP_TIMEOUT);

const bonus = (changes: Partial<PayItemInput> = {}) => ({
  employeeRecordId: meera.record.id,
  kind: "bonus",
  amount: 10_000,
  reason: "Diwali bonus",
  ...changes,
});
const add = (month: string, payload: unknown, role: "admin" | "hr" | "employee" = "hr") =>
  ctx.app.inject({ method: "POST", url: payItemsPath(month), headers: ctx.headers[role], payload: payload as object });
const list = async (month: string) => {
  const response = await ctx.app.inject({ method: "GET", url: payItemsPath(month), headers: ctx.headers.hr });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PayItemsMonth>();
};
const fieldError = (response: { statusCode: number; json: () => unknown }, field: string) => {
  expect(response.statusCode).toBe(400);
  return (response.json() as { fieldErrors: Record<string, string[]> }).fieldErrors[field]?.[0];
};

describe("who may enter items", () => {
  it("answers a visitor 401 and an employee 403", async () => {
    expect((await ctx.app.inject({ method: "GET", url: payItemsPath("2026-11") })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: "GET", url: payItemsPath("2026-11"), headers: ctx.headers.employee })).statusCode).toBe(403);
    expect((await add("2026-11", bonus(), "employee")).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: "DELETE", url: payItemPath("2026-11", 1), headers: ctx.headers.employee })).statusCode).toBe(
      403,
    );
  });

  it("refuses HR's own record (audited as a refusal, no item)", async () => {
    const [account] = await ctx.database.db.select().from(staffAccounts).where(eq(staffAccounts.email, people.hr.email));
    const own = account!.employeeRecordId;
    expect(own).not.toBeNull();
    expect((await add("2026-11", bonus({ employeeRecordId: own! }))).statusCode).toBe(403);
    expect((await list("2026-11")).items).toEqual([]);
  });
});

describe("bad input", () => {
  it("answers 400 with the field's message", async () => {
    expect(fieldError(await add("2026-11", bonus({ amount: 0 })), "amount")).toBe(payItemMessages.amount);
    expect(fieldError(await add("2026-11", bonus({ amount: -500 })), "amount")).toBe(payItemMessages.amount);
    expect(fieldError(await add("2026-11", bonus({ amount: 10_000_001 })), "amount")).toBe(payItemMessages.amount);
    expect(fieldError(await add("2026-11", bonus({ amount: 99.5 })), "amount")).toBe(payItemMessages.amount);
    expect(fieldError(await add("2026-11", { ...bonus(), kind: "lottery" }), "kind")).toBe(payItemMessages.kind);
    // A settlement kind is not HR's to enter here.
    expect(fieldError(await add("2026-11", { ...bonus(), kind: "gratuity" }), "kind")).toBe(payItemMessages.kind);
    expect(fieldError(await add("2026-11", bonus({ reason: "   " })), "reason")).toBe(payItemMessages.reason);
    expect(fieldError(await add("2026-11", bonus({ kind: "advance", recoveryMonths: 25 })), "recoveryMonths")).toBe(
      payItemMessages.recoveryMonths,
    );
    expect(fieldError(await add("2026-11", bonus({ employeeRecordId: joiner.record.id })), "employeeRecordId")).toBe(
      payItemMessages.notOnPayroll("2026-11"),
    );
    expect(fieldError(await add("2026-11", bonus({ employeeRecordId: 999_999 })), "employeeRecordId")).toBe(
      payItemMessages.notOnPayroll("2026-11"),
    );
    expect(fieldError(await add("2026-12", bonus()), "month")).toBe(payrollMessages.futureMonth);
    expect((await list("2026-11")).items).toEqual([]);
  });

  it("refuses control characters and half of an emoji in the description, as in every other text field", async () => {
    expect(fieldError(await add("2026-11", bonus({ description: "Diwali\u0000bonus" })), "description")).toBe(controlCharacterMessage);
    expect(fieldError(await add("2026-11", bonus({ description: "Diwali bonus \ud83c" })), "description")).toBe(unpairedSurrogateMessage);
    expect((await list("2026-11")).items).toEqual([]);
  });
});

describe("items of a draft month", () => {
  it("adds a bonus to the month's pay, audited; deleting it takes it off again", async () => {
    const before = rowOf(await payrollOf(ctx, "2026-11"), meera.record.id);
    const response = await add("2026-11", bonus());
    expect(response.statusCode, response.body).toBe(201);
    const item = response.json<PayItemView>();
    // A bonus: no PF or ESI wage, taxable, described by its label.
    expect(item).toMatchObject({
      kind: "bonus",
      direction: "earning",
      amount: 10_000,
      pfWage: 0,
      esiWage: 0,
      taxable: true,
      description: "Bonus",
      reason: "Diwali bonus",
      editable: true,
    });
    const after = rowOf(await payrollOf(ctx, "2026-11"), meera.record.id);
    // PF, ESI and PT as before; no income tax either way (about 3.8 lakh a year is under the 12 lakh rebate): net + 10,000.
    expect(after.deductions).toEqual(before.deductions);
    expect(after).toMatchObject({ itemEarnings: 10_000, itemDeductions: 0, netPay: before.netPay + 10_000, pfWage: before.pfWage });
    expect(after.items).toEqual([expect.objectContaining({ id: item.id, kind: "bonus", amount: 10_000, description: "Bonus" })]);
    const audit = await listAudit(ctx.database.db, { event: "pay_item.added" });
    expect(audit[0]).toMatchObject({
      subject: `employee:${meera.record.id}`,
      details: expect.objectContaining({ itemId: item.id, amount: 10_000, reason: "Diwali bonus" }),
    });

    const deleted = await ctx.app.inject({ method: "DELETE", url: payItemPath("2026-11", item.id), headers: ctx.headers.hr });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(rowOf(await payrollOf(ctx, "2026-11"), meera.record.id).netPay).toBe(before.netPay);
    expect((await listAudit(ctx.database.db, { event: "pay_item.deleted" })).length).toBe(1);
  });

  it("pays an advance now and recovers it over the next months, the instalments adding up exactly", async () => {
    const response = await add(
      "2026-11",
      bonus({ kind: "advance", amount: 10_000, recoveryMonths: 3, reason: "Medical emergency" }),
      "admin",
    );
    expect(response.statusCode, response.body).toBe(201);
    const advance = response.json<PayItemView>();
    expect(advance).toMatchObject({ taxable: false, description: "Salary advance", recoveryMonths: 3 });
    // 10,000 / 3 = 3,333.33: 3,333 in December and January, 10,000 - 6,666 = 3,334 in February.
    const recoveries = await itemsOfSource(ctx.database.db, `advance:${advance.id}`);
    expect(recoveries.map(({ month, kind, amount, taxable, sourceMonth }) => ({ month, kind, amount, taxable, sourceMonth }))).toEqual([
      { month: "2026-12", kind: "advance_recovery", amount: 3_333, taxable: false, sourceMonth: "2026-11" },
      { month: "2027-01", kind: "advance_recovery", amount: 3_333, taxable: false, sourceMonth: "2026-11" },
      { month: "2027-02", kind: "advance_recovery", amount: 3_334, taxable: false, sourceMonth: "2026-11" },
    ]);
    // Changed to 9,000 over 2 months: 4,500 twice, the old recoveries replaced.
    const changed = await ctx.app.inject({
      method: "PUT",
      url: payItemPath("2026-11", advance.id),
      headers: ctx.headers.hr,
      payload: bonus({ kind: "advance", amount: 9_000, recoveryMonths: 2, reason: "Medical emergency" }),
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await itemsOfSource(ctx.database.db, `advance:${advance.id}`)).map((item) => [item.month, item.amount])).toEqual([
      ["2026-12", 4_500],
      ["2027-01", 4_500],
    ]);
    // No tax either way: net pay rises by the advance alone.
    const row = rowOf(await payrollOf(ctx, "2026-11"), meera.record.id);
    expect(row).toMatchObject({ itemEarnings: 9_000, deductions: expect.objectContaining({ incomeTax: 0 }) });
    const deleted = await ctx.app.inject({ method: "DELETE", url: payItemPath("2026-11", advance.id), headers: ctx.headers.hr });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await itemsOfSource(ctx.database.db, `advance:${advance.id}`)).toEqual([]);
  });

  it("lists another change's adjustment but refuses to edit or delete it", async () => {
    const [reversal] = await ctx.database.db.transaction((tx) =>
      replaceSourceItems(tx, "leave:77", [
        {
          employeeRecordId: meera.record.id,
          month: "2026-11",
          kind: "lop_reversal",
          amount: 1_000,
          pfWage: 645,
          esiWage: 1_000,
          taxable: true,
          description: "LOP reversal Oct 2026",
          sourceMonth: "2026-10",
        },
      ]),
    );
    const listed = (await list("2026-11")).items.find((item) => item.id === reversal!.id);
    expect(listed).toMatchObject({ kind: "lop_reversal", editable: false, source: "leave:77", name: expect.stringMatching(/^Meera/) });
    const put = await ctx.app.inject({
      method: "PUT",
      url: payItemPath("2026-11", reversal!.id),
      headers: ctx.headers.hr,
      payload: bonus(),
    });
    expect(put.statusCode).toBe(409);
    expect(put.json()).toMatchObject({ message: payItemMessages.notEditable });
    expect(
      (await ctx.app.inject({ method: "DELETE", url: payItemPath("2026-11", reversal!.id), headers: ctx.headers.hr })).statusCode,
    ).toBe(409);
    expect((await ctx.app.inject({ method: "DELETE", url: payItemPath("2026-11", 999_999), headers: ctx.headers.hr })).statusCode).toBe(
      404,
    );
    await ctx.database.db.transaction((tx) => replaceSourceItems(tx, "leave:77", []));
  });
});

describe("a finalised month", () => {
  it("refuses any item with 409 and keeps its figures", async () => {
    const before = await payrollOf(ctx, "2026-10");
    const response = await add("2026-10", bonus());
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: payItemMessages.finalised("2026-10") });
    expect(await payrollOf(ctx, "2026-10")).toEqual(before);
    expect(await list("2026-10")).toMatchObject({ status: "finalised", items: [] });
  });
});

describe("the audit entry", () => {
  it("is part of the change: when it cannot be written, no item is added, changed or deleted", async () => {
    const kept = await add("2026-11", bonus({ amount: 5_000 }));
    expect(kept.statusCode, kept.body).toBe(201);
    const item = kept.json<PayItemView>();
    const restore = await failAuditInserts(ctx.database.db, "pay_item.");
    try {
      expect((await add("2026-11", bonus({ kind: "advance", amount: 8_000, recoveryMonths: 2 }))).statusCode).toBe(500);
      expect(
        (
          await ctx.app.inject({
            method: "PUT",
            url: payItemPath("2026-11", item.id),
            headers: ctx.headers.hr,
            payload: bonus({ amount: 7_000 }),
          })
        ).statusCode,
      ).toBe(500);
      expect((await ctx.app.inject({ method: "DELETE", url: payItemPath("2026-11", item.id), headers: ctx.headers.hr })).statusCode).toBe(
        500,
      );
    } finally {
      await restore();
    }
    // The one item as first added: no advance nor its recoveries, the amount unchanged, not deleted.
    expect((await list("2026-11")).items.map(({ id, kind, amount }) => ({ id, kind, amount }))).toEqual([
      { id: item.id, kind: "bonus", amount: 5_000 },
    ]);
    expect(await itemsOfMonth(ctx.database.db, "2026-12")).toEqual([]);
    expect((await ctx.app.inject({ method: "DELETE", url: payItemPath("2026-11", item.id), headers: ctx.headers.hr })).statusCode).toBe(
      204,
    );
  });
});
