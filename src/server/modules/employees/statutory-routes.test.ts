import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { InjectOptions } from "fastify";
import { EMPLOYEE_PROFILE_PATH, type Profile } from "@/shared/contract/employee-portal";
import { ADMIN_EMPLOYEES_PATH, employeePath, type Employee, type EmployeeCreated, type EmployeeInput } from "@/shared/contract/employees";
import { HR_EMPLOYEES_PATH } from "@/shared/contract/hr";
import { findAccountByEmail } from "../../auth/account-store";
import { buildEmployeeInput } from "../../seed/builders";
import { createAdminTestApp, type AdminTestContext } from "../../testing/admin-test-app";
import { people, SETUP_TIMEOUT, TEST_DOMAIN } from "../../testing/helpers";
import { listAudit } from "../audit/store";

/**
 * The statutory fields of the employee record (docs/product.md section 7.1, Statutory Details) through the
 * admin and HR routes: saved, loaded, defaulted and refused with the field's message; shown to the person
 * on their own profile, never in HR's directory.
 */
let ctx: AdminTestContext;
beforeAll(async () => {
  ctx = await createAdminTestApp("2026-11-22T06:00:00.000Z");
}, SETUP_TIMEOUT);
afterAll(async () => {
  await ctx?.close();
}, SETUP_TIMEOUT);

const asHr = (options: InjectOptions) => ctx.app.inject({ ...options, headers: { ...ctx.headers.hr, ...options.headers } });
const kept = { accountNumber: "", panNumber: "", aadharNumber: "" };
const statutory = (employee: Employee | Profile) => {
  const { gender, uan, esiIpNumber, pfMember, pfExclusionReason, pfWageCapped, epsMember, stateOfWork } = employee;
  return { gender, uan, esiIpNumber, pfMember, pfExclusionReason, pfWageCapped, epsMember, stateOfWork };
};
const hire = async (input: Partial<EmployeeInput> & Record<string, unknown> = {}) => {
  const payload = { ...buildEmployeeInput(TEST_DOMAIN), ...input };
  const response = await ctx.asAdmin({ method: "POST", url: ADMIN_EMPLOYEES_PATH, payload });
  expect(response.statusCode, response.body).toBe(201);
  return { input: payload, employee: response.json<EmployeeCreated>().employee };
};

/** The field's first message when `call` answers 400. */
async function refusal(
  call: Promise<{ statusCode: number; body: string; json: () => { fieldErrors?: Record<string, string[]> } }>,
  field: string,
) {
  const response = await call;
  expect(response.statusCode, response.body).toBe(400);
  return response.json().fieldErrors?.[field]?.[0];
}

/** Every value each field refuses, with its message (11 and 13 digits, letters; a state or regime not offered). */
const REFUSED: [field: string, value: unknown, message: string][] = [
  ["uan", "10012345678", "UAN must be 12 digits"],
  ["uan", "1001234567890", "UAN must be 12 digits"],
  ["uan", "10012345678A", "UAN must be 12 digits"],
  ["esiIpNumber", "311234567", "ESI IP number must be 10 digits"],
  ["esiIpNumber", "31123456789", "ESI IP number must be 10 digits"],
  ["esiIpNumber", "31123456X8", "ESI IP number must be 10 digits"],
  ["gender", "", "Gender is required"],
  ["gender", "F", "Gender is required"],
  ["pfMember", "no", "Choose whether the person is a PF member"],
  ["pfWageCapped", null, "Choose whether PF is on at most ₹15,000 of basic or on the full basic"],
  ["epsMember", "yes", "Choose whether the person is an EPS member"],
  ["stateOfWork", "Karnataka", "Choose a state of work from the list"],
];

describe("the admin routes", () => {
  it("save and load every field; the detail and the list answer them as saved", async () => {
    const values = {
      gender: "male",
      uan: "1001 2345 6789",
      esiIpNumber: "3112345678",
      pfMember: true,
      pfExclusionReason: null,
      pfWageCapped: false,
      epsMember: false,
      stateOfWork: "KA",
    } as const;
    const { employee } = await hire({ ...values, workLocation: "Pune" });
    const saved = { ...values, uan: "100123456789" };
    expect(statutory(employee)).toEqual(saved);
    expect(statutory((await ctx.asAdmin({ method: "GET", url: employeePath(employee.id) })).json<Employee>())).toEqual(saved);
    const list = (await ctx.asAdmin({ method: "GET", url: `${ADMIN_EMPLOYEES_PATH}?q=${employee.employeeId}` })).json<Employee[]>();
    expect(list.map(statutory)).toEqual([saved]);
  });

  it("default what is left out: a PF member capped at ₹15,000, the work location's state, no UAN or ESI IP number, EPS by the rule", async () => {
    // Basic 30,000 and no UAN: the person first joins EPF now with pay above ₹15,000, so is no EPS member.
    const { employee } = await hire({ workLocation: "Bangalore" });
    const defaults = {
      gender: "female",
      uan: null,
      esiIpNumber: null,
      pfMember: true,
      pfExclusionReason: null,
      pfWageCapped: true,
      epsMember: false,
      stateOfWork: "KA",
    };
    expect(statutory(employee)).toEqual(defaults);
    expect((await hire({ workLocation: "Remote", stateOfWork: "" })).employee.stateOfWork).toBe("MH");
    // At the ceiling, or with a UAN (an earlier membership): an EPS member.
    expect((await hire({ basicSalary: 15_000 })).employee.epsMember).toBe(true);
    expect((await hire({ uan: "100427607286" })).employee.epsMember).toBe(true);
  });

  it("refuse an EPS member above ₹15,000 with no UAN, on the hire and on the edit (400 under epsMember)", async () => {
    const message =
      "Not an EPS member: with a basic above ₹15,000 and no UAN the person first joins EPF now (after 1 Sep 2014). Choose No, or enter the UAN of an earlier membership";
    const created = ctx.asAdmin({
      method: "POST",
      url: ADMIN_EMPLOYEES_PATH,
      payload: buildEmployeeInput(TEST_DOMAIN, { basicSalary: 15_001, epsMember: true }),
    });
    expect(await refusal(created, "epsMember")).toBe(message);
    const { employee, input } = await hire({ uan: "100257274743" });
    expect(employee.epsMember).toBe(true);
    // A raise above the ceiling for someone with a UAN keeps EPS; without the UAN it would not be lawful, and the UAN stays.
    const raised = await ctx.asAdmin({
      method: "PUT",
      url: employeePath(employee.id),
      payload: { ...input, ...kept, basicSalary: 45_000 },
    });
    expect(raised.statusCode, raised.body).toBe(200);
    const { employee: newcomer, input: newcomerInput } = await hire({ basicSalary: 14_000 });
    expect(newcomer.epsMember).toBe(true);
    const above = ctx.asAdmin({
      method: "PUT",
      url: employeePath(newcomer.id),
      payload: { ...newcomerInput, ...kept, basicSalary: 16_000, epsMember: true },
    });
    expect(await refusal(above, "epsMember")).toBe(message);
  });

  it("refuse each field with its message, on the hire and on the edit", async () => {
    const { employee, input } = await hire();
    for (const [field, value, message] of REFUSED) {
      const payload = { ...buildEmployeeInput(TEST_DOMAIN), [field]: value };
      expect(
        await refusal(ctx.asAdmin({ method: "POST", url: ADMIN_EMPLOYEES_PATH, payload }), field),
        `POST ${field} ${String(value)}`,
      ).toBe(message);
      const edit = { ...input, ...kept, [field]: value };
      expect(
        await refusal(ctx.asAdmin({ method: "PUT", url: employeePath(employee.id), payload: edit }), field),
        `PUT ${field} ${String(value)}`,
      ).toBe(message);
    }
    const { gender: _gender, ...withoutGender } = buildEmployeeInput(TEST_DOMAIN);
    expect(await refusal(ctx.asAdmin({ method: "POST", url: ADMIN_EMPLOYEES_PATH, payload: withoutGender }), "gender")).toBe(
      "Gender is required",
    );
    // Nothing of the refused edits was kept.
    expect(statutory((await ctx.asAdmin({ method: "GET", url: employeePath(employee.id) })).json<Employee>())).toEqual(statutory(employee));
  });

  it("change them on an edit, audited by name; a blank ESI IP number clears it (a UAN is corrected, never cleared: pf-membership-routes.test.ts)", async () => {
    const { employee, input } = await hire({ uan: "100123456780", esiIpNumber: "3112345670" });
    const changes = { gender: "other", uan: "100257274743", esiIpNumber: "", epsMember: false } as const;
    const response = await ctx.asAdmin({ method: "PUT", url: employeePath(employee.id), payload: { ...input, ...kept, ...changes } });
    expect(response.statusCode, response.body).toBe(200);
    expect(statutory(response.json<Employee>())).toEqual({ ...statutory(employee), ...changes, esiIpNumber: null });
    const [entry] = await listAudit(ctx.database.db, { event: "employee.updated", limit: 1 });
    expect(entry!.details).toEqual({ employeeId: input.employeeId, fields: ["gender", "uan", "esiIpNumber", "epsMember"] });
    expect(JSON.stringify(entry)).not.toContain("100123456780");
    // Saving the same values again changes nothing.
    await ctx.asAdmin({ method: "PUT", url: employeePath(employee.id), payload: { ...input, ...kept, ...changes } });
    const [again] = await listAudit(ctx.database.db, { event: "employee.updated", limit: 1 });
    expect(again!.details).toEqual({ employeeId: input.employeeId, fields: [] });
  });
});

describe("the HR routes", () => {
  it("edit them like the admin and refuse each with its message", async () => {
    const { employee, input } = await hire();
    const values = {
      gender: "male",
      uan: "101234567891",
      esiIpNumber: "3198765432",
      pfMember: true,
      pfExclusionReason: null,
      pfWageCapped: true,
      epsMember: false,
      stateOfWork: "GJ",
    } as const;
    const edit = await asHr({ method: "PUT", url: employeePath(employee.id, "hr"), payload: { ...input, ...kept, ...values } });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(statutory(edit.json<Employee>())).toEqual(values);
    expect(statutory((await asHr({ method: "GET", url: employeePath(employee.id, "hr") })).json<Employee>())).toEqual(values);
    for (const [field, value, message] of REFUSED) {
      const payload = { ...input, ...kept, [field]: value };
      expect(
        await refusal(asHr({ method: "PUT", url: employeePath(employee.id, "hr"), payload }), field),
        `${field} ${String(value)}`,
      ).toBe(message);
    }
  });

  it("hire from the short form with the gender given (or none) and the defaults, and refuse a gender not offered", async () => {
    const form = {
      name: "Ishita Kulkarni",
      department: "Marketing",
      position: "Marketing Executive",
      salary: 42_000,
      joinDate: "2026-11-02",
    };
    const withGender = await asHr({
      method: "POST",
      url: HR_EMPLOYEES_PATH,
      payload: { ...form, email: `ishita.k1@${TEST_DOMAIN}`, gender: "female" },
    });
    expect(withGender.statusCode, withGender.body).toBe(201);
    // Salary 42,000 (the basic) and no UAN: first joins EPF now above ₹15,000, so no EPS member.
    const defaults = {
      uan: null,
      esiIpNumber: null,
      pfMember: true,
      pfExclusionReason: null,
      pfWageCapped: true,
      epsMember: false,
      stateOfWork: "MH",
    };
    expect(statutory(withGender.json<EmployeeCreated>().employee)).toEqual({ gender: "female", ...defaults });
    const without = await asHr({ method: "POST", url: HR_EMPLOYEES_PATH, payload: { ...form, email: `ishita.k2@${TEST_DOMAIN}` } });
    expect(statutory(without.json<EmployeeCreated>().employee)).toEqual({ gender: null, ...defaults });
    // At ₹15,000: an EPS member.
    const atCeiling = await asHr({
      method: "POST",
      url: HR_EMPLOYEES_PATH,
      payload: { ...form, salary: 15_000, email: `ishita.k4@${TEST_DOMAIN}` },
    });
    expect(atCeiling.json<EmployeeCreated>().employee.epsMember).toBe(true);
    const refused = asHr({
      method: "POST",
      url: HR_EMPLOYEES_PATH,
      payload: { ...form, email: `ishita.k3@${TEST_DOMAIN}`, gender: "woman" },
    });
    expect(await refusal(refused, "gender")).toBe("Gender must be male, female or other");
  });

  it("keep UAN and ESI IP number out of the directory", async () => {
    const { input } = await hire({ uan: "100999888777", esiIpNumber: "3100999888" });
    const directory = await asHr({ method: "GET", url: `${HR_EMPLOYEES_PATH}?q=${encodeURIComponent(input.email)}` });
    expect(directory.json()).toHaveLength(1);
    for (const value of ["100999888777", "3100999888"]) expect(directory.body).not.toContain(value);
  });
});

describe("the employee's own profile", () => {
  it("carries their statutory details read-only: the defaults of a record made before them, then what HR saved", async () => {
    const profile = async () =>
      (await ctx.app.inject({ method: "GET", url: EMPLOYEE_PROFILE_PATH, headers: ctx.headers.employee })).json<Profile>();
    expect(statutory(await profile())).toEqual({
      gender: null,
      uan: null,
      esiIpNumber: null,
      pfMember: true,
      pfExclusionReason: null,
      pfWageCapped: true,
      epsMember: true,
      stateOfWork: "MH",
    });
    const account = (await findAccountByEmail(ctx.database.db, people.employee.email))!;
    const record = account.employee!;
    const values = {
      gender: "male",
      uan: "100555444333",
      esiIpNumber: "",
      pfMember: true,
      pfExclusionReason: null,
      pfWageCapped: false,
      epsMember: true,
      stateOfWork: "MH",
    } as const;
    const payload = {
      ...buildEmployeeInput(TEST_DOMAIN, { employeeId: record.employeeId, email: account.email, firstName: "Aarav", lastName: "Deshmukh" }),
      ...values,
    };
    const saved = await asHr({ method: "PUT", url: employeePath(record.id, "hr"), payload });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(statutory(await profile())).toEqual({ ...values, esiIpNumber: null });
  });
});
