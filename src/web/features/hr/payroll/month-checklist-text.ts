import { NET_PAY_CHANGE_PERCENT, NET_PAY_CHANGE_RUPEES, type PayrollChecklist } from "@/shared/contract/payroll-checklist";
import type { PayrollMonth } from "@/shared/contract/payroll";
import { DASHBOARD_PATHS } from "@/shared/dashboard-paths";
import { formatRupees } from "@/web/lib/format";
import { monthName } from "./payroll-text";

/** The month-end check list's lines (docs/product.md section 9.14): what it counts, whom, and where to act on it. */

export interface ChecklistLine {
  key: string;
  /** '2 pending leave requests'. */
  text: string;
  /** The people or items concerned; a net pay change links to the person's row of the payroll table. */
  names: { text: string; href?: string }[];
  /**
   * Where they are dealt with: a panel of the HR dashboard (opened by `?panel=`, as the e-mails' links do), or the
   * Payroll panel's own 'Adjustments and one-off items' section.
   */
  link: { label: string; href: string } | null;
}

/** The Payroll panel's places the check list links to, on the same page. */
export const PAY_ITEMS_ANCHOR = "payroll-pay-items";
export const payrollRowAnchor = (employeeRecordId: number) => `payroll-row-${employeeRecordId}`;

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const panel = (label: string, name: "leaves" | "attendance" | "employees") => ({ label, href: `${DASHBOARD_PATHS.hr}?panel=${name}` });
const named = (entries: { name: string }[]) => entries.map((entry) => ({ text: entry.name }));
const payItems = { label: "Go to Adjustments and one-off items", href: `#${PAY_ITEMS_ANCHOR}` };

export function checklistLines(list: PayrollChecklist): ChecklistLine[] {
  const employees = panel("Open Employees", "employees");
  const since = list.previousMonth ? monthName(list.previousMonth) : "last month";
  return [
    {
      key: "leave",
      text: count(list.pendingLeave.length, "pending leave request", "pending leave requests"),
      names: named(list.pendingLeave),
      link: panel("Open Leave Requests", "leaves"),
    },
    {
      key: "corrections",
      text: count(list.pendingCorrections.length, "pending attendance correction", "pending attendance corrections"),
      names: named(list.pendingCorrections),
      link: panel("Open Attendance", "attendance"),
    },
    { key: "joiners", text: count(list.joiners.length, "joiner", "joiners"), names: named(list.joiners), link: employees },
    { key: "leavers", text: count(list.leavers.length, "leaver", "leavers"), names: named(list.leavers), link: employees },
    {
      key: "arrears",
      text: count(list.arrears.length, "arrears item", "arrears items"),
      names: list.arrears.map((item) => ({ text: `${item.name}: ${formatRupees(item.amount)}` })),
      link: payItems,
    },
    {
      key: "items",
      text: count(list.payItems.length, "other pay item", "other pay items"),
      names: list.payItems.map((item) => ({ text: `${item.name}: ${item.description} ${formatRupees(item.amount)}` })),
      link: payItems,
    },
    {
      key: "bank",
      text: `${count(list.withoutBankDetails.length, "person", "people")} with net pay and no bank details`,
      names: named(list.withoutBankDetails),
      link: employees,
    },
    {
      key: "uan",
      text: `${count(list.withoutUan.length, "PF member", "PF members")} without a UAN`,
      names: named(list.withoutUan),
      link: employees,
    },
    {
      key: "esi",
      text: `${count(list.withoutEsiNumber.length, "person", "people")} covered by ESI without an ESI IP number`,
      names: named(list.withoutEsiNumber),
      link: employees,
    },
    {
      key: "net",
      text: `${count(list.netPayChanges.length, "person", "people")} whose net pay moved more than ${NET_PAY_CHANGE_PERCENT}% or ${formatRupees(NET_PAY_CHANGE_RUPEES)} from ${since}`,
      names: list.netPayChanges.map((entry) => ({
        text: `${entry.name}: ${formatRupees(entry.previous)} to ${formatRupees(entry.current)}`,
        href: `#${payrollRowAnchor(entry.employeeRecordId)}`,
      })),
      link: null,
    },
  ];
}

/**
 * What Finalise freezes, for its confirmation: head count, gross, deductions, net pay and employer cost, as the user
 * sees them; an HR user's leave out admin accounts' rows, which are frozen too (docs/product.md section 9.9).
 */
export function finaliseTotalsText({ totals, adminAccountsLeftOut = 0 }: Pick<PayrollMonth, "totals" | "adminAccountsLeftOut">): string {
  const people = count(totals.employeeCount, "person", "people");
  const figures = `gross ${formatRupees(totals.totalGross)}, deductions ${formatRupees(totals.totalDeductions)}, net pay ${formatRupees(totals.totalNet)}, employer cost ${formatRupees(totals.employerCost)}`;
  const admins = adminAccountsLeftOut > 0 ? `, and ${count(adminAccountsLeftOut, "admin account", "admin accounts")} not shown here` : "";
  return `Freezes ${people}: ${figures}${admins}.`;
}
