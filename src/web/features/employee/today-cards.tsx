import { CalendarDays, CircleCheck, Clock, Timer } from "lucide-react";
import type { LeaveRequest, Today } from "@/shared/contract/employee-portal";
import { StatCard } from "@/web/components/portal/stat-card";
import { formatTime } from "@/web/lib/format";
import { hoursToday } from "./attendance-text";
import { useNow } from "./use-now";

/**
 * The four cards of docs/product.md section 8.2. Hours Today counts on the server's clock (the offset measured when today
 * was fetched), so a phone set to the wrong time still shows the right hours.
 */
export function TodayCards(props: { today: Today | undefined; fetchedAt: number; leaveRequests: LeaveRequest[] | undefined }) {
  const now = useNow(60_000);
  const record = props.today?.record ?? null;
  const offset = props.today ? Date.parse(props.today.serverTime) - props.fetchedAt : 0;
  const loading = props.today === undefined;
  const pending = props.leaveRequests?.filter((request) => request.status === "Pending").length ?? 0;
  return (
    <section aria-label="Today" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <StatCard
        label="Today's Status"
        value={loading ? "..." : record ? "Present" : "Not Checked In"}
        warning={record?.status === "Late" ? "Late" : null}
        icon={CircleCheck}
        tone={record ? "green" : "grey"}
        live
      />
      <StatCard label="Check-in Time" value={record ? formatTime(record.checkIn) : "--:--"} icon={Clock} tone="brand" />
      <StatCard label="Hours Today" value={hoursToday(record, now + offset)} icon={Timer} tone="brand" />
      <StatCard
        label="Leave Requests"
        value={props.leaveRequests?.length ?? "..."}
        warning={pending ? `${pending} pending` : null}
        icon={CalendarDays}
        tone="amber"
      />
    </section>
  );
}
