import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { HR_PAYROLL_PATH, payrollMessages, type PayrollMonth, type PayrollRow } from "@/shared/contract/payroll";
import { currentBusinessMonth } from "@/web/components/portal/month-field";
import { createQueryClient } from "@/web/lib/query-client";
import { PayrollPanel } from "./payroll-panel";
import { ESTIMATED_NOTE, OVERRIDE_NOTE, PayrollTable } from "./payroll-table";
import { adminAccountsLeftOutText, adminAccountsText, statutoryAdminAccountsText, countedText, finaliseBlockedText, monthName, openingFiguresText, paidDaysText, rowNotesText, rulesText } from "./payroll-text";

const row = (overrides: Partial<PayrollRow>): PayrollRow => ({
  employeeRecordId: 7,
  employeeId: "EMP007",
  name: "Kavya Kulkarni",
  department: "Sales",
  designation: "Sales Manager",
  estimated: false,
  uan: "101234567891",
  esiIpNumber: null,
  stateOfWork: "MH",
  taxRegime: "new",
  earnings: { basicSalary: 50000, hra: 15000, transportAllowance: 3000, medicalAllowance: 2000, specialAllowance: 5000, otherAllowances: 1000 },
  grossMonthly: 76000,
  workingDays: 25,
  paidDays: 29,
  lopDays: 2,
  ncpDays: 2,
  lopDeduction: 4903,
  earnedGross: 71097,
  earnedBasic: 46774,
  earnedHra: 14032,
  esiCovered: false,
  items: [],
  itemEarnings: 0,
  itemDeductions: 0,
  pfWage: 15000,
  epsWage: 15000,
  edliWage: 15000,
  esiWage: 0,
  deductions: { providentFund: 1800, esi: 0, professionalTax: 200, labourWelfareFund: 0, incomeTax: 9200, otherDeductions: 500 },
  overridden: { providentFund: false, professionalTax: false, incomeTax: false },
  grossPay: 71097,
  totalDeductions: 11700,
  netPay: 59397,
  recoverable: 0,
  employer: { epf: 550, eps: 1250, edli: 75, adminCharge: 75, esi: 0, labourWelfareFund: 0, total: 1950 },
  employerCost: 73047,
  notes: [],
  ...overrides,
});

const rows = [
  row({}),
  row({
    employeeRecordId: 8,
    employeeId: "EMP008",
    name: "Rohan Joshi",
    department: null,
    estimated: true,
    lopDays: 0,
    netPay: 1234567,
    deductions: { providentFund: 1800, esi: 0, professionalTax: 0, labourWelfareFund: 0, incomeTax: 9200, otherDeductions: 500 },
    overridden: { providentFund: false, professionalTax: true, incomeTax: false },
    stateOfWork: "GJ",
    notes: ["No labour-welfare-fund table for Gujarat: nil"],
  }),
];

function payroll(overrides: Partial<PayrollMonth>): PayrollMonth {
  return {
    month: "2026-10",
    status: "draft",
    finalisedAt: null,
    finalisedBy: null,
    calendarDays: 31,
    workingDays: 26,
    payDayBasis: "calendar",
    divisor: 31,
    musterComponents: 17,
    countedUntil: "2026-11-01",
    finalisableFrom: "2026-10-31",
    finalisable: true,
    finaliseBlockedReason: null,
    financialYear: "2026-27",
    incomeTaxRulesYear: "2026-27",
    withoutOpeningFigures: 0,
    totals: {
      totalMonthly: 1520000,
      averageSalary: 76000,
      employeeCount: 2,
      totalGross: 1520000,
      totalNet: 1293964,
      totalRecoverable: 0,
      totalDeductions: 23400,
      itemEarnings: 0,
      itemDeductions: 0,
      employerContributions: 6600,
      employerCost: 148794,
    },
    byDepartment: [{ department: "Sales", total: 142194, employees: 2 }],
    rows,
    ...overrides,
  };
}

function render(node: ReactNode, seed: (client: QueryClient) => void = () => undefined) {
  const client = createQueryClient();
  seed(client);
  return renderToStaticMarkup(<QueryClientProvider client={client}>{node}</QueryClientProvider>);
}

/** React escapes the apostrophe in the markup. */
const NOT_FINALISED = payrollMessages.notFinalised.replace("'", "&#x27;");
const payslipButtons = (html: string) => html.match(/<button[^>]*>(?:(?!<\/button>).)*Payslip(?:(?!<\/button>).)*<\/button>/g) ?? [];

describe("PayrollTable", () => {
  it("marks the estimated salary, formats the amounts in rupees and keeps payslips closed in a draft", () => {
    const html = render(<PayrollTable month="2026-10" finalised={false} divisor={31} rows={rows} loading={false} error={null} />);
    expect(html.match(/>Estimated</g)).toHaveLength(1);
    expect(html).toContain(`title="${ESTIMATED_NOTE}"`);
    expect(html).toContain(`<span class="sr-only">: ${ESTIMATED_NOTE}</span>`);
    // Indian grouping with the rupee sign, no paise.
    expect(html).toContain("₹71,097");
    expect(html).toContain("₹11,700");
    expect(html).toContain("₹12,34,567");
    expect(html).toContain("Unassigned");
    const buttons = payslipButtons(html);
    expect(buttons).toHaveLength(2);
    expect(buttons[0]).toContain('<span class="sr-only"> for Kavya Kulkarni</span>');
    // Focusable but inert, and it says why to a screen reader (the hidden text it points to) and on hover.
    for (const button of buttons) {
      expect(button).toContain('aria-disabled="true"');
      expect(button).toContain(`title="${NOT_FINALISED}"`);
      const reason = /aria-describedby="([^"]+)"/.exec(button)?.[1];
      expect(html).toContain(`<span id="${reason}" hidden="">${NOT_FINALISED}</span>`);
    }
  });

  it("shows each deduction with HR's overrides marked, and the employer's contributions named", () => {
    const html = render(<PayrollTable month="2026-10" finalised={false} divisor={26} rows={rows} loading={false} error={null} />);
    for (const header of ["PF", "ESI", "PT", "LWF", "TDS", "Employer"]) expect(html).toContain(`>${header}<`);
    expect(html.match(/>Override</g)).toHaveLength(1);
    expect(html).toContain(`title="${OVERRIDE_NOTE.replace("'", "&#x27;")}"`);
    expect(html).toContain("₹9,200");
    expect(html).toContain("EPF ₹550, EPS ₹1,250, EDLI ₹75, EPF admin charge ₹75, ESI ₹0, LWF ₹0");
    expect(html).toContain('title="29 of 26 pay days"');
  });

  it("shows gross pay with the earning items, the other deductions with the deduction items, and what is recoverable", () => {
    // Earned 10,000 + a bonus of 1,000 = gross 11,000. Deductions: PF 774 + PT 175 + other (0 + a notice recovery of
    // 20,000) = 20,949; TDS 0. Net 0, and 20,949 - 11,000 = 9,949 recoverable from the person.
    const items = [
      { id: 1, kind: "bonus" as const, direction: "earning" as const, description: "Bonus", amount: 1000, pfWage: 0, esiWage: 0, taxable: true, sourceMonth: null, source: null },
      { id: 2, kind: "notice_recovery" as const, direction: "deduction" as const, description: "Notice period recovery", amount: 20000, pfWage: 0, esiWage: 0, taxable: false, sourceMonth: null, source: null },
    ];
    const leaver = row({
      earnedGross: 10000,
      items,
      itemEarnings: 1000,
      itemDeductions: 20000,
      grossPay: 11000,
      deductions: { providentFund: 774, esi: 0, professionalTax: 175, labourWelfareFund: 0, incomeTax: 0, otherDeductions: 0 },
      totalDeductions: 20949,
      netPay: 0,
      recoverable: 9949,
    });
    const html = render(<PayrollTable month="2026-10" finalised={false} divisor={31} rows={[leaver]} loading={false} error={null} />);
    expect(html).toContain(">Other<");
    expect(html).toContain("₹11,000");
    expect(html).toContain("Earned ₹10,000 + items ₹1,000");
    expect(html).toContain('title="Other deductions ₹0, items ₹20,000"');
    expect(html).toContain("₹20,949");
    expect(html).toContain("₹9,949 recoverable from the person");
  });

  it("shows the days before joining or after the last working day as not employed, apart from the loss-of-pay days", () => {
    // A leaver on 10 October of 31 days: 21 days after it, no absence; paid 31 - 21 = 10.
    const leaver = row({ lopDays: 21, ncpDays: 0, paidDays: 10 });
    const cells = render(<PayrollTable month="2026-10" finalised={false} divisor={31} rows={[leaver]} loading={false} error={null} />).replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
    expect(cells).toContain(" 10 0 +21 not employed ");
    // The first row: 2 days of loss of pay, all within the service.
    expect(render(<PayrollTable month="2026-10" finalised={false} divisor={31} rows={[row({})]} loading={false} error={null} />)).not.toContain("not employed");
  });

  it("offers every payslip once the month is finalised", () => {
    const html = render(<PayrollTable month="2026-10" finalised divisor={31} rows={rows} loading={false} error={null} />);
    const buttons = payslipButtons(html);
    expect(buttons).toHaveLength(2);
    for (const button of buttons) expect(button).not.toContain('aria-disabled="true"');
    expect(html).not.toContain(NOT_FINALISED);
  });

  it("says when there is no one to pay, and shows a failure as an alert", () => {
    expect(render(<PayrollTable month="2026-10" finalised={false} divisor={31} rows={[]} loading={false} error={null} />)).toContain("No employees in this month");
    expect(render(<PayrollTable month="2026-10" finalised={false} divisor={31} rows={undefined} loading={false} error="Failed to fetch payroll" />)).toMatch(
      /role="alert"[^>]*>Failed to fetch payroll</,
    );
  });
});

describe("PayrollPanel", () => {
  const month = currentBusinessMonth();
  const seeded = (overrides: Partial<PayrollMonth>) =>
    render(<PayrollPanel id="payroll" />, (client) => client.setQueryData([HR_PAYROLL_PATH, { month }], payroll({ month, ...overrides })));

  it("opens on this month's draft with the muster's real component count and no payslips yet", () => {
    const html = seeded({ countedUntil: `${month}-15` });
    const input = html.match(/<input[^>]*type="month"[^>]*>/)?.[0];
    expect(input).toContain(`value="${month}"`);
    expect(input).toContain(`max="${month}"`);
    expect(html).toMatch(/<label for="payroll-month"[^>]*>Month<\/label>/);
    expect(html).toContain("Draft: figures change with attendance, leave and salary records until the month is finalised.");
    expect(html).toContain(`Loss of pay counted up to 14 `);
    expect(html).toContain("Muster carries 17 salary components per employee");
    expect(html).toContain(">Finalise Month<");
    expect(html).toContain(">Generate Muster<");
    expect(html).toContain(">Export Payroll<");
    expect(html).not.toContain("Download All Payslips");
    // Ten lakh and more shows short on the card, the exact sum for screen readers.
    expect(html).toContain('<abbr title="₹15,20,000" class="no-underline"><span aria-hidden="true">₹15.2L</span><span class="sr-only">₹15,20,000</span></abbr>');
    expect(html).toContain("Includes ₹6,600 employer contributions");
    expect(html).toContain("Income tax: FY 2026-27 rules.");
  });

  it("keeps Finalise Month disabled before the month's last day, saying from when", () => {
    const html = seeded({ finalisable: false, finaliseBlockedReason: payrollMessages.finaliseFrom(month), finalisableFrom: `${month}-28`, withoutOpeningFigures: 2 });
    const button = html.match(/<button[^>]*>(?:(?!<\/button>).)*Finalise Month<\/button>/)?.[0];
    expect(button).toContain("disabled");
    expect(html).toContain(`can be finalised from `);
    expect(html).toContain("TDS assumes nothing was paid earlier this year for 2 people");
  });

  it("totals gross pay with the items, and shows what is recoverable so the totals add up", () => {
    // 11,000 - 20,949 = -9,949 = 0 - 9,949.
    const totals = { ...payroll({}).totals, totalGross: 11000, totalDeductions: 20949, totalNet: 0, totalRecoverable: 9949 };
    const text = seeded({ totals }).replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
    expect(text).toContain("Total Gross ₹11,000 Total Deductions ₹20,949 Total Net Pay ₹0 Total Recoverable ₹9,949");
    expect(seeded({}).replace(/<[^>]+>/g, " ")).not.toContain("Total Recoverable");
  });

  it("shows a finalised month as frozen, without Finalise Month, with every payslip", () => {
    const html = seeded({ status: "finalised", finalisedAt: `${month}-20T06:30:00.000Z`, finalisedBy: "Sneha Patil" });
    expect(html).toMatch(/Finalised on \d+ \w+ \d{4} by Sneha Patil\. These figures are frozen\./);
    expect(html).not.toContain(">Finalise Month<");
    expect(html).toContain("Download All Payslips");
    expect(html).not.toContain("Loss of pay counted");
  });
});

describe("payroll text", () => {
  it("names the last counted day (countedUntil is exclusive) only for a running month", () => {
    expect(countedText(payroll({ month: "2028-02", countedUntil: "2028-02-29" }))).toBe("Loss of pay counted up to 28 Feb 2028");
    expect(countedText(payroll({ month: "2026-11", countedUntil: "2026-11-23" }))).toBe("Loss of pay counted up to 22 Nov 2026");
    expect(countedText(payroll({ month: "2026-10", countedUntil: "2026-11-01" }))).toBeNull();
    expect(countedText(payroll({ month: "2026-11", countedUntil: "2026-11-01" }))).toBe("Loss of pay is not counted yet: the month began today.");
    expect(monthName("2026-11")).toBe("November 2026");
  });

  it("says when a month can be finalised, what Paid Days counts, the rules applied and who has no opening figures", () => {
    const inOrder = "Finalise October 2026 first: months are finalised in order";
    expect(finaliseBlockedText(payroll({ month: "2026-11", finalisable: false, finaliseBlockedReason: inOrder }))).toBe(inOrder);
    expect(finaliseBlockedText(payroll({ month: "2026-11", finalisable: true }))).toBeNull();
    expect(finaliseBlockedText(payroll({ status: "finalised", finalisable: true }))).toBeNull();
    expect(paidDaysText(payroll({}))).toBe("Paid Days: the month's 31 calendar days less loss-of-pay days.");
    expect(paidDaysText(payroll({ payDayBasis: "26", divisor: 26 }))).toBe(
      "Paid Days: 26 pay days (the 26-day basis) less loss-of-pay days; October 2026 has 31 calendar days.",
    );
    expect(rulesText(payroll({}))).toBe("Income tax: FY 2026-27 rules.");
    expect(rulesText(payroll({ month: "2027-04", financialYear: "2027-28", incomeTaxRulesYear: "2026-27" }))).toBe(
      "Income tax: FY 2026-27 rules (the latest held; FY 2027-28's are not in the tables yet).",
    );
    expect(rulesText(payroll({ incomeTaxRulesYear: null }))).toBeNull();
    expect(openingFiguresText(payroll({}))).toBeNull();
    expect(openingFiguresText(payroll({ withoutOpeningFigures: 3 }))).toMatch(/^TDS assumes nothing was paid earlier this year for 3 people/);
    expect(rowNotesText(payroll({}))).toEqual(["No labour-welfare-fund table for Gujarat: nil (1 person)"]);
  });

  it("says how many admin accounts an HR user's payroll and bank file leave out, and nothing for none", () => {
    expect(adminAccountsText(payroll({}))).toBeNull();
    expect(adminAccountsText(payroll({ adminAccountsLeftOut: 0 }))).toBeNull();
    expect(adminAccountsText(payroll({ adminAccountsLeftOut: 1 }))).toBe("1 admin account's pay is shown to admins only: the rows, totals, files and payslips here leave it out.");
    expect(adminAccountsText(payroll({ adminAccountsLeftOut: 2 }))).toBe("2 admin accounts' pay is shown to admins only: the rows, totals, files and payslips here leave them out.");
    expect(adminAccountsLeftOutText({ adminAccountsLeftOut: 0 })).toBeNull();
    expect(adminAccountsLeftOutText({ adminAccountsLeftOut: 1 })).toBe("1 admin account with net pay is not in your file: only an admin's download includes it.");
    expect(adminAccountsLeftOutText({ adminAccountsLeftOut: 3 })).toBe("3 admin accounts with net pay are not in your file: only an admin's download includes them.");
    expect(statutoryAdminAccountsText({ adminAccountsLeftOut: 0 })).toBeNull();
    expect(statutoryAdminAccountsText({ adminAccountsLeftOut: 1 })).toBe("1 admin account is not in these files: only an admin's downloads include it, so an admin files the month's returns.");
    expect(statutoryAdminAccountsText({ adminAccountsLeftOut: 2 })).toBe("2 admin accounts are not in these files: only an admin's downloads include them, so an admin files the month's returns.");
  });
});
