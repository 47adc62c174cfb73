import { OVERTIME_REPORT_PATH, type HrAttendanceDay } from "@/shared/contract/hr-attendance";
import { ExportButton } from "@/web/features/portal/export-button";
import { Button } from "@/web/components/ui/button";
import { Dialog } from "@/web/components/ui/dialog";
import { withParams } from "@/web/lib/api-lists";
import { formatLongDate } from "@/web/lib/format";
import { hoursText, overtimeRows, shiftText } from "./attendance-text";

/**
 * Overtime Report: who worked beyond the shift on the date, and the list as CSV for approval. It marks nothing
 * (no overtime is stored), so it is named for what it shows (docs/product.md section 6.7).
 */
export function OvertimeDialog(props: { day: HrAttendanceDay; onClose: () => void }) {
  const { day } = props;
  const rows = overtimeRows(day.rows);
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : props.onClose())}
      title="Overtime Report"
      description={`${formatLongDate(day.date)} · ${shiftText(day.shift)}`}
      footer={
        <>
          <Button variant="outline" size="sm" onClick={props.onClose}>
            Close
          </Button>
          {rows.length > 0 ? <ExportButton url={withParams(OVERTIME_REPORT_PATH, { date: day.date })} label="Export" /> : null}
        </>
      }
    >
      {rows.length === 0 ? (
        <p className="py-4 text-center text-sm text-slate-600">No one worked beyond the shift on this date</p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200" aria-label="Overtime on this date">
          {rows.map((row) => (
            <li key={row.employeeRecordId} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-3 text-sm">
              <span className="min-w-0">
                <span className="font-medium text-slate-900">{row.name}</span>{" "}
                <span className="text-xs text-slate-600">{row.employeeId}</span>
              </span>
              <span className="flex gap-4 whitespace-nowrap tabular-nums">
                <span className="text-slate-600">Worked {hoursText(row.hoursWorked)}</span>
                <span className="font-semibold text-amber-800">Overtime {hoursText(row.overtimeHours)}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
