import { PDFDict, PDFDocument, PDFName } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { pdfPageTexts, pdfText } from "../../testing/pdf-text";
import { ADJUSTMENTS_HEADING, EMPLOYER_HEADING, ESTIMATED_NOTE, renderPayslips, type PayslipDocument } from "./payslip-pdf";

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
  days: { calendarDays: 30, workingDays: 25, paidDays: 30, lopDays: 0, notEmployedDays: 0 },
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

/** A recorded structure with two days' loss of pay and a name in two scripts with an emoji. */
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
  days: { calendarDays: 30, workingDays: 25, paidDays: 28, lopDays: 2, notEmployedDays: 0 },
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
    expect(first).toContain(
      "Prasthan Realty\nOffice 604, Sai Capital, Senapati Bapat Road, Shivajinagar, Pune, Maharashtra 411016\nPayslip for November 2026",
    );
    expect(first).toContain("Employee ID PR-0007 Date of Joining -");
    expect(first).toContain("Name Aarav Kulkarni Bank -");
    expect(first).toContain("Designation Sales Manager PAN -");
    expect(first).toContain("Calendar days 30 Working days 25 Paid days 30 LOP days 0");
    expect(first).toContain("Earnings Full Earned Deductions Amount");
    expect(first).toContain("Basic Salary ₹45,000 ₹45,000 Provident Fund ₹1,800");
    expect(first).toContain("Other Allowances ₹1,000 ₹1,000 Other Deductions ₹500");
    expect(first).toContain("Gross Earnings ₹69,500 Total Deductions ₹2,500");
    expect(first).toContain("Net Pay: ₹67,000");
    expect(first).toContain("Amount in words: Rupees Sixty-Seven Thousand Only");
    expect(first).toContain(ESTIMATED_NOTE);
    expect(first).not.toContain("Loss of Pay");
    expect(first).not.toContain("Year to date");
    expect(first).toContain("This is a computer-generated payslip and needs no signature. Generated on 1 Dec 2026");

    expect(second).toContain("Employee ID PR-0012 Date of Joining 1 Apr 2024");
    // The font has Latin, ₹ and Devanagari; a character it lacks (the emoji) prints as "?".
    expect(second).toContain("Name Zoë Deshmukh (अनया) ? Bank HDFC Bank XXXXXX4321");
    expect(second).toContain("PAN XXXXX1234X");
    expect(second).toContain("Less: Loss of Pay ₹4,633");
    expect(second).toContain("Earned Gross ₹64,867");
    expect(second).toContain("Net Pay: ₹12,34,567");
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
    expect(text).toContain(`${ADJUSTMENTS_HEADING}\nBonus + ₹10,000\nLOP reversal Oct 2026 + ₹3,705\nAdvance recovery 1/3 - ₹3,333`);
    expect(text).toContain("Total Deductions ₹2,500");
    expect(text).toContain("Net Pay: ₹77,372");
    expect(await pdfText(await renderPayslips([estimated]))).not.toContain(ADJUSTMENTS_HEADING);
  });

  it("moves the lower blocks to a continuation page when the adjustments leave no room", async () => {
    const many: PayslipDocument = {
      ...estimated,
      adjustments: Array.from({ length: 8 }, (_, index) => ({
        description: `Adjustment ${index + 1}`,
        direction: "earning" as const,
        amount: 1_000,
      })),
      yearToDate: {
        financialYear: "2026-27",
        span: "Apr 2026 - Nov 2026",
        gross: 5_00_000,
        providentFund: 14_400,
        tds: 0,
        withOpening: true,
      },
      leave: {
        asOf: "30 Nov 2026",
        balances: ["Sick", "Vacation", "Personal", "Emergency"].map((label) => ({ label, remaining: 4, allowance: 8 })),
      },
    };
    const pages = await pdfPageTexts(await renderPayslips([many]));
    expect(pages).toHaveLength(2);
    expect(pages[0]).toContain("Adjustment 8 + ₹1,000");
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
    expect(text).toContain("Net Pay: ₹99,99,99,999");
    expect(text.replace(/\n/g, " ")).toContain(
      "Amount in words: Rupees Ninety-Nine Crore Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine Only",
    );
  });

  it("prints a Devanagari company and name in the embedded font, read back exactly, in a small file", async () => {
    const marathi: PayslipDocument = {
      ...withLossOfPay,
      companyName: "प्रस्थान रियल्टी",
      employee: { ...withLossOfPay.employee, name: "प्रिया शर्मा", designation: "विक्री व्यवस्थापक" },
    };
    const bytes = await renderPayslips([marathi]);
    const text = await pdfText(bytes);
    expect(text.split("\n")[0]).toBe("प्रस्थान रियल्टी");
    expect(text).toContain("Name प्रिया शर्मा Bank HDFC Bank XXXXXX4321");
    expect(text).toContain("Designation विक्री व्यवस्थापक PAN XXXXX1234X");
    expect(text).toContain("Net Pay: ₹12,34,567");
    // One embedded TrueType subset per weight, no standard font; the subset keeps the file small.
    const fonts = (await PDFDocument.load(bytes)).context
      .enumerateIndirectObjects()
      .map(([, object]) => object)
      .filter((object): object is PDFDict => object instanceof PDFDict && object.get(PDFName.of("Type")) === PDFName.of("Font"));
    const subtypes = fonts.map((font) => String(font.get(PDFName.of("Subtype"))));
    expect(subtypes.sort()).toEqual(["/CIDFontType2", "/CIDFontType2", "/Type0", "/Type0"]);
    expect(bytes.length).toBeLessThan(40_000);
  });

  it("refuses an empty list", async () => {
    await expect(renderPayslips([])).rejects.toThrow(RangeError);
  });
});

/**
 * A month finalised for person 7 (and someone else): only what the payslip and the year to date read. Two
 * LOP days on the calendar basis of 30: basic 30,000 earns 30,000 - 2,000 = 28,000, HRA 12,000 earns 11,200.
 */
