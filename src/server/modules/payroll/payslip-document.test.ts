import { PDFDocument, StandardFonts } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { pdfPageTexts, pdfText } from "../../testing/pdf-text";
import type { PayrollMonth, PayrollRow } from "@/shared/contract/payroll";
import { yearToDateOf } from "./payslip-context";
import { earnedLines, payslipDocument } from "./payslip-document";
import { EMPLOYER_HEADING, EMPLOYER_NOTE, formatRupees, renderPayslips } from "./payslip-pdf";

// The payslip's document (payslip-document.ts): the year to date, leave balances, earned lines; the rupee format
// and the PDF text reader.

const row = (month: string, earnedGross: number, providentFund: number, incomeTax: number, employeeRecordId = 7): PayrollRow => ({
  employeeRecordId,
  employeeId: "PR-0007",
  name: "Aarav Kulkarni",
  department: "Sales",
  designation: "Sales Manager",
  estimated: false,
  uan: "100123456789",
  esiIpNumber: "3112345678",
  stateOfWork: "MH",
  taxRegime: "old",
  earnings: {
    basicSalary: 30_000,
    hra: 12_000,
    transportAllowance: 1_600,
    medicalAllowance: 1_250,
    specialAllowance: 5_000,
    otherAllowances: 0,
  },
  grossMonthly: 49_850,
  workingDays: 25,
  paidDays: month === "2026-11" ? 28 : 30,
  lopDays: month === "2026-11" ? 2 : 0,
  ncpDays: month === "2026-11" ? 2 : 0,
  lopDeduction: 49_850 - earnedGross,
  earnedGross,
  earnedBasic: 28_000,
  earnedHra: 11_200,
  esiCovered: false,
  items: [],
  itemEarnings: 0,
  itemDeductions: 0,
  // The employer's 1,800 is 12% of the 15,000 ceiling; no ESI.
  pfWage: 15_000,
  epsWage: 15_000,
  edliWage: 15_000,
  esiWage: 0,
  deductions: { providentFund, esi: 0, professionalTax: 200, labourWelfareFund: 0, incomeTax, otherDeductions: 0 },
  overridden: { providentFund: false, professionalTax: false, incomeTax: true },
  grossPay: earnedGross,
  totalDeductions: providentFund + 200 + incomeTax,
  netPay: earnedGross - providentFund - 200 - incomeTax,
  recoverable: 0,
  employer: { epf: 550, eps: 1_250, edli: 75, adminCharge: 75, esi: 0, labourWelfareFund: 0, total: 1_950 },
  employerCost: earnedGross + 1_950,
  notes: [],
});
const finalisedMonth = (month: string, rows: PayrollRow[]) =>
  ({ month, divisor: 30, calendarDays: 30, incomeTaxRulesYear: "2025-26", financialYear: "2026-27", rows }) as unknown as PayrollMonth;

describe("payslipDocument with the year to date and leave balances", () => {
  // The person's finalised months: March 2026 is the previous financial year and December comes after
  // November's payslip, so neither counts; someone else's October row does not either.
  const november = finalisedMonth("2026-11", [row("2026-11", 46_527, 1_800, 2_300)]);
  const months = [
    finalisedMonth("2026-03", [row("2026-03", 49_850, 1_800, 1_000)]),
    finalisedMonth("2026-09", [row("2026-09", 49_850, 1_800, 2_100)]),
    finalisedMonth("2026-10", [row("2026-10", 49_850, 1_800, 2_300), row("2026-10", 99_999, 9_999, 9_999, 8)]),
    november,
    finalisedMonth("2026-12", [row("2026-12", 49_850, 1_800, 2_300)]),
  ];
  // HR's opening figures for April to August, paid outside the product.
  const opening = { gross: 2_40_000, basic: 1_50_000, hra: 60_000, employeePf: 9_000, professionalTax: 1_000, tds: 8_000, months: 5 };

  it("sums the opening figures and the finalised months of the year up to this one", () => {
    // By hand: gross 2,40,000 + 49,850 + 49,850 + 46,527 = 3,86,227; PF 9,000 + 3 x 1,800 = 14,400; TDS 8,000 + 2,100 + 2,300 + 2,300 = 14,700.
    expect(yearToDateOf("2026-27", "2026-11", 7, months, opening)).toEqual({
      financialYear: "2026-27",
      span: "Apr 2026 - Nov 2026",
      gross: 3_86_227,
      providentFund: 14_400,
      tds: 14_700,
      withOpening: true,
    });
    // Without opening figures: 1,46,227; 5,400; 6,700.
    expect(yearToDateOf("2026-27", "2026-11", 7, months, null)).toMatchObject({
      gross: 1_46_227,
      providentFund: 5_400,
      tds: 6_700,
      withOpening: false,
    });
  });

  it("carries the address, statutory details, regime and rules year, every deduction, the employer block, the year to date and leave", async () => {
    const slip = payslipDocument(november, november.rows[0]!, undefined, {
      companyName: "Prasthan Realty",
      companyAddress: "Office 604, Sai Capital, Senapati Bapat Road, Shivajinagar, Pune, Maharashtra 411016",
      generatedOn: "2026-12-01",
      yearToDate: yearToDateOf("2026-27", "2026-11", 7, months, opening),
      leave: {
        asOf: "30 Nov 2026",
        balances: [
          { label: "Sick Leave", remaining: 9, allowance: 12 },
          { label: "Vacation", remaining: 15, allowance: 18 },
        ],
      },
    });
    const text = await pdfText(await renderPayslips([slip]));
    for (const expected of [
      "Prasthan Realty\nOffice 604, Sai Capital, Senapati Bapat Road, Shivajinagar, Pune, Maharashtra 411016",
      "Department Sales UAN 100123456789",
      "Tax Regime Old regime ESI IP Number 3112345678",
      "Income tax: FY 2025-26 rules",
      "Calendar days 30 Working days 25 Paid days 28 LOP days 2",
      // Full and earned: 30,000 less 2/30 = 28,000; 12,000 less 800 = 11,200; 1,600 less 107 = 1,493.
      "Basic Salary ₹30,000 ₹28,000 Provident Fund ₹1,800",
      "HRA ₹12,000 ₹11,200 ESI ₹0",
      "Transport Allowance ₹1,600 ₹1,493 Professional Tax ₹200",
      "Labour Welfare Fund ₹0",
      "TDS (override) ₹2,300",
      "Other Deductions ₹0",
      "Less: Loss of Pay ₹3,323",
      "Earned Gross ₹46,527",
      EMPLOYER_HEADING,
      EMPLOYER_NOTE,
      "EPF (employer's share) ₹550",
      "EPS (pension) ₹1,250",
      "EDLI (insurance) ₹75",
      "EPF admin charge ₹75",
      "ESI (employer's share) ₹0",
      "Total employer contributions ₹1,950",
      "Year to date, FY 2026-27 (Apr 2026 - Nov 2026)",
      "Gross earned ₹3,86,227",
      "Provident Fund ₹14,400",
      "TDS (Income Tax) ₹14,700",
      "Leave balances as of 30 Nov 2026",
      "Sick Leave 9 of 12 days left",
      "Vacation 15 of 18 days left",
      "Net Pay: ₹42,227",
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain("Provident Fund (override)");
  });
});

describe("earnedLines", () => {
  it("adds up to the month's earned gross: the last allowance earned takes the rounding, basic and HRA never", () => {
    // 1 LOP day of 30. Each line: 1,000 less 33.33 (33) = 967; 3 x 967 = 2,901. The gross, 3,000 less 100
    // (rounded once) = 2,900: Special Allowance, the last line with pay, shows 966.
    const lines = earnedLines(
      [
        ["Basic Salary", 1_000],
        ["HRA", 1_000],
        ["Special Allowance", 1_000],
        ["Other Allowances", 0],
      ],
      { lopDays: 1, earnedGross: 2_900 },
      30,
    );
    expect(lines.map((line) => line.earned)).toEqual([967, 967, 966, 0]);
    // Without loss of pay nothing moves.
    expect(
      earnedLines(
        [
          ["Basic Salary", 1_000],
          ["HRA", 500],
        ],
        { lopDays: 0, earnedGross: 1_500 },
        30,
      ).map((line) => line.earned),
    ).toEqual([1_000, 500]);
  });
});

describe("formatRupees", () => {
  it("groups digits the Indian way with the rupee sign, as the portal does (shared/display-format.ts)", () => {
    expect(formatRupees(58_900)).toBe("₹58,900");
    expect(formatRupees(12_34_567)).toBe("₹12,34,567");
    expect(formatRupees(0)).toBe("₹0");
    expect(formatRupees(-1_500)).toBe("-₹1,500");
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
    expect(await pdfText(await doc.save({ useObjectStreams: false }))).toBe(
      "First line\nSecond line – “quoted” €5\nLabel value (with parens)\nBelow",
    );
  });
});
