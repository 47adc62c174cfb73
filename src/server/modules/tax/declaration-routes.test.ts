import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  EMPLOYEE_TAX_PATH,
  HR_TAX_LOCK_PATH,
  hrTaxPath,
  taxLockPath,
  taxMessages,
  withYear,
  type TaxDeclarationInput,
  type TaxDeclarationView,
  type TaxLock,
} from "@/shared/contract/tax";
import { ownRecordMessage } from "../../auth/separation-of-duties";
import { SETUP_TIMEOUT } from "../../testing/helpers";
import { createTaxTestApp, type TaxTestContext } from "../../testing/tax-test-app";
import { listAudit } from "../audit/store";
import { failAuditInserts } from "../../testing/fail-audit-inserts";
import { findDeclaration } from "./store";

// Monday 23 November 2026, 09:10 in Pune: financial year 2026-27.
let ctx: TaxTestContext;
beforeAll(async () => {
  ctx = await createTaxTestApp("2026-11-23T03:40:00.000Z");
}, SETUP_TIMEOUT);
afterAll(async () => {
  await ctx?.close();
}, SETUP_TIMEOUT);

const oldRegimeWithRent: TaxDeclarationInput = {
  regime: "old",
  section80C: 150_000,
  section80DSelfAndFamily: 25_000,
  section80DParents: 50_000,
  section80DParentsSenior: true,
  rentPaidMonthly: 22_000,
  rentCity: "Pune",
  previousEmployerSalary: 0,
  previousEmployerTds: 0,
};
const ok = <T>(response: { statusCode: number; body: string; json: () => unknown }) => {
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
};

describe("the employee's own declaration", () => {
  it("reads the defaults of the current financial year until they save: the new regime (the legal default), nothing declared, not locked", async () => {
    const answer = ok<TaxDeclarationView>(await ctx.as("employee", "GET", EMPLOYEE_TAX_PATH));
    expect(answer).toMatchObject({
      financialYear: "2026-27",
      employeeRecordId: ctx.records.employee,
      isDefault: true,
      updatedAt: null,
      updatedBy: null,
    });
    expect(answer.declaration).toEqual({
      regime: "new",
      section80C: 0,
      section80DSelfAndFamily: 0,
      section80DSelfAndFamilySenior: false,
      section80DParents: 0,
      section80DParentsSenior: false,
      rentPaidMonthly: 0,
      rentCity: "",
      previousEmployerSalary: 0,
      previousEmployerTds: 0,
    });
    expect(answer.lock).toEqual({ financialYear: "2026-27", locked: false, lockedAt: null, lockedBy: null });
  });

  it("saves the old regime with rent, reads it back, and audits the change with the fields changed", async () => {
    const saved = ok<TaxDeclarationView>(await ctx.as("employee", "PUT", withYear(EMPLOYEE_TAX_PATH, "2026-27"), oldRegimeWithRent));
    expect(saved).toMatchObject({ isDefault: false, updatedBy: "Aarav Deshmukh", updatedAt: ctx.clock.now().toISOString() });
    expect(saved.declaration).toEqual({ ...oldRegimeWithRent, section80DSelfAndFamilySenior: false });
    expect(ok<TaxDeclarationView>(await ctx.as("employee", "GET", withYear(EMPLOYEE_TAX_PATH, "2026-27"))).declaration).toEqual(
      saved.declaration,
    );
    const [entry] = await listAudit(ctx.database.db, { event: "tax.declaration_saved", limit: 1 });
    expect(entry).toMatchObject({
      subject: `employee:${ctx.records.employee}`,
      details: {
        financialYear: "2026-27",
        by: "employee",
        regime: "old",
        locked: false,
        fields: [
          "regime",
          "section80C",
          "section80DSelfAndFamily",
          "section80DParents",
          "section80DParentsSenior",
          "rentPaidMonthly",
          "rentCity",
        ],
      },
    });
  });

  it("may declare for the next financial year, not for one that has ended", async () => {
    ok(await ctx.as("employee", "PUT", withYear(EMPLOYEE_TAX_PATH, "2027-28"), { regime: "new" }));
    const past = await ctx.as("employee", "PUT", withYear(EMPLOYEE_TAX_PATH, "2025-26"), { regime: "old" });
    expect(past.statusCode).toBe(409);
    expect(past.json().message).toBe(taxMessages.closedYear("2025-26"));
    expect(await findDeclaration(ctx.database.db, ctx.records.employee, "2025-26")).toBeUndefined();
  });

  it("is the person's own only: a colleague and the manager read their own defaults, never the employee's, and have no way to HR's routes", async () => {
    for (const caller of ["colleague", "manager"] as const) {
      const own = ok<TaxDeclarationView>(await ctx.as(caller, "GET", EMPLOYEE_TAX_PATH));
      expect(own.employeeRecordId).toBe(ctx.records[caller]);
      expect(own.isDefault).toBe(true);
      for (const [method, payload] of [
        ["GET", undefined],
        ["PUT", oldRegimeWithRent],
      ] as const) {
        const response = await ctx.as(caller, method, hrTaxPath(ctx.records.employee), payload);
        expect(response.statusCode, `${caller} ${method}`).toBe(403);
      }
    }
    // The colleague's save changed their own declaration only.
    ok(await ctx.as("colleague", "PUT", EMPLOYEE_TAX_PATH, { regime: "new", section80C: 10_000 }));
    expect((await findDeclaration(ctx.database.db, ctx.records.employee, "2026-27"))?.declaration.section80C).toBe(150_000);
  });

  it("ignores an employee id sent along: the record comes from the session", async () => {
    const response = await ctx.as("colleague", "PUT", `${EMPLOYEE_TAX_PATH}?employeeRecordId=${ctx.records.employee}`, {
      regime: "old",
      employeeRecordId: ctx.records.employee,
    });
    expect(ok<TaxDeclarationView>(response).employeeRecordId).toBe(ctx.records.colleague);
    expect((await findDeclaration(ctx.database.db, ctx.records.employee, "2026-27"))?.declaration.section80C).toBe(150_000);
  });

  it("is not saved when its audit entry cannot be written", async () => {
    const restore = await failAuditInserts(ctx.database.db, "tax.declaration_saved");
    try {
      const response = await ctx.as("employee", "PUT", EMPLOYEE_TAX_PATH, { ...oldRegimeWithRent, section80C: 1 });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
    } finally {
      await restore();
    }
    expect((await findDeclaration(ctx.database.db, ctx.records.employee, "2026-27"))?.declaration.section80C).toBe(150_000);
  });
});

describe("HR and the declarations", () => {
  it("HR reads and changes a person's declaration, audited as HR's", async () => {
    const read = ok<TaxDeclarationView>(await ctx.as("hr", "GET", withYear(hrTaxPath(ctx.records.employee), "2026-27")));
    expect(read).toMatchObject({ employeeId: expect.any(String), name: "Aarav Deshmukh", isDefault: false });
    const changed = ok<TaxDeclarationView>(
      await ctx.as("hr", "PUT", withYear(hrTaxPath(ctx.records.employee), "2026-27"), {
        ...oldRegimeWithRent,
        previousEmployerSalary: 400_000,
        previousEmployerTds: 12_000,
      }),
    );
    expect(changed).toMatchObject({
      updatedBy: "Sneha Patil",
      declaration: { previousEmployerSalary: 400_000, previousEmployerTds: 12_000 },
    });
    const [entry] = await listAudit(ctx.database.db, { event: "tax.declaration_saved", limit: 1 });
    expect(entry).toMatchObject({
      actorAccountId: expect.any(Number),
      subject: `employee:${ctx.records.employee}`,
      details: { by: "hr", fields: ["previousEmployerSalary", "previousEmployerTds"] },
    });
    // The admin may too (HR routes admit admins).
    ok(await ctx.as("admin", "GET", hrTaxPath(ctx.records.employee)));
  });

  it("HR may not change their own declaration here (audited refusal); another HR user may", async () => {
    const own = await ctx.as("hr", "PUT", hrTaxPath(ctx.records.hr), { regime: "old", section80C: 150_000 });
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(ownRecordMessage);
    const [refusal] = await listAudit(ctx.database.db, { event: "duty.refused", limit: 1 });
    expect(refusal).toMatchObject({ subject: `employee:${ctx.records.hr}`, details: { action: "tax_declaration" } });
    expect(await findDeclaration(ctx.database.db, ctx.records.hr, "2026-27")).toBeUndefined();
    ok(await ctx.as("secondHr", "PUT", hrTaxPath(ctx.records.hr), { regime: "old", section80C: 150_000 }));
  });

  it("HR neither reads nor changes an admin account's figures; an admin does", async () => {
    for (const [method, payload] of [
      ["GET", undefined],
      ["PUT", { regime: "old" }],
    ] as const) {
      const response = await ctx.as("hr", method, hrTaxPath(ctx.records.adminRecord), payload);
      expect(response.statusCode, method).toBe(403);
      expect(response.json().message).toBe(taxMessages.adminRecord);
    }
    ok(await ctx.as("admin", "PUT", hrTaxPath(ctx.records.adminRecord), { regime: "old" }));
  });

  it("answers 404 for a record that does not exist", async () => {
    for (const method of ["GET", "PUT"] as const) {
      const response = await ctx.as("hr", method, hrTaxPath(999_999), method === "PUT" ? { regime: "new" } : undefined);
      expect(response.statusCode, method).toBe(404);
      expect(response.json().message).toBe(taxMessages.employeeNotFound);
    }
  });
});

describe("HR's lock on a year's declarations", () => {
  it("locks the year (audited): the employee is refused with the message, HR still changes it", async () => {
    const locked = ok<TaxLock>(await ctx.as("hr", "POST", HR_TAX_LOCK_PATH, { financialYear: "2026-27" }));
    expect(locked).toEqual({ financialYear: "2026-27", locked: true, lockedAt: ctx.clock.now().toISOString(), lockedBy: "Sneha Patil" });
    const [entry] = await listAudit(ctx.database.db, { event: "tax.declarations_locked", limit: 1 });
    expect(entry).toMatchObject({ subject: "tax-year:2026-27", details: { financialYear: "2026-27" } });
    expect(ok<TaxLock>(await ctx.as("hr", "GET", withYear(HR_TAX_LOCK_PATH, "2026-27"))).locked).toBe(true);

    const view = ok<TaxDeclarationView>(await ctx.as("employee", "GET", EMPLOYEE_TAX_PATH));
    expect(view.lock).toMatchObject({ locked: true, lockedBy: "Sneha Patil" });
    const refused = await ctx.as("employee", "PUT", EMPLOYEE_TAX_PATH, { ...oldRegimeWithRent, regime: "new" });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("HR locked tax declarations for FY 2026-27: ask HR to change yours");
    expect((await findDeclaration(ctx.database.db, ctx.records.employee, "2026-27"))?.declaration.regime).toBe("old");
    // Another year stays open.
    ok(await ctx.as("employee", "PUT", withYear(EMPLOYEE_TAX_PATH, "2027-28"), { regime: "old" }));

    ok(await ctx.as("hr", "PUT", hrTaxPath(ctx.records.employee), { ...oldRegimeWithRent, rentPaidMonthly: 24_000 }));
    const [change] = await listAudit(ctx.database.db, { event: "tax.declaration_saved", limit: 1 });
    expect(change).toMatchObject({
      details: { by: "hr", locked: true, fields: ["rentPaidMonthly", "previousEmployerSalary", "previousEmployerTds"] },
    });
  });

  it("refuses to lock a locked year or unlock an open one (409), and unlocks (audited) for the employee to change again", async () => {
    const twice = await ctx.as("secondHr", "POST", HR_TAX_LOCK_PATH, { financialYear: "2026-27" });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(taxMessages.alreadyLocked("2026-27"));
    const open = await ctx.as("hr", "DELETE", taxLockPath("2027-28"));
    expect(open.statusCode).toBe(409);
    expect(open.json().message).toBe(taxMessages.notLocked("2027-28"));

    expect(ok<TaxLock>(await ctx.as("admin", "DELETE", taxLockPath("2026-27")))).toEqual({
      financialYear: "2026-27",
      locked: false,
      lockedAt: null,
      lockedBy: null,
    });
    const [entry] = await listAudit(ctx.database.db, { event: "tax.declarations_unlocked", limit: 1 });
    expect(entry).toMatchObject({ subject: "tax-year:2026-27" });
    ok(await ctx.as("employee", "PUT", EMPLOYEE_TAX_PATH, oldRegimeWithRent));
  });

  it("is HR's: the employee may neither lock nor unlock", async () => {
    expect((await ctx.as("employee", "POST", HR_TAX_LOCK_PATH, { financialYear: "2026-27" })).statusCode).toBe(403);
    expect((await ctx.as("employee", "DELETE", taxLockPath("2026-27"))).statusCode).toBe(403);
    expect((await ctx.as("employee", "GET", HR_TAX_LOCK_PATH)).statusCode).toBe(403);
  });

  it("never lets a save land after the lock: saves and a lock sent at once end with the lock in place", async () => {
    const results = await Promise.all([
      ctx.as("employee", "PUT", EMPLOYEE_TAX_PATH, { ...oldRegimeWithRent, section80C: 100_000 }),
      ctx.as("hr", "POST", HR_TAX_LOCK_PATH, { financialYear: "2026-27" }),
      ctx.as("employee", "PUT", EMPLOYEE_TAX_PATH, { ...oldRegimeWithRent, section80C: 120_000 }),
    ]);
    expect(results.map((response) => response.statusCode).every((status) => status === 200 || status === 409)).toBe(true);
    expect(results[1]!.statusCode).toBe(200);
    const audit = await listAudit(ctx.database.db, { limit: 5 });
    const lockAt = audit.findIndex((entry) => entry.event === "tax.declarations_locked");
    // Newest first: no employee save is recorded after (above) the lock.
    expect(
      audit
        .slice(0, lockAt)
        .filter((entry) => entry.event === "tax.declaration_saved" && (entry.details as { by: string }).by === "employee"),
    ).toEqual([]);
    ok(await ctx.as("hr", "DELETE", taxLockPath("2026-27")));
  });
});

describe("the audit entry of a lock", () => {
  it("is part of the lock and the unlock: when it cannot be written, the year stays as it was", async () => {
    const restore = await failAuditInserts(ctx.database.db, "tax.declarations_");
    try {
      expect((await ctx.as("hr", "POST", HR_TAX_LOCK_PATH, { financialYear: "2026-27" })).statusCode).toBe(500);
      expect(ok<TaxLock>(await ctx.as("hr", "GET", withYear(HR_TAX_LOCK_PATH, "2026-27"))).locked).toBe(false);
    } finally {
      await restore();
    }
    ok(await ctx.as("hr", "POST", HR_TAX_LOCK_PATH, { financialYear: "2026-27" }));
    const again = await failAuditInserts(ctx.database.db, "tax.declarations_");
    try {
      expect((await ctx.as("hr", "DELETE", taxLockPath("2026-27"))).statusCode).toBe(500);
      expect(ok<TaxLock>(await ctx.as("hr", "GET", withYear(HR_TAX_LOCK_PATH, "2026-27"))).locked).toBe(true);
    } finally {
      await again();
    }
    ok(await ctx.as("hr", "DELETE", taxLockPath("2026-27")));
  });
});
