import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_AUDIT_PATH, type AuditEntryView } from "@/shared/contract/audit";
import { ADMIN_EMPLOYEES_PATH, employeeRevealPath, type EmployeeCreated } from "@/shared/contract/employees";
import { buildEmployeeInput } from "../../seed/builders";
import { createAdminTestApp, type AdminTestContext } from "../../testing/admin-test-app";
import { SETUP_TIMEOUT, TEST_DOMAIN } from "../../testing/helpers";

let ctx: AdminTestContext;
const input = buildEmployeeInput(TEST_DOMAIN);
let employeeRecord: number;
beforeAll(async () => {
  ctx = await createAdminTestApp();
  employeeRecord = (await ctx.asAdmin({ method: "POST", url: ADMIN_EMPLOYEES_PATH, payload: input })).json<EmployeeCreated>().employee.id;
  await ctx.asAdmin({ method: "POST", url: employeeRevealPath(employeeRecord) });
  await ctx.app.inject({ method: "POST", url: employeeRevealPath(employeeRecord, "hr"), headers: ctx.headers.hr });
}, SETUP_TIMEOUT);
afterAll(async () => {
  await ctx?.close();
}, SETUP_TIMEOUT);

const audit = (query = "") => ctx.asAdmin({ method: "GET", url: `${ADMIN_AUDIT_PATH}${query}` });

describe("GET /api/admin/audit", () => {
  it("lists who did what to which record, when and from where, newest first, with the total", async () => {
    const response = await audit("?limit=2");
    const rows = response.json<AuditEntryView[]>();
    expect(rows).toHaveLength(2);
    expect(Number(response.headers["x-total-count"])).toBeGreaterThan(4);
    expect(rows[0]).toMatchObject({
      event: "employee.identifiers_revealed",
      actor: { name: "Sneha Patil", email: `sneha.patil@${TEST_DOMAIN}` },
      subject: `employee:${employeeRecord}`,
      details: { employeeId: input.employeeId },
    });
    expect(rows[0]!.ip).toBeTruthy();
    expect(rows[0]!.id).toBeGreaterThan(rows[1]!.id);
  });

  it("filters by event and by person (actor's name or e-mail, or the record)", async () => {
    const reveals = (await audit("?event=employee.identifiers_revealed")).json<AuditEntryView[]>();
    expect(reveals.map((row) => row.actor?.name)).toEqual(["Sneha Patil", "Meera Iyer"]);
    const byMeera = (await audit("?event=employee.identifiers_revealed&person=meera")).json<AuditEntryView[]>();
    expect(byMeera.map((row) => row.actor?.email)).toEqual([`meera.iyer@${TEST_DOMAIN}`]);
    const aboutRecord = (await audit(`?person=employee:${employeeRecord}`)).json<AuditEntryView[]>();
    expect(aboutRecord.map((row) => row.event)).toEqual([
      "employee.identifiers_revealed",
      "employee.identifiers_revealed",
      "employee.created",
    ]);
    expect((await audit("?event=nothing.like.this")).statusCode).toBe(400);
  });

  it("never holds an identifier in clear", async () => {
    const body = (await audit("?limit=500")).body;
    for (const value of [input.aadharNumber, input.panNumber, input.accountNumber]) expect(body).not.toContain(value);
  });

  it("is for admins only", async () => {
    for (const role of ["hr", "employee"] as const) {
      expect((await ctx.app.inject({ method: "GET", url: ADMIN_AUDIT_PATH, headers: ctx.headers[role] })).statusCode).toBe(403);
    }
  });
});
