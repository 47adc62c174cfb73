import type { EmployeeMonth, EmployeeMonthDay } from "@/shared/contract/employee-portal";
import { regularisationTexts } from "@/shared/contract/regularisations";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { cn } from "@/web/lib/cn";
import { formatTime } from "@/web/lib/format";
import { calendarCells, correctable, dayLabel, dayTone, monthCounts, WEEKDAYS, type DayCorrections } from "./month-days";

/** The employee's month (docs/product.md section 9.11): the counts, a calendar from 768 px, a list below it. */

const weekday = new Intl.DateTimeFormat("en-IN", { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" });
const longDay = new Intl.DateTimeFormat("en-IN", { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
const noon = (date: string) => new Date(`${date}T12:00:00Z`);

function timesText(day: EmployeeMonthDay): string | null {
  if (!day.checkIn) return null;
  const out = day.checkOut ? formatTime(day.checkOut) : "--:--";
  return `${formatTime(day.checkIn)} - ${out}${day.checkOut ? ` (${day.hoursWorked.toFixed(1)}h)` : ""}`;
}

export function MonthCounts(props: { counts: EmployeeMonth["counts"] }) {
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-7" aria-label="Day counts">
      {monthCounts(props.counts).map(({ label, count }) => (
        <div key={label} className="rounded-lg border border-slate-200 bg-white px-3 py-2">
          <dt className="text-xs font-semibold text-slate-600">{label}</dt>
          <dd className="text-lg font-bold text-slate-900 tabular-nums">{count}</dd>
        </div>
      ))}
    </dl>
  );
}

/** 'Correction requested' on a day with a pending request, else 'Request correction' on a day that may be corrected. */
function CorrectionAction(props: { day: EmployeeMonthDay; today: string; corrections?: DayCorrections; place: "calendar" | "list" }) {
  const calendar = props.place === "calendar";
  const { day, corrections } = props;
  if (!corrections) return null;
  if (corrections.pending.has(day.date)) {
    return (
      <Badge tone="gold" className={cn("px-2 py-0.5", calendar ? "self-start text-[11px] leading-tight" : "self-end")}>
        {regularisationTexts.pendingDay}
      </Badge>
    );
  }
  if (!correctable(day, props.today)) return null;
  return (
    <Button
      variant="ghost"
      size="sm"
      className={cn(
        "h-auto min-h-6 px-1 py-0.5 leading-tight underline underline-offset-2",
        calendar ? "justify-start self-start text-left text-[11px]" : "self-end text-xs",
      )}
      onClick={() => corrections.onRequest(day)}
    >
      {regularisationTexts.action}
      <span className="sr-only"> for {longDay.format(noon(day.date))}</span>
    </Button>
  );
}

/** Seven columns, Monday first; a future day or one before joining is blank. */
export function MonthCalendar(props: { month: EmployeeMonth; title: string; corrections?: DayCorrections }) {
  return (
    <div className="hidden md:block">
      <div className="grid grid-cols-7 gap-1.5 text-center text-xs font-semibold text-slate-600" aria-hidden="true">
        {WEEKDAYS.map((name) => (
          <span key={name}>{name}</span>
        ))}
      </div>
      <ol className="mt-1.5 grid grid-cols-7 gap-1.5" aria-label={`Calendar of ${props.title}`}>
        {calendarCells(props.month.days).map((day, index) => {
          if (!day) return <li key={`blank-${index}`} aria-hidden="true" />;
          const label = dayLabel(day);
          const times = timesText(day);
          const requested = props.corrections?.pending.has(day.date) ? `, ${regularisationTexts.pendingDay.toLowerCase()}` : "";
          return (
            <li
              key={day.date}
              aria-label={`${longDay.format(noon(day.date))}: ${label ?? "no status yet"}${requested}`}
              className={cn(
                "flex min-h-20 flex-col gap-1 rounded-md border p-1.5 text-left",
                label ? "border-slate-200 bg-white" : "border-dashed border-slate-200 bg-slate-50",
              )}
            >
              <span
                className={cn(
                  "text-sm font-semibold",
                  day.date === props.month.today ? "text-brand-800 underline underline-offset-2" : "text-slate-900",
                )}
                aria-hidden="true"
              >
                {Number(day.date.slice(8))}
              </span>
              {label ? (
                <Badge tone={dayTone[label]} className="self-start px-2 py-0.5 text-[11px] leading-tight" aria-hidden="true">
                  {label}
                </Badge>
              ) : null}
              {times ? (
                <span className="text-[11px] leading-tight text-slate-600 tabular-nums" aria-hidden="true">
                  {times}
                </span>
              ) : null}
              <CorrectionAction day={day} today={props.month.today} corrections={props.corrections} place="calendar" />
            </li>
          );
        })}
      </ol>
    </div>
  );
}

/** One row a day, newest first, the days still to come left out. */
export function MonthDayList(props: { month: EmployeeMonth; title: string; corrections?: DayCorrections }) {
  const shown = props.month.days.filter((day) => day.date <= props.month.today).reverse();
  return (
    <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white md:hidden" aria-label={`Days of ${props.title}`}>
      {shown.map((day) => {
        const label = dayLabel(day);
        const times = timesText(day);
        return (
          <li key={day.date} className="flex items-start justify-between gap-3 px-3 py-2.5">
            <div className="min-w-0">
              <p className="text-sm font-semibold text-slate-900">
                {weekday.format(noon(day.date))}
                {day.date === props.month.today ? <span className="ml-1.5 text-xs font-normal text-slate-600">(today)</span> : null}
              </p>
              {times ? <p className="text-xs text-slate-600 tabular-nums">{times}</p> : null}
            </div>
            <div className="flex shrink-0 flex-col items-end gap-1">
              {label ? <Badge tone={dayTone[label]}>{label}</Badge> : <span className="text-xs text-slate-500">Not employed</span>}
              <CorrectionAction day={day} today={props.month.today} corrections={props.corrections} place="list" />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
