import { describe, expect, it } from "vitest";
import { payrollMessages } from "@/shared/contract/payroll";
import { payrollRow as row, payrollRows as rows, renderWithQueries as render } from "@/web/testing/payroll-month";
import { ESTIMATED_NOTE, OVERRIDE_NOTE, PayrollTable } from "./payroll-table";

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
      {
        id: 1,
        kind: "bonus" as const,
        direction: "earning" as const,
        description: "Bonus",
        amount: 1000,
        pfWage: 0,
        esiWage: 0,
        taxable: true,
        sourceMonth: null,
        source: null,
      },
      {
        id: 2,
        kind: "notice_recovery" as const,
        direction: "deduction" as const,
        description: "Notice period recovery",
        amount: 20000,
        pfWage: 0,
        esiWage: 0,
        taxable: false,
        sourceMonth: null,
        source: null,
      },
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
    const cells = render(<PayrollTable month="2026-10" finalised={false} divisor={31} rows={[leaver]} loading={false} error={null} />)
      .replace(/<[^>]+>/g, " ")
      .replace(/\s+/g, " ");
    expect(cells).toContain(" 10 0 +21 not employed ");
    // The first row: 2 days of loss of pay, all within the service.
    expect(
      render(<PayrollTable month="2026-10" finalised={false} divisor={31} rows={[row({})]} loading={false} error={null} />),
    ).not.toContain("not employed");
  });

  it("offers every payslip once the month is finalised", () => {
    const html = render(<PayrollTable month="2026-10" finalised divisor={31} rows={rows} loading={false} error={null} />);
    const buttons = payslipButtons(html);
    expect(buttons).toHaveLength(2);
    for (const button of buttons) expect(button).not.toContain('aria-disabled="true"');
    expect(html).not.toContain(NOT_FINALISED);
  });

  it("says when there is no one to pay, and shows a failure as an alert", () => {
    expect(render(<PayrollTable month="2026-10" finalised={false} divisor={31} rows={[]} loading={false} error={null} />)).toContain(
      "No employees in this month",
    );
    expect(
      render(
        <PayrollTable month="2026-10" finalised={false} divisor={31} rows={undefined} loading={false} error="Failed to fetch payroll" />,
      ),
    ).toMatch(/role="alert"[^>]*>Failed to fetch payroll</);
  });
});
