import { describe, expect, it } from "vitest";
import type { PayrollChecklist } from "@/shared/contract/payroll-checklist";
import { checklistLines, finaliseTotalsText } from "./month-checklist-text";

const person = (employeeRecordId: number, name: string) => ({ employeeRecordId, employeeId: `EMP${employeeRecordId}`, name });
const totals = {
  totalMonthly: 99_700,
  totalGross: 105_700,
  averageSalary: 49_850,
  employeeCount: 2,
  totalNet: 101_700,
  totalDeductions: 4_000,
  totalRecoverable: 0,
  itemEarnings: 6_000,
  itemDeductions: 0,
  employerContributions: 3_900,
  employerCost: 109_600,
};
const list: PayrollChecklist = {
  month: "2026-11",
  status: "draft",
  pendingLeave: [{ ...person(1, "Bela Shinde"), requestId: 4, startDate: "2026-10-30", endDate: "2026-11-02" }],
  pendingCorrections: [],
  joiners: [],
  leavers: [],
  arrears: [{ ...person(2, "Asha Kulkarni"), itemId: 9, description: "Arrears Oct 2026", amount: 1_000 }],
  payItems: [],
  withoutBankDetails: [person(1, "Bela Shinde")],
  withoutUan: [person(1, "Bela Shinde"), person(3, "Chitra Rao")],
  withoutEsiNumber: [],
  previousMonth: "2026-10",
  netPayChanges: [{ ...person(1, "Bela Shinde"), previous: 47_850, current: 53_850, change: 6_000 }],
  totals: totals as PayrollChecklist["totals"],
  adminAccountsLeftOut: 0,
};

describe("the month-end check list's lines", () => {
  it("count each list, name whom it concerns and link to where it is dealt with (items to the panel's section, a net pay change to the person's row)", () => {
    const lines = Object.fromEntries(checklistLines(list).map((line) => [line.key, line]));
    expect(lines.leave).toEqual({
      key: "leave",
      text: "1 pending leave request",
      names: [{ text: "Bela Shinde" }],
      link: { label: "Open Leave Requests", href: "/hr-dashboard?panel=leaves" },
    });
    expect(lines.corrections).toMatchObject({
      text: "0 pending attendance corrections",
      names: [],
      link: { href: "/hr-dashboard?panel=attendance" },
    });
    expect(lines.arrears).toEqual({
      key: "arrears",
      text: "1 arrears item",
      names: [{ text: "Asha Kulkarni: ₹1,000" }],
      link: { label: "Go to Adjustments and one-off items", href: "#payroll-pay-items" },
    });
    expect(lines.items).toMatchObject({ text: "0 other pay items", names: [], link: { href: "#payroll-pay-items" } });
    expect(lines.bank).toMatchObject({
      text: "1 person with net pay and no bank details",
      link: { label: "Open Employees", href: "/hr-dashboard?panel=employees" },
    });
    expect(lines.uan).toMatchObject({ text: "2 PF members without a UAN", names: [{ text: "Bela Shinde" }, { text: "Chitra Rao" }] });
    expect(lines.net).toMatchObject({
      text: "1 person whose net pay moved more than 10% or ₹5,000 from October 2026",
      names: [{ text: "Bela Shinde: ₹47,850 to ₹53,850", href: "#payroll-row-1" }],
      link: null,
    });
  });

  it("say what Finalise freezes", () => {
    const shown = totals as PayrollChecklist["totals"];
    expect(finaliseTotalsText({ totals: shown })).toBe(
      "Freezes 2 people: gross ₹1,05,700, deductions ₹4,000, net pay ₹1,01,700, employer cost ₹1,09,600.",
    );
    // An HR user's view leaves an admin account's row out; Finalise freezes it too.
    expect(finaliseTotalsText({ totals: shown, adminAccountsLeftOut: 1 })).toBe(
      "Freezes 2 people: gross ₹1,05,700, deductions ₹4,000, net pay ₹1,01,700, employer cost ₹1,09,600, and 1 admin account not shown here.",
    );
  });
});
