import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage, type RGB } from "pdf-lib";
import { rupeesInWords } from "@/shared/domain/amount-in-words";

/** Payslips as PDF (docs/product.md section 9.14): one A4 page each, drawn with the standard Helvetica fonts. */

export interface PayslipDocument {
  companyName: string;
  /** e.g. "November 2026" */
  period: string;
  /** Masked identifiers only; null when not on record (shown as "-"). */
  employee: { employeeId: string; name: string; designation: string; department: string; bankAccountMasked: string | null; panMasked: string | null; dateOfJoining: string | null };
  days: { calendarDays: number; workingDays: number; paidDays: number; lopDays: number };
  /** The month's full earnings; loss of pay is not among them (see lopDeduction). */
  earnings: { label: string; amount: number }[];
  lopDeduction: number;
  deductions: { label: string; amount: number }[];
  /** Before loss of pay. */
  grossEarnings: number;
  totalDeductions: number;
  netPay: number;
  /** No salary structure on record: the standard estimate was used (docs/product.md section 10.1). */
  estimated: boolean;
  /** YYYY-MM-DD */
  generatedOn: string;
}

export const ESTIMATED_NOTE = "Estimated: no salary structure on record";

const A4: [number, number] = [595.28, 841.89];
const margin = 50;
const right = A4[0] - margin;
const contentWidth = right - margin;
const middle = margin + contentWidth / 2;

const [navy, gold, ink, muted] = [rgb(0.039, 0.114, 0.188), rgb(0.878, 0.647, 0.149), rgb(0.2, 0.255, 0.333), rgb(0.392, 0.455, 0.545)];
const [line, tint, white] = [rgb(0.886, 0.91, 0.941), rgb(0.933, 0.957, 0.98), rgb(1, 1, 1)];
const [amber, amberTint] = [rgb(0.573, 0.251, 0.055), rgb(1, 0.969, 0.89)];

const inr = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 2 });
/** "Rs. 58,900": the standard fonts have no rupee sign. */
export const formatRupees = (amount: number) => `${amount < 0 ? "-" : ""}Rs. ${inr.format(Math.abs(amount))}`;

/** `alignRight` aligns the text's end at x; `maxWidth` cuts longer text to fit, ending it with "...". */
interface TextOptions { size?: number; bold?: boolean; color?: RGB; alignRight?: boolean; maxWidth?: number }

/** Draws text that is safe for the fonts' WinAnsi encoding: anything else becomes "?", control characters spaces. */
function writer(page: PDFPage, regular: PDFFont, bold: PDFFont) {
  const charset = new Set(regular.getCharacterSet());
  const safeChar = (char: string) => {
    const code = char.codePointAt(0)!;
    return code < 0x20 ? " " : charset.has(code) ? char : "?";
  };
  const safe = (text: string) => [...text.normalize("NFC")].map(safeChar).join("");
  return (raw: string, x: number, y: number, options: TextOptions = {}) => {
    const font = options.bold ? bold : regular;
    const size = options.size ?? 10;
    let text = safe(raw);
    if (options.maxWidth !== undefined && font.widthOfTextAtSize(text, size) > options.maxWidth) {
      while (text && font.widthOfTextAtSize(`${text}...`, size) > options.maxWidth) text = text.slice(0, -1);
      text = `${text.trimEnd()}...`;
    }
    const width = font.widthOfTextAtSize(text, size);
    page.drawText(text, { x: options.alignRight ? x - width : x, y, size, font, color: options.color ?? ink });
    return width;
  };
}

/** Splits text into lines no wider than `width` at spaces. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let current = "";
  for (const word of text.split(/\s+/)) {
    const candidate = current ? `${current} ${word}` : word;
    const fits = !current || font.widthOfTextAtSize(candidate, size) <= width;
    if (!fits) lines.push(current);
    current = fits ? candidate : word;
  }
  if (current) lines.push(current);
  return lines;
}

function drawPayslip(doc: PDFDocument, regular: PDFFont, bold: PDFFont, slip: PayslipDocument) {
  const page = doc.addPage(A4);
  const text = writer(page, regular, bold);
  const rule = (y: number, color = line, thickness = 0.6) => page.drawLine({ start: { x: margin, y }, end: { x: right, y }, thickness, color });
  const { employee, days } = slip;

  let y = A4[1] - 64;
  text(slip.companyName, margin, y, { size: 18, bold: true, color: navy, maxWidth: contentWidth });
  y -= 22;
  text(`Payslip for ${slip.period}`, margin, y, { size: 12, color: muted, maxWidth: contentWidth });
  y -= 16;
  page.drawRectangle({ x: margin, y, width: contentWidth, height: 2, color: gold });

  // Employee details: label/value pairs in two columns.
  y -= 26;
  const pairs: [string, string | null][][] = [
    [["Employee ID", employee.employeeId], ["Date of Joining", employee.dateOfJoining]],
    [["Name", employee.name], ["Bank Account", employee.bankAccountMasked]],
    [["Designation", employee.designation], ["PAN", employee.panMasked]],
    [["Department", employee.department]],
  ];
  for (const row of pairs) {
    row.forEach(([label, value], column) => {
      const x = column === 0 ? margin : middle + 10;
      text(label, x, y, { size: 9, color: muted });
      text(value?.trim() || "-", x + 85, y, { bold: column === 0 && label === "Name", maxWidth: contentWidth / 2 - 95 });
    });
    y -= 17;
  }

  // Days.
  y -= 8;
  page.drawRectangle({ x: margin, y: y - 8, width: contentWidth, height: 24, color: tint });
  const dayPairs: [string, number][] = [["Calendar days", days.calendarDays], ["Working days", days.workingDays], ["Paid days", days.paidDays], ["LOP days", days.lopDays]];
  dayPairs.forEach(([label, value], index) => {
    const x = margin + 10 + (index * contentWidth) / 4;
    const width = text(label, x, y, { size: 9, color: muted });
    text(String(value), x + width + 6, y, { bold: true });
  });

  // Earnings | Deductions.
  y -= 40;
  const top = y + 14;
  page.drawRectangle({ x: margin, y: y - 6, width: contentWidth, height: 20, color: navy });
  text("Earnings", margin + 8, y, { bold: true, color: white });
  text("Amount", middle - 8, y, { bold: true, color: white, alignRight: true });
  text("Deductions", middle + 8, y, { bold: true, color: white });
  text("Amount", right - 8, y, { bold: true, color: white, alignRight: true });
  const cell = (side: 0 | 1, label: string, amount: number | null, bolder = false) => {
    const x = side === 0 ? margin : middle;
    text(label, x + 8, y, { bold: bolder, maxWidth: contentWidth / 2 - 100 });
    if (amount !== null) text(formatRupees(amount), x + contentWidth / 2 - 8, y, { bold: bolder, alignRight: true });
  };
  const rows = Math.max(slip.earnings.length, slip.deductions.length);
  for (let index = 0; index < rows; index += 1) {
    y -= 20;
    const earning = slip.earnings[index];
    const deduction = slip.deductions[index];
    if (earning) cell(0, earning.label, earning.amount);
    if (deduction) cell(1, deduction.label, deduction.amount);
    rule(y - 7);
  }
  y -= 20;
  cell(0, "Gross Earnings", slip.grossEarnings, true);
  cell(1, "Total Deductions", slip.totalDeductions, true);
  if (slip.lopDeduction > 0) {
    y -= 20;
    cell(0, "Less: Loss of Pay", slip.lopDeduction);
    y -= 20;
    cell(0, "Earned Gross", slip.grossEarnings - slip.lopDeduction, true);
  }
  const bottom = y - 8;
  page.drawRectangle({ x: margin, y: bottom, width: contentWidth, height: top - bottom, borderColor: line, borderWidth: 0.8 });
  page.drawLine({ start: { x: middle, y: bottom }, end: { x: middle, y: top - 20 }, thickness: 0.6, color: line });

  // Net pay and the amount in words.
  const netWords = slip.netPay < 0 ? `Minus ${rupeesInWords(-slip.netPay)}` : rupeesInWords(slip.netPay);
  const wordLines = wrap(`Amount in words: ${netWords}`, regular, 10, contentWidth - 24);
  const boxHeight = 36 + wordLines.length * 14;
  y = bottom - 18 - boxHeight;
  page.drawRectangle({ x: margin, y, width: contentWidth, height: boxHeight, color: tint });
  page.drawRectangle({ x: margin, y, width: 3, height: boxHeight, color: gold });
  let lineY = y + boxHeight - 24;
  const labelWidth = text("Net Pay:", margin + 12, lineY, { size: 14, bold: true, color: navy });
  text(formatRupees(slip.netPay), margin + 12 + labelWidth + 6, lineY, { size: 14, bold: true, color: navy });
  for (const words of wordLines) {
    lineY -= 16;
    text(words, margin + 12, lineY);
  }

  if (slip.estimated) {
    y -= 46;
    page.drawRectangle({ x: margin, y, width: contentWidth, height: 34, color: amberTint, borderColor: amber, borderWidth: 0.8 });
    text(ESTIMATED_NOTE, margin + 12, y + 20, { bold: true, color: amber });
    text("The figures follow the company's standard salary estimate until a salary structure is recorded.", margin + 12, y + 8, { size: 8.5, color: amber });
  }

  rule(70);
  text("This is a computer-generated payslip and needs no signature.", margin, 56, { size: 8.5, color: muted });
  text(`Generated on ${slip.generatedOn}`, right, 56, { size: 8.5, color: muted, alignRight: true });
}

/** One A4 page per payslip; several payslips make a multi-page PDF (HR downloads a whole month in one go). */
export async function renderPayslips(payslips: readonly PayslipDocument[]): Promise<Uint8Array> {
  const first = payslips[0];
  if (!first) throw new RangeError("renderPayslips needs at least one payslip");
  const doc = await PDFDocument.create();
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  for (const slip of payslips) drawPayslip(doc, regular, bold, slip);

  const samePeriod = payslips.every((slip) => slip.period === first.period);
  doc.setTitle(payslips.length === 1 ? `Payslip ${first.employee.employeeId} ${first.period}` : samePeriod ? `Payslips ${first.period}` : "Payslips");
  doc.setAuthor(first.companyName);
  doc.setCreator(first.companyName);
  doc.setSubject("Payslip");
  // Dated by the generation day, so the same payslip renders to the same bytes.
  const generated = /^\d{4}-\d{2}-\d{2}$/.test(first.generatedOn) ? new Date(`${first.generatedOn}T00:00:00Z`) : null;
  if (generated && !Number.isNaN(generated.getTime())) {
    doc.setCreationDate(generated);
    doc.setModificationDate(generated);
  }
  return doc.save();
}
