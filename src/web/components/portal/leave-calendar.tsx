import { ChevronLeft, ChevronRight } from "lucide-react";
import { leaveTypeLabels } from "@/shared/contract/employee-portal";
import type { CalendarPerson, CalendarSpan, LeaveCalendar } from "@/shared/contract/team";
import { Button } from "@/web/components/ui/button";
import { cn } from "@/web/lib/cn";
import { formatMonth } from "@/web/lib/format";

/**
 * Who is off when (docs/product.md section 9.20): a month of approved and pending leave, for HR's leave
 * panel and a manager's Team view alike. From 768 px a calendar (weeks from Monday) with the people off in
 * each day's cell; on a phone a list of the days someone is off. Pending leave is outlined and says so.
 */

export interface DayOff {
  person: CalendarPerson;
  span: CalendarSpan;
}

const DAY_MS = 86_400_000;
const utc = (date: string) => Date.parse(`${date}T00:00:00Z`);
const isoOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The month's dates in weeks from Monday; null pads the first and last week. */
export function calendarWeeks(from: string, to: string): (string | null)[][] {
  const dates: string[] = [];
  for (let ms = utc(from); ms <= utc(to); ms += DAY_MS) dates.push(isoOf(ms));
  const lead = (new Date(utc(from)).getUTCDay() + 6) % 7;
  const cells: (string | null)[] = [...Array<null>(lead).fill(null), ...dates];
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** Everyone off on each date of the calendar (approved and pending), by name. */
export function offByDate(calendar: LeaveCalendar): Map<string, DayOff[]> {
  const days = new Map<string, DayOff[]>();
  for (const person of calendar.people) {
    for (const span of person.spans) {
      for (let ms = utc(span.start); ms <= utc(span.end); ms += DAY_MS) {
        const date = isoOf(ms);
        days.set(date, [...(days.get(date) ?? []), { person, span }]);
      }
    }
  }
  return days;
}

/** The month before or after a YYYY-MM month. */
export function shiftMonth(month: string, by: number): string {
  const [year, monthNumber] = month.split("-").map(Number) as [number, number];
  const shifted = new Date(Date.UTC(year, monthNumber - 1 + by, 1));
  return shifted.toISOString().slice(0, 7);
}

const weekdays = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"] as const;
const weekdayNames = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;
// A calendar date names a day on any clock: read at noon UTC, in UTC.
const dayHeading = new Intl.DateTimeFormat("en-IN", { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" });
const dayName = (date: string) => dayHeading.format(new Date(utc(date) + DAY_MS / 2));

function Chip(props: { off: DayOff; showDepartment?: boolean }) {
  const { person, span } = props.off;
  const pending = span.status === "Pending";
  const detail = `${leaveTypeLabels[span.leaveType]}${props.showDepartment && person.department ? `, ${person.department}` : ""}`;
  return (
    <li
      className={cn(
        "rounded px-1.5 py-0.5 text-xs break-words",
        pending ? "border border-dashed border-amber-600 bg-amber-50 text-amber-900" : "bg-brand-100 text-brand-900",
      )}
      title={detail}
    >
      {person.name}
      <span className={pending ? "font-semibold" : "sr-only"}> ({pending ? "pending" : "approved"})</span>
      <span className="sr-only">, {detail}</span>
    </li>
  );
}

/** Month stepper: the month shown, with the months before and after. */
export function MonthStepper(props: { month: string; onChange: (month: string) => void; labelId: string }) {
  return (
    <div className="flex items-center gap-2">
      <Button
        variant="outline"
        size="sm"
        className="min-h-11 min-w-11"
        onClick={() => props.onChange(shiftMonth(props.month, -1))}
        aria-label="Previous month"
      >
        <ChevronLeft className="size-4" aria-hidden="true" />
      </Button>
      <p id={props.labelId} className="min-w-36 text-center font-semibold text-brand-900" aria-live="polite">
        {formatMonth(props.month)}
      </p>
      <Button
        variant="outline"
        size="sm"
        className="min-h-11 min-w-11"
        onClick={() => props.onChange(shiftMonth(props.month, 1))}
        aria-label="Next month"
      >
        <ChevronRight className="size-4" aria-hidden="true" />
      </Button>
    </div>
  );
}

export function LeaveCalendarView(props: { calendar: LeaveCalendar; showDepartment?: boolean }) {
  const { calendar } = props;
  const days = offByDate(calendar);
  const title = formatMonth(calendar.month);
  if (calendar.people.length === 0) return <p className="py-8 text-center text-sm text-slate-600">Nobody is off in {title}</p>;
  const offDates = [...days.keys()].sort();
  return (
    <div>
      <p className="mb-3 flex flex-wrap gap-3 text-xs text-slate-700">
        <span className="inline-flex items-center gap-1">
          <span className="inline-block size-3 rounded-sm bg-brand-100" aria-hidden="true" /> Approved
        </span>
        <span className="inline-flex items-center gap-1">
          <span className="inline-block size-3 rounded-sm border border-dashed border-amber-600 bg-amber-50" aria-hidden="true" /> Pending
        </span>
      </p>
      <table className="hidden w-full table-fixed border-collapse bg-white text-left md:table">
        <caption className="sr-only">Who is off in {title}</caption>
        <thead>
          <tr>
            {weekdays.map((day, index) => (
              <th key={day} scope="col" className="border border-slate-200 bg-slate-50 px-2 py-1 text-xs font-semibold text-slate-700">
                <abbr title={weekdayNames[index]} className="no-underline">
                  {day}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {calendarWeeks(calendar.from, calendar.to).map((week) => (
            <tr key={week.find(Boolean)}>
              {week.map((date, index) => (
                <td key={date ?? `pad-${index}`} className="h-20 border border-slate-200 p-1 align-top">
                  {date ? (
                    <>
                      <span className="text-xs font-semibold text-slate-700">
                        <span aria-hidden="true">{Number(date.slice(8))}</span>
                        <span className="sr-only">{dayName(date)}</span>
                      </span>
                      {days.get(date) ? (
                        <ul className="mt-1 space-y-1">
                          {days.get(date)!.map((off) => (
                            <Chip key={off.span.id} off={off} showDepartment={props.showDepartment} />
                          ))}
                        </ul>
                      ) : null}
                    </>
                  ) : null}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="space-y-3 md:hidden" aria-label={`Who is off in ${title}`}>
        {offDates.map((date) => (
          <li key={date} className="rounded-lg border border-slate-200 bg-white p-3">
            <p className="mb-2 text-sm font-semibold text-slate-900">{dayName(date)}</p>
            <ul className="flex flex-wrap gap-1.5">
              {days.get(date)!.map((off) => (
                <Chip key={off.span.id} off={off} showDepartment={props.showDepartment} />
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </div>
  );
}
