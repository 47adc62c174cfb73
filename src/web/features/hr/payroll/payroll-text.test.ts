import { describe, expect, it } from "vitest";
import { payrollMonth as payroll } from "@/web/testing/payroll-month";
import {
  adminAccountsLeftOutText,
  adminAccountsText,
  statutoryAdminAccountsText,
  countedText,
  finaliseBlockedText,
  monthName,
  openingFiguresText,
  paidDaysText,
  rowNotesText,
  rulesText,
} from "./payroll-text";

describe("payroll text", () => {
  it("names the last counted day (countedUntil is exclusive) only for a running month", () => {
    expect(countedText(payroll({ month: "2028-02", countedUntil: "2028-02-29" }))).toBe("Loss of pay counted up to 28 Feb 2028");
    expect(countedText(payroll({ month: "2026-11", countedUntil: "2026-11-23" }))).toBe("Loss of pay counted up to 22 Nov 2026");
    expect(countedText(payroll({ month: "2026-10", countedUntil: "2026-11-01" }))).toBeNull();
    expect(countedText(payroll({ month: "2026-11", countedUntil: "2026-11-01" }))).toBe(
      "Loss of pay is not counted yet: the month began today.",
    );
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
    expect(openingFiguresText(payroll({ withoutOpeningFigures: 3 }))).toMatch(
      /^TDS assumes nothing was paid earlier this year for 3 people/,
    );
    expect(rowNotesText(payroll({}))).toEqual(["No labour-welfare-fund table for Gujarat: nil (1 person)"]);
  });

  it("says how many admin accounts an HR user's payroll and bank file leave out, and nothing for none", () => {
    expect(adminAccountsText(payroll({}))).toBeNull();
    expect(adminAccountsText(payroll({ adminAccountsLeftOut: 0 }))).toBeNull();
    expect(adminAccountsText(payroll({ adminAccountsLeftOut: 1 }))).toBe(
      "1 admin account's pay is shown to admins only: the rows, totals, files and payslips here leave it out.",
    );
    expect(adminAccountsText(payroll({ adminAccountsLeftOut: 2 }))).toBe(
      "2 admin accounts' pay is shown to admins only: the rows, totals, files and payslips here leave them out.",
    );
    expect(adminAccountsLeftOutText({ adminAccountsLeftOut: 0 })).toBeNull();
    expect(adminAccountsLeftOutText({ adminAccountsLeftOut: 1 })).toBe(
      "1 admin account with net pay is not in your file: only an admin's download includes it.",
    );
    expect(adminAccountsLeftOutText({ adminAccountsLeftOut: 3 })).toBe(
      "3 admin accounts with net pay are not in your file: only an admin's download includes them.",
    );
    expect(statutoryAdminAccountsText({ adminAccountsLeftOut: 0 })).toBeNull();
    expect(statutoryAdminAccountsText({ adminAccountsLeftOut: 1 })).toBe(
      "1 admin account is not in these files: only an admin's downloads include it, so an admin files the month's returns.",
    );
    expect(statutoryAdminAccountsText({ adminAccountsLeftOut: 2 })).toBe(
      "2 admin accounts are not in these files: only an admin's downloads include them, so an admin files the month's returns.",
    );
  });
});
