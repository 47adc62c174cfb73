import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  allPayslipsPath,
  EMPLOYEE_PAYSLIPS_PATH,
  employeePayslipPath,
  finalisePath,
  musterPath,
  payrollExportPath,
  payslipPath,
} from "@/shared/contract/payroll";
import { MUSTER_COMPONENTS } from "@/shared/domain/payroll/payslip";
import { createAdminTestApp, type AdminTestContext } from "../../testing/admin-test-app";
import { addOctoberPeople, payrollRequests } from "../../testing/payroll-october";
import { SETUP_TIMEOUT } from "../../testing/helpers";
import { listAudit } from "../audit/store";
import { pdfText } from "../../testing/pdf-text";

/**
 * The payslips and files of a finalised month (its figures and finalising: routes.test.ts). Monday 23 November 2026,
 * 09:10 in Pune; October 2026 (testing/payroll-october.ts) finalised by HR.
 */
let ctx: AdminTestContext;
const ids = { hr: 0, employee: 0, employeeRecord: 0, kavya: 0, nikhil: 0 };
let kavyaCode = "";
beforeAll(async () => {
  ctx = await createAdminTestApp("2026-11-23T03:40:00.000Z");
  kavyaCode = await addOctoberPeople(ctx, ids);
  const finalised = await as("hr", "POST", finalisePath("2026-10"));
  expect(finalised.statusCode, finalised.body).toBe(200);
}, SETUP_TIMEOUT);
afterAll(async () => {
  await ctx?.close();
}, SETUP_TIMEOUT);
const { as } = payrollRequests(() => ctx, ids);

describe("payslips", () => {
  it("are only for a finalised month, with the person's figures and the net pay in words", async () => {
    const draft = await as("hr", "GET", payslipPath("2026-09", ids.kavya));
    expect(draft.statusCode).toBe(409);
    expect(draft.json().message).toBe("Payslips are available once the month's payroll is finalised");

    const response = await as("hr", "GET", payslipPath("2026-10", ids.kavya));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toBe(`attachment; filename="payslip-${kavyaCode}-2026-10.pdf"`);
    const text = await pdfText(response.rawPayload);
    for (const expected of [
      "Payslip for October 2026",
      kavyaCode,
      "Sales Executive",
      "46,242",
      "Rupees Forty-Six Thousand Two Hundred Forty-Two Only",
      "XXXXXX",
    ]) {
      expect(text).toContain(expected);
    }

    const nobody = await as("hr", "GET", payslipPath("2026-10", 999_999));
    expect(nobody.statusCode).toBe(404);
    const all = await as("hr", "GET", allPayslipsPath("2026-10"));
    expect(all.statusCode).toBe(200);
    const allText = await pdfText(all.rawPayload);
    expect(allText).toContain(kavyaCode);
    expect(allText).toContain("Aarav Deshmukh");
    const downloads = await listAudit(ctx.database.db, { event: "payslip.downloaded" });
    expect(downloads.map((entry) => entry.subject)).toEqual(expect.arrayContaining([`employee:${ids.kavya}`, "payroll:2026-10"]));
  });

  it("lets an employee download only their own", async () => {
    const list = await as("employee", "GET", EMPLOYEE_PAYSLIPS_PATH);
    expect(list.statusCode).toBe(200);
    // Not marked paid yet (docs/product.md section 9.14.1).
    // The frozen October row: no check-in, so all 26 working days lost; paid 31 calendar days - 26 = 5.
    expect(list.json()).toEqual([
      {
        month: "2026-10",
        netPay: expect.any(Number),
        finalisedAt: expect.any(String),
        paidOn: null,
        paidDays: 5,
        lopDays: 26,
        notEmployedDays: 0,
      },
    ]);
    const own = await as("employee", "GET", employeePayslipPath("2026-10"));
    expect(own.statusCode).toBe(200);
    const text = await pdfText(own.rawPayload);
    expect(text).toContain("Aarav Deshmukh");
    expect(text).not.toContain(kavyaCode);
    expect((await as("employee", "GET", employeePayslipPath("2026-09"))).statusCode).toBe(404);
    for (const url of [payslipPath("2026-10", ids.kavya), payslipPath("2026-10", ids.employeeRecord), allPayslipsPath("2026-10")]) {
      expect((await as("employee", "GET", url)).statusCode, url).toBe(403);
    }
  });
});

describe("payroll files", () => {
  it("generate the muster with every component and the payroll sheet with masked accounts", async () => {
    const muster = await as("hr", "GET", musterPath("2026-10"));
    expect(muster.statusCode).toBe(200);
    expect(muster.headers["content-disposition"]).toBe('attachment; filename="muster-2026-10.csv"');
    const [header, ...lines] = muster.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    for (const component of MUSTER_COMPONENTS) expect(header).toContain(component.label);
    expect(lines).toHaveLength(Number(muster.headers["x-record-count"]));
    expect(lines.find((line) => line.includes(kavyaCode))).toMatch(/^2026-10,Finalised,/);

    const sheet = await as("hr", "GET", payrollExportPath("2026-10"));
    expect(sheet.statusCode).toBe(200);
    const kavyaLine = sheet.body.split("\r\n").find((line) => line.includes(kavyaCode))!;
    // Bank details, paid days, LOP days (absent on 6 October) and none not employed, earned gross, item earnings and deductions
    // (none), PF wage (the 15,000 ceiling) and ESI wage (not covered), gross pay (48,242 + 0), PF, ESI, PT, LWF, TDS, other,
    // total, net (48,242 − 2,000 = 46,242), nothing recoverable, EPF (all 1,800: no EPS member), EPS, EDLI, admin, ESI, LWF, cost,
    // overrides.
    expect(kavyaLine).toMatch(
      /^2026-10,Finalised,EMP\d+,Kavya Joshi\w*,Sales,,,Maharashtra,New regime,FY 2026-27,HDFC Bank,XXXXXX\d{4},HDFC0001234,/,
    );
    expect(kavyaLine).toMatch(
      /,HDFC0001234,30,1,0,48242,0,0,15000,0,48242,1800,0,200,0,0,0,2000,46242,0,1800,0,75,75,0,0,50192,No,No,No,Recorded$/,
    );
    const subjects = (await listAudit(ctx.database.db, { event: "export.downloaded" })).map((entry) => entry.subject);
    expect(subjects).toEqual(expect.arrayContaining(["export:muster", "export:payroll-month"]));
  });
});
