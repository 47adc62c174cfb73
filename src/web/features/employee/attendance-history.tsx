import { MapPin } from "lucide-react";
import { useMemo, useState } from "react";
import type { AttendanceRecord, EmployeeMonthDay, Place } from "@/shared/contract/employee-portal";
import { currentBusinessMonth, MonthField, monthError } from "@/web/components/portal/month-field";
import { Badge } from "@/web/components/ui/badge";
import { monthRange } from "@/shared/domain/months";
import { formatDate, formatTime } from "@/web/lib/format";
import { attendanceTone, coordinatesLine, offSiteNote } from "./attendance-text";
import { CorrectionRequestDialog } from "./correction-request-dialog";
import { CorrectionRequests } from "./correction-requests";
import { useOwnCorrections } from "./corrections-api";
import { useAttendance, useAttendanceMonth, useProfile } from "./employee-api";
import { MonthCalendar, MonthCounts, MonthDayList } from "./month-calendar";
import { formatLongMonth, monthChoiceError, type DayCorrections } from "./month-days";
import { QueryState } from "./query-state";
import { useErrorToast } from "./use-error-toast";

const FAILED = "Failed to fetch attendance";
const NO_CHECK_INS = "No check-ins in this month";

function PlaceLine(props: { label: string; time: string | null; place: Place | null }) {
  const coordinates = props.place ? coordinatesLine(props.place) : null;
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{props.label}</dt>
      <dd className="mt-0.5 text-sm text-slate-900">
        <span className="font-semibold">{props.time ? formatTime(props.time) : "--:--"}</span>
        {props.place ? (
          <span className="mt-1 flex items-start gap-1.5 text-slate-700">
            <MapPin className="mt-0.5 size-4 shrink-0 text-slate-400" aria-hidden="true" />
            <span className="min-w-0 break-words">
              {props.place.address}
              {coordinates ? <span className="block text-xs text-slate-500 tabular-nums">{coordinates}</span> : null}
            </span>
          </span>
        ) : null}
      </dd>
    </div>
  );
}

function RecordCard(props: { record: AttendanceRecord }) {
  const { record } = props;
  const offSite = offSiteNote(record);
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold text-slate-900">{formatDate(record.date)}</h3>
        <div className="flex items-center gap-2">
          <span className="text-sm font-semibold text-slate-700 tabular-nums">
            {record.totalHours === null ? "--" : `${record.totalHours.toFixed(1)}h`}
          </span>
          <Badge tone={attendanceTone[record.status]}>{record.status}</Badge>
        </div>
      </div>
      <dl className="mt-3 grid gap-3 sm:grid-cols-2">
        <PlaceLine label="Check-in" time={record.checkIn} place={record.checkInLocation} />
        <PlaceLine label="Check-out" time={record.checkOut} place={record.checkOutLocation} />
      </dl>
      {offSite ? <p className="mt-2 text-xs font-semibold text-amber-700">{offSite}</p> : null}
    </li>
  );
}

/**
 * The employee's month (docs/product.md section 9.11): a month picker (this month first, back to the month
 * of joining), the month's counts, every day's status (a calendar from 768 px, a list below) as HR and the
 * payroll see it, with 'Request correction' on a past day of the last 30 (docs/product.md section 9.20), the
 * person's correction requests, then the month's check-ins with their places.
 */
export function AttendanceHistory() {
  const current = currentBusinessMonth();
  const [month, setMonth] = useState(current);
  const earliest = useProfile().data?.joiningDate?.slice(0, 7) ?? null;
  const error = monthChoiceError(month, current, earliest, monthError(month, current));
  const days = useAttendanceMonth(month, error === undefined);
  useErrorToast(days.isError, FAILED);
  const title = error === undefined ? formatLongMonth(month) : "";
  const [requesting, setRequesting] = useState<EmployeeMonthDay | null>(null);
  const requests = useOwnCorrections();
  const corrections = useMemo<DayCorrections | undefined>(
    () =>
      // Until the requests are known, no day offers the action: it could be one already asked for.
      requests.data
        ? {
            pending: new Set(requests.data.filter((request) => request.status === "Pending").map((request) => request.date)),
            onRequest: setRequesting,
          }
        : undefined,
    [requests.data],
  );

  return (
    <div className="space-y-4">
      <MonthField id="attendance-month" value={month} max={current} onChange={setMonth} error={error} />
      {error === undefined ? (
        <QueryState
          loading={days.isPending}
          error={days.isError ? FAILED : null}
          onRetry={() => void days.refetch()}
          empty={false}
          emptyText=""
        >
          {days.data ? (
            <section aria-label={`Attendance in ${title}`} className="space-y-3">
              <MonthCounts counts={days.data.counts} />
              <MonthCalendar month={days.data} title={title} corrections={corrections} />
              <MonthDayList month={days.data} title={title} corrections={corrections} />
            </section>
          ) : null}
        </QueryState>
      ) : null}
      <CorrectionRequests />
      {error === undefined ? <CheckIns month={month} /> : null}
      {requesting ? <CorrectionRequestDialog key={requesting.date} day={requesting} onClose={() => setRequesting(null)} /> : null}
    </div>
  );
}

/** The month's check-ins as cards, each with its places and the off-site note. */
function CheckIns(props: { month: string }) {
  const attendance = useAttendance(monthRange(props.month));
  useErrorToast(attendance.isError, FAILED);
  const records = attendance.data ?? [];
  return (
    <>
      <h3 className="font-display text-base font-bold text-brand-900">Check-ins and places</h3>
      <QueryState
        loading={attendance.isPending}
        error={attendance.isError ? FAILED : null}
        onRetry={() => void attendance.refetch()}
        empty={records.length === 0}
        emptyText={NO_CHECK_INS}
      >
        <ul className="space-y-3" aria-label="Attendance records">
          {records.map((record) => (
            <RecordCard key={record.id} record={record} />
          ))}
        </ul>
      </QueryState>
    </>
  );
}
