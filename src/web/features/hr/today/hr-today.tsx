import { useQuery } from "@tanstack/react-query";
import { HR_STATS_PATH } from "@/shared/contract/hr";
import { HR_TODAY_PATH, todayMessages, type HrToday } from "@/shared/contract/today";
import { TodayList, type TodayEntry } from "@/web/components/portal/today-list";
import { apiRequest } from "@/web/lib/api";

type HrPanel = "employees" | "leaves" | "payroll" | "attendance";

/** Keyed under the stats path: every change that refreshes the HR counters refreshes this list too. */
export const useHrToday = () => useQuery<HrToday>({ queryKey: [HR_STATS_PATH, "today"], queryFn: () => apiRequest<HrToday>("GET", HR_TODAY_PATH) });

/** HR's entries, each opening its panel (docs/product.md section 6.1). */
export function hrTodayEntries(today: HrToday, open: (panel: HrPanel) => { onOpen: () => void }): TodayEntry[] {
  const { payroll } = today;
  return [
    { key: "leaves", count: today.pendingLeaves, text: todayMessages.pendingLeaves(today.pendingLeaves), action: { label: "Open Leave Requests", ...open("leaves") } },
    {
      key: "corrections",
      count: today.pendingCorrections,
      text: todayMessages.pendingCorrections(today.pendingCorrections),
      action: { label: "Open Attendance", ...open("attendance") },
    },
    { key: "check-outs", count: today.missedCheckOuts, text: todayMessages.missedCheckOuts(today.missedCheckOuts), action: { label: "Open Attendance", ...open("attendance") } },
    {
      key: "finalise",
      count: payroll.lastMonthFinalised ? 0 : 1,
      showCount: false,
      text: todayMessages.lastMonthNotFinalised(payroll.lastMonth),
      action: { label: "Open Payroll", ...open("payroll") },
    },
    {
      key: "paid",
      count: payroll.unpaidMonths,
      text: todayMessages.unpaidMonths(payroll.unpaidMonths, payroll.firstUnpaidMonth ?? payroll.lastMonth),
      action: { label: "Open Payroll", ...open("payroll") },
    },
    { key: "bank", count: today.missingBankDetails, text: todayMessages.missingBankDetails(today.missingBankDetails), action: { label: "Open Employees", ...open("employees") } },
    { key: "uan", count: today.missingUan, text: todayMessages.missingUan(today.missingUan), action: { label: "Open Employees", ...open("employees") } },
  ];
}

/** The HR dashboard's Today list; nothing until its counts arrive (the cards below say when figures fail). */
export function HrTodayList(props: { show: (panel: HrPanel) => void }) {
  const today = useHrToday();
  if (!today.data) return null;
  return <TodayList entries={hrTodayEntries(today.data, (panel) => ({ onOpen: () => props.show(panel) }))} />;
}
