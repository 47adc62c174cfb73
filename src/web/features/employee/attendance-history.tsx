import { MapPin } from "lucide-react";
import type { AttendanceRecord, Place } from "@/shared/contract/employee-portal";
import { Badge } from "@/web/components/ui/badge";
import { formatDate, formatTime } from "@/web/lib/format";
import { attendanceTone, coordinatesLine, offSiteNote } from "./attendance-text";
import { useAttendance } from "./employee-api";
import { QueryState } from "./query-state";
import { useErrorToast } from "./use-error-toast";

const SHOWN = 10;
const FAILED = "Failed to fetch attendance";

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
          <span className="text-sm font-semibold text-slate-700 tabular-nums">{record.totalHours === null ? "--" : `${record.totalHours.toFixed(1)}h`}</span>
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

/** The last 10 days worked: cards that stack on a phone, two columns of places on wider screens. */
export function AttendanceHistory() {
  const attendance = useAttendance();
  useErrorToast(attendance.isError, FAILED);
  const records = attendance.data?.slice(0, SHOWN) ?? [];
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-600">Your attendance over the past 30 days</p>
      <QueryState
        loading={attendance.isPending}
        error={attendance.isError ? FAILED : null}
        onRetry={() => void attendance.refetch()}
        empty={records.length === 0}
        emptyText="No attendance records in the past 30 days"
      >
        <ul className="space-y-3" aria-label="Attendance records">
          {records.map((record) => (
            <RecordCard key={record.id} record={record} />
          ))}
        </ul>
      </QueryState>
    </div>
  );
}
