import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { salaryRevisionMessages, salaryRevisionsPath } from "@/shared/contract/salary-revision";
import { staffAccounts } from "../../db/schema";
import { people, SETUP_TIMEOUT } from "../../testing/helpers";
import { hire } from "../../testing/payroll-people";
import { components, createSalaryRevisionTestApp, fieldError, type SalaryRevisionTestApp } from "../../testing/salary-revision-app";
import { listAudit } from "../audit/store";

/**
 * Salary revisions (docs/product.md section 10.6.1): who may revise and the input refused. The people and months
 * are set up in testing/salary-revision-app.ts; the revisions' pay in revise-pay.test.ts.
 */
let ctx: SalaryRevisionTestApp["ctx"];
let meera: Person, kabir: Person;
let revise: SalaryRevisionTestApp["revise"], history: SalaryRevisionTestApp["history"];
type Person = SalaryRevisionTestApp["meera"];

beforeAll(async () => {
  ({ ctx, meera, kabir, revise, history } = await createSalaryRevisionTestApp());
}, SETUP_TIMEOUT);
afterAll(async () => {
  await ctx?.close();
}, SETUP_TIMEOUT);

describe("who may revise", () => {
  it("answers a visitor 401 and an employee 403; HR sees the empty history and the dates allowed", async () => {
    expect((await ctx.app.inject({ method: "GET", url: salaryRevisionsPath(meera.record.id) })).statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ method: "GET", url: salaryRevisionsPath(meera.record.id), headers: ctx.headers.employee })).statusCode,
    ).toBe(403);
    expect(
      (await ctx.app.inject({ method: "POST", url: salaryRevisionsPath(meera.record.id), headers: ctx.headers.employee, payload: {} }))
        .statusCode,
    ).toBe(403);
    // 12 months back from November 2026: from 1 November 2025; today at the latest.
    expect(await history(kabir.record.id)).toEqual({
      revisions: [],
      earliestEffectiveFrom: "2025-11-01",
      latestEffectiveFrom: "2026-11-23",
    });
    expect((await ctx.app.inject({ method: "GET", url: salaryRevisionsPath(999_999), headers: ctx.headers.hr })).statusCode).toBe(404);
  });

  it("refuses one's own record (audited as a refusal, no revision)", async () => {
    const account = async (email: string) => (await ctx.database.db.select().from(staffAccounts).where(eq(staffAccounts.email, email)))[0]!;
    const hrRecord = (await account(people.hr.email)).employeeRecordId;
    expect(hrRecord).not.toBeNull();
    expect((await revise(hrRecord!, { effectiveFrom: "2026-11-01", basicSalary: 99_000 })).statusCode).toBe(403);
    expect((await listAudit(ctx.database.db, { event: "salary.revised" })).length).toBe(0);
  });
});

describe("bad input", () => {
  it("answers 400 with the field's message and changes nothing", async () => {
    expect(fieldError(await revise(meera.record.id, { reason: " " }), "reason")).toBe(salaryRevisionMessages.reason);
    expect(fieldError(await revise(meera.record.id, { basicSalary: -1 }), "basicSalary")).toBe("Basic salary must be positive");
    expect(fieldError(await revise(meera.record.id, { basicSalary: 24_000 }), "effectiveFrom")).toBe(salaryRevisionMessages.effectiveFrom);
    expect(fieldError(await revise(meera.record.id, { effectiveFrom: "2026-11-24", basicSalary: 24_000 }), "effectiveFrom")).toBe(
      salaryRevisionMessages.future,
    );
    expect(fieldError(await revise(meera.record.id, { effectiveFrom: "2025-10-31", basicSalary: 24_000 }), "effectiveFrom")).toBe(
      salaryRevisionMessages.tooEarly("1 Nov 2025"),
    );
    expect(fieldError(await revise(meera.record.id, { effectiveFrom: "2026-11-01" }), "basicSalary")).toBe(
      salaryRevisionMessages.unchanged,
    );
    expect((await history(meera.record.id)).revisions).toEqual([]);
  });

  it("refuses to bring a PF non-member's basic to ₹15,000 or less (membership is mandatory there); above it is taken", async () => {
    const outside = { basicSalary: 40_000, hra: 16_000, transportAllowance: 0, medicalAllowance: 0, specialAllowance: 4_000 };
    const tara = await hire(ctx, {
      ...outside,
      firstName: "Tara",
      dateOfJoining: "2026-11-01",
      pfMember: false,
      pfExclusionReason: "Joined at ₹40,000, never an EPF member",
    });
    const cut = { ...components, ...outside, effectiveFrom: "2026-11-16" };
    // 15,000 is the ceiling itself: a member's ₹1,800 + ₹1,800 would be due, so the record must become a member first.
    expect(fieldError(await revise(tara.record.id, { ...cut, basicSalary: 15_000 }), "basicSalary")).toBe(
      "At or below ₹15,000 basic, PF membership is mandatory: make the person a PF member first",
    );
    expect((await history(tara.record.id)).revisions).toEqual([]);
    expect((await revise(tara.record.id, { ...cut, basicSalary: 15_001 })).statusCode).toBe(201);
  });
});
