import { CalendarDays, CalendarRange, Clock, Timer, UserCheck, UserX } from "lucide-react";
import { useMemo, useState } from "react";
import type { Role } from "@/shared/contract/auth";
import {
  ATTENDANCE_REPORT_PATH,
  dayStatuses,
  hrAttendanceMessages,
  type DayStatus,
  type HrAttendanceRow,
} from "@/shared/contract/hr-attendance";
import { AttendanceMonthDialog } from "@/web/features/portal/attendance-month-dialog";
import { DataTable } from "@/web/components/portal/data-table";
import { ExportButton } from "@/web/features/portal/export-button";
import { Panel } from "@/web/components/portal/panel";
import { SearchBox } from "@/web/components/portal/search-box";
import { StatCard, StatGrid } from "@/web/components/portal/stat-card";
import { Button } from "@/web/components/ui/button";
import { Select } from "@/web/components/ui/field";
import { FormField } from "@/web/components/ui/form-field";
import { errorMessage } from "@/web/lib/api";
import { withParams } from "@/web/lib/api-lists";
import { formatLongDate } from "@/web/lib/format";
import { attendanceColumns } from "./attendance-columns";
import { useAttendanceDay } from "./attendance-api";
import { shiftText } from "./attendance-text";
import { CorrectionDialog } from "./correction-dialog";
import { CorrectionRequestsSection } from "./correction-requests-section";
import { OvertimeDialog } from "./overtime-dialog";

const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/**
 * HR's Attendance panel (docs/product.md section 6.7): the employees' correction requests, a date of the last
 * 90 days, its counters and everyone's row, corrections, and the day's, overtime and monthly CSV files. `viewer`:
 * the signed-in user's role (an HR user sees an admin account's rows read-only, section 9.9).
 */
export function AttendancePanel({ id, viewer }: { id: string; viewer: Role }) {
  const [known, setKnown] = useState<{ today: string; earliest: string } | null>(null);
  const [picked, setPicked] = useState<string | null>(null);
  const [draft, setDraft] = useState<string | null>(null);
  const [correcting, setCorrecting] = useState<HrAttendanceRow | null>(null);
  const [dialog, setDialog] = useState<"overtime" | "summary" | null>(null);
  const [search, setSearch] = useState("");
  const [status, setStatus] = useState<DayStatus | "">("");

  // The first answer (no date asked) is the server's today; its window bounds the picker from then on.
  const day = useAttendanceDay(picked);
  if (day.data && (day.data.today !== known?.today || day.data.earliest !== known.earliest))
    setKnown({ today: day.data.today, earliest: day.data.earliest });
  const today = known?.today ?? day.data?.today ?? "";
  const earliest = known?.earliest ?? day.data?.earliest ?? "";
  const date = picked ?? day.data?.date ?? today;

  // Stable for a date: a closing dialog gives focus back to the row's Correct button.
  const columns = useMemo(() => attendanceColumns({ date, viewer, onCorrect: setCorrecting }), [date, viewer]);
  const inWindow = (value: string) => isDate(value) && value >= earliest && value <= today;
  const pick = (value: string) => {
    // Keyboard entry passes through incomplete dates: keep them in the box until they make a date of the window.
    if (inWindow(value)) {
      setPicked(value);
      setDraft(null);
    } else setDraft(value);
  };
  const dateError = draft ? hrAttendanceMessages.window : undefined;
  const dateId = `${id}-date`;
  const counters = day.data?.counters;
  // A few hundred rows at most: HR narrows them on the screen; the counters stay the whole day's.
  const words = search.trim().toLowerCase();
  const rows = day.data?.rows.filter(
    (row) =>
      (!status || row.status === status) &&
      (!words || `${row.name} ${row.employeeId} ${row.department ?? ""}`.toLowerCase().includes(words)),
  );

  return (
    <Panel
      id={id}
      title="Attendance"
      toolbar={
        <>
          <ExportButton url={withParams(ATTENDANCE_REPORT_PATH, { date })} label="Export Report" />
          <Button variant="outline" size="sm" onClick={() => setDialog("summary")} disabled={!today}>
            <CalendarRange aria-hidden="true" />
            Monthly Summary
          </Button>
          <Button variant="outline" size="sm" onClick={() => setDialog("overtime")} disabled={!day.data}>
            <Timer aria-hidden="true" />
            Overtime Report
          </Button>
        </>
      }
    >
      {/* What waits for HR first: the Today list's 'Open Attendance' leads here (docs/product.md section 6.7). */}
      <CorrectionRequestsSection id={id} viewer={viewer} />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <FormField
          id={dateId}
          label="Date"
          type="date"
          value={draft ?? date}
          min={earliest}
          max={today}
          onChange={pick}
          // The window comes with the first answer: until then there is nothing to check a typed date against.
          disabled={!today}
          error={dateError}
          describedBy={`${dateId}-caption`}
          controlClassName="sm:w-48"
        />
        <p id={`${dateId}-caption`} className="text-sm text-slate-600 sm:text-right" aria-live="polite">
          Showing attendance for <span className="font-semibold text-slate-900">{date ? formatLongDate(date) : "today"}</span>
          {day.data ? (
            <span className="block text-xs">{`${shiftText(day.data.shift)} · ${day.data.shift.graceMinutes} min grace`}</span>
          ) : null}
        </p>
      </div>
      <StatGrid>
        <StatCard label="Present" value={counters?.present ?? "-"} icon={UserCheck} tone="green" />
        <StatCard label="Absent" value={counters?.absent ?? "-"} icon={UserX} tone="red" />
        <StatCard label="Late Arrivals" value={counters?.late ?? "-"} icon={Clock} tone="amber" />
        <StatCard label="On Leave" value={counters?.onLeave ?? "-"} icon={CalendarDays} tone="blue" />
      </StatGrid>
      <div className="flex flex-col gap-2 sm:flex-row">
        <SearchBox id={`${id}-search`} label="Search by name, employee ID or department" value={search} onChange={setSearch} />
        <label htmlFor={`${id}-status`} className="sr-only">
          Status
        </label>
        <Select
          id={`${id}-status`}
          value={status}
          onChange={(event) => setStatus(event.target.value as DayStatus | "")}
          className="sm:w-48"
        >
          <option value="">All statuses</option>
          {dayStatuses.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </Select>
      </div>
      <DataTable
        label={date ? `Attendance on ${formatLongDate(date)}` : "Attendance today"}
        columns={columns}
        rows={rows}
        loading={day.isPending}
        error={day.isError ? errorMessage(day.error, "Failed to fetch attendance") : null}
        empty={day.data?.rows.length ? "No one matches the search" : "No employees were employed on this date"}
        rowKey={(row) => row.employeeRecordId}
      />
      {correcting ? (
        <CorrectionDialog key={`${correcting.employeeRecordId}-${date}`} row={correcting} date={date} onClose={() => setCorrecting(null)} />
      ) : null}
      {dialog === "overtime" && day.data ? <OvertimeDialog day={day.data} onClose={() => setDialog(null)} /> : null}
      {dialog === "summary" ? (
        <AttendanceMonthDialog
          id={`${id}-summary-month`}
          title="Monthly Summary"
          downloadLabel="Download Summary"
          latest={today.slice(0, 7)}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </Panel>
  );
}
