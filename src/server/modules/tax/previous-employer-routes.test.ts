import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  EMPLOYEE_TAX_PATH,
  EMPLOYEE_TAX_PROJECTION_PATH,
  HR_PREVIOUS_EMPLOYER_PENDING_PATH,
  hrTaxPath,
  previousEmployerPath,
  taxDeclarationMessage,
  taxMessages,
  withYear,
  type TaxDeclarationView,
  type TaxProjectionView,
} from "@/shared/contract/tax";
import {
  previousEmployerMessages,
  previousEmployerPendingText,
  type PreviousEmployerPending,
} from "@/shared/contract/tax-previous-employer";
import { ownRecordMessage } from "../../auth/separation-of-duties";
import { failAuditInserts } from "../../testing/fail-audit-inserts";
import { SETUP_TIMEOUT } from "../../testing/helpers";
import { payrollOf, rowOf } from "../../testing/payroll-people";
import { createProjectionTestApp, type TaxTestContext } from "../../testing/tax-test-app";
import { listAudit } from "../audit/store";
import { findDeclaration } from "./store";

/**
 * A previous employer's salary and TDS count in the TDS only as HR verified them from that employer's statement
 * (docs/product.md section 10.2). Monday 23 November 2026 in Pune (FY 2026-27), the setting of
 * projection-routes.test.ts: the employee earns ₹3,00,000 a month, nothing finalised, November and 4 months left,
 * new regime TDS ₹19,500 a month without a previous employer (worked out there).
 */
let ctx: TaxTestContext;
beforeAll(async () => {
  ctx = await createProjectionTestApp();
}, SETUP_TIMEOUT);
afterAll(async () => {
  await ctx?.close();
}, SETUP_TIMEOUT);

const ok = <T>(response: { statusCode: number; body: string; json: () => unknown }) => {
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
};
const WITHOUT_PREVIOUS_EMPLOYER = 19_500;
const declared = { regime: "new", previousEmployerSalary: 600_000, previousEmployerTds: 40_000 } as const;
const statement = { previousEmployerSalary: 600_000, previousEmployerTds: 40_000 };
const verify = (caller: "hr" | "secondHr" | "admin", recordId: number, figures: object = statement) =>
  ctx.as(caller, "PUT", withYear(previousEmployerPath(recordId), "2026-27"), figures);
const monthTds = async () => {
  const projection = ok<TaxProjectionView>(await ctx.as("employee", "GET", EMPLOYEE_TAX_PROJECTION_PATH));
  expect(rowOf(await payrollOf(ctx, "2026-11"), ctx.records.employee).deductions.incomeTax).toBe(projection.deducted);
  return projection;
};

describe("the limits of a declared previous employer", () => {
  const cases: [string, object, Record<string, string[]>][] = [
    // The review's case: a TDS nobody paid, enough to cancel a year's TDS.
    [
      "a TDS of ₹99,99,99,999",
      { regime: "new", previousEmployerSalary: 600_000, previousEmployerTds: 999_999_999 },
      { previousEmployerTds: [taxDeclarationMessage("previousEmployerTds")] },
    ],
    [
      "a salary above ₹10 crore",
      { regime: "new", previousEmployerSalary: 100_000_001 },
      { previousEmployerSalary: [taxDeclarationMessage("previousEmployerSalary")] },
    ],
    [
      "a TDS above the salary",
      { regime: "new", previousEmployerSalary: 600_000, previousEmployerTds: 600_001 },
      { previousEmployerTds: [previousEmployerMessages.tdsAboveSalary] },
    ],
    [
      "a negative TDS",
      { regime: "new", previousEmployerSalary: 600_000, previousEmployerTds: -1 },
      { previousEmployerTds: [taxDeclarationMessage("previousEmployerTds")] },
    ],
    [
      "a fraction of a rupee",
      { regime: "new", previousEmployerSalary: 600_000.5 },
      { previousEmployerSalary: [taxDeclarationMessage("previousEmployerSalary")] },
    ],
  ];
  for (const [what, payload, fieldErrors] of cases) {
    it(`refuses ${what} with 400 and the field's message, and saves nothing`, async () => {
      const response = await ctx.as("employee", "PUT", EMPLOYEE_TAX_PATH, payload);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().fieldErrors).toEqual(fieldErrors);
      expect(await findDeclaration(ctx.database.db, ctx.records.employee, "2026-27")).toBeUndefined();
    });
  }

  it("words the messages as the form shows them", () => {
    expect(taxDeclarationMessage("previousEmployerTds")).toBe(
      "Previous employer's TDS must be a whole number of rupees from 0 to ₹10,00,00,000",
    );
    expect(taxDeclarationMessage("previousEmployerSalary")).toBe(
      "Previous employer's salary must be a whole number of rupees from 0 to ₹10,00,00,000",
    );
    expect(previousEmployerMessages.tdsAboveSalary).toBe("Previous employer's TDS cannot be more than that employer's salary");
    expect(previousEmployerMessages.nothingDeclared("2026-27")).toBe(
      "Nothing to verify: no previous employer's salary or TDS is declared for FY 2026-27",
    );
  });

  it("applies to HR's verification too", async () => {
    const response = await verify("hr", ctx.records.employee, { previousEmployerSalary: 600_000, previousEmployerTds: 999_999_999 });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ previousEmployerTds: [taxDeclarationMessage("previousEmployerTds")] });
  });
});

describe("a previous employer counts only as HR verified it", () => {
  it("has nothing to verify before the employee declares a previous employer (409)", async () => {
    const response = await verify("hr", ctx.records.employee);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(previousEmployerMessages.nothingDeclared("2026-27"));
  });

  it("leaves the month's TDS as without a previous employer while the declared figures await HR", async () => {
    expect((await monthTds()).deducted).toBe(WITHOUT_PREVIOUS_EMPLOYER);
    const saved = ok<TaxDeclarationView>(await ctx.as("employee", "PUT", EMPLOYEE_TAX_PATH, declared));
    expect(saved.declaration).toMatchObject({ previousEmployerSalary: 600_000, previousEmployerTds: 40_000 });
    expect(saved.previousEmployerVerification).toBeNull();
    const projection = await monthTds();
    expect(projection.deducted).toBe(WITHOUT_PREVIOUS_EMPLOYER);
    expect(projection.byRegime.new).toMatchObject({ previousEmployerSalary: 0, alreadyDeducted: { previousEmployer: 0 } });
  });

  it("counts HR's verified figures: the projection and the draft payroll deduct the TDS worked out by hand", async () => {
    const verified = ok<TaxDeclarationView>(await verify("hr", ctx.records.employee));
    expect(verified.previousEmployerVerification).toEqual({
      salary: 600_000,
      tds: 40_000,
      verifiedAt: ctx.clock.now().toISOString(),
      verifiedBy: "Sneha Patil",
    });
    const [entry] = await listAudit(ctx.database.db, { event: "tax.previous_employer_verified", limit: 1 });
    expect(entry).toMatchObject({ subject: `employee:${ctx.records.employee}`, details: { financialYear: "2026-27", asDeclared: true } });

    // New regime, FY 2026-27 slabs (section 115BAC(1A) as amended by the Finance Act 2025): this employer's
    // 15,00,000 + the previous employer's 6,00,000 = 21,00,000 - standard deduction 75,000 = 20,25,000;
    // 4,00,000 x 5% (20,000) + 4,00,000 x 10% (40,000) + 4,00,000 x 15% (60,000) + 4,00,000 x 20% (80,000)
    // + 25,000 x 25% (6,250) = 2,06,250; above ₹12 lakh, no 87A rebate; cess 4% 8,250; 2,14,500.
    // Less the previous employer's TDS 40,000 = 1,74,500, over November and the 4 months left: 34,900.
    const projection = await monthTds();
    expect(projection.deducted).toBe(34_900);
    expect(projection.byRegime.new).toMatchObject({
      previousEmployerSalary: 600_000,
      taxableIncome: 2_025_000,
      slabTax: 206_250,
      rebate: 0,
      cess: 8_250,
      annualTax: 214_500,
      alreadyDeducted: { finalised: 0, opening: 0, previousEmployer: 40_000, total: 40_000 },
      monthsLeft: 5,
      thisMonth: 34_900,
    });
  });

  it("keeps the verification through a save that leaves the declared figures as they were", async () => {
    const saved = ok<TaxDeclarationView>(await ctx.as("employee", "PUT", EMPLOYEE_TAX_PATH, { ...declared, section80C: 50_000 }));
    expect(saved.previousEmployerVerification).toMatchObject({ salary: 600_000, tds: 40_000 });
    expect((await monthTds()).deducted).toBe(34_900);
  });

  it("clears the verification when the employee changes the declared figures: HR verifies again", async () => {
    const saved = ok<TaxDeclarationView>(await ctx.as("employee", "PUT", EMPLOYEE_TAX_PATH, { ...declared, previousEmployerTds: 90_000 }));
    expect(saved.previousEmployerVerification).toBeNull();
    const [entry] = await listAudit(ctx.database.db, { event: "tax.declaration_saved", limit: 1 });
    expect(entry).toMatchObject({ details: { by: "employee", fields: ["section80C", "previousEmployerTds"], verificationCleared: true } });
    expect((await monthTds()).deducted).toBe(WITHOUT_PREVIOUS_EMPLOYER);

    // HR verifies the statement's figures, not the declared ones: those count.
    ok(await verify("admin", ctx.records.employee));
    const [again] = await listAudit(ctx.database.db, { event: "tax.previous_employer_verified", limit: 1 });
    expect(again).toMatchObject({ details: { asDeclared: false } });
    expect((await monthTds()).deducted).toBe(34_900);
  });

  it("is not verified when its audit entry cannot be written", async () => {
    const restore = await failAuditInserts(ctx.database.db, "tax.previous_employer_verified");
    try {
      expect((await verify("hr", ctx.records.employee, { previousEmployerSalary: 700_000, previousEmployerTds: 50_000 })).statusCode).toBe(
        500,
      );
    } finally {
      await restore();
    }
    expect((await findDeclaration(ctx.database.db, ctx.records.employee, "2026-27"))?.previousEmployerVerification).toMatchObject({
      salary: 600_000,
      tds: 40_000,
    });
  });
});

describe("who verifies", () => {
  it("is HR: the employee may not verify their own figures", async () => {
    expect((await ctx.as("employee", "PUT", withYear(previousEmployerPath(ctx.records.employee), "2026-27"), statement)).statusCode).toBe(
      403,
    );
  });

  it("HR may not verify their own figures (audited refusal); another HR user may", async () => {
    ok(await ctx.as("secondHr", "PUT", withYear(hrTaxPath(ctx.records.hr), "2026-27"), declared));
    const own = await verify("hr", ctx.records.hr);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(ownRecordMessage);
    const [refusal] = await listAudit(ctx.database.db, { event: "duty.refused", limit: 1 });
    expect(refusal).toMatchObject({ subject: `employee:${ctx.records.hr}`, details: { action: "tax_declaration" } });
    expect((await findDeclaration(ctx.database.db, ctx.records.hr, "2026-27"))?.previousEmployerVerification).toBeNull();
    expect(ok<TaxDeclarationView>(await verify("secondHr", ctx.records.hr)).previousEmployerVerification).toMatchObject({
      verifiedBy: "Priyanka Joshi",
    });
  });

  it("HR may not verify an admin account's figures; an admin may", async () => {
    ok(await ctx.as("admin", "PUT", withYear(hrTaxPath(ctx.records.adminRecord), "2026-27"), declared));
    const refused = await verify("hr", ctx.records.adminRecord);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(taxMessages.adminRecord);
    expect((await findDeclaration(ctx.database.db, ctx.records.adminRecord, "2026-27"))?.previousEmployerVerification).toBeNull();
    ok(await verify("admin", ctx.records.adminRecord));
  });

  it("answers 404 for a record that does not exist", async () => {
    const response = await verify("hr", 999_999);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(taxMessages.employeeNotFound);
  });
});

describe("who awaits HR's verification", () => {
  const pending = async (caller: "hr" | "admin") =>
    ok<PreviousEmployerPending>(await ctx.as(caller, "GET", withYear(HR_PREVIOUS_EMPLOYER_PENDING_PATH, "2026-27"))).people.map(
      (person) => person.employeeRecordId,
    );

  it("lists the declared previous employers not verified, until HR verifies them; an HR user's list leaves out admin accounts", async () => {
    // Everyone's figures so far are verified.
    expect(await pending("admin")).toEqual([]);
    ok(await ctx.as("colleague", "PUT", EMPLOYEE_TAX_PATH, declared));
    ok(await ctx.as("admin", "PUT", withYear(hrTaxPath(ctx.records.adminRecord), "2026-27"), { ...declared, previousEmployerTds: 45_000 }));
    expect(await pending("admin")).toEqual(expect.arrayContaining([ctx.records.colleague, ctx.records.adminRecord]));
    expect(await pending("hr")).toEqual([ctx.records.colleague]);
    ok(await verify("hr", ctx.records.colleague));
    expect(await pending("hr")).toEqual([]);
    expect(previousEmployerPendingText(1, "2026-27")).toBe(
      "1 person's previous employer awaits HR verification for FY 2026-27: their salary and TDS do not count in the TDS until verified in the person's Tax dialog",
    );
  });

  it("is HR's: an employee may not read it", async () => {
    expect((await ctx.as("employee", "GET", HR_PREVIOUS_EMPLOYER_PENDING_PATH)).statusCode).toBe(403);
  });
});
