import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_EMPLOYEES_PATH, employeePath, type Employee } from "@/shared/contract/employees";
import { finalisePath } from "@/shared/contract/payroll";
import { buildEmployeeInput } from "../../seed/builders";
import { createAdminTestApp, type AdminTestContext } from "../../testing/admin-test-app";
import { SETUP_TIMEOUT, TEST_DOMAIN } from "../../testing/helpers";
import { edit, hire, payrollOf, rowOf, worked } from "../../testing/payroll-people";
import { listAudit } from "../audit/store";

/**
 * PF membership (docs/product.md section 10.2) through the admin and HR routes: mandatory at or below ₹15,000 of
 * basic and for a UAN holder, a non-member's reason required, a stored UAN never cleared, and leaving refused for
 * someone who contributed in any finalised month here; audited with the reason. Monday 12 April 2027 in Pune (the
 * financial year 2027-28 has just begun); November 2026, of the year before, is finalised.
 */
let ctx: AdminTestContext;
type Person = Awaited<ReturnType<typeof hire>>;
let contributed: Person, withUan: Person, joinedInDecember: Person;
const above = { basicSalary: 40_000, hra: 16_000, transportAllowance: 0, medicalAllowance: 0, specialAllowance: 4_000 };
const reason = "Joined at ₹40,000 a month, never an EPF member before";

beforeAll(async () => {
  ctx = await createAdminTestApp("2027-04-12T10:00:00.000Z");
  contributed = await hire(ctx, { ...above, firstName: "Kavya", dateOfJoining: "2024-01-01" });
  withUan = await hire(ctx, { ...above, firstName: "Rohan", gender: "male", dateOfJoining: "2026-12-01", uan: "100427607286" });
  joinedInDecember = await hire(ctx, { ...above, firstName: "Neha", dateOfJoining: "2026-12-01" });
  await worked(ctx, contributed.record.id, "2026-11-01", "2026-11-30");
  const response = await ctx.app.inject({ method: "POST", url: finalisePath("2026-11"), headers: ctx.headers.hr });
  expect(response.statusCode, response.body).toBe(200);
}, SETUP_TIMEOUT);
afterAll(async () => {
  await ctx?.close();
}, SETUP_TIMEOUT);

const fieldError = (body: string, field: string) =>
  (JSON.parse(body) as { fieldErrors?: Record<string, string[]> }).fieldErrors?.[field]?.[0];

describe("joining as a non-member", () => {
  it("is refused at or below ₹15,000 of basic, with a UAN, or without a reason (400 with the field's message)", async () => {
    const post = (changes: Record<string, unknown>) =>
      ctx.asAdmin({
        method: "POST",
        url: ADMIN_EMPLOYEES_PATH,
        payload: { ...buildEmployeeInput(TEST_DOMAIN), pfMember: false, pfExclusionReason: reason, ...changes },
      });
    // Basic 15,000 is at the ceiling: membership is mandatory (₹1,800 + ₹1,800 a month are due).
    const atCeiling = await post({ basicSalary: 15_000 });
    expect(atCeiling.statusCode).toBe(400);
    expect(fieldError(atCeiling.body, "pfMember")).toBe("PF membership is mandatory for a basic salary of ₹15,000 or less");
    const uanHolder = await post({ basicSalary: 40_000, uan: "100257274743" });
    expect(fieldError(uanHolder.body, "pfMember")).toBe("A person with a UAN is already an EPF member: the membership continues");
    const noReason = await post({ basicSalary: 40_000, pfExclusionReason: " " });
    expect(fieldError(noReason.body, "pfExclusionReason")).toBe("Give the reason the person is not a PF member");
  });

  it("is taken above the ceiling with a reason, audited with it", async () => {
    const person = await hire(ctx, { ...above, firstName: "Ira", pfMember: false, pfExclusionReason: reason });
    expect(person.record).toMatchObject({ pfMember: false, pfExclusionReason: reason });
    const [entry] = await listAudit(ctx.database.db, { event: "employee.created", limit: 1 });
    expect(entry!.details).toMatchObject({ employeeId: person.input.employeeId, pfExclusionReason: reason });
  });
});

describe("leaving membership", () => {
  it("is refused for someone who contributed in any finalised month here, last year's too, naming the month (409)", async () => {
    // November: basic 40,000 capped at 15,000, so 12% = 1,800 each side was contributed.
    expect(rowOf(await payrollOf(ctx, "2026-11"), contributed.record.id).deductions.providentFund).toBe(1_800);
    const response = await edit(ctx, contributed, { pfMember: false, pfExclusionReason: reason });
    expect(response.statusCode, response.body).toBe(409);
    // November 2026 is in the financial year 2026-27, over since 31 March: the contribution still keeps her a member.
    expect(fieldError(response.body, "pfMember")).toBe("PF was contributed for November 2026: a member who has contributed stays a member");
  });

  it("is refused for someone with a stored UAN: the UAN cannot be cleared, in the same save or in one before (400)", async () => {
    const uanKept = "A PF member's UAN cannot be removed";
    const together = await edit(ctx, withUan, { uan: "", pfMember: false, pfExclusionReason: reason });
    expect(together.statusCode, together.body).toBe(400);
    expect(fieldError(together.body, "uan")).toBe(uanKept);
    // The first of two saves (clear the UAN, then leave): refused too, so the second can never come.
    const clearing = await edit(ctx, withUan, { uan: "" });
    expect(clearing.statusCode, clearing.body).toBe(400);
    expect(fieldError(clearing.body, "uan")).toBe(uanKept);
    const stored = (await ctx.asAdmin({ method: "GET", url: employeePath(withUan.record.id) })).json<Employee>();
    expect(stored).toMatchObject({ pfMember: true, uan: "100427607286" });
    // A UAN typed wrong may still be corrected to another.
    expect((await edit(ctx, withUan, { uan: "100257274743" })).statusCode).toBe(200);
  });

  it("is taken above the ceiling with no contribution and no UAN, audited with the reason; the payroll then deducts no PF", async () => {
    const response = await edit(ctx, joinedInDecember, { pfMember: false, pfExclusionReason: ` ${reason} ` });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Employee>()).toMatchObject({ pfMember: false, pfExclusionReason: reason });
    const [entry] = await listAudit(ctx.database.db, { event: "employee.updated", limit: 1 });
    expect(entry!.details).toEqual({
      employeeId: joinedInDecember.input.employeeId,
      fields: ["pfMember", "pfExclusionReason"],
      pfExclusionReason: reason,
    });
    const december = rowOf(await payrollOf(ctx, "2026-12"), joinedInDecember.record.id);
    expect([december.deductions.providentFund, december.employer.epf, december.employer.eps, december.pfWage]).toEqual([0, 0, 0, 0]);
    // Back to member: the reason is dropped.
    const back = await edit(ctx, joinedInDecember, { pfMember: true, pfExclusionReason: reason });
    expect(back.json<Employee>()).toMatchObject({ pfMember: true, pfExclusionReason: null });
  });

  it("is refused the same way from HR's routes", async () => {
    const response = await ctx.app.inject({
      method: "PUT",
      url: employeePath(contributed.record.id, "hr"),
      headers: ctx.headers.hr,
      payload: { ...contributed.input, pfMember: false, pfExclusionReason: reason },
    });
    expect(response.statusCode, response.body).toBe(409);
  });
});
