import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hrTaxPath, openingFiguresPath, previousEmployerPath, taxMessages, withYear, type OpeningFiguresView } from "@/shared/contract/tax";
import { ownRecordMessage } from "../../auth/separation-of-duties";
import { SETUP_TIMEOUT } from "../../testing/helpers";
import { createTaxTestApp, type TaxCaller, type TaxTestContext } from "../../testing/tax-test-app";
import { failAuditInserts } from "../../testing/fail-audit-inserts";
import { sevenMonths } from "../../testing/tax-opening-figures";
import { listAudit } from "../audit/store";
import { findOpening } from "./opening-store";
import { loadTaxInputs } from "./inputs-store";

// Opening figures through the API and what the payroll reads of the tax inputs; the tax routes' refusals of bad
// input: bad-input.test.ts. Monday 23 November 2026, 09:10 in Pune: financial year 2026-27.
let ctx: TaxTestContext;
beforeAll(async () => {
  ctx = await createTaxTestApp("2026-11-23T03:40:00.000Z");
}, SETUP_TIMEOUT);
afterAll(async () => {
  await ctx?.close();
}, SETUP_TIMEOUT);

describe("opening figures", () => {
  it("are null until HR enters them; HR enters them for the year, audited, and reads them back", async () => {
    const empty = await ctx.as("hr", "GET", openingFiguresPath(ctx.records.employee));
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json<OpeningFiguresView>()).toMatchObject({
      financialYear: "2026-27",
      employeeRecordId: ctx.records.employee,
      figures: null,
      updatedAt: null,
      updatedBy: null,
    });

    const saved = await ctx.as("hr", "PUT", withYear(openingFiguresPath(ctx.records.employee), "2026-27"), sevenMonths);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<OpeningFiguresView>()).toMatchObject({
      figures: sevenMonths,
      updatedBy: "Sneha Patil",
      updatedAt: ctx.clock.now().toISOString(),
    });
    const [entry] = await listAudit(ctx.database.db, { event: "payroll.opening_saved", limit: 1 });
    expect(entry).toMatchObject({
      subject: `employee:${ctx.records.employee}`,
      details: { financialYear: "2026-27", months: 7, replaced: false },
    });

    const again = await ctx.as("admin", "PUT", openingFiguresPath(ctx.records.employee), { ...sevenMonths, tds: 24_000 });
    expect(again.json<OpeningFiguresView>().figures?.tds).toBe(24_000);
    const [second] = await listAudit(ctx.database.db, { event: "payroll.opening_saved", limit: 1 });
    expect(second).toMatchObject({ details: { replaced: true } });
  });

  it("nothing paid earlier: zeros and no months", async () => {
    const response = await ctx.as("hr", "PUT", openingFiguresPath(ctx.records.colleague), { months: 0 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<OpeningFiguresView>().figures).toEqual({
      gross: 0,
      basic: 0,
      hra: 0,
      employeePf: 0,
      professionalTax: 0,
      tds: 0,
      months: 0,
    });
  });

  it("are never one's own: HR is refused on their own record (audited); another HR user or an admin enters them", async () => {
    const own = await ctx.as("hr", "PUT", openingFiguresPath(ctx.records.hr), sevenMonths);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(ownRecordMessage);
    const [refusal] = await listAudit(ctx.database.db, { event: "duty.refused", limit: 1 });
    expect(refusal).toMatchObject({ subject: `employee:${ctx.records.hr}`, details: { action: "pay" } });
    expect(await findOpening(ctx.database.db, ctx.records.hr, "2026-27")).toBeUndefined();
    for (const caller of ["secondHr", "admin"] as const) {
      const response = await ctx.as(caller, "PUT", openingFiguresPath(ctx.records.hr), sevenMonths);
      expect(response.statusCode, `${caller}: ${response.body}`).toBe(200);
    }
  });

  it("are HR's only: employees and managers are refused, even for their own record", async () => {
    for (const caller of ["employee", "colleague", "manager"] satisfies TaxCaller[]) {
      for (const method of ["GET", "PUT"] as const) {
        const response = await ctx.as(
          caller,
          method,
          openingFiguresPath(caller === "employee" ? ctx.records.employee : ctx.records[caller]),
          method === "PUT" ? sevenMonths : undefined,
        );
        expect(response.statusCode, `${caller} ${method}`).toBe(403);
      }
    }
  });

  it("of an admin account's record are not HR's to read or enter", async () => {
    for (const method of ["GET", "PUT"] as const) {
      const response = await ctx.as("hr", method, openingFiguresPath(ctx.records.adminRecord), method === "PUT" ? sevenMonths : undefined);
      expect(response.statusCode, method).toBe(403);
      expect(response.json().message).toBe(taxMessages.adminRecord);
    }
  });
});

describe("loadTaxInputs (what the payroll reads)", () => {
  it("gives each person's regime, declaration, verified previous employer and opening figures for the year, in the shapes the TDS projection takes", async () => {
    const db = ctx.database.db;
    expect(
      (
        await ctx.as("hr", "PUT", hrTaxPath(ctx.records.employee), {
          regime: "old",
          section80C: 150_000,
          section80DParents: 30_000,
          section80DParentsSenior: true,
          rentPaidMonthly: 20_000,
          rentCity: "Pune",
          previousEmployerSalary: 300_000,
          previousEmployerTds: 9_000,
        })
      ).statusCode,
    ).toBe(200);
    // Declared, not yet verified: the previous employer counts for nothing.
    expect((await loadTaxInputs(db, "2026-27", [ctx.records.employee])).get(ctx.records.employee)?.tds.previousEmployer).toBeUndefined();
    expect(
      (
        await ctx.as("hr", "PUT", previousEmployerPath(ctx.records.employee), {
          previousEmployerSalary: 300_000,
          previousEmployerTds: 9_000,
        })
      ).statusCode,
    ).toBe(200);
    const inputs = await loadTaxInputs(db, "2026-27", [ctx.records.employee, ctx.records.manager, ctx.records.colleague, 999_999]);
    expect([...inputs.keys()].sort()).toEqual([ctx.records.employee, ctx.records.manager, ctx.records.colleague].sort());

    const employee = inputs.get(ctx.records.employee)!;
    expect(employee.regime).toBe("old");
    expect(employee.opening).toEqual({ ...sevenMonths, tds: 24_000 });
    expect(employee.tds).toEqual({
      regime: "old",
      declarations: {
        section80C: 150_000,
        section80D: { selfAndFamily: 0, parents: 30_000, selfAndFamilySenior: false, parentsSenior: true },
        rentPaidMonthly: 20_000,
        rentCity: "Pune",
      },
      previousEmployer: { salary: 300_000, tds: 9_000 },
      opening: { ...sevenMonths, tds: 24_000 },
    });
    // Nothing declared, nothing entered, no separation: the new regime (the legal default) and nothing else.
    expect(inputs.get(ctx.records.manager)).toEqual({ regime: "new", declaration: null, opening: null, tds: { regime: "new" } });
    // Another year has none of it.
    expect((await loadTaxInputs(db, "2025-26", [ctx.records.employee])).get(ctx.records.employee)).toMatchObject({
      declaration: null,
      opening: null,
    });
    expect((await loadTaxInputs(db, "2026-27", [])).size).toBe(0);
  });
});

describe("the audit entry", () => {
  it("is part of the change: when it cannot be written, neither new nor replaced figures are stored", async () => {
    const db = ctx.database.db;
    const before = await findOpening(db, ctx.records.colleague, "2026-27");
    const restore = await failAuditInserts(db, "payroll.opening_saved");
    try {
      // A replacement (the colleague has figures) and a first entry (the manager has none).
      expect((await ctx.as("hr", "PUT", openingFiguresPath(ctx.records.colleague), sevenMonths)).statusCode).toBe(500);
      expect((await ctx.as("hr", "PUT", openingFiguresPath(ctx.records.manager), sevenMonths)).statusCode).toBe(500);
    } finally {
      await restore();
    }
    expect(await findOpening(db, ctx.records.colleague, "2026-27")).toEqual(before);
    expect(await findOpening(db, ctx.records.manager, "2026-27")).toBeUndefined();
  });
});
