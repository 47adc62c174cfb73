import { todayMessages, type HrToday } from "@/shared/contract/today";
import type { TodayEntry } from "@/web/components/portal/today-list";

/** The HR dashboard's panels a Today entry opens. */
export type HrPanel = "employees" | "leaves" | "payroll" | "attendance";

/**
 * HR's Today entries (docs/product.md sections 5.1 and 6.1), in the order both dashboards list them: HR's opens each
 * panel in place, the admin's links to it in the HR dashboard. `action` makes the entry's button or link.
 */
export function hrTodayEntries(today: HrToday, action: (label: string, panel: HrPanel) => TodayEntry["action"]): TodayEntry[] {
  const { payroll } = today;
  const leaves = action("Open Leave Requests", "leaves");
  const attendance = action("Open Attendance", "attendance");
  const payrollPanel = action("Open Payroll", "payroll");
  const employees = action("Open Employees", "employees");
  return [
    { key: "leaves", count: today.pendingLeaves, text: todayMessages.pendingLeaves(today.pendingLeaves), action: leaves },
    {
      key: "corrections",
      count: today.pendingCorrections,
      text: todayMessages.pendingCorrections(today.pendingCorrections),
      action: attendance,
    },
    { key: "check-outs", count: today.missedCheckOuts, text: todayMessages.missedCheckOuts(today.missedCheckOuts), action: attendance },
    {
      key: "finalise",
      count: payroll.lastMonthFinalised ? 0 : 1,
      showCount: false,
      text: todayMessages.lastMonthNotFinalised(payroll.lastMonth),
      action: payrollPanel,
    },
    {
      key: "paid",
      count: payroll.unpaidMonths,
      text: todayMessages.unpaidMonths(payroll.unpaidMonths, payroll.firstUnpaidMonth ?? payroll.lastMonth),
      action: payrollPanel,
    },
    { key: "bank", count: today.missingBankDetails, text: todayMessages.missingBankDetails(today.missingBankDetails), action: employees },
    { key: "uan", count: today.missingUan, text: todayMessages.missingUan(today.missingUan), action: employees },
  ];
}
