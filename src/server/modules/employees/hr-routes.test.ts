import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { InjectOptions } from "fastify";
import { ADMIN_EMPLOYEES_PATH, employeePath, employeeRevealPath, type Employee, type EmployeeCreated } from "@/shared/contract/employees";
import { HR_EMPLOYEES_PATH, type HrEmployee, type HrEmployeeInput } from "@/shared/contract/hr";
import { staffAccounts } from "../../db/schema";
import { buildEmployeeInput } from "../../seed/builders";
import { createAdminTestApp, type AdminTestContext } from "../../testing/admin-test-app";
import { login, people, SETUP_TIMEOUT, TEST_DOMAIN } from "../../testing/helpers";
import { findAccountByEmail } from "../../auth/account-store";
import { listAudit } from "../audit/store";
import { createStaffAccount } from "../users/service";

let ctx: AdminTestContext;
/** Sneha Patil's record (the HR test account): the reporting manager the form picks. */
let snehaRecord = 0;
beforeAll(async () => {
  ctx = await createAdminTestApp("2026-11-22T06:00:00.000Z");
  snehaRecord = (await findAccountByEmail(ctx.database.db, people.hr.email))!.employeeRecordId!;
}, SETUP_TIMEOUT);
afterAll(async () => {
  await ctx?.close();
}, SETUP_TIMEOUT);

const asHr = (options: InjectOptions) => ctx.app.inject({ ...options, headers: { ...ctx.headers.hr, ...options.headers } });
let n = 0;
const hrForm = (overrides: Partial<HrEmployeeInput> & Record<string, unknown> = {}): HrEmployeeInput => ({
  name: "Ishita Kulkarni",
  email: `ishita.kulkarni${(n += 1)}@${TEST_DOMAIN}`,
  department: "Marketing",
  position: "Marketing Executive",
  salary: 42_000,
  joinDate: "2026-11-02",
  status: "Active",
  reportingManagerId: snehaRecord,
  phone: "+91 98220 11111",
  ...overrides,
});
const create = (payload: Record<string, unknown>) => asHr({ method: "POST", url: HR_EMPLOYEES_PATH, payload });
const hire = async (overrides: Partial<HrEmployeeInput> & Record<string, unknown> = {}) => {
  const response = await create(hrForm(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<EmployeeCreated>();
};
const fieldError = async (overrides: Record<string, unknown>, field: string) => {
  const response = await create({ ...hrForm(), ...overrides });
  expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
  return response.json().fieldErrors?.[field]?.[0];
};

describe("POST /api/hr/employees", () => {
  it("makes the one employee record: name split at the last space, position as designation, salary as basic, an account with a temporary password", async () => {
    const input = hrForm({ name: "  Aarav  Vijay Deshmukh ", email: `aarav.vd@${TEST_DOMAIN}` });
    const response = await create({ ...input, isActive: false, hra: 5000 });
    expect(response.statusCode, response.body).toBe(201);
    const { employee, temporaryPassword } = response.json<EmployeeCreated>();
    expect(employee).toMatchObject({
      employeeId: expect.stringMatching(/^EMP\d{3}$/),
      firstName: "Aarav Vijay",
      lastName: "Deshmukh",
      email: input.email,
      phone: "+91 98220 11111",
      department: "Marketing",
      designation: "Marketing Executive",
      dateOfJoining: "2026-11-02",
      reportingManagerId: snehaRecord,
      reportingManagerName: "Sneha Patil",
      basicSalary: 42_000,
      hra: 0,
      hasSalaryData: true,
      ctcMonthly: 42_000,
      isActive: true,
      dateOfBirth: null,
      accountNumber: null,
      account: { role: "employee", isActive: true, mustChangePassword: true, lastLoginAt: null },
    });
    expect(temporaryPassword).toMatch(/^[A-Za-z2-9]{5}-[A-Za-z2-9]{5}-[A-Za-z2-9]{5}$/);
    expect((await login(ctx.app, "employee", { email: input.email, password: temporaryPassword! })).statusCode).toBe(200);
    const [entry] = await listAudit(ctx.database.db, { event: "employee.created", limit: 1 });
    expect(entry).toMatchObject({ subject: `employee:${employee.id}`, details: { employeeId: employee.employeeId, accountCreated: true } });
  });

  it("defaults: status Active when left out, manager and phone optional, a one-word name is all first name", async () => {
    const { status: _status, reportingManagerId: _manager, phone: _phone, ...rest } = hrForm({ name: "Madhuri" });
    const response = await create(rest);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<EmployeeCreated>().employee).toMatchObject({
      firstName: "Madhuri",
      lastName: "",
      isActive: true,
      reportingManagerId: null,
      reportingManagerName: null,
      phone: null,
    });
    const blanks = await hire({ phone: "  ", reportingManagerId: "" });
    expect(blanks.employee).toMatchObject({ phone: null, reportingManagerId: null, reportingManagerName: null });
  });

  it("status Inactive makes an inactive record whose login stays closed", async () => {
    const input = hrForm({ status: "Inactive" });
    const { employee, temporaryPassword } = (await create(input)).json<EmployeeCreated>();
    expect(employee).toMatchObject({ isActive: false, account: { isActive: false } });
    expect((await login(ctx.app, "employee", { email: input.email, password: temporaryPassword! })).statusCode).not.toBe(200);
  });

  it("answers the HR form's messages word for word", async () => {
    const required: [string, string][] = [
      ["name", "Name is required"],
      ["department", "Department is required"],
      ["position", "Position is required"],
      ["salary", "Salary is required"],
      ["joinDate", "Join date is required"],
      ["status", "Status is required"],
    ];
    for (const [field, message] of required) {
      expect(await fieldError({ [field]: "  " }, field), field).toBe(message);
      expect(await fieldError({ [field]: undefined, ...(field === "status" ? { status: null } : {}) }, field), field).toBe(message);
    }
    expect(await fieldError({ email: "" }, "email")).toBe("Valid email is required");
    expect(await fieldError({ email: "ishita@" }, "email")).toBe("Valid email is required");
    expect(await fieldError({ email: "ishita@gmail.com" }, "email")).toBe(`Only @${TEST_DOMAIN} email addresses are allowed`);
    expect(await fieldError({ department: "Legal" }, "department")).toBe("Department is required");
    expect(await fieldError({ status: "On Leave" }, "status")).toBe("Status is required");
    for (const salary of [-1, 2.5, "abc"]) expect(await fieldError({ salary }, "salary"), String(salary)).toBe("Salary must be positive");
    expect(await fieldError({ phone: "982201234" }, "phone")).toBe("Valid phone number is required");
    expect(await fieldError({ joinDate: "2026-02-30" }, "joinDate")).toBe("Enter a date as YYYY-MM-DD");
    // Every department of the HR form is accepted, and a salary typed as text counts as rupees.
    for (const department of ["Engineering", "Marketing", "Sales", "HR", "Finance", "Operations"])
      await hire({ department: department as never });
    expect((await hire({ salary: "0" as never })).employee.basicSalary).toBe(0);
  });

  it("refuses an e-mail already in use with 409 naming the field, like the admin create", async () => {
    const { employee } = await hire();
    const same = await create(hrForm({ email: employee.email.toUpperCase() }));
    expect(same.statusCode).toBe(409);
    expect(same.json()).toEqual({
      message: "An employee with this email already exists",
      fieldErrors: { email: ["An employee with this email already exists"] },
    });
  });

  it("gives the next free employee ID, different ones to hires made at once", async () => {
    // An admin-typed code counts; a longer non-EMP code does not.
    await ctx.asAdmin({ method: "POST", url: ADMIN_EMPLOYEES_PATH, payload: buildEmployeeInput(TEST_DOMAIN, { employeeId: "EMP0700" }) });
    await ctx.asAdmin({ method: "POST", url: ADMIN_EMPLOYEES_PATH, payload: buildEmployeeInput(TEST_DOMAIN, { employeeId: "TMP9000" }) });
    expect((await hire()).employee.employeeId).toBe("EMP701");
    const answers = await Promise.all([1, 2, 3].map(() => create(hrForm())));
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201]);
    const ids = answers.map((answer) => answer.json<EmployeeCreated>().employee.employeeId).sort();
    expect(ids).toEqual(["EMP702", "EMP703", "EMP704"]);
  });
});

describe("GET /api/hr/employees", () => {
  it("pages and searches by name, e-mail and department, with only the directory's fields and masked identifiers", async () => {
    const admin = buildEmployeeInput(TEST_DOMAIN, { firstName: "Zoya", lastName: "Merchant", department: "Finance" });
    await ctx.asAdmin({ method: "POST", url: ADMIN_EMPLOYEES_PATH, payload: admin });
    const page = await asHr({ method: "GET", url: `${HR_EMPLOYEES_PATH}?q=${encodeURIComponent("zoya merchant")}&limit=5` });
    expect(page.statusCode).toBe(200);
    expect(page.headers["x-total-count"]).toBe("1");
    const [row] = page.json<HrEmployee[]>();
    expect(row).toMatchObject({
      firstName: "Zoya",
      lastName: "Merchant",
      department: "Finance",
      accountNumber: `XXXXXX${admin.accountNumber!.slice(-4)}`,
    });
    expect(Object.keys(row!).sort()).toEqual(
      [
        "accountNumber",
        "basicSalary",
        "ctcMonthly",
        "dateOfJoining",
        "department",
        "designation",
        "email",
        "employeeId",
        "firstName",
        "hasSalaryData",
        "id",
        "ifscCode",
        "isActive",
        "lastName",
        "phone",
        "reportingManagerId",
        "reportingManagerName",
      ].sort(),
    );
    for (const value of [admin.aadharNumber, admin.panNumber, admin.accountNumber, admin.address, admin.dateOfBirth])
      expect(page.body).not.toContain(value);
    const byEmail = await asHr({ method: "GET", url: `${HR_EMPLOYEES_PATH}?q=${encodeURIComponent(admin.email)}` });
    expect(byEmail.json<HrEmployee[]>().map((e) => e.email)).toEqual([admin.email]);
    const byDepartment = await asHr({ method: "GET", url: `${HR_EMPLOYEES_PATH}?q=finance&limit=1&offset=0` });
    expect(Number(byDepartment.headers["x-total-count"])).toBeGreaterThanOrEqual(2);
    expect(byDepartment.json()).toHaveLength(1);
    expect(byDepartment.json<HrEmployee[]>()[0]!.department).toBe("Finance");
  });
});

describe("PUT /api/hr/employees/{id}", () => {
  it("edits like the admin PUT, audited; the detail and reveal answer under /api/hr", async () => {
    const input = buildEmployeeInput(TEST_DOMAIN);
    const { employee } = (await ctx.asAdmin({ method: "POST", url: ADMIN_EMPLOYEES_PATH, payload: input })).json<EmployeeCreated>();
    const edit = await asHr({
      method: "PUT",
      url: employeePath(employee.id, "hr"),
      payload: { ...input, designation: "Team Lead", aadharNumber: "", panNumber: "", accountNumber: "" },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json<Employee>()).toMatchObject({ designation: "Team Lead", panNumber: employee.panNumber });
    const [entry] = await listAudit(ctx.database.db, { event: "employee.updated", limit: 1 });
    expect(entry!.details).toEqual({ employeeId: input.employeeId, fields: ["designation"] });
    expect((await asHr({ method: "GET", url: employeePath(employee.id, "hr") })).json<Employee>().designation).toBe("Team Lead");
    expect((await asHr({ method: "POST", url: employeeRevealPath(employee.id, "hr") })).statusCode).toBe(200);
    const invalid = await asHr({ method: "PUT", url: employeePath(employee.id, "hr"), payload: { ...input, firstName: " " } });
    expect(invalid.json().fieldErrors).toEqual({ firstName: ["First name is required"] });
    expect((await asHr({ method: "PUT", url: employeePath(999_999, "hr"), payload: input })).statusCode).toBe(404);
  });

  it("refuses with 403 the record of an admin account; the admin may edit it", async () => {
    const other = await createStaffAccount(
      ctx.database.db,
      TEST_DOMAIN,
      { role: "admin", email: `anita.rao@${TEST_DOMAIN}`, password: "Koregaon-Park-Admin-1" },
      { via: "cli" },
    );
    const input = buildEmployeeInput(TEST_DOMAIN, { email: other.email, firstName: "Anita", lastName: "Rao" });
    const { employee } = (await ctx.asAdmin({ method: "POST", url: ADMIN_EMPLOYEES_PATH, payload: input })).json<EmployeeCreated>();
    expect(employee.account?.role).toBe("admin");
    const refused = await asHr({ method: "PUT", url: employeePath(employee.id, "hr"), payload: { ...input, basicSalary: 1 } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("HR may not change the record of an admin account");
    const [account] = await ctx.database.db.select().from(staffAccounts).where(eq(staffAccounts.employeeRecordId, employee.id));
    expect(account!.role).toBe("admin");
    const byAdmin = await ctx.asAdmin({ method: "PUT", url: employeePath(employee.id, "hr"), payload: { ...input, basicSalary: 1 } });
    expect(byAdmin.statusCode).toBe(403);
    expect((await ctx.asAdmin({ method: "PUT", url: employeePath(employee.id), payload: { ...input, basicSalary: 1 } })).statusCode).toBe(
      200,
    );
  });
});

describe("who may call", () => {
  it("hr and admin sessions may; the employee portal is refused; the account routes stay admin-only", async () => {
    const { employee } = await hire();
    for (const headers of [ctx.headers.hr, ctx.headers.admin]) {
      expect((await ctx.app.inject({ method: "GET", url: HR_EMPLOYEES_PATH, headers })).statusCode).toBe(200);
    }
    expect((await ctx.asAdmin({ method: "POST", url: HR_EMPLOYEES_PATH, payload: hrForm() })).statusCode).toBe(201);
    const employeeSession = ctx.headers.employee;
    expect((await ctx.app.inject({ method: "GET", url: HR_EMPLOYEES_PATH, headers: employeeSession })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: "POST", url: HR_EMPLOYEES_PATH, headers: employeeSession, payload: hrForm() })).statusCode).toBe(
      403,
    );
    expect(
      (await ctx.app.inject({ method: "PUT", url: employeePath(employee.id, "hr"), headers: employeeSession, payload: {} })).statusCode,
    ).toBe(403);
    for (const action of ["deactivate", "account/reset-password"]) {
      expect((await asHr({ method: "POST", url: `${employeePath(employee.id, "hr")}/${action}` })).statusCode, action).toBe(404);
      expect((await asHr({ method: "POST", url: `${employeePath(employee.id)}/${action}` })).statusCode, action).toBe(403);
    }
    expect((await asHr({ method: "PUT", url: `${employeePath(employee.id)}/account/role`, payload: { role: "admin" } })).statusCode).toBe(
      403,
    );
  });
});
