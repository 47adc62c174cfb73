import * as XLSX from "@e965/xlsx";
import { PDFDict, PDFDocument, PDFName, PDFStream } from "pdf-lib";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exportPath, exportTypes } from "@/shared/contract/admin";
import { ATTENDANCE_REPORT_PATH, ATTENDANCE_SUMMARY_PATH, attendanceCorrectionPath, OVERTIME_REPORT_PATH } from "@/shared/contract/hr-attendance";
import { INQUIRIES_PATH } from "@/shared/contract/inquiries";
import { ADMIN_JOBS_PATH } from "@/shared/contract/jobs";
import { finalisePath, musterPath, payrollExportPath, payslipPath } from "@/shared/contract/payroll";
import { bankFileDownloadPath } from "@/shared/contract/payroll-payment";
import { ADMIN_SETTINGS_PATH, DEFAULT_SETTINGS } from "@/shared/contract/settings";
import { ADMIN_PROJECTS_PATH } from "@/shared/contract/projects";
import { esicReturnPath, lwfSummaryPath, ptSummaryPath } from "@/shared/contract/statutory-returns";
import { SUBSCRIBERS_PATH } from "@/shared/contract/subscribers";
import { eq } from "drizzle-orm";
import { attendanceRecords, staffAccounts } from "../db/schema";
import { buildJobInput, buildProjectInput } from "../seed/builders";
import { createAdminTestApp, type AdminTestContext } from "../testing/admin-test-app";
import { freshAddress, people, SETUP_TIMEOUT } from "../testing/helpers";
import { pdfText } from "../testing/pdf-text";
import { hire, worked } from "../testing/payroll-people";
import { businessInstant } from "@/shared/domain/business-time";

/**
 * Stored XSS in exports (README, "Attack resistance"): values a person typed must reach every CSV export as text, never as a formula a
 * spreadsheet runs, and a payslip PDF must carry them as inert text. Formula and script payloads go in through
 * the API (each accepted), then every CSV route is downloaded and parsed.
 *
 * Thursday 31 December 2026 in Pune: December can be finalised, and carries Maharashtra's labour welfare fund.
 */
const FORMULA = {
  hyperlink: '=HYPERLINK("http://x","y")',
  dde: "+cmd|' /C calc'!A0",
  at: "@SUM(1)",
  minus: "-2+3",
  // A leading tab is trimmed by every text field (contract/common.ts) and a carriage return refused; what is left must still be inert.
  tab: "\t=1+1",
};
const SCRIPT = "<script>window.__xss=1</script>";
const EVENT = `<img src=x onerror="window.__xss=1">`;
/** The characters a spreadsheet starts a formula with (and their full-width forms, src/shared/domain/csv-cell.ts). */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

let ctx: AdminTestContext;
let person: Awaited<ReturnType<typeof hire>>;
/** Short payloads, for the payslip: its Name and Designation cells shorten long values with an ellipsis. */
let pdfPerson: Awaited<ReturnType<typeof hire>>;
const PDF_NAME = { firstName: "<svg onload=x>", lastName: "=1+1" };
const PDF_DESIGNATION = "<script>x</script>";

const ok = (response: LightMyRequestResponse, status = 201) => expect(response.statusCode, response.body).toBe(status);

beforeAll(async () => {
  ctx = await createAdminTestApp("2026-12-31T10:00:00.000Z");
  // Gross 15,000: covered by ESI (esic.xls), professional tax (professional-tax.csv), labour welfare fund in December (lwf.csv).
  person = await hire(ctx, {
    firstName: FORMULA.hyperlink, lastName: FORMULA.dde, designation: `${FORMULA.at} ${EVENT}`, address: FORMULA.tab, bankName: FORMULA.minus,
    gender: "male", dateOfJoining: "2024-01-01", esiIpNumber: "3112345678",
    basicSalary: 9_000, hra: 3_600, transportAllowance: 0, medicalAllowance: 0, specialAllowance: 2_400,
  });
  pdfPerson = await hire(ctx, { ...PDF_NAME, designation: PDF_DESIGNATION, bankName: "@SUM(1)", gender: "female", dateOfJoining: "2024-01-01" });
  await worked(ctx, person.record.id, "2026-12-01", "2026-12-29");
  // The audit file's By column is the account's name: HR's is a formula when HR corrects a day below. (Set in the
  // table: the account's name follows the admin's edit of the whole record; what is tested here is the export.)
  await ctx.database.db.update(staffAccounts).set({ name: FORMULA.minus }).where(eq(staffAccounts.email, people.hr.email));
  // 30 December: a long day with a typed address (overtime.csv, report.csv), corrected by HR with a reason (report.csv).
  await ctx.database.db.insert(attendanceRecords).values({
    employeeRecordId: person.record.id, date: "2026-12-30", status: "Present", checkInAddress: FORMULA.dde,
    checkInAt: businessInstant("2026-12-30", "08:00", "Asia/Kolkata"), checkOutAt: businessInstant("2026-12-30", "21:00", "Asia/Kolkata"),
  });
  ok(await ctx.app.inject({ method: "PUT", url: attendanceCorrectionPath(person.record.id, "2026-12-30"), headers: ctx.headers.hr, payload: { checkIn: "08:00", checkOut: "21:00", reason: FORMULA.at } }), 200);

  ok(await ctx.asAdmin({
    method: "POST", url: ADMIN_PROJECTS_PATH,
    payload: buildProjectInput({
      projectName: FORMULA.hyperlink, location: FORMULA.dde, client: FORMULA.at, projectManager: FORMULA.minus, description: FORMULA.tab,
      scope: SCRIPT, notes: EVENT, deliverables: [FORMULA.at, SCRIPT], teamMembers: [FORMULA.dde],
    }),
  }));
  ok(await ctx.asAdmin({
    method: "POST", url: ADMIN_JOBS_PATH,
    payload: buildJobInput({ title: FORMULA.hyperlink, location: FORMULA.dde, experience: FORMULA.minus, salary: FORMULA.at, description: SCRIPT, requirements: [FORMULA.tab] }),
  }));
  const visitor = { remoteAddress: freshAddress() };
  ok(await ctx.app.inject({
    method: "POST", url: INQUIRIES_PATH, ...visitor,
    payload: { name: FORMULA.hyperlink, email: "-2+3@example.in", phone: "+91 98220 12345", subject: "general", message: `${FORMULA.at} ${SCRIPT}` },
  }));
  ok(await ctx.app.inject({ method: "POST", url: SUBSCRIBERS_PATH, remoteAddress: freshAddress(), payload: { email: "+reader@example.in" } }));
  ok(await ctx.app.inject({ method: "POST", url: finalisePath("2026-12"), headers: ctx.headers.hr }), 200);
  // The bank file needs the company's debit account (docs/product.md section 9.14.1).
  ok(await ctx.asAdmin({ method: "PUT", url: ADMIN_SETTINGS_PATH, payload: { ...DEFAULT_SETTINGS, debitAccountNumber: "912020012345678", debitIfsc: "UTIB0000240" } }), 200);
}, SETUP_TIMEOUT);
afterAll(async () => {
  await ctx?.close();
}, SETUP_TIMEOUT);

/** RFC 4180 as csv-stringify writes it (the project has no CSV parser): quoted cells may hold commas, quotes and new lines. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = "";
  };
  const body = text.replace(/^\uFEFF/, "");
  for (let index = 0; index < body.length; index += 1) {
    const char = body[index]!;
    if (quoted && char === '"' && body[index + 1] === '"') {
      cell += '"';
      index += 1;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (quoted || (char !== "," && char !== "\r")) {
      cell += char;
    } else if (char === ",") {
      endCell();
    } else if (body[index + 1] === "\n") {
      endCell();
      rows.push(row);
      row = [];
      index += 1;
    } else {
      cell += char;
    }
  }
  if (cell !== "" || row.length) {
    endCell();
    rows.push(row);
  }
  return rows;
}

/** Every CSV route of the API, as the role that may download it. */
type CsvRoute = { name: string; role: "admin" | "hr"; method: "GET" | "POST"; url: string; payload?: object; typedText?: false };
/**
 * typedText false: the file carries no typed text a payload could start a cell with: the bank file keeps letters,
 * digits and spaces of a name (bank-layouts.ts bankText, as the banks ask), the professional tax and labour
 * welfare fund summaries are counts and amounts per state. (The ESIC return is an .xls workbook of text
 * cells, checked below.)
 */
const CSV_ROUTES: CsvRoute[] = [
  ...exportTypes.map((type) => ({ name: `export ${type}`, role: "admin" as const, method: "GET" as const, url: exportPath(type) })),
  { name: "attendance report", role: "hr", method: "GET", url: `${ATTENDANCE_REPORT_PATH}?date=2026-12-30` },
  { name: "overtime report", role: "hr", method: "GET", url: `${OVERTIME_REPORT_PATH}?date=2026-12-30` },
  { name: "attendance summary", role: "hr", method: "GET", url: `${ATTENDANCE_SUMMARY_PATH}?month=2026-12` },
  { name: "muster", role: "hr", method: "GET", url: musterPath("2026-12") },
  { name: "payroll sheet", role: "hr", method: "GET", url: payrollExportPath("2026-12") },
  { name: "bank file", role: "hr", method: "POST", url: bankFileDownloadPath("2026-12"), payload: { password: people.hr.password }, typedText: false },
  { name: "professional tax", role: "hr", method: "GET", url: ptSummaryPath("2026-12"), typedText: false },
  { name: "labour welfare fund", role: "hr", method: "GET", url: lwfSummaryPath("2026-12"), typedText: false },
];

describe("CSV exports carry typed values as text", () => {
  it.each(CSV_ROUTES)("$name: no cell starts with = + - @ tab or CR, and the payloads are there, inert", async (route) => {
    const response = await ctx.app.inject({ method: route.method, url: route.url, headers: ctx.headers[route.role], payload: route.payload });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    const cells = parseCsv(response.body).flat();
    // No exception for numbers: toCsv (exports/csv.ts) writes every cell through inertCell, so even a negative amount would come out as '-500.
    expect(cells.filter((cell) => FORMULA_START.test(cell))).toEqual([]);
    // The person's name reaches every file about people; the projects, jobs, inquiries and subscribers files carry their own fields.
    const inert = cells.filter((cell) => cell.startsWith("'"));
    if (route.typedText === false) return expect(inert).toEqual([]);
    expect(inert.length, `${route.name}: some payload reached the file`).toBeGreaterThan(0);
    for (const cell of inert) expect(cell.slice(1)).toMatch(FORMULA_START);
  });

  it("writes each payload whole after the apostrophe", async () => {
    const projects = parseCsv((await ctx.asAdmin({ method: "GET", url: exportPath("projects") })).body).flat();
    expect(projects).toEqual(expect.arrayContaining([`'${FORMULA.hyperlink}`, `'${FORMULA.dde}`, `'${FORMULA.at}`, `'${FORMULA.minus}`, "'=1+1", `'${FORMULA.at}; ${SCRIPT}`]));
    const inquiries = parseCsv((await ctx.asAdmin({ method: "GET", url: exportPath("inquiries") })).body).flat();
    // The ESIC workbook keeps letters and spaces of a name only (esicName), in text cells: no formula can reach it.
    const esicBook = XLSX.read((await ctx.app.inject({ method: "GET", url: esicReturnPath("2026-12"), headers: ctx.headers.hr })).rawPayload, { type: "buffer" });
    const esic = XLSX.utils.sheet_to_json<string[]>(esicBook.Sheets[esicBook.SheetNames[0]!]!, { header: 1 }).flat();
    expect(esic).toContain("HYPERLINK http x y cmd C calc A");
    expect(Object.values(esicBook.Sheets[esicBook.SheetNames[0]!]!).filter((cell) => typeof cell === "object" && "f" in cell)).toEqual([]);
    expect(inquiries).toEqual(expect.arrayContaining([`'${FORMULA.hyperlink}`, "'-2+3@example.in", "'+91 98220 12345", `'${FORMULA.at} ${SCRIPT}`]));
  });
});

/** Keys of a PDF dictionary that run something when the file opens or a reader acts (PDF 32000-1, 12.6). */
const ACTION_KEYS = ["JS", "JavaScript", "OpenAction", "AA", "Launch", "SubmitForm", "ImportData"];

function actionKeysIn(doc: PDFDocument): string[] {
  const found: string[] = [];
  for (const [ref, object] of doc.context.enumerateIndirectObjects()) {
    const dict = object instanceof PDFStream ? object.dict : object instanceof PDFDict ? object : undefined;
    if (!dict) continue;
    for (const key of dict.keys()) {
      const name = key.asString().slice(1);
      if (ACTION_KEYS.includes(name)) found.push(`${ref.toString()} /${name}`);
    }
    if (dict.get(PDFName.of("S"))?.toString() === "/JavaScript") found.push(`${ref.toString()} /S /JavaScript`);
  }
  return found;
}

describe("a payslip PDF carrying the payloads", () => {
  it("shows them as literal text and has no JavaScript or action", async () => {
    const long = await ctx.app.inject({ method: "GET", url: payslipPath("2026-12", person.record.id), headers: ctx.headers.hr });
    expect((await pdfText(long.rawPayload)).replace(/\s+/g, " ")).toContain(`Name ${FORMULA.hyperlink}... Bank ${FORMULA.minus} `);
    const response = await ctx.app.inject({ method: "GET", url: payslipPath("2026-12", pdfPerson.record.id), headers: ctx.headers.hr });
    expect(response.statusCode, response.body).toBe(200);
    const text = (await pdfText(response.rawPayload)).replace(/\s+/g, " ");
    expect(text).toContain(`Name ${PDF_NAME.firstName} ${PDF_NAME.lastName} Bank @SUM(1) `);
    expect(text).toContain(`Designation ${PDF_DESIGNATION} `);
    const doc = await PDFDocument.load(response.rawPayload, { updateMetadata: false });
    expect(actionKeysIn(doc)).toEqual([]);
    expect(doc.catalog.get(PDFName.of("Names"))).toBeUndefined();
    // Uncompressed markers as well, in case a future writer puts an action outside an object pdf-lib lists.
    const raw = response.rawPayload.toString("latin1");
    for (const key of ACTION_KEYS) expect(raw.includes(`/${key}`), `/${key}`).toBe(false);
  });
});
