import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EmployeeDocument } from "@/shared/contract/employee-documents";
import { ADMIN_EMPLOYEES_PATH, type Employee, type EmployeeCreated } from "@/shared/contract/employees";
import { HR_EMPLOYEES_PATH, type HrEmployee } from "@/shared/contract/hr";
import { createSession } from "../../auth/session-store";
import { employees } from "../../db/schema";
import { buildEmployeeInput } from "../../seed/builders";
import { seedPeople, sessionHeader, SETUP_TIMEOUT, TEST_DOMAIN } from "../../testing/helpers";
import { createTestApp, type TestContext } from "../../testing/test-app";
import { multipart, pdfFile } from "../../testing/uploads";
import { createStaffAccount } from "../users/service";
import { hrReachMessages } from "./hr-reach";

let ctx: TestContext;
let accounts: Awaited<ReturnType<typeof seedPeople>>;

beforeAll(async () => {
  ctx = await createTestApp({});
  accounts = await seedPeople(ctx.database.db);
}, SETUP_TIMEOUT);
afterAll(async () => {
  await ctx?.close();
}, SETUP_TIMEOUT);

/**
 * HR's reach over an admin account's employee record (the rule: modules/employees/
 * hr-reach.ts). Under /api/hr such a record is a read-only profile at most: no salary, identifiers or
 * documents, no edit, and no new record attached to an admin account. The same calls under /api/admin,
 * by an admin, go through; HR keeps its reach over everyone else's record. The pay routes HR and admins share
 * (payroll, its files and payslips, pay items, salary revisions, tax, statements, the bank file) are listed and
 * checked in hr-reach-pay.test.ts.
 */
const HR_ON_ADMIN_RECORD: { call: string; hr: 200 | 403; message?: string }[] = [
  { call: "GET /api/hr/employees/:id", hr: 200 },
  { call: "PUT /api/hr/employees/:id", hr: 403, message: hrReachMessages.edit },
  { call: "POST /api/hr/employees/:id/reveal", hr: 403, message: hrReachMessages.identifiers },
  { call: "GET /api/hr/employees/:id/documents", hr: 403, message: hrReachMessages.documents },
  { call: "POST /api/hr/employees/:id/documents", hr: 403, message: hrReachMessages.documents },
  { call: "GET /api/hr/employees/:id/documents/:documentId", hr: 403, message: hrReachMessages.documents },
  { call: "DELETE /api/hr/employees/:id/documents/:documentId", hr: 403, message: hrReachMessages.documents },
];

describe("HR's reach over an admin account's record", () => {
  const db = () => ctx.database.db;
  const admin = async () => sessionHeader("admin", await createSession(db(), accounts.admin.id, "admin", new Date()));
  const hr = async () => sessionHeader("hr", await createSession(db(), accounts.hr.id, "hr", new Date()));
  const records: Record<"admin" | "employee", { id: number; input: ReturnType<typeof buildEmployeeInput>; documentId: number }> =
    {} as never;

  beforeAll(async () => {
    const anita = await createStaffAccount(
      db(),
      TEST_DOMAIN,
      { role: "admin", email: `anita.rao@${TEST_DOMAIN}`, password: "Koregaon-Park-Admin-1" },
      { via: "cli" },
    );
    for (const [key, email] of [
      ["admin", anita.email],
      ["employee", `kavya.nair@${TEST_DOMAIN}`],
    ] as const) {
      const input = buildEmployeeInput(TEST_DOMAIN, { email, uan: "100123123123", esiIpNumber: "3100123123" });
      const hired = await ctx.app.inject({ method: "POST", url: ADMIN_EMPLOYEES_PATH, headers: await admin(), payload: input });
      expect(hired.statusCode, hired.body).toBe(201);
      const id = hired.json<EmployeeCreated>().employee.id;
      const body = multipart([pdfFile(`${key}-offer.pdf`)]);
      const uploaded = await ctx.app.inject({
        method: "POST",
        url: `${ADMIN_EMPLOYEES_PATH}/${id}/documents`,
        headers: { ...body.headers, ...(await admin()) },
        payload: body.payload,
      });
      expect(uploaded.statusCode, uploaded.body).toBe(201);
      records[key] = { id, input, documentId: uploaded.json<EmployeeDocument[]>()[0]!.id };
    }
  }, SETUP_TIMEOUT);

  async function call(key: string, area: "hr" | "admin", record: (typeof records)["admin"]) {
    const [method, template] = key.split(" ") as [string, string];
    const url = template
      .replace("/api/hr/", `/api/${area}/`)
      .replace(":id", String(record.id))
      .replace(":documentId", String(record.documentId));
    const headers = area === "hr" ? await hr() : await admin();
    if (method === "POST" && url.endsWith("/documents")) {
      const body = multipart([pdfFile("another.pdf")]);
      return ctx.app.inject({ method, url, headers: { ...body.headers, ...headers }, payload: body.payload });
    }
    const payload = method === "PUT" ? { ...record.input, accountNumber: "", panNumber: "", aadharNumber: "", basicSalary: 1 } : undefined;
    return ctx.app.inject({ method: method as "GET", url, headers, ...(payload ? { payload } : {}) });
  }

  for (const { call: key, hr: expected, message } of HR_ON_ADMIN_RECORD) {
    it(`${key}: HR ${expected} on an admin's record; an admin under /api/admin, and HR on another record, go through`, async () => {
      const byHr = await call(key, "hr", records.admin);
      expect(byHr.statusCode, byHr.body).toBe(expected);
      if (message) expect(byHr.json().message).toBe(message);
      // The delete runs last for each record: the other calls still find the document.
      for (const [area, record] of [
        ["admin", records.admin],
        ["hr", records.employee],
      ] as const) {
        const allowed = await call(key, area, record);
        expect(allowed.statusCode, `${area} ${key}: ${allowed.body}`).toBeLessThan(300);
      }
    });
  }

  it("shows HR an admin's record as a profile only, in the detail and the directory: no salary, bank details, identifiers or personal details", async () => {
    const detail = (await call("GET /api/hr/employees/:id", "hr", records.admin)).json<Employee>();
    const { input } = records.admin;
    expect(detail).toMatchObject({
      id: records.admin.id,
      email: input.email,
      firstName: input.firstName,
      department: input.department,
      designation: input.designation,
      account: { role: "admin" },
    });
    expect(detail).toMatchObject({
      basicSalary: 0,
      ctcMonthly: 0,
      netSalary: 0,
      hasSalaryData: false,
      accountNumber: null,
      ifscCode: null,
      panNumber: null,
      aadharNumber: null,
      bankName: null,
      dateOfBirth: null,
      address: null,
    });
    expect(detail).toMatchObject({ gender: null, uan: null, esiIpNumber: null });
    const directory = await ctx.app.inject({
      method: "GET",
      url: `${HR_EMPLOYEES_PATH}?q=${encodeURIComponent(input.email)}`,
      headers: await hr(),
    });
    const [row] = directory.json<HrEmployee[]>();
    expect(row).toMatchObject({
      id: records.admin.id,
      basicSalary: 0,
      ctcMonthly: 0,
      hasSalaryData: false,
      accountNumber: null,
      ifscCode: null,
    });
    for (const body of [JSON.stringify(detail), directory.body]) expect(body).not.toContain(`XXXXXX${input.accountNumber!.slice(-4)}`);
    // The admin area and HR on an employee's record see the full (masked) record.
    for (const seen of [
      (await call("GET /api/hr/employees/:id", "admin", records.admin)).json<Employee>(),
      (await call("GET /api/hr/employees/:id", "hr", records.employee)).json<Employee>(),
    ]) {
      expect(seen).toMatchObject({
        hasSalaryData: true,
        accountNumber: expect.stringMatching(/^X+\d{4}$/),
        dateOfBirth: expect.any(String),
        gender: "female",
        uan: "100123123123",
      });
      expect(seen.basicSalary).toBeGreaterThan(0);
    }
  });

  it("refuses HR attaching a new employee record (with a salary) to an admin account; an admin may", async () => {
    const priya = await createStaffAccount(
      db(),
      TEST_DOMAIN,
      { role: "admin", email: `priya.kale@${TEST_DOMAIN}`, password: "Kalyani-Nagar-Admin-3" },
      { via: "cli" },
    );
    const form = {
      name: "Priya Kale",
      email: priya.email,
      department: "Finance",
      position: "Director",
      salary: 250_000,
      joinDate: "2025-01-06",
      status: "Active",
    };
    const byHr = await ctx.app.inject({ method: "POST", url: HR_EMPLOYEES_PATH, headers: await hr(), payload: form });
    expect(byHr.statusCode).toBe(403);
    expect(byHr.json().message).toBe(hrReachMessages.link);
    expect(await db().select().from(employees).where(eq(employees.email, priya.email))).toEqual([]);
    const byAdmin = await ctx.app.inject({ method: "POST", url: HR_EMPLOYEES_PATH, headers: await admin(), payload: form });
    expect(byAdmin.statusCode).toBe(403);
    const underAdmin = await ctx.app.inject({
      method: "POST",
      url: ADMIN_EMPLOYEES_PATH,
      headers: await admin(),
      payload: buildEmployeeInput(TEST_DOMAIN, { email: priya.email }),
    });
    expect(underAdmin.statusCode, underAdmin.body).toBe(201);
  });
});
