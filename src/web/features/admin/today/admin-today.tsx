import { useQuery } from "@tanstack/react-query";
import { ADMIN_STATS_PATH } from "@/shared/contract/admin";
import { ADMIN_TODAY_PATH, todayMessages, type AdminToday } from "@/shared/contract/today";
import { DASHBOARD_PATHS } from "@/shared/dashboard-paths";
import { TodayList, type TodayEntry } from "@/web/components/portal/today-list";
import { hrTodayEntries, type HrPanel } from "@/web/features/portal/hr-today-entries";
import { apiRequest } from "@/web/lib/api";

/** Keyed under the stats path: every change that refreshes the admin counters refreshes this list too. */
export const useAdminToday = () =>
  useQuery<AdminToday>({ queryKey: [ADMIN_STATS_PATH, "today"], queryFn: () => apiRequest<AdminToday>("GET", ADMIN_TODAY_PATH) });

/** A panel of the HR dashboard, opened by the address (`?panel=`, as the e-mails' links do). */
const hrPanel = (label: string, panel: HrPanel) => ({ label, href: `${DASHBOARD_PATHS.hr}?panel=${panel}` });

/**
 * The admin's entries (docs/product.md section 5.1): first the requests of the only HR user, which nobody but an
 * admin can decide; then the inquiries, opened here; then HR's items, each a link to its HR dashboard panel.
 */
export function adminTodayEntries(today: AdminToday, showInquiries: () => void): TodayEntry[] {
  return [
    {
      key: "hr-user-leaves",
      count: today.hrUserLeaves,
      text: todayMessages.hrUserLeaves(today.hrUserLeaves),
      action: hrPanel("Open Leave Requests", "leaves"),
    },
    {
      key: "hr-user-corrections",
      count: today.hrUserCorrections,
      text: todayMessages.hrUserCorrections(today.hrUserCorrections),
      action: hrPanel("Open Attendance", "attendance"),
    },
    {
      key: "inquiries",
      count: today.unrepliedInquiries,
      text: todayMessages.unrepliedInquiries(today.unrepliedInquiries),
      action: { label: "Open Inquiries", onOpen: showInquiries },
    },
    ...hrTodayEntries(today, hrPanel),
  ];
}

/** The admin dashboard's Today list; nothing until its counts arrive (the cards below say when figures fail). */
export function AdminTodayList(props: { showInquiries: () => void }) {
  const today = useAdminToday();
  if (!today.data) return null;
  return <TodayList entries={adminTodayEntries(today.data, props.showInquiries)} />;
}
