import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_PASSWORD_PATH, LOGIN_PATHS } from "@/shared/contract/auth";
import { EMPLOYEE_PROFILE_PATH, type Profile } from "@/shared/contract/employee-portal";
import {
  ADMIN_EMPLOYEES_PATH,
  employeeDeactivatePath,
  employeePath,
  type Employee,
  type EmployeeCreated,
  type EmployeeInput,
} from "@/shared/contract/employees";
import { employeeOptionsPath, reportingManagerMessages, type EmployeeOption } from "@/shared/contract/reporting-manager";
import { HR_EMPLOYEES_PATH } from "@/shared/contract/hr";
import { buildEmployeeInput } from "../../seed/builders";
import { createAdminTestApp, type AdminTestContext } from "../../testing/admin-test-app";
import { people, sessionFor, sessionHeader, SETUP_TIMEOUT, TEST_DOMAIN } from "../../testing/helpers";
import { findAccountByEmail } from "../../auth/account-store";

/** The reporting manager as a reference to another active person (docs/product.md section 9.20): hire, edit, picker, profile. */
let ctx: AdminTestContext;
beforeAll(async () => {
  ctx = await createAdminTestApp("2026-11-22T06:00:00.000Z");
}, SETUP_TIMEOUT);
afterAll(async () => {
  await ctx?.close();
}, SETUP_TIMEOUT);

type Hired = { input: EmployeeInput; employee: Employee; temporaryPassword: string | null };
const hire = async (overrides: Partial<EmployeeInput> = {}): Promise<Hired> => {
  const input = buildEmployeeInput(TEST_DOMAIN, overrides);
  const response = await ctx.asAdmin({ method: "POST", url: ADMIN_EMPLOYEES_PATH, payload: input });
  expect(response.statusCode, response.body).toBe(201);
  return { input, ...response.json<EmployeeCreated>() };
};
/** The edit form sent back as it was, with the manager changed (blank identifiers keep the stored ones). */
const setManager = (person: Hired, reportingManagerId: unknown) =>
  ctx.asAdmin({
    method: "PUT",
    url: employeePath(person.employee.id),
    payload: { ...person.input, accountNumber: "", panNumber: "", aadharNumber: "", reportingManagerId },
  });
const managerError = async (response: Awaited<ReturnType<typeof setManager>>) => {
  expect(response.statusCode, response.body).toBe(400);
  return response.json().fieldErrors.reportingManagerId;
};

describe("the reporting manager of a record", () => {
  it("is another active person, given by id and answered with their name, in the detail and the lists", async () => {
    const rohit = await hire({ firstName: "Rohit", lastName: "Pawar", designation: "Sales Manager" });
    const aarav = await hire({ firstName: "Aarav", lastName: "Deshmukhx", reportingManagerId: rohit.employee.id });
    expect(aarav.employee).toMatchObject({ reportingManagerId: rohit.employee.id, reportingManagerName: "Rohit Pawar" });
    const detail = await ctx.asAdmin({ method: "GET", url: employeePath(aarav.employee.id) });
    expect(detail.json<Employee>()).toMatchObject({ reportingManagerId: rohit.employee.id, reportingManagerName: "Rohit Pawar" });
    const hrList = await ctx.app.inject({ method: "GET", url: `${HR_EMPLOYEES_PATH}?q=deshmukhx`, headers: ctx.headers.hr });
    expect(hrList.json()).toEqual([
      expect.objectContaining({ reportingManagerId: rohit.employee.id, reportingManagerName: "Rohit Pawar" }),
    ]);
    const cleared = await setManager(aarav, "");
    expect(cleared.json<Employee>()).toMatchObject({ reportingManagerId: null, reportingManagerName: null });
  });

  it("refuses an unknown or inactive person and one's own record, with the field's message", async () => {
    const gone = await hire({ firstName: "Sunil", lastName: "Bapat" });
    expect((await ctx.asAdmin({ method: "POST", url: employeeDeactivatePath(gone.employee.id) })).statusCode).toBe(200);
    for (const reportingManagerId of [gone.employee.id, 999_999]) {
      const response = await ctx.asAdmin({
        method: "POST",
        url: ADMIN_EMPLOYEES_PATH,
        payload: buildEmployeeInput(TEST_DOMAIN, { reportingManagerId }),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors.reportingManagerId).toEqual([reportingManagerMessages.notActive]);
    }
    const person = await hire();
    expect(await managerError(await setManager(person, person.employee.id))).toEqual([reportingManagerMessages.self]);
    expect(await managerError(await setManager(person, gone.employee.id))).toEqual([reportingManagerMessages.notActive]);
    expect(await managerError(await setManager(person, "Sneha Patil"))).toEqual([reportingManagerMessages.choose]);
    const hrHire = await ctx.app.inject({
      method: "POST",
      url: HR_EMPLOYEES_PATH,
      headers: ctx.headers.hr,
      payload: {
        name: "Madhuri Dixit",
        email: `madhuri.dixit@${TEST_DOMAIN}`,
        department: "Sales",
        position: "Sales Executive",
        salary: 30_000,
        joinDate: "2026-11-02",
        reportingManagerId: 999_999,
      },
    });
    expect(hrHire.statusCode).toBe(400);
    expect(hrHire.json().fieldErrors.reportingManagerId).toEqual([reportingManagerMessages.notActive]);
  });

  it("takes the manager's id as plain decimal digits only (or a JSON whole number): 0x10, ' 16' and 1.6e1 are refused", async () => {
    const manager = await hire({ firstName: "Kiran", lastName: "Bhosale" });
    const person = await hire();
    const id = manager.employee.id;
    for (const spelling of [`0x${id.toString(16)}`, ` ${id}`, `${id} `, `+${id}`, `${id}.0`, `${id}e0`, `${id / 10}e1`, `0${id}`]) {
      expect(await managerError(await setManager(person, spelling)), JSON.stringify(spelling)).toEqual([reportingManagerMessages.choose]);
    }
    for (const accepted of [String(id), id]) {
      const response = await setManager(person, accepted);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<Employee>().reportingManagerId).toBe(id);
    }
  });

  it("refuses a loop of managers, directly (A under B under A) or through others", async () => {
    const a = await hire({ firstName: "Neha", lastName: "Gokhale" });
    const b = await hire({ firstName: "Omkar", lastName: "Jadhav", reportingManagerId: a.employee.id });
    const c = await hire({ firstName: "Tanvi", lastName: "Shinde", reportingManagerId: b.employee.id });
    expect(await managerError(await setManager(a, b.employee.id))).toEqual([reportingManagerMessages.cycle("Omkar Jadhav")]);
    expect(await managerError(await setManager(a, c.employee.id))).toEqual([reportingManagerMessages.cycle("Tanvi Shinde")]);
    // Moving C from under B to under A closes no loop.
    expect((await setManager(c, a.employee.id)).statusCode).toBe(200);
  });

  it("keeps a manager who has left since on an edit of something else", async () => {
    const manager = await hire({ firstName: "Kunal", lastName: "Mehta" });
    const report = await hire({ reportingManagerId: manager.employee.id });
    await ctx.asAdmin({ method: "POST", url: employeeDeactivatePath(manager.employee.id) });
    const edited = await ctx.asAdmin({
      method: "PUT",
      url: employeePath(report.employee.id),
      payload: { ...report.input, accountNumber: "", panNumber: "", aadharNumber: "", designation: "Senior Sales Executive" },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<Employee>()).toMatchObject({
      designation: "Senior Sales Executive",
      reportingManagerId: manager.employee.id,
      reportingManagerName: "Kunal Mehta",
    });
  });

  it("shows on the person's own profile by name, empty when none is set", async () => {
    const sneha = (await findAccountByEmail(ctx.database.db, people.hr.email))!.employeeRecordId!;
    const person = await hire({ firstName: "Ishita", lastName: "Bhide", reportingManagerId: sneha });
    const login = await ctx.app.inject({
      method: "POST",
      url: LOGIN_PATHS.employee,
      payload: { email: person.employee.email, password: person.temporaryPassword },
    });
    const password = "Aundh-Content-2026";
    const header = sessionHeader("employee", login.json().sessionId);
    await ctx.app.inject({
      method: "POST",
      url: `${AUTH_PASSWORD_PATH}?portal=employee`,
      headers: header,
      payload: { currentPassword: person.temporaryPassword, newPassword: password },
    });
    const session = sessionHeader("employee", await sessionFor(ctx.app, "employee", { email: person.employee.email, password }));
    const profile = await ctx.app.inject({ method: "GET", url: EMPLOYEE_PROFILE_PATH, headers: session });
    expect(profile.json<Profile>().manager).toBe("Sneha Patil");
    const own = await ctx.app.inject({ method: "GET", url: EMPLOYEE_PROFILE_PATH, headers: ctx.headers.employee });
    expect(own.json<Profile>().manager).toBe("");
  });
});

describe("GET .../employees/options", () => {
  it("lists active people matching name, employee ID or designation, by name, at most 20", async () => {
    const lead = await hire({ firstName: "Varun", lastName: "Iyerq", designation: "Technology Lead" });
    const left = await hire({ firstName: "Varun", lastName: "Iyerz" });
    await ctx.asAdmin({ method: "POST", url: employeeDeactivatePath(left.employee.id) });
    const options = async (area: "admin" | "hr", search: string) => {
      const response = await ctx.app.inject({
        method: "GET",
        url: `${employeeOptionsPath(area)}?search=${encodeURIComponent(search)}`,
        headers: ctx.headers[area],
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<EmployeeOption[]>();
    };
    const expected = {
      id: lead.employee.id,
      employeeId: lead.employee.employeeId,
      name: "Varun Iyerq",
      designation: "Technology Lead",
      department: "Sales",
    };
    expect(await options("admin", "varun iyer")).toEqual([expected]);
    expect(await options("hr", "technology lead")).toEqual([expected]);
    expect(await options("hr", lead.employee.employeeId)).toEqual([expected]);
    for (let i = 0; i < 21; i += 1) await hire({ firstName: "Gauri", lastName: `Phadke${String.fromCharCode(97 + i)}` });
    const many = await options("hr", "gauri phadke");
    expect(many).toHaveLength(20);
    expect(many.map((option) => option.name)).toEqual([...many.map((option) => option.name)].sort());
    expect((await options("admin", "")).length).toBe(20);
  });

  it("answers a bad search with 400 and is staff-only", async () => {
    const long = await ctx.asAdmin({ method: "GET", url: `${employeeOptionsPath("admin")}?search=${"a".repeat(101)}` });
    expect(long.statusCode).toBe(400);
    expect(long.json().fieldErrors.search).toEqual(["Search must be at most 100 characters"]);
    const control = await ctx.asAdmin({ method: "GET", url: `${employeeOptionsPath("admin")}?search=a%07b` });
    expect(control.json().fieldErrors.search).toEqual(["Contains control characters that are not allowed"]);
    expect((await ctx.app.inject({ method: "GET", url: employeeOptionsPath("hr"), headers: ctx.headers.employee })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: "GET", url: employeeOptionsPath("admin"), headers: ctx.headers.hr })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: "GET", url: employeeOptionsPath("hr") })).statusCode).toBe(401);
  });
});
