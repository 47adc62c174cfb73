import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EMPLOYEE_PAYSLIPS_PATH, finalisePath, type EmployeePayslip } from "@/shared/contract/payroll";
import {
  bankFileDownloadPath,
  bankFileSummaryPath,
  markPaidPath,
  type BankFileSummary,
  type PaidMonth,
} from "@/shared/contract/payroll-payment";
import { ADMIN_SETTINGS_PATH, DEFAULT_SETTINGS } from "@/shared/contract/settings";
import { employees, payrollRuns, staffAccounts } from "../../db/schema";
import { createAdminTestApp, type AdminTestContext } from "../../testing/admin-test-app";
import { people, SETUP_TIMEOUT } from "../../testing/helpers";
import { hire, payrollOf, worked } from "../../testing/payroll-people";
import { listAudit } from "../audit/store";
import { failAuditInserts } from "../../testing/fail-audit-inserts";

/**
 * Paying a finalised month (docs/product.md section 9.14.1): Mark as Paid and the bank transfer file.
 * Thursday 26 November 2026, 11:30 in Pune; October 2026 is finalised, November is a draft. No holidays,
 * Sundays off. Every expected figure is worked out by hand beside it.
 */
let ctx: AdminTestContext;
type Person = Awaited<ReturnType<typeof hire>>;
let asha: Person, bela: Person, chitra: Person, dev: Person;
const ACCOUNT = { asha: "50100012345678", bela: "920010045678123" };
/** The company's account at Axis Bank (Settings): every layout needs one; neither Asha (HDFC) nor Bela (SBI) banks there. */
const DEBIT = { debitAccountNumber: "912020012345678", debitIfsc: "UTIB0000240" };

beforeAll(async () => {
  ctx = await createAdminTestApp("2026-11-26T06:00:00.000Z");
  // Gross 49,850 (basic 30,000, HRA 12,000, transport 1,600, medical 1,250, special 5,000), every working day
  // worked: no loss of pay. PF 12% of the 15,000 ceiling = 1,800; PT 200 (a woman above 25,000); no ESI above
  // 21,000 gross; no LWF in October; income tax nil (under the ₹12 lakh rebate). Net 49,850 - 2,000 = 47,850.
  asha = await hire(ctx, {
    firstName: "Asha",
    dateOfJoining: "2024-01-01",
    accountNumber: ACCOUNT.asha,
    bankName: "HDFC Bank",
    ifscCode: "HDFC0001234",
  });
  bela = await hire(ctx, {
    firstName: "Bela",
    dateOfJoining: "2024-01-01",
    accountNumber: ACCOUNT.bela,
    bankName: "State Bank of India",
    ifscCode: "SBIN0005943",
  });
  // The same pay and no bank details (as a record HR's short form made has none): left out, listed as a warning.
  chitra = await hire(ctx, { firstName: "Chitra", dateOfJoining: "2024-01-01" });
  const noBank = { bankName: null, ifscCode: null, accountNumberEncrypted: null, accountNumberMasked: null };
  await ctx.database.db.update(employees).set(noBank).where(eq(employees.id, chitra.record.id));
  for (const person of [asha, bela, chitra]) await worked(ctx, person.record.id, "2026-10-01", "2026-10-31");
  // Joined on Saturday 31 October and did not check in: 30 days before joining and the 31st absent, 31 of 31 days
  // lost, net pay 0: in neither the file nor the warnings, though the bank details are complete.
  dev = await hire(ctx, { firstName: "Dev", dateOfJoining: "2026-10-31" });
  const finalised = await ctx.app.inject({ method: "POST", url: finalisePath("2026-10"), headers: ctx.headers.hr });
  expect(finalised.statusCode, finalised.body).toBe(200);
  // As if HR had finalised October on Monday 2 November, 11:00 in Pune (the app's clock stands at 26 November).
  await ctx.database.db
    .update(payrollRuns)
    .set({ finalisedAt: new Date("2026-11-02T05:30:00.000Z") })
    .where(eq(payrollRuns.month, "2026-10"));
  const settings = await ctx.asAdmin({ method: "PUT", url: ADMIN_SETTINGS_PATH, payload: { ...DEFAULT_SETTINGS, ...DEBIT } });
  expect(settings.statusCode, settings.body).toBe(200);
}, SETUP_TIMEOUT);
afterAll(async () => {
  await ctx?.close();
}, SETUP_TIMEOUT);

/** A repeat download's reason (bank-file.test.ts tests the reason itself). */
const AGAIN = "Downloaded again for the test";
const as = (who: "admin" | "hr" | "employee" | "visitor", method: "GET" | "POST", url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: who === "visitor" ? {} : ctx.headers[who], ...(payload ? { payload } : {}) });

describe("Bank transfer file", () => {
  it("sums up the file without account numbers and lists who is left out", async () => {
    const october = await payrollOf(ctx, "2026-10");
    const net = (person: Person) => october.rows.find((row) => row.employeeRecordId === person.record.id)?.netPay;
    // The hand-computed figures of the set-up, checked against the frozen month before the file relies on them.
    expect([net(asha), net(bela), net(chitra)]).toEqual([47_850, 47_850, 47_850]);
    expect(net(dev)).toBe(0);

    const response = await as("hr", "GET", bankFileSummaryPath("2026-10"));
    expect(response.statusCode, response.body).toBe(200);
    const summary = response.json<BankFileSummary>();
    // Asha and Bela: 47,850 + 47,850 = 95,700.
    expect(summary).toMatchObject({ month: "2026-10", count: 2, total: 95_700 });
    expect(summary.leftOut).toContainEqual({
      employeeRecordId: chitra.record.id,
      employeeId: chitra.record.employeeId,
      name: expect.stringMatching(/^Chitra /),
      netPay: 47_850,
      reasons: ["account_number", "ifsc_code", "bank_name"],
    });
    // Everyone left out has net pay; nobody with nil net pay is listed.
    expect(summary.leftOut.every((person) => person.netPay > 0)).toBe(true);
    expect(summary.leftOut.map((person) => person.employeeRecordId)).not.toContain(dev.record.id);
    expect(response.body).not.toContain(ACCOUNT.asha);
  });

  it("refuses a draft month, employees and visitors", async () => {
    expect((await as("hr", "GET", bankFileSummaryPath("2026-11"))).statusCode).toBe(409);
    const draft = await as("hr", "POST", bankFileDownloadPath("2026-11"), { password: people.hr.password });
    expect(draft.statusCode).toBe(409);
    expect(draft.json()).toMatchObject({ message: "November 2026 is not finalised yet: finalise it before paying it" });
    for (const url of [bankFileSummaryPath("2026-10"), bankFileDownloadPath("2026-10")]) {
      const method = url.endsWith("/download") ? "POST" : "GET";
      expect(
        (await as("employee", method, url, method === "POST" ? { password: people.employee.password } : undefined)).statusCode,
        url,
      ).toBe(403);
      expect((await as("visitor", method, url, method === "POST" ? { password: "x" } : undefined)).statusCode, url).toBe(401);
    }
  });

  it("asks for the password again: wrong or missing is 400 under password, and audited as refused", async () => {
    const wrong = await as("hr", "POST", bankFileDownloadPath("2026-10"), { password: "not-my-password" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ fieldErrors: { password: ["Password is incorrect"] } });
    expect(wrong.body).not.toContain(ACCOUNT.asha);
    const missing = await as("hr", "POST", bankFileDownloadPath("2026-10"), { password: "" });
    expect(missing.json()).toMatchObject({ fieldErrors: { password: ["Enter your password"] } });
    const refused = await listAudit(ctx.database.db, { event: "payroll.bank_file_refused" });
    expect(refused[0]).toMatchObject({ subject: "payroll:2026-10", details: { reason: "wrong_password" } });
    expect(JSON.stringify(refused)).not.toContain("not-my-password");
  });

  it("with the right password: the generic CSV, byte for byte, full account numbers, audited with the count and total only", async () => {
    const response = await as("hr", "POST", bankFileDownloadPath("2026-10"), { password: people.hr.password });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toBe('attachment; filename="bank-transfer-2026-10.csv"');
    // The debit account at Axis: both credits to other banks, NEFT (47,850 is under RTGS's 2,00,000).
    // Value date: today, 26/11/2026. TOTAL: 2 transfers, 47,850 + 47,850 = 95,700. No BOM.
    const credit = (person: Person, account: string, ifsc: string, bank: string) =>
      `NEFT,26/11/2026,912020012345678,UTIB0000240,${person.record.firstName} ${person.record.lastName},${account},${ifsc},${bank},47850.00,INR,Salary Oct 2026 Prasthan Realty,${person.record.employeeId}\r\n`;
    const lines = [
      credit(asha, ACCOUNT.asha, "HDFC0001234", "HDFC Bank"),
      credit(bela, ACCOUNT.bela, "SBIN0005943", "State Bank of India"),
    ];
    const header =
      "Payment Type,Value Date,Debit Account Number,Debit IFSC,Beneficiary Name,Beneficiary Account Number,IFSC Code,Bank Name,Amount,Currency,Narration,Employee ID\r\n";
    const total = "TOTAL,26/11/2026,912020012345678,UTIB0000240,2 transfers,,,,95700.00,INR,,\r\n";
    expect([header + lines.join("") + total, header + [...lines].reverse().join("") + total]).toContain(response.body);
    expect(response.body).not.toContain("Chitra");
    expect(response.body).not.toContain(dev.record.employeeId);

    const [entry] = await listAudit(ctx.database.db, { event: "payroll.bank_file_downloaded" });
    expect(entry).toMatchObject({
      subject: "payroll:2026-10",
      details: { count: 2, total: 95_700, leftOut: expect.any(Number), layout: "generic" },
    });
    expect(JSON.stringify(entry)).not.toContain(ACCOUNT.asha);
    expect(JSON.stringify(entry)).not.toContain(ACCOUNT.bela);
  });

  it("the payroll export keeps masking the account numbers", async () => {
    const response = await as("hr", "GET", "/api/hr/payroll/2026-10/payroll.csv");
    expect(response.body).not.toContain(ACCOUNT.asha);
    expect(response.body).toContain("XXXXXX5678");
  });

  it("stops guessing: after 5 wrong passwords in 15 minutes even the right one waits", async () => {
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await as("admin", "POST", bankFileDownloadPath("2026-10"), { password: `guess-${attempt}`, reason: AGAIN })).statusCode).toBe(
        400,
      );
    }
    const blocked = await as("admin", "POST", bankFileDownloadPath("2026-10"), { password: people.admin.password, reason: AGAIN });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ message: "Too many wrong passwords. Please try again in 15 minutes." });
    ctx.clock.advance(15 * 60 * 1000 + 1000);
    expect(
      (await as("admin", "POST", bankFileDownloadPath("2026-10"), { password: people.admin.password, reason: AGAIN })).statusCode,
    ).toBe(200);
  });

  it("leaves an admin account's record out of HR's file and summary, neither named nor its pay shown (HR may see neither), not out of an admin's", async () => {
    await ctx.database.db.update(staffAccounts).set({ role: "admin" }).where(eq(staffAccounts.employeeRecordId, bela.record.id));
    const hrSummary = await as("hr", "GET", bankFileSummaryPath("2026-10"));
    const forHr = hrSummary.json<BankFileSummary>();
    // Asha alone: 47,850.
    expect(forHr).toMatchObject({ count: 1, total: 47_850, adminAccountsLeftOut: 1 });
    expect(forHr.leftOut.map((person) => person.employeeRecordId)).not.toContain(bela.record.id);
    expect(hrSummary.body).not.toContain(bela.record.employeeId);
    const hrFile = await as("hr", "POST", bankFileDownloadPath("2026-10"), { password: people.hr.password, reason: AGAIN });
    expect(hrFile.body).not.toContain(ACCOUNT.bela);
    const forAdmin = (await as("admin", "GET", bankFileSummaryPath("2026-10"))).json<BankFileSummary>();
    // Asha and Bela: 47,850 + 47,850 = 95,700.
    expect(forAdmin).toMatchObject({ count: 2, total: 95_700, adminAccountsLeftOut: 0 });
    expect((await as("admin", "POST", bankFileDownloadPath("2026-10"), { password: people.admin.password, reason: AGAIN })).body).toContain(
      ACCOUNT.bela,
    );
  });
});

describe("Mark as Paid", () => {
  it("is for HR and admin only", async () => {
    expect((await as("employee", "POST", markPaidPath("2026-10"), { paidOn: "2026-11-02" })).statusCode).toBe(403);
    expect((await as("visitor", "POST", markPaidPath("2026-10"), { paidOn: "2026-11-02" })).statusCode).toBe(401);
  });

  it("refuses a draft month with 409", async () => {
    const response = await as("hr", "POST", markPaidPath("2026-11"), { paidOn: "2026-11-26" });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: "November 2026 is not finalised yet: finalise it before paying it" });
  });

  it("takes a date from the day the month was finalised to today, with a field message otherwise", async () => {
    const cases = [
      // Finalised on 2 November (business date): paid on 1 November would pay figures not yet frozen.
      ["2026-11-01", "The payment date cannot be before 2 Nov 2026, when the month was finalised"],
      ["2026-10-31", "The payment date cannot be before 2 Nov 2026, when the month was finalised"],
      ["2026-11-27", "The payment date cannot be in the future"],
      ["2026-13-01", "Enter a date as YYYY-MM-DD"],
      ["", "Payment date is required"],
    ] as const;
    for (const [paidOn, message] of cases) {
      const response = await as("hr", "POST", markPaidPath("2026-10"), { paidOn });
      expect(response.statusCode, paidOn).toBe(400);
      expect(response.json(), paidOn).toMatchObject({ fieldErrors: { paidOn: [message] } });
    }
    expect((await payrollOf(ctx, "2026-10")).paidOn).toBeNull();
  });

  it("is undone when its audit entry cannot be written", async () => {
    const restore = await failAuditInserts(ctx.database.db, "payroll.paid");
    try {
      expect((await as("hr", "POST", markPaidPath("2026-10"), { paidOn: "2026-11-02" })).statusCode).toBe(500);
    } finally {
      await restore();
    }
    expect((await payrollOf(ctx, "2026-10")).paidOn).toBeNull();
  });

  it("marks the month paid once, audited, and the employee's payslip list shows the date", async () => {
    const before = await as("employee", "GET", EMPLOYEE_PAYSLIPS_PATH);
    expect(before.json<EmployeePayslip[]>()).toEqual([expect.objectContaining({ month: "2026-10", paidOn: null })]);

    const response = await as("hr", "POST", markPaidPath("2026-10"), { paidOn: "2026-11-02" });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<PaidMonth>()).toEqual({
      month: "2026-10",
      paidOn: "2026-11-02",
      paidAt: ctx.clock.now().toISOString(),
      paidBy: "Sneha Patil",
    });
    const [entry] = await listAudit(ctx.database.db, { event: "payroll.paid" });
    expect(entry).toMatchObject({ subject: "payroll:2026-10", details: { paidOn: "2026-11-02" } });

    expect((await payrollOf(ctx, "2026-10")).paidOn).toBe("2026-11-02");
    expect((await payrollOf(ctx, "2026-11")).paidOn).toBeNull();
    const after = await as("employee", "GET", EMPLOYEE_PAYSLIPS_PATH);
    expect(after.json<EmployeePayslip[]>()).toEqual([expect.objectContaining({ month: "2026-10", paidOn: "2026-11-02" })]);

    // Once: a second date (even by the admin) is refused, and the first stays.
    const again = await as("admin", "POST", markPaidPath("2026-10"), { paidOn: "2026-11-03" });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: "October 2026 was already marked paid on 2 Nov 2026" });
    expect((await payrollOf(ctx, "2026-10")).paidOn).toBe("2026-11-02");
  });
});
