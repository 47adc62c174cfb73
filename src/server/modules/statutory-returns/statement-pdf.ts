import { PDFDocument, type PDFPage } from "pdf-lib";
import { longMonth } from "@/shared/contract/payroll";
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
  type Write,
} from "../payroll/payslip-pdf-kit";
import { embedPdfFonts } from "../payroll/pdf-fonts";
import type { StatementYear } from "./statement";

/**
 * The annual tax statement as PDF (docs/product.md section 9.14.2): salary, exemptions, deductions, the year's tax
 * and the TDS of each finalised month, drawn with the payslip's kit (payslip-pdf-kit.ts). It says plainly that it is
 * not the employer's certificate of TDS on salary of the year's law (Form 16 up to FY 2025-26, Form 130 from FY
 * 2026-27). Every section it names is that of the law in force for the year (income-tax-law.ts: the 1961 Act up to
 * FY 2025-26, the 2025 Act from FY 2026-27).
 */

export const STATEMENT_TITLE = "Annual Tax Statement";

export interface StatementDocument {
  companyName: string;
  companyAddress: string;
  employee: { employeeId: string; name: string; designation: string; department: string; panMasked: string | null };
  year: StatementYear;
  generatedOn: string;
}

/** The projected salary's line: the months at the full salary, and a leaver's last month prorated to the last working day. */
function projectedLine(projection: StatementYear["derivation"]["projection"], asOf: string): string {
  const full = projection.remainingMonths - (projection.proratedMonth ? 1 : 0);
  const parts = [
    ...(full > 0 ? [`${full} month${full === 1 ? "" : "s"} after ${longMonth(asOf)} at its full salary`] : []),
    ...(projection.proratedMonth ? [`${longMonth(projection.proratedMonth)} up to the last working day`] : []),
  ];
  return `Projected: ${parts.join(" and ")}`;
}

export async function renderStatement(doc: StatementDocument): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const { regular, bold } = await embedPdfFonts(pdf);
  let page: PDFPage = pdf.addPage(A4);
  let text: Write = writer(page, regular, bold);
  let y = A4[1] - 60;
  const need = (height: number) => {
    if (y - height > 70) return;
    page = pdf.addPage(A4);
    text = writer(page, regular, bold);
    y = A4[1] - 60;
  };
  const { year, employee } = doc;
  const { derivation, law, exemptions } = year;
  const { projection, salary, tax, alreadyDeducted } = derivation;
  // Paid, but left out of taxable salary: shown in the gross, then as exemptions (as Form 16 Part B lays them out).
  const exempt = exemptions.gratuity + exemptions.leaveEncashment;

  text(doc.companyName, margin, y, { size: 18, bold: true, color: navy, maxWidth: contentWidth });
  y -= 15;
  text(doc.companyAddress, margin, y, { size: 9, color: muted, maxWidth: contentWidth });
  y -= 18;
  text(`${STATEMENT_TITLE}, FY ${year.financialYear}`, margin, y, { size: 12, bold: true, color: navy });
  y -= 14;
  page.drawRectangle({ x: margin, y, width: contentWidth, height: 2, color: gold });
  y -= 16;
  for (const words of wrap(law.notACertificate, regular, 9, contentWidth)) {
    text(words, margin, y, { size: 9, color: muted });
    y -= 12;
  }
  y -= 6;
  const pairs: [string, string][] = [
    ["Employee ID", employee.employeeId],
    ["Name", employee.name],
    ["Designation", employee.designation || "-"],
    ["Department", employee.department || "-"],
    ["PAN", employee.panMasked ?? "-"],
    ["Tax regime", derivation.regime === "old" ? "Old regime" : `New regime (${law.newRegime})`],
    ["Law", law.name],
    ["Income tax rules", `FY ${derivation.rulesYear}`],
  ];
  for (const [label, value] of pairs) {
    text(label, margin, y, { size: 9, color: muted });
    text(value, margin + 110, y, { bold: label === "Name", maxWidth: contentWidth - 110 });
    y -= 14;
  }

  const heading = (title: string, amountLabel = "Amount") => {
    need(40);
    y -= 10;
    page.drawRectangle({ x: margin, y: y - 6, width: contentWidth, height: 20, color: navy });
    text(title, margin + 8, y, { bold: true, color: white });
    text(amountLabel, right - 8, y, { bold: true, color: white, alignRight: true });
    y -= 18;
  };
  const amountLine = (label: string, amount: number, strong = false) => {
    need(16);
    text(label, margin + 8, y, { size: 9.5, bold: strong, maxWidth: contentWidth - 120 });
    text(formatRupees(amount), right - 8, y, { size: 9.5, bold: strong, alignRight: true });
    page.drawLine({ start: { x: margin, y: y - 5 }, end: { x: right, y: y - 5 }, thickness: 0.5, color: line });
    y -= 16;
  };

  const months = year.months.length;
  heading("1. Salary");
  amountLine(
    `Paid here in the ${months} finalised month${months === 1 ? "" : "s"} (${law.salary})`,
    projection.finalisedGross + projection.thisMonthGross + projection.oneOffEarnings + exempt,
  );
  if (projection.openingGross > 0) amountLine("Paid earlier this year outside this payroll (opening figures)", projection.openingGross);
  if (year.projected) amountLine(projectedLine(projection, year.asOf), projection.remainingGross);
  if (salary.grossSalary > projection.projectedGross)
    amountLine("Salary from a previous employer this year (verified by HR)", salary.grossSalary - projection.projectedGross);
  amountLine("Gross salary", salary.grossSalary + exempt, true);

  heading("2. Exemptions and deductions");
  amountLine(`Gratuity exempt (${law.gratuityExemption})`, exemptions.gratuity);
  amountLine(`Leave encashment exempt (${law.leaveEncashmentExemption})`, exemptions.leaveEncashment);
  amountLine(`House rent allowance exempt (${law.hraExemption})`, salary.hraExemption);
  amountLine(`Standard deduction (${law.standardDeduction})`, salary.standardDeduction);
  amountLine(`Professional tax (${law.professionalTax})`, salary.professionalTax);
  amountLine(`Deduction under ${law.section80C} (including your PF)`, salary.section80C);
  amountLine(`Deduction under ${law.section80D}`, salary.section80D);
  amountLine("Taxable income (rounded to ₹10)", tax.taxableIncome, true);

  heading("3. Tax computed");
  amountLine("Tax on total income", Math.round(tax.slabTax));
  amountLine(`Rebate under ${law.rebate}`, Math.round(tax.rebate));
  amountLine("Surcharge", Math.round(tax.surcharge));
  amountLine("Health and education cess", Math.round(tax.cess));
  amountLine(year.projected ? "Tax for the year (on the projected salary)" : "Tax for the year", tax.total, true);

  heading("4. Tax deducted at source each month", "TDS");
  for (const month of year.months) {
    need(16);
    text(longMonth(month.month), margin + 8, y, { size: 9.5 });
    text(`Gross ${formatRupees(month.gross)}`, margin + 200, y, { size: 9.5, color: muted });
    text(formatRupees(month.tds), right - 8, y, { size: 9.5, alignRight: true });
    page.drawLine({ start: { x: margin, y: y - 5 }, end: { x: right, y: y - 5 }, thickness: 0.5, color: line });
    y -= 16;
  }
  amountLine("Total TDS deducted here", year.tdsHere, true);
  if (alreadyDeducted.opening > 0) amountLine("TDS earlier this year outside this payroll (opening figures)", alreadyDeducted.opening);
  if (alreadyDeducted.previousEmployer > 0) amountLine("TDS by a previous employer (verified by HR)", alreadyDeducted.previousEmployer);
  const balance = tax.total - year.tdsHere - alreadyDeducted.opening - alreadyDeducted.previousEmployer;
  need(40);
  y -= 8;
  page.drawRectangle({ x: margin, y: y - 10, width: contentWidth, height: 26, color: tint });
  text(balance >= 0 ? "Tax still to be deducted for the year" : "Deducted above the year's tax", margin + 8, y, {
    bold: true,
    color: navy,
  });
  text(formatRupees(Math.abs(balance)), right - 8, y, { bold: true, color: navy, alignRight: true });
  y -= 30;
  if (year.projected) {
    for (const words of wrap(
      `The year is not over: the tax above is on the salary projected from ${longMonth(year.asOf)}, as each month's TDS was. Amounts in whole rupees.`,
      regular,
      8.5,
      contentWidth,
    )) {
      need(12);
      text(words, margin, y, { size: 8.5, color: muted });
      y -= 11;
    }
  }

  for (const each of pdf.getPages()) {
    const footer = writer(each, regular, bold);
    each.drawLine({ start: { x: margin, y: 62 }, end: { x: right, y: 62 }, thickness: 0.6, color: line });
    footer(`Computer-generated from the finalised payroll; not a certificate under ${law.certificate}.`, margin, 48, {
      size: 8.5,
      color: muted,
    });
    footer(`Generated on ${formatCalendarDate(doc.generatedOn)}`, right, 48, { size: 8.5, color: muted, alignRight: true });
  }
  pdf.setTitle(`${STATEMENT_TITLE} ${employee.employeeId} FY ${year.financialYear}`);
  pdf.setAuthor(doc.companyName);
  pdf.setCreator(doc.companyName);
  pdf.setSubject(STATEMENT_TITLE);
  const generated = new Date(`${doc.generatedOn}T00:00:00Z`);
  if (!Number.isNaN(generated.getTime())) {
    pdf.setCreationDate(generated);
    pdf.setModificationDate(generated);
  }
  return pdf.save();
}
