import { PDFDocument, StandardFonts } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { pdfPageTexts, pdfText } from "../../testing/pdf-text";
import type { PayrollMonth, PayrollRow } from "@/shared/contract/payroll";
import { yearToDateOf } from "./payslip-context";
import { earnedLines, payslipDocument } from "./payslip-document";
import { ADJUSTMENTS_HEADING, EMPLOYER_HEADING, EMPLOYER_NOTE, ESTIMATED_NOTE, formatRupees, renderPayslips, type PayslipDocument } from "./payslip-pdf";

/**
 * The standard estimate for a full month in Maharashtra: gross 69,500; PF 12% of 15,000 = 1,800, no ESI above
 * 21,000, PT 200, no LWF in November, no income tax (8,34,000 a year is within the ₹12 lakh rebate), other 500:
 * deductions 2,500, net pay 67,000.
 */
const estimated: PayslipDocument = {
  companyName: "Prasthan Realty",
  period: "November 2026",
  companyAddress: "Office 604, Sai Capital, Senapati Bapat Road, Shivajinagar, Pune, Maharashtra 411016",
  employee: {
    employeeId: "PR-0007",
    name: "Aarav Kulkarni",
    designation: "Sales Manager",
    department: "Sales",
    bankName: null,
    bankAccountMasked: null,
    panMasked: null,
    dateOfJoining: null,
    uan: null,
    esiIpNumber: null,
  },
  taxRegime: null,
  incomeTaxRulesYear: null,
  days: { calendarDays: 30, workingDays: 25, paidDays: 30, lopDays: 0 },
  earnings: [
    { label: "Basic Salary", full: 45_000, earned: 45_000 },
    { label: "HRA", full: 13_500, earned: 13_500 },
    { label: "Transport Allowance", full: 3_000, earned: 3_000 },
    { label: "Medical Allowance", full: 2_000, earned: 2_000 },
    { label: "Special Allowance", full: 5_000, earned: 5_000 },
    { label: "Other Allowances", full: 1_000, earned: 1_000 },
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
  employer: { lines: [{ label: "EPF (employer's share)", amount: 550 }], total: 550 },
  yearToDate: null,
  leave: null,
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
    bankName: "HDFC Bank",
    bankAccountMasked: "XXXXXX4321",
    panMasked: "XXXXX1234X",
    dateOfJoining: "2024-04-01",
    uan: null,
    esiIpNumber: null,
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
    expect(first).toContain("Prasthan Realty\nOffice 604, Sai Capital, Senapati Bapat Road, Shivajinagar, Pune, Maharashtra 411016\nPayslip for November 2026");
    expect(first).toContain("Employee ID PR-0007 Date of Joining -");
    expect(first).toContain("Name Aarav Kulkarni Bank -");
    expect(first).toContain("Designation Sales Manager PAN -");
    expect(first).toContain("Calendar days 30 Working days 25 Paid days 30 LOP days 0");
    expect(first).toContain("Earnings Full Earned Deductions Amount");
    expect(first).toContain("Basic Salary Rs. 45,000 Rs. 45,000 Provident Fund Rs. 1,800");
    expect(first).toContain("Other Allowances Rs. 1,000 Rs. 1,000 Other Deductions Rs. 500");
    expect(first).toContain("Gross Earnings Rs. 69,500 Total Deductions Rs. 2,500");
    expect(first).toContain("Net Pay: Rs. 67,000");
    expect(first).toContain("Amount in words: Rupees Sixty-Seven Thousand Only");
    expect(first).toContain(ESTIMATED_NOTE);
    expect(first).not.toContain("Loss of Pay");
    expect(first).not.toContain("Year to date");
    expect(first).toContain("This is a computer-generated payslip and needs no signature. Generated on 2026-12-01");

    expect(second).toContain("Employee ID PR-0012 Date of Joining 2024-04-01");
    expect(second).toContain("Name Zoë Deshmukh (????) ? Bank HDFC Bank XXXXXX4321");
    expect(second).toContain("PAN XXXXX1234X");
    expect(second).toContain("Less: Loss of Pay Rs. 4,633");
    expect(second).toContain("Earned Gross Rs. 64,867");
    expect(second).toContain("Net Pay: Rs. 12,34,567");
    expect(second).toContain("Rupees Twelve Lakh Thirty-Four Thousand Five Hundred Sixty-Seven Only");
    expect(second).not.toContain(ESTIMATED_NOTE);

    expect(await pdfText(bytes)).toBe(`${first}\n${second}`);
  });

  it("prints the month's adjustments and one-off items in their own block, each with its sign", async () => {
    // The estimate's month with a 10,000 bonus, an LOP reversal of 3,705 and an advance recovery of 3,333:
    // net 67,000 + 10,000 + 3,705 - 3,333 = 77,372 (no tax on these figures, for the drawing only).
    const adjusted: PayslipDocument = {
      ...estimated,
      estimated: false,
      adjustments: [
        { description: "Bonus", direction: "earning", amount: 10_000 },
        { description: "LOP reversal Oct 2026", direction: "earning", amount: 3_705 },
        { description: "Advance recovery 1/3", direction: "deduction", amount: 3_333 },
      ],
      netPay: 77_372,
    };
    const text = await pdfText(await renderPayslips([adjusted]));
    expect(text).toContain(`${ADJUSTMENTS_HEADING}\nBonus + Rs. 10,000\nLOP reversal Oct 2026 + Rs. 3,705\nAdvance recovery 1/3 - Rs. 3,333`);
    expect(text).toContain("Total Deductions Rs. 2,500");
    expect(text).toContain("Net Pay: Rs. 77,372");
    expect(await pdfText(await renderPayslips([estimated]))).not.toContain(ADJUSTMENTS_HEADING);
  });

  it("moves the lower blocks to a continuation page when the adjustments leave no room", async () => {
    const many: PayslipDocument = {
      ...estimated,
      adjustments: Array.from({ length: 8 }, (_, index) => ({ description: `Adjustment ${index + 1}`, direction: "earning" as const, amount: 1_000 })),
      yearToDate: { financialYear: "2026-27", span: "Apr 2026 - Nov 2026", gross: 5_00_000, providentFund: 14_400, tds: 0, withOpening: true },
      leave: { asOf: "30 Nov 2026", balances: ["Sick", "Vacation", "Personal", "Emergency"].map((label) => ({ label, remaining: 4, allowance: 8 })) },
    };
    const pages = await pdfPageTexts(await renderPayslips([many]));
    expect(pages).toHaveLength(2);
    expect(pages[0]).toContain("Adjustment 8 + Rs. 1,000");
    expect(pages[0]).not.toContain(EMPLOYER_HEADING);
    expect(pages[1]).toContain("Payslip for November 2026, Aarav Kulkarni (PR-0007), continued");
    expect(pages[1]).toContain(EMPLOYER_HEADING);
    expect(pages[1]).toContain("Leave balances as of 30 Nov 2026");
    expect(pages[1]).toContain("This is a computer-generated payslip and needs no signature.");
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

/**
 * A month finalised for person 7 (and someone else): only what the payslip and the year to date read. Two
 * LOP days on the calendar basis of 30: basic 30,000 earns 30,000 - 2,000 = 28,000, HRA 12,000 earns 11,200.
 */
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
  earnings: { basicSalary: 30_000, hra: 12_000, transportAllowance: 1_600, medicalAllowance: 1_250, specialAllowance: 5_000, otherAllowances: 0 },
  grossMonthly: 49_850,
  workingDays: 25,
  paidDays: month === "2026-11" ? 28 : 30,
  lopDays: month === "2026-11" ? 2 : 0,
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
  esiWage: 0,
  deductions: { providentFund, esi: 0, professionalTax: 200, labourWelfareFund: 0, incomeTax, otherDeductions: 0 },
  overridden: { providentFund: false, professionalTax: false, incomeTax: true },
  totalDeductions: providentFund + 200 + incomeTax,
  netPay: earnedGross - providentFund - 200 - incomeTax,
  employer: { epf: 550, eps: 1_250, edli: 75, adminCharge: 75, esi: 0, labourWelfareFund: 0, total: 1_950 },
  employerCost: earnedGross + 1_950,
  notes: [],
});
const finalisedMonth = (month: string, rows: PayrollRow[]) => ({ month, divisor: 30, calendarDays: 30, incomeTaxRulesYear: "2025-26", financialYear: "2026-27", rows }) as unknown as PayrollMonth;

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
    expect(yearToDateOf("2026-27", "2026-11", 7, months, null)).toMatchObject({ gross: 1_46_227, providentFund: 5_400, tds: 6_700, withOpening: false });
  });

  it("carries the address, statutory details, regime and rules year, every deduction, the employer block, the year to date and leave", async () => {
    const slip = payslipDocument(november, november.rows[0]!, undefined, {
      companyName: "Prasthan Realty",
      companyAddress: "Office 604, Sai Capital, Senapati Bapat Road, Shivajinagar, Pune, Maharashtra 411016",
      generatedOn: "2026-12-01",
      yearToDate: yearToDateOf("2026-27", "2026-11", 7, months, opening),
      leave: { asOf: "30 Nov 2026", balances: [{ label: "Sick Leave", remaining: 9, allowance: 12 }, { label: "Vacation", remaining: 15, allowance: 18 }] },
    });
    const text = await pdfText(await renderPayslips([slip]));
    for (const expected of [
      "Prasthan Realty\nOffice 604, Sai Capital, Senapati Bapat Road, Shivajinagar, Pune, Maharashtra 411016",
      "Department Sales UAN 100123456789",
      "Tax Regime Old regime ESI IP Number 3112345678",
      "Income tax: FY 2025-26 rules",
      "Calendar days 30 Working days 25 Paid days 28 LOP days 2",
      // Full and earned: 30,000 less 2/30 = 28,000; 12,000 less 800 = 11,200; 1,600 less 107 = 1,493.
      "Basic Salary Rs. 30,000 Rs. 28,000 Provident Fund Rs. 1,800",
      "HRA Rs. 12,000 Rs. 11,200 ESI Rs. 0",
      "Transport Allowance Rs. 1,600 Rs. 1,493 Professional Tax Rs. 200",
      "Labour Welfare Fund Rs. 0",
      "TDS (override) Rs. 2,300",
      "Other Deductions Rs. 0",
      "Less: Loss of Pay Rs. 3,323",
      "Earned Gross Rs. 46,527",
      EMPLOYER_HEADING,
      EMPLOYER_NOTE,
      "EPF (employer's share) Rs. 550",
      "EPS (pension) Rs. 1,250",
      "EDLI (insurance) Rs. 75",
      "EPF admin charge Rs. 75",
      "ESI (employer's share) Rs. 0",
      "Total employer contributions Rs. 1,950",
      "Year to date, FY 2026-27 (Apr 2026 - Nov 2026)",
      "Gross earned Rs. 3,86,227",
      "Provident Fund Rs. 14,400",
      "TDS (Income Tax) Rs. 14,700",
      "Leave balances as of 30 Nov 2026",
      "Sick Leave 9 of 12 days left",
      "Vacation 15 of 18 days left",
      "Net Pay: Rs. 42,227",
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
      [["Basic Salary", 1_000], ["HRA", 1_000], ["Special Allowance", 1_000], ["Other Allowances", 0]],
      { lopDays: 1, earnedGross: 2_900 },
      30,
    );
    expect(lines.map((line) => line.earned)).toEqual([967, 967, 966, 0]);
    // Without loss of pay nothing moves.
    expect(earnedLines([["Basic Salary", 1_000], ["HRA", 500]], { lopDays: 0, earnedGross: 1_500 }, 30).map((line) => line.earned)).toEqual([1_000, 500]);
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
