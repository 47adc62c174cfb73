import { PDFDocument, StandardFonts } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { pdfPageTexts, pdfText } from "../../testing/pdf-text";
import { ESTIMATED_NOTE, formatRupees, renderPayslips, type PayslipDocument } from "./payslip-pdf";

/**
 * The standard estimate for a full month in Maharashtra: gross 69,500; PF 12% of 15,000 = 1,800, no ESI above
 * 21,000, PT 200, no LWF in November, no income tax (8,34,000 a year is within the ₹12 lakh rebate), other 500:
 * deductions 2,500, net pay 67,000.
 */
const estimated: PayslipDocument = {
  companyName: "Prasthan Realty",
  period: "November 2026",
  employee: { employeeId: "PR-0007", name: "Aarav Kulkarni", designation: "Sales Manager", department: "Sales", bankAccountMasked: null, panMasked: null, dateOfJoining: null },
  days: { calendarDays: 30, workingDays: 25, paidDays: 30, lopDays: 0 },
  earnings: [
    { label: "Basic Salary", amount: 45_000 },
    { label: "HRA", amount: 13_500 },
    { label: "Transport Allowance", amount: 3_000 },
    { label: "Medical Allowance", amount: 2_000 },
    { label: "Special Allowance", amount: 5_000 },
    { label: "Other Allowances", amount: 1_000 },
  ],
  lopDeduction: 0,
  deductions: [
    { label: "Provident Fund", amount: 1_800 },
    { label: "ESI (Employee)", amount: 0 },
    { label: "Professional Tax", amount: 200 },
    { label: "Labour Welfare Fund", amount: 0 },
    { label: "Income Tax", amount: 0 },
    { label: "Other Deductions", amount: 500 },
  ],
  grossEarnings: 69_500,
  totalDeductions: 2_500,
  netPay: 67_000,
  estimated: true,
  generatedOn: "2026-12-01",
};

/** A recorded structure with two days' loss of pay and a name the standard fonts cannot fully show. */
const withLossOfPay: PayslipDocument = {
  ...estimated,
  employee: {
    employeeId: "PR-0012",
    name: "Zoë Deshmukh (अनया) 🙂",
    designation: "Accountant",
    department: "Finance",
    bankAccountMasked: "XXXXXX4321",
    panMasked: "XXXXX1234X",
    dateOfJoining: "2024-04-01",
  },
  days: { calendarDays: 30, workingDays: 25, paidDays: 28, lopDays: 2 },
  lopDeduction: 4_633,
  netPay: 12_34_567,
  estimated: false,
};

describe("renderPayslips", () => {
  it("renders one A4 page per payslip, readable back as text", async () => {
    const bytes = await renderPayslips([estimated, withLossOfPay]);
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(2);
    expect(doc.getPage(0).getSize()).toEqual({ width: 595.28, height: 841.89 });
    expect(doc.getTitle()).toBe("Payslips November 2026");
    expect(doc.getAuthor()).toBe("Prasthan Realty");

    const [first, second] = await pdfPageTexts(bytes);
    expect(first).toContain("Prasthan Realty\nPayslip for November 2026");
    expect(first).toContain("Employee ID PR-0007 Date of Joining -");
    expect(first).toContain("Name Aarav Kulkarni Bank Account -");
    expect(first).toContain("Designation Sales Manager PAN -");
    expect(first).toContain("Calendar days 30 Working days 25 Paid days 30 LOP days 0");
    expect(first).toContain("Earnings Amount Deductions Amount");
    expect(first).toContain("Basic Salary Rs. 45,000 Provident Fund Rs. 1,800");
    expect(first).toContain("Other Allowances Rs. 1,000 Other Deductions Rs. 500");
    expect(first).toContain("Gross Earnings Rs. 69,500 Total Deductions Rs. 2,500");
    expect(first).toContain("Net Pay: Rs. 67,000");
    expect(first).toContain("Amount in words: Rupees Sixty-Seven Thousand Only");
    expect(first).toContain(ESTIMATED_NOTE);
    expect(first).not.toContain("Loss of Pay");
    expect(first).toContain("This is a computer-generated payslip and needs no signature. Generated on 2026-12-01");

    expect(second).toContain("Employee ID PR-0012 Date of Joining 2024-04-01");
    expect(second).toContain("Name Zoë Deshmukh (????) ? Bank Account XXXXXX4321");
    expect(second).toContain("PAN XXXXX1234X");
    expect(second).toContain("Less: Loss of Pay Rs. 4,633");
    expect(second).toContain("Earned Gross Rs. 64,867");
    expect(second).toContain("Net Pay: Rs. 12,34,567");
    expect(second).toContain("Rupees Twelve Lakh Thirty-Four Thousand Five Hundred Sixty-Seven Only");
    expect(second).not.toContain(ESTIMATED_NOTE);

    expect(await pdfText(bytes)).toBe(`${first}\n${second}`);
  });

  it("titles a single payslip by employee and period, and renders the same bytes again", async () => {
    const bytes = await renderPayslips([estimated]);
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getTitle()).toBe("Payslip PR-0007 November 2026");
    expect(await renderPayslips([estimated])).toEqual(bytes);
  });

  it("wraps a long amount in words, cuts long values and survives control characters", async () => {
    const long: PayslipDocument = {
      ...estimated,
      companyName: "Prasthan\nRealty\t—",
      employee: { ...estimated.employee, designation: "Senior Vice President of Channel Partner Relations and Strategy" },
      netPay: 99_99_99_999,
    };
    const text = await pdfText(await renderPayslips([long]));
    expect(text).toContain("Prasthan Realty —");
    expect(text).toMatch(/Designation Senior Vice President of .*\.\.\. PAN -/);
    expect(text).toContain("Net Pay: Rs. 99,99,99,999");
    expect(text.replace(/\n/g, " ")).toContain(
      "Amount in words: Rupees Ninety-Nine Crore Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine Only",
    );
  });

  it("refuses an empty list", async () => {
    await expect(renderPayslips([])).rejects.toThrow(RangeError);
  });
});

describe("formatRupees", () => {
  it("groups digits the Indian way", () => {
    expect(formatRupees(58_900)).toBe("Rs. 58,900");
    expect(formatRupees(12_34_567)).toBe("Rs. 12,34,567");
    expect(formatRupees(0)).toBe("Rs. 0");
    expect(formatRupees(-1_500)).toBe("-Rs. 1,500");
  });
});

describe("pdfText", () => {
  it("reads pages in order, lines of multi-line text and WinAnsi characters", async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    doc.addPage().drawText("First line\nSecond line – “quoted” €5", { x: 50, y: 700, font, size: 12, lineHeight: 14 });
    const page = doc.addPage();
    page.drawText("Label", { x: 50, y: 700, font });
    page.drawText("value (with parens)", { x: 120, y: 700, font });
    page.drawText("Below", { x: 50, y: 680, font });
    const bytes = await doc.save();
    expect(await pdfPageTexts(bytes)).toEqual(["First line\nSecond line – “quoted” €5", "Label value (with parens)\nBelow"]);
    expect(await pdfText(await doc.save({ useObjectStreams: false }))).toBe("First line\nSecond line – “quoted” €5\nLabel value (with parens)\nBelow");
  });
});
