import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { finalisePath } from "@/shared/contract/payroll";
import { bankFileDownloadPath, bankFileSummaryPath, markPaidPath, type BankFileSummary } from "@/shared/contract/payroll-payment";
import { ADMIN_SETTINGS_PATH, DEFAULT_SETTINGS } from "@/shared/contract/settings";
import { employees, payrollRuns } from "../../db/schema";
import { createAdminTestApp, type AdminTestContext } from "../../testing/admin-test-app";
import { people, SETUP_TIMEOUT } from "../../testing/helpers";
import { hire, payrollOf, worked } from "../../testing/payroll-people";
import { listAudit } from "../audit/store";

/**
 * The bank file in the layout chosen in Settings, a repeat download and a paid month (docs/product.md section
 * 9.14.1). Thursday 26 November 2026, 11:30 in Pune: the value date is 26/11/2026. October is finalised.
 * Each file is written out by hand from its cited layout (shared/domain/payroll/bank-layouts.ts).
 */
let ctx: AdminTestContext;
type Person = Awaited<ReturnType<typeof hire>>;
let asha: Person, bela: Person;
const DEBIT = { accountNumber: "50200011112222", ifsc: "HDFC0000240" };

beforeAll(async () => {
  ctx = await createAdminTestApp("2026-11-26T06:00:00.000Z");
  // Gross 49,850 (basic 30,000, HRA 12,000, transport 1,600, medical 1,250, special 5,000), every working day
  // worked: PF 12% of the 15,000 ceiling = 1,800, PT 200, no ESI, LWF or income tax: net 49,850 - 2,000 = 47,850.
  asha = await hire(ctx, {
    firstName: "Asha",
    lastName: "Kulkarni",
    dateOfJoining: "2024-01-01",
    accountNumber: "50100012345678",
    bankName: "HDFC Bank",
    ifscCode: "HDFC0001234",
  });
  bela = await hire(ctx, {
    firstName: "Bela",
    lastName: "Deshmukh",
    dateOfJoining: "2024-01-01",
    accountNumber: "920010045678123",
    bankName: "State Bank of India",
    ifscCode: "SBIN0005943",
  });
  for (const person of [asha, bela]) await worked(ctx, person.record.id, "2026-10-01", "2026-10-31");
  const finalised = await ctx.app.inject({ method: "POST", url: finalisePath("2026-10"), headers: ctx.headers.hr });
  expect(finalised.statusCode, finalised.body).toBe(200);
  await ctx.database.db
    .update(payrollRuns)
    .set({ finalisedAt: new Date("2026-11-02T05:30:00.000Z") })
    .where(eq(payrollRuns.month, "2026-10"));
}, SETUP_TIMEOUT);
afterAll(async () => {
  await ctx?.close();
}, SETUP_TIMEOUT);

const download = (payload: { password: string; reason?: string }, who: "hr" | "admin" = "hr") =>
  ctx.app.inject({ method: "POST", url: bankFileDownloadPath("2026-10"), headers: ctx.headers[who], payload });
const settle = async (changes: object) => {
  const response = await ctx.asAdmin({ method: "PUT", url: ADMIN_SETTINGS_PATH, payload: { ...DEFAULT_SETTINGS, ...changes } });
  expect(response.statusCode, response.body).toBe(200);
};
const REASON = "The bank rejected the first upload";

describe("the bank file in the chosen layout", () => {
  it("nets 47,850 each, as worked out above", async () => {
    const october = await payrollOf(ctx, "2026-10");
    expect([asha, bela].map((person) => october.rows.find((row) => row.employeeRecordId === person.record.id)?.netPay)).toEqual([
      47_850, 47_850,
    ]);
  });

  it("any layout without the company's debit account and IFSC: 409 asking for the admin, nothing downloaded", async () => {
    // The defaults: the generic file and no debit account.
    const generic = await download({ password: people.hr.password });
    expect(generic.statusCode).toBe(409);
    expect(generic.json()).toMatchObject({
      message: "The Generic NEFT/RTGS CSV file needs the company's debit account number and IFSC: ask the admin to set them in Settings",
    });
    // An account without its IFSC is not enough either.
    await settle({ bankFileLayout: "hdfc", debitAccountNumber: DEBIT.accountNumber });
    const response = await download({ password: people.hr.password });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      message:
        "The HDFC Bank (ENet bulk upload) file needs the company's debit account number and IFSC: ask the admin to set them in Settings",
    });
    expect(await listAudit(ctx.database.db, { event: "payroll.bank_file_downloaded" })).toHaveLength(0);
    // The summary says so before the password is asked (the dialog shows the message and no Download).
    const summary = (
      await ctx.app.inject({ method: "GET", url: bankFileSummaryPath("2026-10"), headers: ctx.headers.hr })
    ).json<BankFileSummary>();
    expect(summary).toMatchObject({ layout: "hdfc", debitAccountSet: false });
  });

  it("HDFC: Asha within HDFC as a funds transfer 'I', Bela to SBI by NEFT 'N', 28 fields, no header", async () => {
    await settle({ bankFileLayout: "hdfc", debitAccountNumber: DEBIT.accountNumber, debitIfsc: DEBIT.ifsc });
    const summary = (
      await ctx.app.inject({ method: "GET", url: bankFileSummaryPath("2026-10"), headers: ctx.headers.hr })
    ).json<BankFileSummary>();
    expect(summary).toMatchObject({ layout: "hdfc", debitAccountSet: true, count: 2, total: 95_700, earlierDownloads: [] });
    const response = await download({ password: people.hr.password });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-disposition"]).toBe('attachment; filename="bank-transfer-2026-10-hdfc.csv"');
    const [a, b] = [asha.record.employeeId, bela.record.employeeId];
    // Asha's IFSC starts HDFC like the debit IFSC: 'I' with her employee ID as the beneficiary code, no IFSC or bank
    // name; Bela: 47,850 under RTGS's 2,00,000, so 'N' with her IFSC and bank. Rows in the month's order.
    const lines = [
      `I,${a},50100012345678,47850.00,Asha Kulkarni,,,,,,,,,${a},Salary Oct 2026,,,,,,,,26/11/2026,,,,,\r\n`,
      `N,,920010045678123,47850.00,Bela Deshmukh,,,,,,,,,${b},Salary Oct 2026,,,,,,,,26/11/2026,,SBIN0005943,State Bank of India,,\r\n`,
    ];
    expect([lines.join(""), [...lines].reverse().join("")]).toContain(response.body);
    const [entry] = await listAudit(ctx.database.db, { event: "payroll.bank_file_downloaded" });
    expect(entry).toMatchObject({ subject: "payroll:2026-10", details: { count: 2, total: 95_700, layout: "hdfc" } });
    expect(entry!.details).not.toHaveProperty("reason");
  });

  it("a second download says who downloaded it and when, and needs a reason, audited with it", async () => {
    const summary = (
      await ctx.app.inject({ method: "GET", url: bankFileSummaryPath("2026-10"), headers: ctx.headers.hr })
    ).json<BankFileSummary>();
    expect(summary.earlierDownloads).toEqual([{ by: "Sneha Patil", at: "2026-11-26T06:00:00.000Z", reason: null }]);
    for (const reason of [undefined, "   "]) {
      const refused = await download({ password: people.hr.password, ...(reason === undefined ? {} : { reason }) });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ fieldErrors: { reason: ["Give a reason for downloading the file again"] } });
    }
    await settle({ bankFileLayout: "icici", debitAccountNumber: "000405001111", debitIfsc: "ICIC0000104" });
    ctx.clock.advance(60_000);
    const again = await download({ password: people.admin.password, reason: REASON }, "admin");
    expect(again.statusCode, again.body).toBe(200);
    expect(again.headers["content-disposition"]).toBe('attachment; filename="bank-transfer-2026-10-icici.txt"');
    const [a, b] = [asha.record.employeeId, bela.record.employeeId];
    // ICICI: neither is at ICICI: NFT (NEFT) both; header remarks 2 transfers, 47,850 + 47,850 = 95,700.
    const credit = (person: string, account: string, ifsc: string, id: string) =>
      `NFT,ICIC0000104,000405001111,${ifsc},${account},INR,47850.00,Salary Oct 2026,${person},${people.admin.email},${id}\r\n`;
    const lines = [
      credit("Asha Kulkarni", "50100012345678", "HDFC0001234", a),
      credit("Bela Deshmukh", "920010045678123", "SBIN0005943", b),
    ];
    const header = "FILEHDR,000405001111,1,N,Salary Oct 2026 2 transfers total 95700.00\r\n";
    expect([header + lines.join(""), header + [...lines].reverse().join("")]).toContain(again.body);
    const [entry] = await listAudit(ctx.database.db, { event: "payroll.bank_file_downloaded" });
    expect(entry).toMatchObject({ details: { count: 2, total: 95_700, layout: "icici", reason: REASON } });
    const later = (
      await ctx.app.inject({ method: "GET", url: bankFileSummaryPath("2026-10"), headers: ctx.headers.hr })
    ).json<BankFileSummary>();
    expect(later.earlierDownloads).toEqual([
      { by: "Sneha Patil", at: "2026-11-26T06:00:00.000Z", reason: null },
      { by: expect.any(String), at: "2026-11-26T06:01:00.000Z", reason: REASON },
    ]);
  });

  it("SBI: Bela within SBI, both NEFT (the published layout has no other code), the count and total in the header", async () => {
    await settle({ bankFileLayout: "sbi", debitAccountNumber: "30001234567", debitIfsc: "SBIN0000454" });
    const response = await download({ password: people.hr.password, reason: REASON });
    expect(response.statusCode, response.body).toBe(200);
    const [a, b] = [asha.record.employeeId, bela.record.employeeId];
    const lines = [
      `NEFT,SBIN0000454,30001234567,HDFC0001234,50100012345678,INR,47850.00,Salary Oct 2026,Asha Kulkarni,${people.hr.email},${a}\r\n`,
      `NEFT,SBIN0000454,30001234567,SBIN0005943,920010045678123,INR,47850.00,Salary Oct 2026,Bela Deshmukh,${people.hr.email},${b}\r\n`,
    ];
    const header = "FILEHDR,30001234567,1,N,Salary Oct 2026 2 transfers total 95700.00\r\n";
    expect([header + lines.join(""), header + [...lines].reverse().join("")]).toContain(response.body);
  });

  it("a stored account number or IFSC the entry rules refuse: left out with its reason, never in the file", async () => {
    // Bela's details as if saved before the rules or outside the form: '9200-1004-5678' is not digits only, and
    // 'SBIN05943' is 9 characters, not 4 letters, 0 and 6 more. Asha alone is paid: 1 transfer of 47,850.
    const stored = { accountNumberEncrypted: ctx.cipher.encrypt("9200-1004-5678"), ifscCode: "SBIN05943" };
    await ctx.database.db.update(employees).set(stored).where(eq(employees.id, bela.record.id));
    const summary = (
      await ctx.app.inject({ method: "GET", url: bankFileSummaryPath("2026-10"), headers: ctx.headers.hr })
    ).json<BankFileSummary>();
    expect(summary).toMatchObject({ count: 1, total: 47_850 });
    expect(summary.leftOut.find((person) => person.employeeRecordId === bela.record.id)).toEqual({
      employeeRecordId: bela.record.id,
      employeeId: bela.record.employeeId,
      name: "Bela Deshmukh",
      netPay: 47_850,
      reasons: ["account_number_invalid", "ifsc_code_invalid"],
    });
    const response = await download({ password: people.hr.password, reason: REASON });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).toBe(
      "FILEHDR,30001234567,1,N,Salary Oct 2026 1 transfer total 47850.00\r\n" +
        `NEFT,SBIN0000454,30001234567,HDFC0001234,50100012345678,INR,47850.00,Salary Oct 2026,Asha Kulkarni,${people.hr.email},${asha.record.employeeId}\r\n`,
    );
  });

  it("a month marked paid: the file is refused with the paid date", async () => {
    expect(
      (await ctx.app.inject({ method: "POST", url: markPaidPath("2026-10"), headers: ctx.headers.hr, payload: { paidOn: "2026-11-03" } }))
        .statusCode,
    ).toBe(200);
    const response = await download({ password: people.hr.password, reason: REASON });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: "October 2026 was paid on 3 Nov 2026: its bank file cannot be downloaded any more" });
  });
});
