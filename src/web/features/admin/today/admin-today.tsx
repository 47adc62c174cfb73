import { useQuery } from "@tanstack/react-query";
import { ADMIN_STATS_PATH } from "@/shared/contract/admin";
import { ADMIN_TODAY_PATH, todayMessages, type AdminToday } from "@/shared/contract/today";
import { DASHBOARD_PATHS } from "@/shared/dashboard-paths";
import { TodayList } from "@/web/components/portal/today-list";
import { apiRequest } from "@/web/lib/api";

/** Keyed under the stats path: every change that refreshes the admin counters refreshes this list too. */
export const useAdminToday = () =>
  useQuery<AdminToday>({ queryKey: [ADMIN_STATS_PATH, "today"], queryFn: () => apiRequest<AdminToday>("GET", ADMIN_TODAY_PATH) });

/**
 * The admin dashboard's Today list (docs/product.md section 5.1): unreplied inquiries open the Inquiries panel; the
 * payroll items lead to the HR dashboard, where the Payroll panel is.
 */
export function AdminTodayList(props: { showInquiries: () => void }) {
  const today = useAdminToday();
  if (!today.data) return null;
  const { unrepliedInquiries, payroll } = today.data;
  const toHr = { label: "Open HR Dashboard", href: DASHBOARD_PATHS.hr };
  return (
    <TodayList
      entries={[
        {
          key: "inquiries",
          count: unrepliedInquiries,
          text: todayMessages.unrepliedInquiries(unrepliedInquiries),
          action: { label: "Open Inquiries", onOpen: props.showInquiries },
        },
        { key: "finalise", count: payroll.lastMonthFinalised ? 0 : 1, showCount: false, text: todayMessages.lastMonthNotFinalised(payroll.lastMonth), action: toHr },
        { key: "paid", count: payroll.unpaidMonths, text: todayMessages.unpaidMonths(payroll.unpaidMonths, payroll.firstUnpaidMonth ?? payroll.lastMonth), action: toHr },
      ]}
    />
  );
}
