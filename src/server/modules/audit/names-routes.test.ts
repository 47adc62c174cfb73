import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exportPath } from "@/shared/contract/admin";
import { ADMIN_AUDIT_PATH, type AuditEntryView } from "@/shared/contract/audit";
import { EMPLOYEE_LEAVE_PATH } from "@/shared/contract/employee-portal";
import { employeeRevealPath } from "@/shared/contract/employees";
import { ADMIN_PROJECTS_PATH } from "@/shared/contract/projects";
import { employees } from "../../db/schema";
import { buildProjectInput } from "../../seed/builders";
import { createAdminTestApp, type AdminTestContext } from "../../testing/admin-test-app";
import { MINUTE, people, SETUP_TIMEOUT } from "../../testing/helpers";

/**
 * The audit view's readable record names and its date filter (docs/product.md section 9.19). The clock starts on
 * Monday 2 November 2026, 23:00 in Pune (17:30 UTC).
 */
let ctx: AdminTestContext;
const made = { project: 0, leave: 0, employee: 0, employeeId: "" };
const project = buildProjectInput({ projectName: "Skyline Residences Baner" });

beforeAll(async () => {
  ctx = await createAdminTestApp("2026-11-02T17:30:00.000Z");
  const [aarav] = await ctx.database.db.select().from(employees).where(eq(employees.email, people.employee.email));
  made.employee = aarav!.id;
  made.employeeId = aarav!.employeeId;
  // 2 November: a project, and at 23:59:59 in Pune (18:29:59 UTC), still the 2nd, its export.
  made.project = (await ctx.asAdmin({ method: "POST", url: ADMIN_PROJECTS_PATH, payload: project })).json<{ id: number }>().id;
  ctx.clock.advance(59 * MINUTE + 59_000);
  expect((await ctx.asAdmin({ method: "GET", url: exportPath("projects") })).statusCode).toBe(200);
  // 3 November 00:00 in Pune (18:30 UTC on the 2nd): Aarav asks for leave.
  ctx.clock.advance(1_000);
  const leave = await ctx.app.inject({
    method: "POST",
    url: EMPLOYEE_LEAVE_PATH,
    headers: ctx.headers.employee,
    payload: { leaveType: "vacation", startDate: "2026-11-16", endDate: "2026-11-17", reason: "Family wedding in Nashik" },
  });
  expect(leave.statusCode).toBe(201);
  made.leave = leave.json<{ id: number }>().id;
}, SETUP_TIMEOUT);
afterAll(async () => {
  await ctx?.close();
}, SETUP_TIMEOUT);

const audit = (query: string) => ctx.asAdmin({ method: "GET", url: `${ADMIN_AUDIT_PATH}?${query}` });
const entries = async (query: string) => {
  const response = await audit(query);
  expect(response.statusCode).toBe(200);
  return response.json<AuditEntryView[]>();
};

describe("GET /api/admin/audit: record names", () => {
  it("names each record as people do, keeping the stored subject", async () => {
    const rows = await entries("limit=50");
    const named = (event: string) =>
      rows.filter((row) => row.event === event).map((row) => ({ subject: row.subject, subjectName: row.subjectName }));
    expect(named("leave.requested")).toEqual([
      { subject: `leave:${made.leave}`, subjectName: `Leave request #${made.leave} (Aarav Deshmukh)` },
    ]);
    expect(named("export.downloaded")).toEqual([{ subject: "export:projects", subjectName: "Projects export" }]);
    expect(named("project.created")).toEqual([{ subject: `project:${made.project}`, subjectName: "Project: Skyline Residences Baner" }]);
  });

  it("names an employee record by name and employee ID, and leaves account addresses as they are", async () => {
    await ctx.asAdmin({ method: "POST", url: employeeRevealPath(made.employee) });
    const [reveal] = await entries("event=employee.identifiers_revealed");
    expect(reveal).toMatchObject({ subject: `employee:${made.employee}`, subjectName: `Aarav Deshmukh (${made.employeeId})` });
    const [login] = await entries("event=login.success");
    expect(login!.subject).toMatch(/@/);
    expect(login!.subjectName).toBeNull();
  });

  it("has no name for a record that is gone; its subject stays", async () => {
    expect((await ctx.asAdmin({ method: "DELETE", url: `${ADMIN_PROJECTS_PATH}/${made.project}` })).statusCode).toBe(204);
    const rows = await entries("event=project.deleted");
    expect(rows.map((row) => [row.subject, row.subjectName])).toEqual([[`project:${made.project}`, null]]);
  });

  it("finds what was done to a person by their name or employee ID, not only what they did", async () => {
    const byName = await entries("person=Deshmukh&event=leave.requested");
    expect(byName).toHaveLength(1);
    const aboutRecord = await entries(`person=${made.employeeId}`);
    expect(aboutRecord.map((row) => row.subject)).toContain(`employee:${made.employee}`);
    expect(aboutRecord.map((row) => row.subject)).toContain(`leave:${made.leave}`);
  });
});

describe("GET /api/admin/audit: dates", () => {
  it("takes business dates from and to, both included, in the business time zone", async () => {
    const events = async (query: string) => (await entries(query)).map((row) => row.event);
    const second = await events("from=2026-11-02&to=2026-11-02");
    expect(second).toContain("project.created");
    // 23:59:59 in Pune is still the 2nd; midnight is the 3rd.
    expect(second).toContain("export.downloaded");
    expect(second).not.toContain("leave.requested");
    expect(await events("from=2026-11-03")).toContain("leave.requested");
    expect(await events("from=2026-11-03")).not.toContain("export.downloaded");
    expect(await events("to=2026-11-01")).toEqual([]);
    // Exactly the entries from 2 November 00:00 to 3 November 23:59:59 in Pune.
    const inWindow = (await entries("limit=500")).filter(
      (row) => row.at >= "2026-11-01T18:30:00.000Z" && row.at < "2026-11-03T18:30:00.000Z",
    );
    expect((await entries("from=2026-11-02&to=2026-11-03&limit=500")).map((row) => row.id)).toEqual(inWindow.map((row) => row.id));
  });

  it("refuses bad filters with a field message", async () => {
    const refused = async (query: string) => {
      const response = await audit(query);
      expect(response.statusCode, query).toBe(400);
      return response.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors;
    };
    expect(await refused("from=2026-11-31")).toEqual({ from: ["Enter a date as YYYY-MM-DD"] });
    expect(await refused("to=03-11-2026")).toEqual({ to: ["Enter a date as YYYY-MM-DD"] });
    expect(await refused("from=3000-01-01")).toEqual({ from: ["Enter a year from 1900 to 2999"] });
    expect(await refused("from=2026-11-03&to=2026-11-02")).toEqual({ to: ["'To' cannot be before 'From'"] });
    expect(await refused("event=login.nothing")).toEqual({ event: ["Unknown event"] });
    expect(await refused(`person=${"a".repeat(101)}`)).toEqual({ person: ["Person must be at most 100 characters"] });
    // The same day as from and to is a day, not an error.
    expect((await audit("from=2026-11-03&to=2026-11-03")).statusCode).toBe(200);
  });

  it("is for admins: HR and employees 403, no session 401", async () => {
    for (const role of ["hr", "employee"] as const) {
      expect(
        (await ctx.app.inject({ method: "GET", url: `${ADMIN_AUDIT_PATH}?from=2026-11-02`, headers: ctx.headers[role] })).statusCode,
      ).toBe(403);
    }
    expect((await ctx.app.inject({ method: "GET", url: ADMIN_AUDIT_PATH })).statusCode).toBe(401);
  });
});
