import { useQuery } from "@tanstack/react-query";
import { HR_STATS_PATH } from "@/shared/contract/hr";
import { HR_TODAY_PATH, type HrToday } from "@/shared/contract/today";
import { TodayList, type TodayEntry } from "@/web/components/portal/today-list";
import { hrTodayEntries, type HrPanel } from "@/web/features/portal/hr-today-entries";
import { apiRequest } from "@/web/lib/api";

/** Keyed under the stats path: every change that refreshes the HR counters refreshes this list too. */
export const useHrToday = () =>
  useQuery<HrToday>({ queryKey: [HR_STATS_PATH, "today"], queryFn: () => apiRequest<HrToday>("GET", HR_TODAY_PATH) });

/** HR's entries, each opening its panel in place (docs/product.md section 6.1). */
export const hrTodayListEntries = (today: HrToday, show: (panel: HrPanel) => void): TodayEntry[] =>
  hrTodayEntries(today, (label, panel) => ({ label, onOpen: () => show(panel) }));

/** The HR dashboard's Today list; nothing until its counts arrive (the cards below say when figures fail). */
export function HrTodayList(props: { show: (panel: HrPanel) => void }) {
  const today = useHrToday();
  if (!today.data) return null;
  return <TodayList entries={hrTodayListEntries(today.data, props.show)} />;
}
