import { PDFDocument } from "pdf-lib";
import { longMonth } from "@/shared/contract/payroll";
import { noticeShortfallLabels, separationKindLabels, settlementSalaryTexts, type SettlementRecord } from "@/shared/contract/separation";
import {
  A4,
  contentWidth,
  formatCalendarDate,
  formatRupees,
  gold,
  line,
  margin,
  muted,
  navy,
  right,
  tint,
  white,
  wrap,
  writer,
} from "../payroll/payslip-pdf-kit";
import { embedPdfFonts } from "../payroll/pdf-fonts";

/**
 * The full and final settlement statement (docs/product.md section 9.14.4): an A4 page in the payslip's style
 * (payslip-pdf-kit.ts): the dates and service, each settlement line with its computation and tax split, the
 * person's other items of the month (an advance's recoveries brought forward among them), the last month's
 * salary as the payroll computes it (the days after the last working day not employed, not loss of pay), its TDS,
 * and the net pay, or what the person owes when the deductions exceed the pay.
 */

export interface StatementHeader {
  companyName: string;
  companyAddress: string;
  generatedOn: string;
}

export async function renderStatement(header: StatementHeader, record: SettlementRecord): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const { regular, bold } = await embedPdfFonts(doc);
  const page = doc.addPage(A4);
  const text = writer(page, regular, bold);
  let y = A4[1] - margin;

  page.drawRectangle({ x: 0, y: A4[1] - 90, width: A4[0], height: 90, color: navy });
  text(header.companyName, margin, A4[1] - 42, { size: 16, bold: true, color: white });
  text(header.companyAddress, margin, A4[1] - 60, { size: 8.5, color: white, maxWidth: contentWidth });
  text("Full and Final Settlement", margin, A4[1] - 78, { size: 11, bold: true, color: gold });
  y = A4[1] - 115;

  const { separation, employee } = record;
  const facts: [string, string][] = [
    ["Employee ID", employee.employeeId],
    ["Name", employee.name],
    ["Designation", employee.designation || "-"],
    ["Department", employee.department || "-"],
    ["Date of joining", employee.dateOfJoining ? formatCalendarDate(employee.dateOfJoining) : "-"],
    ["Separation", separationKindLabels[separation.kind]],
    ["Notice date", formatCalendarDate(separation.noticeDate)],
    ["Last working day", formatCalendarDate(separation.lastWorkingDay)],
    ["Service", record.service.text],
    [
      "Notice",
      `${separation.noticePeriodDays} days owed, ${record.noticeServedDays} served; shortfall: ${noticeShortfallLabels[separation.noticeShortfall]}`,
    ],
    [
      "Basic / gross (monthly)",
      `${formatRupees(record.basic)} / ${formatRupees(record.gross)}${record.estimated ? " (standard estimate)" : ""}`,
    ],
  ];
  for (const [label, value] of facts) {
    text(label, margin, y, { size: 9, color: muted });
    text(value, margin + 140, y, { size: 9, maxWidth: contentWidth - 140 });
    y -= 15;
  }

  const heading = (title: string) => {
    y -= 8;
    page.drawRectangle({ x: margin, y: y - 5, width: contentWidth, height: 18, color: tint });
    text(title, margin + 6, y, { size: 10, bold: true, color: navy });
    y -= 22;
  };
  const wrapped = (value: string, size = 8.5, color = muted) => {
    for (const part of wrap(value, regular, size, contentWidth - 20)) {
      text(part, margin + 10, y, { size, color });
      y -= size + 3;
    }
  };

  heading(`Settlement, paid with the salary for ${longMonth(record.month)}`);
  if (record.lines.length === 0) wrapped("Nothing to settle besides the salary.", 9);
  for (const entry of record.lines) {
    text(entry.label, margin, y, { size: 10, bold: true });
    text(`${entry.direction === "deduction" ? "- " : ""}${formatRupees(entry.amount)}`, right, y, {
      size: 10,
      bold: true,
      alignRight: true,
    });
    y -= 14;
    wrapped(entry.computation);
    if (entry.taxComputation) wrapped(entry.taxComputation);
    y -= 4;
  }
  page.drawLine({ start: { x: margin, y: y + 4 }, end: { x: right, y: y + 4 }, thickness: 0.6, color: line });
  y -= 8;
  text("Settlement net", margin, y, { size: 10, bold: true });
  text(formatRupees(record.net), right, y, { size: 10, bold: true, alignRight: true });
  y -= 10;

  // The person's other items of the month, those brought in from later months among them (settlement-month.ts).
  if (record.otherItems.length > 0) {
    heading(`Other pay items of ${longMonth(record.month)}`);
    for (const item of record.otherItems) {
      const label = item.movedFromMonth ? `${item.description} (due ${longMonth(item.movedFromMonth)}, brought forward)` : item.description;
      text(label, margin, y, { size: 9.5, maxWidth: contentWidth - 110 });
      text(`${item.direction === "deduction" ? "- " : ""}${formatRupees(item.amount)}`, right, y, { size: 9.5, alignRight: true });
      y -= 15;
    }
    text("Other items net", margin, y, { size: 10, bold: true });
    text(`${record.otherItemsNet < 0 ? "- " : ""}${formatRupees(Math.abs(record.otherItemsNet))}`, right, y, {
      size: 10,
      bold: true,
      alignRight: true,
    });
    y -= 10;
  }

  heading(`Salary for ${longMonth(record.month)}`);
  const last = record.lastMonth;
  // Before the month begins the notes below say when its salary is computed.
  if (last) {
    const joinedThisMonth = employee.dateOfJoining?.slice(0, 7) === last.month;
    const rows: [string, number][] = [
      [settlementSalaryTexts.earnedGross(last, joinedThisMonth), last.earnedGross],
      ["Pay items paid (the settlement's earnings among them)", last.itemEarnings],
      ["Gross pay", last.grossPay],
      ["Pay items deducted (the settlement's recovery among them)", last.itemDeductions],
      ["Income tax (TDS), on the salary and the taxable settlement", last.incomeTax],
      ["Total deductions", last.totalDeductions],
      // Net pay stops at 0: what the deductions exceed the pay by is said below instead.
      ...(last.recoverable > 0 ? [] : [["Net pay", last.netPay] as [string, number]]),
    ];
    for (const [label, amount] of rows) {
      const top = y;
      // A long label (the days of the month) wraps short of the amount, which stands beside its first line.
      for (const part of wrap(label, regular, 9.5, contentWidth - 80)) {
        text(part, margin, y, { size: 9.5 });
        y -= 12;
      }
      text(formatRupees(amount), right, top, { size: 9.5, alignRight: true, bold: label === "Net pay" });
      y -= 3;
    }
    if (last.recoverable > 0) {
      text(settlementSalaryTexts.recoverable(last.recoverable), margin, y, { size: 10, bold: true });
      y -= 14;
      wrapped(settlementSalaryTexts.recovery);
    }
    wrapped(
      last.status === "finalised"
        ? "Finalised: these figures are frozen."
        : "Draft: the figures change with attendance, leave and salary records until the month is finalised.",
    );
  }

  y -= 6;
  for (const note of record.notes) wrapped(note);
  text("This is a computer-generated statement and needs no signature.", margin, margin + 14, { size: 8, color: muted });
  text(`Generated on ${formatCalendarDate(header.generatedOn)}`, margin, margin, { size: 8, color: muted });
  return doc.save();
}
