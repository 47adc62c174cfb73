import { setImmediate as nextTurn } from "node:timers/promises";
import { PDFDocument, type PDFFont, type PDFPage } from "pdf-lib";
import { rupeesInWords } from "@/shared/domain/amount-in-words";
import {
  A4,
  amber,
  amberTint,
  contentWidth,
  formatCalendarDate,
  formatRupees,
  gold,
  line,
  margin,
  middle,
  muted,
  navy,
  right,
  tint,
  white,
  wrap,
  writer,
  type Write,
} from "./payslip-pdf-kit";
import { embedPdfFonts } from "./pdf-fonts";
import { drawLowerBlocks, type EmployerBlock, type LeaveBlock, type YearToDate } from "./payslip-pdf-sections";

export { formatRupees } from "./payslip-pdf-kit";
export { EMPLOYER_HEADING, EMPLOYER_NOTE } from "./payslip-pdf-sections";
export type { EmployerBlock, LeaveBlock, YearToDate } from "./payslip-pdf-sections";

/** Payslips as PDF (docs/product.md section 9.14): one A4 page each, in the embedded fonts of pdf-fonts.ts (₹ and Devanagari). */

export interface PayslipDocument {
  companyName: string;
  /** One line: the company's registered office. */
  companyAddress: string;
  /** e.g. "November 2026" */
  period: string;
  /** Masked identifiers only; null when not on record (shown as "-"). */
  employee: {
    employeeId: string;
    name: string;
    designation: string;
    department: string;
    bankName: string | null;
    bankAccountMasked: string | null;
    panMasked: string | null;
    /** YYYY-MM-DD, printed as the screens show a date (22 Nov 2026). */
    dateOfJoining: string | null;
    uan: string | null;
    esiIpNumber: string | null;
  };
  /** 'New regime' or 'Old regime'; null when the month recorded none. */
  taxRegime: string | null;
  /** The financial year whose income-tax rules were applied ('2025-26'); null when the month recorded none. */
  incomeTaxRulesYear: string | null;
  /** `lopDays`: loss of pay within the service; `notEmployedDays`: the days before joining or after the last working day (unpaid, not loss of pay). */
  days: { calendarDays: number; workingDays: number; paidDays: number; lopDays: number; notEmployedDays: number };
  /** Each earning in full (the structure's) and as earned after loss of pay. */
  earnings: { label: string; full: number; earned: number }[];
  lopDeduction: number;
  /** Every deduction, an override marked in its label ('TDS (override)'). */
  deductions: { label: string; amount: number }[];
  /** Before loss of pay. */
  grossEarnings: number;
  /** The deductions listed above (the adjustments' are in their own block). */
  totalDeductions: number;
  /** The month's pay items (docs/product.md section 10.6.3), each line; none: no block. */
  adjustments?: { description: string; direction: "earning" | "deduction"; amount: number }[];
  netPay: number;
  employer: EmployerBlock;
  /** Null when not known (a payslip drawn without the year's finalised months). */
  yearToDate: YearToDate | null;
  leave: LeaveBlock | null;
  /** No salary structure on record: the standard estimate was used (docs/product.md section 10.1). */
  estimated: boolean;
  /** YYYY-MM-DD, printed as the screens show a date. */
  generatedOn: string;
}

export const ESTIMATED_NOTE = "Estimated: no salary structure on record";
export const ADJUSTMENTS_HEADING = "Adjustments and one-off items";

function drawPayslip(doc: PDFDocument, regular: PDFFont, bold: PDFFont, slip: PayslipDocument) {
  const page = doc.addPage(A4);
  const text = writer(page, regular, bold);
  const rule = (y: number, color = line, thickness = 0.6) =>
    page.drawLine({ start: { x: margin, y }, end: { x: right, y }, thickness, color });
  const { employee, days } = slip;

  let y = A4[1] - 60;
  text(slip.companyName, margin, y, { size: 18, bold: true, color: navy, maxWidth: contentWidth });
  y -= 15;
  text(slip.companyAddress, margin, y, { size: 9, color: muted, maxWidth: contentWidth });
  y -= 18;
  text(`Payslip for ${slip.period}`, margin, y, { size: 12, color: muted, maxWidth: contentWidth });
  y -= 14;
  page.drawRectangle({ x: margin, y, width: contentWidth, height: 2, color: gold });

  // Employee details: label/value pairs in two columns.
  y -= 22;
  const bank = [employee.bankName?.trim(), employee.bankAccountMasked].filter(Boolean).join(" ") || null;
  const rules = slip.incomeTaxRulesYear ? `Income tax: FY ${slip.incomeTaxRulesYear} rules` : null;
  const pairs: [string, string | null][][] = [
    [
      ["Employee ID", employee.employeeId],
      ["Date of Joining", employee.dateOfJoining && formatCalendarDate(employee.dateOfJoining)],
    ],
    [
      ["Name", employee.name],
      ["Bank", bank],
    ],
    [
      ["Designation", employee.designation],
      ["PAN", employee.panMasked],
    ],
    [
      ["Department", employee.department],
      ["UAN", employee.uan],
    ],
    [
      ["Tax Regime", slip.taxRegime],
      ["ESI IP Number", employee.esiIpNumber],
    ],
  ];
  for (const row of pairs) {
    row.forEach(([label, value], column) => {
      const x = column === 0 ? margin : middle + 10;
      text(label, x, y, { size: 9, color: muted });
      text(value?.trim() || "-", x + 85, y, { bold: column === 0 && label === "Name", maxWidth: contentWidth / 2 - 95 });
    });
    y -= 15;
  }
  if (rules) {
    text(rules, margin, y, { size: 9, color: muted });
    y -= 15;
  }

  // Days.
  y -= 4;
  page.drawRectangle({ x: margin, y: y - 8, width: contentWidth, height: 24, color: tint });
  const dayPairs: [string, number][] = [
    ["Calendar days", days.calendarDays],
    ["Working days", days.workingDays],
    ["Paid days", days.paidDays],
    ["LOP days", days.lopDays],
  ];
  if (days.notEmployedDays > 0) dayPairs.push(["Not employed", days.notEmployedDays]);
  dayPairs.forEach(([label, value], index) => {
    const x = margin + 10 + (index * contentWidth) / dayPairs.length;
    const width = text(label, x, y, { size: 9, color: muted });
    text(String(value), x + width + 6, y, { bold: true });
  });

  // Earnings (full and earned) | Deductions.
  y -= 36;
  const top = y + 14;
  const fullX = middle - 78;
  page.drawRectangle({ x: margin, y: y - 6, width: contentWidth, height: 20, color: navy });
  text("Earnings", margin + 8, y, { bold: true, color: white });
  text("Full", fullX, y, { bold: true, color: white, alignRight: true });
  text("Earned", middle - 8, y, { bold: true, color: white, alignRight: true });
  text("Deductions", middle + 8, y, { bold: true, color: white });
  text("Amount", right - 8, y, { bold: true, color: white, alignRight: true });
  const amountText = (amount: number | null) => (amount === null ? "" : formatRupees(amount));
  const leftCell = (label: string, full: number | null, earned: number | null, bolder = false) => {
    text(label, margin + 8, y, { size: 9.5, bold: bolder, maxWidth: fullX - margin - 64 });
    if (full !== null) text(amountText(full), fullX, y, { size: 9.5, bold: bolder, alignRight: true });
    if (earned !== null) text(amountText(earned), middle - 8, y, { size: 9.5, bold: bolder, alignRight: true });
  };
  const rightCell = (label: string, amount: number, bolder = false) => {
    text(label, middle + 8, y, { size: 9.5, bold: bolder, maxWidth: contentWidth / 2 - 100 });
    text(formatRupees(amount), right - 8, y, { size: 9.5, bold: bolder, alignRight: true });
  };
  const rows = Math.max(slip.earnings.length, slip.deductions.length);
  for (let index = 0; index < rows; index += 1) {
    y -= 17;
    const earning = slip.earnings[index];
    const deduction = slip.deductions[index];
    if (earning) leftCell(earning.label, earning.full, earning.earned);
    if (deduction) rightCell(deduction.label, deduction.amount);
    rule(y - 6);
  }
  y -= 17;
  leftCell("Gross Earnings", slip.grossEarnings, null, true);
  rightCell("Total Deductions", slip.totalDeductions, true);
  if (slip.lopDeduction > 0) {
    y -= 17;
    leftCell("Less: Loss of Pay", null, slip.lopDeduction);
  }
  y -= 17;
  leftCell("Earned Gross", null, slip.grossEarnings - slip.lopDeduction, true);
  const bottom = y - 8;
  page.drawRectangle({ x: margin, y: bottom, width: contentWidth, height: top - bottom, borderColor: line, borderWidth: 0.8 });
  page.drawLine({ start: { x: middle, y: bottom }, end: { x: middle, y: top - 20 }, thickness: 0.6, color: line });

  // Adjustments and one-off items: each line, paid (+) or deducted (-), under the salary's own table.
  let above = bottom;
  const adjustments = slip.adjustments ?? [];
  if (adjustments.length > 0) {
    y = bottom - 24;
    text(ADJUSTMENTS_HEADING, margin, y, { bold: true, color: navy });
    rule(y - 5);
    for (const item of adjustments) {
      y -= 15;
      text(item.description, margin + 8, y, { size: 9.5, maxWidth: contentWidth - 120 });
      const sign = item.direction === "earning" ? "+ " : "- ";
      text(`${sign}${formatRupees(item.amount)}`, right - 8, y, { size: 9.5, alignRight: true });
    }
    above = y - 8;
  }

  // Net pay and the amount in words.
  const netWords = slip.netPay < 0 ? `Minus ${rupeesInWords(-slip.netPay)}` : rupeesInWords(slip.netPay);
  const wordLines = wrap(`Amount in words: ${netWords}`, regular, 10, contentWidth - 24);
  const boxHeight = 32 + wordLines.length * 14;
  y = above - 14 - boxHeight;
  page.drawRectangle({ x: margin, y, width: contentWidth, height: boxHeight, color: tint });
  page.drawRectangle({ x: margin, y, width: 3, height: boxHeight, color: gold });
  let lineY = y + boxHeight - 22;
  const labelWidth = text("Net Pay:", margin + 12, lineY, { size: 14, bold: true, color: navy });
  text(formatRupees(slip.netPay), margin + 12 + labelWidth + 6, lineY, { size: 14, bold: true, color: navy });
  for (const words of wordLines) {
    lineY -= 16;
    text(words, margin + 12, lineY);
  }

  if (slip.estimated) {
    y -= 40;
    page.drawRectangle({ x: margin, y, width: contentWidth, height: 30, color: amberTint, borderColor: amber, borderWidth: 0.8 });
    text(ESTIMATED_NOTE, margin + 12, y + 18, { bold: true, color: amber });
    text("The figures follow the company's standard salary estimate until a salary structure is recorded.", margin + 12, y + 7, {
      size: 8.5,
      color: amber,
    });
  }

  const footer = (on: PDFPage, write: Write) => {
    on.drawLine({ start: { x: margin, y: 62 }, end: { x: right, y: 62 }, thickness: 0.6, color: line });
    write("This is a computer-generated payslip and needs no signature.", margin, 48, { size: 8.5, color: muted });
    write(`Generated on ${formatCalendarDate(slip.generatedOn)}`, right, 48, { size: 8.5, color: muted, alignRight: true });
  };
  // Many adjustments can push the employer contributions, year to date and leave balances into the footer:
  // measured first, they then go on a continuation page.
  const lowerTop = y - 24;
  const needed = lowerTop - drawLowerBlocks(MEASURING_PAGE, measuringText, lowerTop, slip.employer, slip.yearToDate, slip.leave);
  if (lowerTop - needed >= FOOTER_TOP) {
    drawLowerBlocks(page, text, lowerTop, slip.employer, slip.yearToDate, slip.leave);
  } else {
    const next = doc.addPage(A4);
    const nextText = writer(next, regular, bold);
    nextText(`Payslip for ${slip.period}, ${employee.name} (${employee.employeeId}), continued`, margin, A4[1] - 60, {
      size: 12,
      color: muted,
      maxWidth: contentWidth,
    });
    drawLowerBlocks(next, nextText, A4[1] - 96, slip.employer, slip.yearToDate, slip.leave);
    footer(next, nextText);
  }
  footer(page, text);
}

/** The footer's rule and text lie below this. */
const FOOTER_TOP = 72;
/** Draws nothing: how far down the lower blocks would reach. */
const MEASURING_PAGE = { drawLine: () => undefined } as unknown as PDFPage;
const measuringText: Write = () => 0;

/** One A4 page per payslip (two when many adjustments need the room); several payslips make a multi-page PDF (HR downloads a whole month in one go). */
/**
 * pdf-lib compresses each object as it writes it and waits a tick every `objectsPerTick` of them: every few for a
 * short document drawn on the event loop's thread (payslip-render.ts), its default of 50 for a month's in the worker.
 */
export async function renderPayslips(payslips: readonly PayslipDocument[], objectsPerTick = 50): Promise<Uint8Array> {
  const first = payslips[0];
  if (!first) throw new RangeError("renderPayslips needs at least one payslip");
  const doc = await PDFDocument.create();
  const { regular, bold } = await embedPdfFonts(doc);
  for (const slip of payslips) {
    drawPayslip(doc, regular, bold, slip);
    // A payslip is a few milliseconds of synchronous drawing: a month's worth in one go held the event loop
    // (every other request) for all of them at once, over 100 ms for the demo's 21 (the bad-input bench, README "Attack resistance").
    await nextTurn();
  }

  const samePeriod = payslips.every((slip) => slip.period === first.period);
  doc.setTitle(
    payslips.length === 1 ? `Payslip ${first.employee.employeeId} ${first.period}` : samePeriod ? `Payslips ${first.period}` : "Payslips",
  );
  doc.setAuthor(first.companyName);
  doc.setCreator(first.companyName);
  doc.setSubject("Payslip");
  // Dated by the generation day, so the same payslip renders to the same bytes.
  const generated = /^\d{4}-\d{2}-\d{2}$/.test(first.generatedOn) ? new Date(`${first.generatedOn}T00:00:00Z`) : null;
  if (generated && !Number.isNaN(generated.getTime())) {
    doc.setCreationDate(generated);
    doc.setModificationDate(generated);
  }
  return doc.save({ objectsPerTick });
}
