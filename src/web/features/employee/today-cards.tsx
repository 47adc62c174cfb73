import { CalendarDays, CircleCheck, Clock, Timer, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import type { LeaveRequest, Today } from "@/shared/contract/employee-portal";
import { cn } from "@/web/lib/cn";
import { formatTime } from "@/web/lib/format";
import { hoursToday } from "./attendance-text";
import { useNow } from "./use-now";

const tones = { brand: "text-brand-700 bg-brand-50", green: "text-emerald-700 bg-emerald-50", amber: "text-amber-700 bg-amber-50", grey: "text-slate-600 bg-slate-100" };

function TodayCard(props: { label: string; value: ReactNode; detail?: string | null; icon: LucideIcon; tone: keyof typeof tones; live?: boolean }) {
  const Icon = props.icon;
  return (
    <div className="flex min-w-0 flex-col items-start gap-2 rounded-lg border border-slate-200 bg-white p-4 sm:flex-row sm:items-center sm:gap-3">
      <span className={cn("rounded-md p-2", tones[props.tone])}>
        <Icon className="size-5" aria-hidden="true" />
      </span>
      {/* The status card is announced when it changes after checking in or out. */}
      <div className="min-w-0" aria-live={props.live ? "polite" : undefined}>
        <p className="text-sm text-slate-600">{props.label}</p>
        <p className="text-xl font-bold break-words sm:text-2xl text-slate-900">{props.value}</p>
        {props.detail ? <p className="text-xs font-semibold text-amber-700">{props.detail}</p> : null}
      </div>
    </div>
  );
}

/**
 * SPEC 2.12's four cards. Hours Today counts on the server's clock (the offset measured when today
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
      <TodayCard
        label="Today's Status"
        value={loading ? "..." : record ? "Present" : "Not Checked In"}
        detail={record?.status === "Late" ? "Late" : null}
        icon={CircleCheck}
        tone={record ? "green" : "grey"}
        live
      />
      <TodayCard label="Check-in Time" value={record ? formatTime(record.checkIn) : "--:--"} icon={Clock} tone="brand" />
      <TodayCard label="Hours Today" value={hoursToday(record, now + offset)} icon={Timer} tone="brand" />
      <TodayCard
        label="Leave Requests"
        value={props.leaveRequests?.length ?? "..."}
        detail={pending ? `${pending} pending` : null}
        icon={CalendarDays}
        tone="amber"
      />
    </section>
  );
}
