import { renderToStaticMarkup } from "react-dom/server";
import type { UseQueryResult } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { settlementSalaryTexts, type SettlementRecord } from "@/shared/contract/separation";
import { LastMonth, SettlementPreview } from "./settlement-preview";

// Earned 17,333 for 10 paid days (20 days after the last working day not employed), items 15,000 paid: gross pay
// 32,333; PF 1,040 + a notice recovery of 38,133 = 39,173 deducted; 39,173 - 32,333 = 6,840 owed by the person.
const lastMonth: NonNullable<SettlementRecord["lastMonth"]> = {
  month: "2026-11",
  status: "draft",
  paidDays: 10,
  lopDays: 0,
  notEmployedDays: 20,
  earnedGross: 17_333,
  itemEarnings: 15_000,
  itemDeductions: 38_133,
  grossPay: 32_333,
  totalDeductions: 39_173,
  incomeTax: 0,
  netPay: 0,
  recoverable: 6_840,
};
const record = (last: typeof lastMonth, dateOfJoining = "2024-01-01") =>
  ({
    employee: { employeeId: "EMP0501", name: "Kavya Joshi", designation: "", department: "", dateOfJoining },
    lastMonth: last,
  }) as SettlementRecord;
const text = (html: string) => html.replace(/<[^>]+>/g, "").replace(/\s+/g, " ");

describe("the settlement preview's last month", () => {
  it("says what is recoverable from the person and how, not a net pay of ₹0, and the days after leaving as not employed", () => {
    const shown = text(renderToStaticMarkup(<LastMonth record={record(lastMonth)} month="November 2026" />));
    expect(shown).toContain("Earned gross (10 paid days, 0 loss-of-pay days, 20 days not employed after the last working day) ₹17,333");
    expect(shown).toContain("gross pay ₹32,333");
    expect(shown).toContain("deductions of ₹39,173");
    expect(shown).toContain(`₹6,840 recoverable from the person ${settlementSalaryTexts.recovery}`);
    expect(shown).not.toContain("net pay ₹0");
  });

  it("shows the net pay when the pay covers the deductions, and the days before joining for a joiner of the month", () => {
    const paid = { ...lastMonth, itemDeductions: 0, totalDeductions: 1_040, netPay: 31_293, recoverable: 0 };
    const shown = text(renderToStaticMarkup(<LastMonth record={record(paid, "2026-11-05")} month="November 2026" />));
    // 32,333 - 1,040 = 31,293.
    expect(shown).toContain("net pay ₹31,293.");
    expect(shown).toContain("20 days not employed before joining and after the last working day");
    expect(shown).not.toContain("recoverable");
  });
});

describe("the settlement preview before it has loaded", () => {
  it("names what it loads in the portal's one list state (ListStateText: spinner, status), and shows a load error as an alert", () => {
    const loading = { data: undefined, isError: false, error: null } as unknown as UseQueryResult<SettlementRecord>;
    expect(renderToStaticMarkup(<SettlementPreview query={loading} />)).toMatch(
      /role="status"><svg[^>]*animate-spin[\s\S]*<\/svg>Loading the settlement\.\.\.<\/span>/,
    );
    const failed = { data: undefined, isError: true, error: new Error("x") } as unknown as UseQueryResult<SettlementRecord>;
    expect(renderToStaticMarkup(<SettlementPreview query={failed} />)).toMatch(/role="alert"[^>]*>[^<]+<\/span>/);
  });
});
