import type { PDFPage } from "pdf-lib";
import { contentWidth, formatRupees, line, margin, middle, muted, navy, type Write } from "./payslip-pdf-kit";

/** The payslip's blocks below the net pay (payslip-pdf.ts): employer contributions, year to date, leave balances. */

export interface EmployerBlock {
  /** EPF, EPS, EDLI, EPF admin charge, ESI, LWF (employer). */
  lines: { label: string; amount: number }[];
  total: number;
}
export interface YearToDate {
  /** '2026-27' */
  financialYear: string;
  /** e.g. 'Apr 2026 - Nov 2026' */
  span: string;
  gross: number;
  providentFund: number;
  tds: number;
  /** HR's opening figures for months paid outside the product are included. */
  withOpening: boolean;
}
export interface LeaveBlock {
  /** e.g. '30 Nov 2026' */
  asOf: string;
  balances: { label: string; remaining: number; allowance: number }[];
}

export const EMPLOYER_HEADING = "Employer contributions";
export const EMPLOYER_NOTE = "Paid by the company: not deducted from your pay.";

const rowHeight = 14;

/** Two columns from `y` down: employer contributions on the left; year to date and leave balances on the right. Answers the lowest y used. */
export function drawLowerBlocks(
  page: PDFPage,
  text: Write,
  y: number,
  employer: EmployerBlock,
  yearToDate: YearToDate | null,
  leave: LeaveBlock | null,
): number {
  const columnWidth = contentWidth / 2 - 12;
  const heading = (label: string, x: number, at: number) => {
    text(label, x, at, { bold: true, color: navy, maxWidth: columnWidth });
    page.drawLine({ start: { x, y: at - 5 }, end: { x: x + columnWidth, y: at - 5 }, thickness: 0.6, color: line });
  };
  const entry = (x: number, at: number, label: string, value: string, bold = false) => {
    text(label, x, at, { size: 9, bold, maxWidth: columnWidth - 80 });
    text(value, x + columnWidth, at, { size: 9, bold, alignRight: true });
  };

  // Left: the employer's contributions.
  let left = y;
  heading(EMPLOYER_HEADING, margin, left);
  left -= 6;
  text(EMPLOYER_NOTE, margin, (left -= 12), { size: 8, color: muted, maxWidth: columnWidth });
  for (const { label, amount } of employer.lines) entry(margin, (left -= rowHeight), label, formatRupees(amount));
  entry(margin, (left -= rowHeight), "Total employer contributions", formatRupees(employer.total), true);

  // Right: year to date, then leave balances.
  const x = middle + 12;
  let rightY = y;
  if (yearToDate) {
    heading(`Year to date, FY ${yearToDate.financialYear} (${yearToDate.span})`, x, rightY);
    rightY -= 6;
    entry(x, (rightY -= rowHeight), "Gross earned", formatRupees(yearToDate.gross));
    entry(x, (rightY -= rowHeight), "Provident Fund", formatRupees(yearToDate.providentFund));
    entry(x, (rightY -= rowHeight), "TDS (Income Tax)", formatRupees(yearToDate.tds));
    if (yearToDate.withOpening)
      text("Includes the opening figures for months paid earlier.", x, (rightY -= rowHeight), {
        size: 8,
        color: muted,
        maxWidth: columnWidth,
      });
    rightY -= 20;
  }
  if (leave) {
    heading(`Leave balances as of ${leave.asOf}`, x, rightY);
    rightY -= 6;
    for (const balance of leave.balances)
      entry(x, (rightY -= rowHeight), balance.label, `${balance.remaining} of ${balance.allowance} days left`);
    if (leave.balances.length === 0) text("No leave allowances on record.", x, (rightY -= rowHeight), { size: 9, color: muted });
  }
  return Math.min(left, rightY);
}
