import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exportPath, exportTypes } from "@/shared/contract/admin";
import { ADMIN_JOBS_PATH } from "@/shared/contract/jobs";
import { ADMIN_PROJECTS_PATH } from "@/shared/contract/projects";
import { SETUP_TIMEOUT, TEST_DOMAIN } from "../../testing/helpers";
import { inquiries, subscribers } from "../../db/schema";
import { buildEmployeeInput, buildJobInput, buildProjectInput } from "../../seed/builders";
import { ADMIN_EMPLOYEES_PATH } from "@/shared/contract/employees";
import { listAudit } from "../audit/store";
import { createAdminTestApp, type AdminTestContext } from "../../testing/admin-test-app";

// 22 November 2026, 23:00 in Pune (17:30 UTC): the file name carries Pune's date.
let ctx: AdminTestContext;
beforeAll(async () => {
  ctx = await createAdminTestApp("2026-11-22T17:30:00.000Z");
  await ctx.asAdmin({
    method: "POST",
    url: ADMIN_PROJECTS_PATH,
    payload: buildProjectInput({
      projectName: '=HYPERLINK("http://x")',
      description: 'Two lines,\nwith "quotes", commas',
      budget: 120_000_000,
    }),
  });
  await ctx.asAdmin({ method: "POST", url: ADMIN_JOBS_PATH, payload: buildJobInput({ title: "Closing Manager", isActive: false }) });
  await ctx.database.db.insert(inquiries).values({
    name: "+91 Caller",
    email: "@attacker@example.in",
    phone: "-9822012345",
    subject: "partnership",
    message: "Namaste, ₹ budget for Kharadi",
    createdAt: new Date("2026-11-20T06:00:00Z"),
  });
  await ctx.database.db.insert(subscribers).values({ email: "reader@example.in", subscribedAt: new Date("2026-11-21T04:00:00Z") });
}, SETUP_TIMEOUT);
afterAll(async () => {
  await ctx?.close();
}, SETUP_TIMEOUT);

const download = (type: (typeof exportTypes)[number]) => ctx.asAdmin({ method: "GET", url: exportPath(type) });

describe("CSV exports", () => {
  it("sends UTF-8 with a BOM, CRLF lines, the dated file name and the record count", async () => {
    for (const type of ["projects", "inquiries", "subscribers", "jobs"] as const) {
      const response = await download(type);
      expect(response.statusCode, type).toBe(200);
      expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
      expect(response.headers["content-disposition"]).toBe(`attachment; filename="${type}-2026-11-22.csv"`);
      expect(response.headers["x-record-count"]).toBe("1");
      expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
      expect(response.body.split("\r\n").at(-1)).toBe("");
    }
  });

  it("quotes commas, quotes and new lines, and makes formula cells inert", async () => {
    const body = (await download("projects")).body.replace(/^\uFEFF/, "");
    const [header, row] = body.split("\r\n");
    expect(header).toBe(
      "ID,Project Name,Project Type,Location,Developer/Client,Project Manager,Start Date,End Date,Expected Completion,Budget (INR),Actual Cost (INR),Status,Priority,Risk Level,Progress (%),Deliverables,Team Members,Description,Last Updated",
    );
    expect(row).toContain(`,"'=HYPERLINK(""http://x"")",`);
    expect(body).toContain(`"Two lines,\nwith ""quotes"", commas"`);
    expect(row).toContain(",120000000,");
    expect(row).toContain(",Launch plan; Channel partner meet,");
  });

  it("exports inquiries with subject labels and business-time dates, every formula start made inert", async () => {
    const body = (await download("inquiries")).body;
    expect(body).toContain(
      `,2026-11-20 11:30,'+91 Caller,'@attacker@example.in,'-9822012345,Business Partnership,"Namaste, ₹ budget for Kharadi",New,`,
    );
    expect((await download("subscribers")).body).toContain("reader@example.in,2026-11-21 09:30,Active,Website");
    expect((await download("jobs")).body).toContain(",Closing Manager,Sales,Baner, Pune".replace("Baner, Pune", '"Baner, Pune"'));
    expect((await download("jobs")).body).toContain(",Closed,");
  });

  it("audits every export with its row count", async () => {
    const before = (await listAudit(ctx.database.db, { event: "export.downloaded" })).length;
    await download("subscribers");
    const [entry] = await listAudit(ctx.database.db, { event: "export.downloaded", limit: 1 });
    expect((await listAudit(ctx.database.db, { event: "export.downloaded" })).length).toBe(before + 1);
    expect(entry).toMatchObject({ subject: "export:subscribers", details: { rows: 1 } });
  });

  it("exports payroll: every component and total, masked bank details, estimates marked for people without a salary structure", async () => {
    const input = buildEmployeeInput(TEST_DOMAIN, {
      employeeId: "EMP0900",
      firstName: "Rahul",
      lastName: "Kale",
      accountNumber: "501000987654321",
    });
    expect((await ctx.asAdmin({ method: "POST", url: ADMIN_EMPLOYEES_PATH, payload: input })).statusCode).toBe(201);
    const response = await download("payroll");
    const [header, ...rows] = response.body
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(header).toBe(
      "Employee ID,Name,Department,Designation,Status,Basic Salary,HRA,Transport Allowance,Medical Allowance,Special Allowance,Other Allowances,Monthly CTC,Annual CTC,Provident Fund,Professional Tax,Income Tax,Other Deductions,Total Deductions,Net Salary,Bank Name,Account Number,IFSC Code,Salary Data",
    );
    // The seeded hr and employee records have no salary structure: the standard estimate, marked.
    expect(response.headers["x-record-count"]).toBe("3");
    expect(rows[2]).toBe(
      "EMP0900,Rahul Kale,Sales,Sales Executive,Active,30000,12000,1600,1250,5000,0,49850,598200,1800,200,0,0,2000,47850,HDFC Bank,XXXXXX4321,HDFC0001234,Recorded",
    );
    // (The seeded people get their codes in whichever order their accounts were made.) The estimate's deductions are
    // computed for a full month: PF 12% of 15,000 = 1,800, PT 200, no income tax (8,34,000 a year is within the ₹12 lakh
    // rebate), other 500: 2,500, net 67,000.
    expect(rows.find((row) => row.includes("Sneha Patil"))).toMatch(
      /^EMP\d+,Sneha Patil,,,Active,45000,13500,3000,2000,5000,1000,69500,834000,1800,200,0,500,2500,67000,,,,Estimated$/,
    );
    expect(response.body).not.toContain(input.accountNumber);
    expect(response.body).not.toContain(input.panNumber);
  });

  it("exports the audit log with who, what, which record and from where, and no identifier in clear", async () => {
    const body = (await download("audit")).body;
    expect(body.split("\r\n")[0]).toBe("\uFEFFWhen,Event,By,By Email,Record,Record Name,Details,Address");
    expect(body).toMatch(
      /\r\n2026-11-22 23:00,employee\.created,Meera Iyer,meera\.iyer@prasthanrealty\.example,employee:\d+,Rahul Kale \(EMP0900\),"{""employeeId"":""EMP0900"",""accountCreated"":true}",/,
    );
    // A subject told by its text alone is named too (this export's own entry is written after the file is read).
    expect((await download("audit")).body).toMatch(/,export\.downloaded,Meera Iyer,[^,]+,export:audit,Audit log export,/);
    expect(body).not.toContain("501000987654321");
  });

  it("is for admins only", async () => {
    for (const role of ["hr", "employee"] as const) {
      for (const type of exportTypes) {
        expect((await ctx.app.inject({ method: "GET", url: exportPath(type), headers: ctx.headers[role] })).statusCode).toBe(403);
      }
    }
  });
});
