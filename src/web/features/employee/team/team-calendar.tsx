import { useState } from "react";
import { currentBusinessMonth } from "@/web/components/portal/month-field";
import { LeaveCalendarView, MonthStepper } from "@/web/components/portal/leave-calendar";
import { QueryState } from "../query-state";
import { useErrorToast } from "../use-error-toast";
import { useTeamCalendar } from "./team-api";

const failed = "Failed to fetch your team's leave calendar";

/** The team leave calendar (docs/product.md section 8.4): a month of the direct reports' approved and pending leave. */
export function TeamCalendar() {
  const [month, setMonth] = useState(currentBusinessMonth);
  const calendar = useTeamCalendar(month);
  useErrorToast(calendar.isError, failed);
  return (
    <section aria-labelledby="team-calendar" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="team-calendar" className="font-display text-base font-bold text-brand-900">
          Team leave calendar
        </h3>
        <MonthStepper month={month} onChange={setMonth} labelId="team-calendar-month" />
      </div>
      <QueryState
        loading={calendar.isPending}
        error={calendar.isError ? failed : null}
        onRetry={() => void calendar.refetch()}
        empty={false}
        emptyText=""
      >
        {calendar.data ? <LeaveCalendarView calendar={calendar.data} /> : null}
      </QueryState>
    </section>
  );
}
