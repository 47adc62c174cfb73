import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_EMPLOYEES_PATH, type EmployeeCreated } from "@/shared/contract/employees";
import {
  allPayslipsPath,
  EMPLOYEE_PAYSLIPS_PATH,
  employeePayslipPath,
  finalisePath,
  HR_PAYROLL_PATH,
  musterPath,
  payrollExportPath,
  payslipPath,
  type PayrollMonth,
  type PayrollRow,
} from "@/shared/contract/payroll";
import { ADMIN_SETTINGS_PATH, DEFAULT_SETTINGS, type PayDayBasis } from "@/shared/contract/settings";
import { businessInstant } from "@/shared/domain/business-time";
import { isWorkingDay } from "@/shared/domain/working-calendar";
import { MUSTER_COMPONENTS } from "@/shared/domain/payroll/payslip";
import { shiftDate } from "@/shared/domain/working-time";
import { findAccountByEmail } from "../../auth/account-store";
import { createSession } from "../../auth/session-store";
import { attendanceRecords, holidays, leaveRequests } from "../../db/schema";
import { buildEmployeeInput } from "../../seed/builders";
import { createAdminTestApp, type AdminTestContext } from "../../testing/admin-test-app";
import { people, sessionHeader, SETUP_TIMEOUT, TEST_DOMAIN } from "../../testing/helpers";
import { listAudit } from "../audit/store";
import { failAuditInserts } from "../../testing/fail-audit-inserts";
import { findRun } from "./store";
import { pdfText } from "../../testing/pdf-text";

// Monday 23 November 2026, 09:10 in Pune. October 2026: 31 days, Sundays 4, 11, 18, 25 and Gandhi
// Jayanti on the 2nd off, so 26 working days.
let ctx: AdminTestContext;
const ids = { hr: 0, employee: 0, employeeRecord: 0, kavya: 0, nikhil: 0 };
let kavyaCode = "";
const calendar = { weeklyOffDays: [0], holidays: new Set(["2026-10-02"]) };

async function worked(recordId: number, from: string, to: string, except: string[] = []) {
  const rows = [];
  for (let date = from; date <= to; date = shiftDate(date, 1)) {
    if (!isWorkingDay(date, calendar) || except.includes(date)) continue;
    rows.push({ employeeRecordId: recordId, date, checkInAt: businessInstant(date, "09:00", "Asia/Kolkata"), checkOutAt: businessInstant(date, "18:00", "Asia/Kolkata"), status: "Present" as const, checkInAddress: "Baner Road, Pune" });
  }
  await ctx.database.db.insert(attendanceRecords).values(rows);
}

beforeAll(async () => {
  ctx = await createAdminTestApp("2026-11-23T03:40:00.000Z");
  const db = ctx.database.db;
  await db.insert(holidays).values({ date: "2026-10-02", name: "Gandhi Jayanti" });
  const hire = async (overrides: object) => {
    const response = await ctx.asAdmin({ method: "POST", url: ADMIN_EMPLOYEES_PATH, payload: buildEmployeeInput(TEST_DOMAIN, overrides) });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<EmployeeCreated>().employee;
  };
  // Gross 49,850 (basic 30,000); PF 1,800 and professional tax 200.
  const kavya = await hire({ dateOfJoining: "2024-01-01" });
  ids.kavya = kavya.id;
  kavyaCode = kavya.employeeId;
  // Absent on Tuesday 6th and Wednesday 7th; the 7th is approved leave.
  await worked(kavya.id, "2026-10-01", "2026-10-31", ["2026-10-06", "2026-10-07"]);
  await db.insert(leaveRequests).values({ employeeRecordId: kavya.id, leaveType: "sick", startDate: "2026-10-07", endDate: "2026-10-07", reason: "Fever", status: "Approved" });
  // Joined Friday 16 October and worked every working day since.
  ids.nikhil = (await hire({ firstName: "Nikhil", dateOfJoining: "2026-10-16" })).id;
  await worked(ids.nikhil, "2026-10-16", "2026-10-31");

  const hr = (await findAccountByEmail(db, people.hr.email))!;
  const employee = (await findAccountByEmail(db, people.employee.email))!;
  Object.assign(ids, { hr: hr.id, employee: employee.id, employeeRecord: employee.employeeRecordId! });
}, SETUP_TIMEOUT);
afterAll(async () => {
  await ctx?.close();
}, SETUP_TIMEOUT);

async function as(user: "hr" | "employee", method: "GET" | "POST", url: string) {
  const id = await createSession(ctx.database.db, ids[user], user, ctx.clock.now());
  return ctx.app.inject({ method, url, headers: sessionHeader(user, id) });
}
async function payroll(month: string) {
  const response = await as("hr", "GET", `${HR_PAYROLL_PATH}?month=${month}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PayrollMonth>();
}
const rowOf = (month: PayrollMonth, id: number) => month.rows.find((row) => row.employeeRecordId === id)!;
async function payOn(basis: PayDayBasis) {
  const response = await ctx.asAdmin({ method: "PUT", url: ADMIN_SETTINGS_PATH, payload: { ...DEFAULT_SETTINGS, payDayBasis: basis } });
  expect(response.statusCode, response.body).toBe(200);
}

describe("the monthly payroll", () => {
  it("pays each component less loss of pay, with the employer's contributions and the month's totals", async () => {
    const october = await payroll("2026-10");
    expect(october).toMatchObject({
      month: "2026-10", status: "draft", finalisedAt: null, calendarDays: 31, workingDays: 26, payDayBasis: "calendar", divisor: 31,
      musterComponents: MUSTER_COMPONENTS.length, countedUntil: "2026-11-01", finalisableFrom: "2026-10-31", finalisable: true,
      financialYear: "2026-27", incomeTaxRulesYear: "2026-27",
    });
    expect(rowOf(october, ids.kavya)).toEqual<PayrollRow>({
      employeeRecordId: ids.kavya,
      employeeId: kavyaCode,
      name: expect.stringMatching(/^Kavya Joshi/),
      department: "Sales",
      designation: "Sales Executive",
      estimated: false,
      uan: null,
      esiIpNumber: null,
      stateOfWork: "MH",
      taxRegime: "new",
      earnings: { basicSalary: 30_000, hra: 12_000, transportAllowance: 1_600, medicalAllowance: 1_250, specialAllowance: 5_000, otherAllowances: 0 },
      grossMonthly: 49_850,
      workingDays: 26,
      // The 6th was an absence without leave: one day of 31 (49,850 / 31 = 1,608.06).
      paidDays: 30,
      lopDays: 1,
      // The absence is within her service: one NCP day.
      ncpDays: 1,
      lopDeduction: 1_608,
      earnedGross: 48_242,
      // Basic 30,000 - 967.74 (-> 968); HRA 12,000 - 387.10 (-> 387).
      earnedBasic: 29_032,
      earnedHra: 11_613,
      esiCovered: false,
      // No pay items; PF on the earned basic 29,032 capped at 15,000; no ESI wage above the 21,000 gross.
      items: [],
      itemEarnings: 0,
      itemDeductions: 0,
      pfWage: 15_000,
      // No UAN and basic 30,000: she first joined EPF here above ₹15,000, so is no EPS member (EPS para 6(a)): EPS
      // wage 0; EDLI on the 15,000.
      epsWage: 0,
      edliWage: 15_000,
      esiWage: 0,
      // PF 12% of the 15,000 ceiling; PT 200 (a woman above 25,000); no LWF in October; no ESI above 21,000 gross.
      // Income tax nil: 48,242 + 5 x 49,850 for November to March = 2,97,492 a year, under the ₹12 lakh rebate.
      deductions: { providentFund: 1_800, esi: 0, professionalTax: 200, labourWelfareFund: 0, incomeTax: 0, otherDeductions: 0 },
      overridden: { providentFund: false, professionalTax: false, incomeTax: false },
      // No items: gross pay is the earned gross; 48,242 - 2,000 = 46,242 net, nothing recoverable.
      grossPay: 48_242,
      totalDeductions: 2_000,
      netPay: 46_242,
      recoverable: 0,
      // Basic earned 29,032 is above the 15,000 ceiling: 12% = 1,800, all EPF (no EPS); EDLI 75; admin charge 75.
      employer: { epf: 1_800, eps: 0, edli: 75, adminCharge: 75, esi: 0, labourWelfareFund: 0, total: 1_950 },
      employerCost: 48_242 + 1_950,
      notes: [],
    });
    // Not employed from the 1st to the 15th: 15 calendar days unpaid.
    expect(rowOf(october, ids.nikhil)).toMatchObject({ workingDays: 14, lopDays: 15, paidDays: 16, lopDeduction: Math.round((49_850 * 15) / 31) });
    // No salary structure and no check-in in October: the standard estimate, marked, and every working day lost.
    expect(rowOf(october, ids.employeeRecord)).toMatchObject({ estimated: true, grossMonthly: 69_500, lopDays: 26, lopDeduction: Math.round((69_500 * 26) / 31) });

    const earned = october.rows.reduce((sum, row) => sum + row.earnedGross, 0);
    expect(october.totals).toMatchObject({ totalMonthly: earned, employeeCount: october.rows.length, averageSalary: Math.round(earned / october.rows.length) });
    expect(october.totals.employerCost).toBe(october.rows.reduce((sum, row) => sum + row.employerCost, 0));
    expect(october.byDepartment.find((entry) => entry.department === "Sales")).toEqual({ department: "Sales", total: rowOf(october, ids.kavya).grossPay + rowOf(october, ids.nikhil).grossPay, employees: 2 });
  });

  it("divides by 30 or 26 days when the settings say so (a joiner's days before joining count as working days on 26)", async () => {
    await payOn("26");
    const on26 = await payroll("2026-10");
    expect(on26.divisor).toBe(26);
    // Paid Days count from the basis: 26 - 1 (31 calendar days are in the month's own figures).
    expect(rowOf(on26, ids.kavya)).toMatchObject({ lopDays: 1, lopDeduction: 1_917, paidDays: 25 });
    // 1st, 3rd, 5th-10th and 12th-15th: 12 working days before joining; 26 - 12 = 14 paid.
    expect(rowOf(on26, ids.nikhil)).toMatchObject({ lopDays: 12, lopDeduction: Math.round((49_850 * 12) / 26), paidDays: 14 });
    await payOn("30");
    expect(rowOf(await payroll("2026-10"), ids.kavya)).toMatchObject({ lopDeduction: 1_662, paidDays: 29 });
    await payOn("calendar");
  });

  it("counts a running month's absences up to yesterday only, and refuses a month not yet begun", async () => {
    const november = await payroll("2026-11");
    expect(november.countedUntil).toBe("2026-11-23");
    const future = await as("hr", "GET", `${HR_PAYROLL_PATH}?month=2026-12`);
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toBe("Choose the current month or an earlier one");
    expect((await as("hr", "GET", `${HR_PAYROLL_PATH}?month=2026-13`)).statusCode).toBe(400);
  });
});

describe("finalising a month", () => {
  it("keeps nothing of a finalise whose audit entry cannot be written (one transaction)", async () => {
    const restore = await failAuditInserts(ctx.database.db, "payroll.");
    try {
      expect((await as("hr", "POST", finalisePath("2026-10"))).statusCode).toBeGreaterThanOrEqual(400);
    } finally {
      await restore();
    }
    expect(await findRun(ctx.database.db, "2026-10")).toBeUndefined();
    expect((await payroll("2026-10")).status).toBe("draft");
  });

  it("freezes the figures once: a later salary change does not alter them, and a second finalise is refused", async () => {
    const draft = await payroll("2026-10");
    const response = await as("hr", "POST", finalisePath("2026-10"));
    expect(response.statusCode, response.body).toBe(200);
    const finalised = response.json<PayrollMonth>();
    expect(finalised).toMatchObject({ status: "finalised", finalisedAt: ctx.clock.now().toISOString(), finalisedBy: "Sneha Patil" });
    expect(finalised.rows).toEqual(draft.rows);

    const again = await as("hr", "POST", finalisePath("2026-10"));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("Payroll for 2026-10 is already finalised");

    const raise = await ctx.asAdmin({ method: "PUT", url: `${ADMIN_EMPLOYEES_PATH}/${ids.kavya}`, payload: buildEmployeeInput(TEST_DOMAIN, { basicSalary: 40_000, dateOfJoining: "2024-01-01", employeeId: kavyaCode, email: `kavya.frozen@${TEST_DOMAIN}` }) });
    expect(raise.statusCode, raise.body).toBe(200);
    expect((await payroll("2026-10")).rows).toEqual(draft.rows);
    expect(rowOf(await payroll("2026-11"), ids.kavya).earnings.basicSalary).toBe(40_000);

    const future = await as("hr", "POST", finalisePath("2026-12"));
    expect(future.statusCode).toBe(400);
    // The running month only from its last day (business date): absences on the days left would never be deducted.
    expect(await payroll("2026-11")).toMatchObject({ finalisableFrom: "2026-11-30", finalisable: false });
    const early = await as("hr", "POST", finalisePath("2026-11"));
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe("November 2026 can be finalised from 30 Nov 2026");
    expect(await findRun(ctx.database.db, "2026-11")).toBeUndefined();
    const [entry] = await listAudit(ctx.database.db, { event: "payroll.finalised" });
    expect(entry).toMatchObject({ subject: "payroll:2026-10", details: { employees: draft.rows.length, totalMonthly: draft.totals.totalMonthly } });
  });
});

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
    for (const expected of ["Payslip for October 2026", kavyaCode, "Sales Executive", "46,242", "Rupees Forty-Six Thousand Two Hundred Forty-Two Only", "XXXXXX"]) {
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
    expect(list.json()).toEqual([{ month: "2026-10", netPay: expect.any(Number), finalisedAt: expect.any(String), paidOn: null, paidDays: 5, lopDays: 26, notEmployedDays: 0 }]);
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
    const [header, ...lines] = muster.body.replace(/^\uFEFF/, "").trim().split("\r\n");
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
    expect(kavyaLine).toMatch(/^2026-10,Finalised,EMP\d+,Kavya Joshi\w*,Sales,,,Maharashtra,New regime,FY 2026-27,HDFC Bank,XXXXXX\d{4},HDFC0001234,/);
    expect(kavyaLine).toMatch(/,HDFC0001234,30,1,0,48242,0,0,15000,0,48242,1800,0,200,0,0,0,2000,46242,0,1800,0,75,75,0,0,50192,No,No,No,Recorded$/);
    const subjects = (await listAudit(ctx.database.db, { event: "export.downloaded" })).map((entry) => entry.subject);
    expect(subjects).toEqual(expect.arrayContaining(["export:muster", "export:payroll-month"]));
  });
});
