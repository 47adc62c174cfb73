import * as XLSX from "@e965/xlsx";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { finalisePath, type PayrollMonth } from "@/shared/contract/payroll";
import {
  ecrPath,
  employeeStatementPath,
  EMPLOYEE_STATEMENTS_PATH,
  esicReturnPath,
  hrStatementPath,
  hrStatementsPath,
  lwfSummaryPath,
  ptSummaryPath,
  statutoryPath,
  type StatutorySummary,
} from "@/shared/contract/statutory-returns";
import { auditLog } from "../../db/schema";
import { createAdminTestApp, type AdminTestContext } from "../../testing/admin-test-app";
import { SETUP_TIMEOUT } from "../../testing/helpers";
import { pdfText } from "../../testing/pdf-text";
import { hire, rowOf, worked } from "../../testing/payroll-people";

/**
 * The statutory files of a finalised month and the annual statement (docs/product.md section 9.14.2), on a real
 * database. Thursday 31 December 2026 in Pune: November and December can be finalised; Sundays off, no holidays.
 * Each expected line is worked out by hand beside it.
 */
let ctx: AdminTestContext;
type Person = Awaited<ReturnType<typeof hire>>;
let meera: Person, ravi: Person, arjun: Person;
let november: PayrollMonth, december: PayrollMonth;

const get = (url: string, role: "admin" | "hr" | "employee" = "hr") => ctx.app.inject({ method: "GET", url, headers: ctx.headers[role] });

beforeAll(async () => {
  ctx = await createAdminTestApp("2026-12-31T10:00:00.000Z");
  // Basic 15,000 + HRA 6,000 + special 4,000 = 25,000; a PF member at the ceiling with a UAN.
  meera = await hire(ctx, {
    firstName: "Meera",
    lastName: "Kale",
    gender: "female",
    dateOfJoining: "2024-01-01",
    uan: "100427607286",
    basicSalary: 15_000,
    hra: 6_000,
    transportAllowance: 0,
    medicalAllowance: 0,
    specialAllowance: 4_000,
  });
  // Basic 9,000 + HRA 3,600 + special 2,400 = 15,000: covered by ESI, with an IP number, no UAN.
  ravi = await hire(ctx, {
    firstName: "Ravi",
    lastName: "Shinde",
    gender: "male",
    dateOfJoining: "2024-01-01",
    esiIpNumber: "3112345678",
    basicSalary: 9_000,
    hra: 3_600,
    transportAllowance: 0,
    medicalAllowance: 0,
    specialAllowance: 2_400,
  });
  // Gross 4,00,000: income tax every month (November to March alone is 20,00,000, above the ₹12 lakh rebate).
  arjun = await hire(ctx, {
    firstName: "Arjun",
    lastName: "Pawar",
    gender: "male",
    dateOfJoining: "2024-01-01",
    uan: "100257274743",
    basicSalary: 200_000,
    hra: 80_000,
    transportAllowance: 0,
    medicalAllowance: 0,
    specialAllowance: 120_000,
  });
  for (const person of [meera, ravi, arjun]) await worked(ctx, person.record.id, "2026-11-01", "2026-12-31");
  const finalise = async (month: string) => {
    const response = await ctx.app.inject({ method: "POST", url: finalisePath(month), headers: ctx.headers.hr });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<PayrollMonth>();
  };
  november = await finalise("2026-11");
  december = await finalise("2026-12");
}, SETUP_TIMEOUT);
afterAll(async () => {
  await ctx?.close();
}, SETUP_TIMEOUT);

describe("the statutory files of a finalised month", () => {
  it("ECR: Meera's line at the ceiling, exactly", async () => {
    const response = await get(ecrPath("2026-11"));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-disposition"]).toBe('attachment; filename="ecr-2026-11.txt"');
    // Gross 25,000; EPF wages 15,000 (capped); EPS and EDLI wages 15,000; 12% = 1,800; EPS 8.33% x 15,000 = 1,249.50 -> 1,250;
    // 1,800 - 1,250 = 550; no loss of pay.
    expect(response.body.split("\r\n")).toContain("100427607286#~#Meera Kale#~#25000#~#15000#~#15000#~#15000#~#1800#~#1250#~#550#~#0#~#0");
    // Arjun, basic 2,00,000 capped: EPF wages 15,000, same contributions; gross 4,00,000.
    expect(response.body.split("\r\n")).toContain(
      "100257274743#~#Arjun Pawar#~#400000#~#15000#~#15000#~#15000#~#1800#~#1250#~#550#~#0#~#0",
    );
    // Ravi has no UAN: not in the file.
    expect(response.body).not.toContain("Ravi");
  });

  it("ESIC: the portal's template as an Excel 97-2003 workbook, every cell as text, Ravi's row exactly", async () => {
    const response = await get(esicReturnPath("2026-11"));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("application/vnd.ms-excel");
    expect(response.headers["content-disposition"]).toBe('attachment; filename="esic-2026-11.xls"');
    const bytes = response.rawPayload;
    // An OLE2 compound file (the container of BIFF8 .xls), not a zipped .xlsx: D0 CF 11 E0 A1 B1 1A E1.
    expect(bytes.subarray(0, 8).toString("hex")).toBe("d0cf11e0a1b11ae1");
    // Its workbook stream is named 'Workbook', as in BIFF8 (Excel 97-2003); BIFF5 names it 'Book'.
    expect(XLSX.CFB.find(XLSX.CFB.read(bytes, { type: "buffer" }), "Workbook")).toBeTruthy();
    const book = XLSX.read(bytes, { type: "buffer" });
    expect(book.SheetNames).toEqual(["Sheet1"]);
    const sheet = book.Sheets.Sheet1!;
    expect(sheet["!ref"]).toBe("A1:F2");
    const cells = ["A", "B", "C", "D", "E", "F"].flatMap((column) => [1, 2].map((row) => `${column}${row}`));
    // Every cell a text cell ('s'), as the template's instruction 10 asks; the empty last working day is an empty text.
    expect(cells.map((address) => [address, sheet[address]?.t])).toEqual(cells.map((address) => [address, "s"]));
    const value = (address: string) => sheet[address]?.v;
    // The template's headers, word for word.
    expect(["A1", "B1", "C1", "D1", "E1", "F1"].map(value)).toEqual([
      "IP Number (10 Digits)",
      "IP Name (Only alphabets and space)",
      "No of Days for which wages paid/payable during the month",
      "Total Monthly Wages",
      "Reason Code for Zero workings days(Numeric Only: provide 0 for all other reasons)",
      "Last Working Day (Format DD/MM/YYYY or DD-MM-YYYY)",
    ]);
    // Ravi: 30 paid days of November's 30, wages 9,000 + 3,600 + 2,400 = 15,000, reason 0 (Without Reason), no last working day.
    expect(["A2", "B2", "C2", "D2", "E2", "F2"].map(value)).toEqual(["3112345678", "Ravi Shinde", "30", "15000", "0", ""]);
  });

  it("the warnings name who is left out", async () => {
    const response = await get(statutoryPath("2026-11"));
    expect(response.statusCode, response.body).toBe(200);
    const summary = response.json<StatutorySummary>();
    expect(summary.missingUan.map((person) => person.name)).toContain("Ravi Shinde");
    expect(summary.missingUan.map((person) => person.name)).not.toContain("Meera Kale");
    expect(summary.ecrMembers).toBeGreaterThanOrEqual(2);
    expect(summary.esicMembers).toBe(1);
    expect(summary.lwfMonth).toBe(false);
  });

  it("PT: Meera in the women's nil slab, Ravi and Arjun above ₹10,000", async () => {
    const response = await get(ptSummaryPath("2026-11"));
    expect(response.statusCode, response.body).toBe(200);
    const lines = response.body.replace(/^\uFEFF/, "").split("\r\n");
    expect(lines[0]).toBe("Month,State,Monthly Salary Slab,Rate (Rs. a month),Employees,Amount (Rs.)");
    const womenNil = lines.find(
      (line) =>
        line.startsWith("2026-11,Maharashtra,Women: Up to Rs. 25,000") || line.startsWith('2026-11,Maharashtra,"Women: Up to Rs. 25,000"'),
    );
    expect(womenNil).toBeDefined();
    // Meera's 25,000 is within the women's ₹25,000: nil, and she is counted there.
    expect(Number(womenNil!.split(",").at(-2))).toBeGreaterThanOrEqual(1);
    const total = lines.find((line) => line.startsWith("2026-11,Maharashtra,Total"))!;
    const paid = november.rows.filter((row) => row.stateOfWork === "MH").reduce((sum, row) => sum + row.deductions.professionalTax, 0);
    expect(total).toBe(`2026-11,Maharashtra,Total,,${november.rows.filter((row) => row.stateOfWork === "MH").length},${paid}`);
    expect(rowOf(november, ravi.record.id).deductions.professionalTax).toBe(200); // 15,000 > 10,000: ₹200
  });

  it("LWF: refused in November, December per state", async () => {
    const refused = await get(lwfSummaryPath("2026-11"));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: "No labour welfare fund is due in November 2026: it is paid in June and December" });
    const response = await get(lwfSummaryPath("2026-12"));
    expect(response.statusCode, response.body).toBe(200);
    const lines = response.body.replace(/^\uFEFF/, "").split("\r\n");
    // Everyone in Maharashtra paid in December: ₹25 each and ₹75 from the employer.
    const paying = december.rows.filter((row) => row.deductions.labourWelfareFund > 0).length;
    expect(paying).toBeGreaterThanOrEqual(3);
    expect(lines).toContain(`2026-12,Maharashtra,${paying},${25 * paying},${75 * paying},${100 * paying}`);
  });

  it("refuses a draft month with 409, a future month with 400, and is HR's or the admin's only", async () => {
    const draft = await get(ecrPath("2026-10"));
    expect(draft.statusCode).toBe(409);
    expect(draft.json()).toMatchObject({ message: "Statutory files are available once October 2026 is finalised" });
    expect((await get(esicReturnPath("2027-01"))).statusCode).toBe(400);
    expect((await get(ecrPath("2026-11"), "admin")).statusCode).toBe(200);
    for (const url of [
      ecrPath("2026-11"),
      esicReturnPath("2026-11"),
      ptSummaryPath("2026-11"),
      lwfSummaryPath("2026-12"),
      statutoryPath("2026-11"),
      hrStatementsPath(arjun.record.id),
    ]) {
      expect((await get(url, "employee")).statusCode, url).toBe(403);
      expect((await ctx.app.inject({ method: "GET", url })).statusCode, url).toBe(401);
    }
  });

  it("audits each download like the muster", async () => {
    const entries = await ctx.database.db.select().from(auditLog);
    const subjects = entries.filter((entry) => entry.event === "export.downloaded").map((entry) => entry.subject);
    expect(subjects).toEqual(expect.arrayContaining(["export:ecr", "export:esic", "export:professional-tax", "export:lwf"]));
  });
});

describe("the annual statement", () => {
  it("lists the years with a finalised month and opens as a PDF whose TDS total is the months' TDS", async () => {
    const years = await get(hrStatementsPath(arjun.record.id));
    expect(years.json()).toEqual([{ financialYear: "2026-27", months: 2 }]);
    const response = await get(hrStatementPath(arjun.record.id, "2026-27"));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    const text = await pdfText(response.rawPayload);
    expect(text).toContain("Annual Tax Statement, FY 2026-27");
    // FY 2026-27 is under the Income-tax Act, 2025: its certificate is Form 130 of the Income-tax Rules, 2026.
    expect(text).toContain("This is not Form 130");
    expect(text).not.toContain("Form 16 Part B");
    const tds = rowOf(november, arjun.record.id).deductions.incomeTax + rowOf(december, arjun.record.id).deductions.incomeTax;
    expect(tds).toBeGreaterThan(0);
    const money = (amount: number) => `₹${new Intl.NumberFormat("en-IN").format(amount)}`;
    expect(text).toContain(`Total TDS deducted here ${money(tds)}`);
    expect(text).toContain(`November 2026 Gross ${money(400_000)} ${money(rowOf(november, arjun.record.id).deductions.incomeTax)}`);
  });

  it("404 for a year without a finalised month; the employee gets only their own", async () => {
    const none = await get(hrStatementPath(arjun.record.id, "2025-26"));
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ message: "No finalised month in FY 2025-26 for this employee" });
    // The seeded employee worked no day: still on the sheet, with a finalised row each month.
    const own = await get(EMPLOYEE_STATEMENTS_PATH, "employee");
    expect(own.statusCode, own.body).toBe(200);
    const pdf = await get(employeeStatementPath("2026-27"), "employee");
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(await pdfText(pdf.rawPayload)).not.toContain("Arjun");
  });
});
