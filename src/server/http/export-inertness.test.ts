import * as XLSX from "@e965/xlsx";
import { PDFDict, PDFDocument, PDFName, PDFStream } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exportPath, exportTypes } from "@/shared/contract/admin";
import { ATTENDANCE_REPORT_PATH, ATTENDANCE_SUMMARY_PATH, OVERTIME_REPORT_PATH } from "@/shared/contract/hr-attendance";
import { musterPath, payrollExportPath, payslipPath } from "@/shared/contract/payroll";
import { bankFileDownloadPath } from "@/shared/contract/payroll-payment";
import { esicReturnPath, lwfSummaryPath, ptSummaryPath } from "@/shared/contract/statutory-returns";
import type { AdminTestContext } from "../testing/admin-test-app";
import { createExportPayloadApp, FORMULA, PDF_DESIGNATION, PDF_NAME, SCRIPT, type Hired } from "../testing/export-payloads";
import { people, SETUP_TIMEOUT } from "../testing/helpers";
import { pdfText } from "../testing/pdf-text";

/**
 * Stored XSS in exports (README, "Attack resistance"): values a person typed must reach every CSV export as text, never as a formula a
 * spreadsheet runs, and a payslip PDF must carry them as inert text. Formula and script payloads go in through
 * the API (each accepted), then every CSV route is downloaded and parsed.
 *
 * Thursday 31 December 2026 in Pune: December can be finalised, and carries Maharashtra's labour welfare fund
 * (the payloads and their data: testing/export-payloads.ts).
 */

/** The characters a spreadsheet starts a formula with (and their full-width forms, src/shared/domain/csv-cell.ts). */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

let ctx: AdminTestContext;
let person: Hired;
let pdfPerson: Hired;

beforeAll(async () => {
  ({ ctx, person, pdfPerson } = await createExportPayloadApp());
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
  {
    name: "bank file",
    role: "hr",
    method: "POST",
    url: bankFileDownloadPath("2026-12"),
    payload: { password: people.hr.password },
    typedText: false,
  },
  { name: "professional tax", role: "hr", method: "GET", url: ptSummaryPath("2026-12"), typedText: false },
  { name: "labour welfare fund", role: "hr", method: "GET", url: lwfSummaryPath("2026-12"), typedText: false },
];

describe("CSV exports carry typed values as text", () => {
  it.each(CSV_ROUTES)("$name: no cell starts with = + - @ tab or CR, and the payloads are there, inert", async (route) => {
    const response = await ctx.app.inject({
      method: route.method,
      url: route.url,
      headers: ctx.headers[route.role],
      payload: route.payload,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    const cells = parseCsv(response.body).flat();
    // No exception for numbers: toCsv (http/csv-download.ts) writes every cell through inertCell, so even a negative amount would come out as '-500.
    expect(cells.filter((cell) => FORMULA_START.test(cell))).toEqual([]);
    // The person's name reaches every file about people; the projects, jobs, inquiries and subscribers files carry their own fields.
    const inert = cells.filter((cell) => cell.startsWith("'"));
    if (route.typedText === false) return expect(inert).toEqual([]);
    expect(inert.length, `${route.name}: some payload reached the file`).toBeGreaterThan(0);
    for (const cell of inert) expect(cell.slice(1)).toMatch(FORMULA_START);
  });

  it("writes each payload whole after the apostrophe", async () => {
    const projects = parseCsv((await ctx.asAdmin({ method: "GET", url: exportPath("projects") })).body).flat();
    expect(projects).toEqual(
      expect.arrayContaining([
        `'${FORMULA.hyperlink}`,
        `'${FORMULA.dde}`,
        `'${FORMULA.at}`,
        `'${FORMULA.minus}`,
        "'=1+1",
        `'${FORMULA.at}; ${SCRIPT}`,
      ]),
    );
    const inquiries = parseCsv((await ctx.asAdmin({ method: "GET", url: exportPath("inquiries") })).body).flat();
    // The ESIC workbook keeps letters and spaces of a name only (esicName), in text cells: no formula can reach it.
    const esicBook = XLSX.read(
      (await ctx.app.inject({ method: "GET", url: esicReturnPath("2026-12"), headers: ctx.headers.hr })).rawPayload,
      { type: "buffer" },
    );
    const esic = XLSX.utils.sheet_to_json<string[]>(esicBook.Sheets[esicBook.SheetNames[0]!]!, { header: 1 }).flat();
    expect(esic).toContain("HYPERLINK http x y cmd C calc A");
    expect(Object.values(esicBook.Sheets[esicBook.SheetNames[0]!]!).filter((cell) => typeof cell === "object" && "f" in cell)).toEqual([]);
    expect(inquiries).toEqual(
      expect.arrayContaining([`'${FORMULA.hyperlink}`, "'-2+3@example.in", "'+91 98220 12345", `'${FORMULA.at} ${SCRIPT}`]),
    );
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
