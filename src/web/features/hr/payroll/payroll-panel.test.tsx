import { describe, expect, it } from "vitest";
import { HR_PAYROLL_PATH, payrollMessages, type PayrollMonth } from "@/shared/contract/payroll";
import { currentBusinessMonth } from "@/web/components/portal/month-field";
import { payrollMonth as payroll, renderWithQueries as render } from "@/web/testing/payroll-month";
import { PayrollPanel } from "./payroll-panel";

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
    expect(html).toContain(
      '<abbr title="₹15,20,000" class="no-underline"><span aria-hidden="true">₹15.2L</span><span class="sr-only">₹15,20,000</span></abbr>',
    );
    expect(html).toContain("Includes ₹6,600 employer contributions");
    expect(html).toContain("Income tax: FY 2026-27 rules.");
  });

  it("keeps Finalise Month disabled before the month's last day, saying from when", () => {
    const html = seeded({
      finalisable: false,
      finaliseBlockedReason: payrollMessages.finaliseFrom(month),
      finalisableFrom: `${month}-28`,
      withoutOpeningFigures: 2,
    });
    const button = html.match(/<button[^>]*>(?:(?!<\/button>).)*Finalise Month<\/button>/)?.[0];
    expect(button).toContain("disabled");
    expect(html).toContain(`can be finalised from `);
    expect(html).toContain("TDS assumes nothing was paid earlier this year for 2 people");
  });

  it("totals gross pay with the items, and shows what is recoverable so the totals add up", () => {
    // 11,000 - 20,949 = -9,949 = 0 - 9,949.
    const totals = { ...payroll({}).totals, totalGross: 11000, totalDeductions: 20949, totalNet: 0, totalRecoverable: 9949 };
    const text = seeded({ totals })
      .replace(/<[^>]+>/g, " ")
      .replace(/\s+/g, " ");
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
