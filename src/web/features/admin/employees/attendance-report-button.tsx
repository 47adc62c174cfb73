import { CalendarRange, Download } from "lucide-react";
import { useState } from "react";
import { ATTENDANCE_SUMMARY_PATH } from "@/shared/contract/hr-attendance";
import { ExportButton } from "@/web/components/portal/export-button";
import { currentBusinessMonth, MonthField, monthError } from "@/web/components/portal/month-field";
import { Button } from "@/web/components/ui/button";
import { Dialog } from "@/web/components/ui/dialog";
import { withParams } from "@/web/lib/api-lists";

const id = "admin-attendance-report-month";

/** SPEC 2.11's Attendance Report: pick a month up to the current one, then download everyone's days as CSV (HR's monthly summary). */
export function AttendanceReportButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        <CalendarRange aria-hidden="true" />
        Attendance Report
      </Button>
      {/* Mounted only while open: each opening starts from this month. */}
      {open ? <ReportDialog onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function ReportDialog(props: { onClose: () => void }) {
  const [latest] = useState(currentBusinessMonth);
  const [month, setMonth] = useState(latest);
  const error = monthError(month, latest);
  return (
    <Dialog
      open
      onOpenChange={(next) => (next ? undefined : props.onClose())}
      title="Attendance Report"
      description="Each person's status and hours for every day of the month, as a CSV file."
      footer={
        <>
          <Button variant="outline" size="sm" onClick={props.onClose}>
            Close
          </Button>
          {error ? (
            <Button variant="outline" size="sm" disabled>
              <Download aria-hidden="true" />
              Download Report
            </Button>
          ) : (
            <ExportButton url={withParams(ATTENDANCE_SUMMARY_PATH, { month })} label="Download Report" />
          )}
        </>
      }
    >
      <MonthField id={id} value={month} max={latest} onChange={setMonth} error={error} />
    </Dialog>
  );
}
