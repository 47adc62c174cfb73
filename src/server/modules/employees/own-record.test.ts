import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { employeePath, type Employee, type EmployeeInput } from "@/shared/contract/employees";
import { findAccountByEmail } from "../../auth/account-store";
import { ownRecordMessage } from "../../auth/separation-of-duties";
import { createSession } from "../../auth/session-store";
import { employees } from "../../db/schema";
import { buildEmployeeInput } from "../../seed/builders";
import { createAdminTestApp, type AdminTestContext } from "../../testing/admin-test-app";
import { people, sessionHeader, SETUP_TIMEOUT, TEST_DOMAIN } from "../../testing/helpers";
import { listAudit } from "../audit/store";
import { createStaffAccount } from "../users/service";

/**
 * Separation of duties on pay: nobody changes their own pay (a deduction override included) through the
 * people routes; another HR user or an admin does. A refusal is audited (duty.refused) and answers 403.
 */
let ctx: AdminTestContext;
let sneha: { recordId: number; input: EmployeeInput };
let otherHr: Record<string, string>;

beforeAll(async () => {
  ctx = await createAdminTestApp("2026-11-22T06:00:00.000Z");
  const db = ctx.database.db;
  const hr = (await findAccountByEmail(db, people.hr.email))!;
  const rohan = await createStaffAccount(
    db,
    TEST_DOMAIN,
    { role: "hr", email: `rohan.jadhav@${TEST_DOMAIN}`, password: "Pimpri-Hr-Desk-2025" },
    { via: "cli" },
  );
  otherHr = sessionHeader("hr", await createSession(db, rohan.id, "hr", ctx.clock.now()));
  const employee = hr.employee!;
  sneha = {
    recordId: employee.id,
    input: buildEmployeeInput(TEST_DOMAIN, {
      employeeId: employee.employeeId,
      email: hr.email,
      firstName: "Sneha",
      lastName: "Patil",
      department: "HR",
      basicSalary: 40_000,
    }),
  };
}, SETUP_TIMEOUT);
afterAll(async () => {
  await ctx?.close();
}, SETUP_TIMEOUT);

const put = (headers: Record<string, string>, payload: Record<string, unknown>, area: "hr" | "admin" = "hr") =>
  ctx.app.inject({ method: "PUT", url: employeePath(sneha.recordId, area), headers, payload });
/** Sneha's form as stored, identifiers left blank (kept), with some fields changed. */
const own = (changes: Partial<EmployeeInput>) => ({ ...sneha.input, accountNumber: "", panNumber: "", aadharNumber: "", ...changes });
const stored = async () => (await ctx.database.db.select().from(employees).where(eq(employees.id, sneha.recordId)))[0]!;

describe("one's own pay", () => {
  it("another HR user sets an HR user's salary; the HR user cannot raise their own, nor change their bank account or joining date", async () => {
    const byOther = await put(otherHr, sneha.input);
    expect(byOther.statusCode, byOther.body).toBe(200);
    expect(byOther.json<Employee>().basicSalary).toBe(40_000);

    const before = (await listAudit(ctx.database.db, { event: "duty.refused", limit: 100 })).length;
    const ownOverride = { professionalTax: 0, professionalTaxOverrideReason: "Exempt" };
    for (const changes of [
      { basicSalary: 90_000 },
      { otherDeductions: 0, hra: 99_999 },
      { accountNumber: "123456789012" },
      { dateOfJoining: "2020-01-01" },
      ownOverride,
    ]) {
      const raised = await put(ctx.headers.hr, own(changes));
      expect(raised.statusCode, JSON.stringify(changes)).toBe(403);
      expect(raised.json()).toEqual({ message: ownRecordMessage });
    }
    expect(await stored()).toMatchObject({ basicSalary: 40_000, dateOfJoining: sneha.input.dateOfJoining, professionalTax: null });
    const refusals = await listAudit(ctx.database.db, { event: "duty.refused", limit: 100 });
    expect(refusals.length - before).toBe(5);
    expect(refusals[0]).toMatchObject({ subject: `employee:${sneha.recordId}`, details: { action: "pay" } });
    expect(await listAudit(ctx.database.db, { event: "employee.updated", limit: 100 })).toHaveLength(1);
  });

  it("refuses the rest of one's own record too (employee_record), but lets one correct one's contact details", async () => {
    const promoted = await put(ctx.headers.hr, own({ designation: "Head of HR" }));
    expect(promoted.statusCode).toBe(403);
    const [refusal] = await listAudit(ctx.database.db, { event: "duty.refused", limit: 1 });
    expect(refusal).toMatchObject({ subject: `employee:${sneha.recordId}`, details: { action: "employee_record" } });

    const contact = await put(ctx.headers.hr, own({ phone: "9822077777", address: "Flat 4, Aundh, Pune" }));
    expect(contact.statusCode, contact.body).toBe(200);
    expect(contact.json<Employee>()).toMatchObject({ phone: "9822077777", basicSalary: 40_000, designation: sneha.input.designation });
  });

  it("an admin changes an HR user's pay; an admin cannot change their own", async () => {
    const byAdmin = await put(
      ctx.headers.admin,
      { ...sneha.input, basicSalary: 45_000, phone: "9822077777", address: "Flat 4, Aundh, Pune" },
      "admin",
    );
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect((await stored()).basicSalary).toBe(45_000);

    // An admin with an employee record (promoted from HR here) is refused on their own pay, in either area.
    const db = ctx.database.db;
    const rohan = (await findAccountByEmail(db, `rohan.jadhav@${TEST_DOMAIN}`))!;
    const promote = await ctx.asAdmin({
      method: "PUT",
      url: `${employeePath(rohan.employee!.id)}/account/role`,
      payload: { role: "admin" },
    });
    expect(promote.statusCode).toBe(200);
    const rohanAdmin = sessionHeader("admin", await createSession(db, rohan.id, "admin", ctx.clock.now()));
    const rohanInput = buildEmployeeInput(TEST_DOMAIN, {
      employeeId: rohan.employee!.employeeId,
      email: rohan.email,
      firstName: "Rohan",
      lastName: "Jadhav",
    });
    const setByMeera = await ctx.asAdmin({ method: "PUT", url: employeePath(rohan.employee!.id), payload: rohanInput });
    expect(setByMeera.statusCode, setByMeera.body).toBe(200);
    const raise = await ctx.app.inject({
      method: "PUT",
      url: employeePath(rohan.employee!.id),
      headers: rohanAdmin,
      payload: { ...rohanInput, accountNumber: "", panNumber: "", aadharNumber: "", basicSalary: 99_000 },
    });
    expect(raise.statusCode).toBe(403);
    expect(raise.json().message).toBe(ownRecordMessage);
    expect((await db.select().from(employees).where(eq(employees.id, rohan.employee!.id)))[0]!.basicSalary).toBe(rohanInput.basicSalary);
  });
});
