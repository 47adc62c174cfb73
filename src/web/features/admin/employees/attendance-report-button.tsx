import { CalendarRange } from "lucide-react";
import { useState } from "react";
import { AttendanceMonthDialog } from "@/web/features/portal/attendance-month-dialog";
import { currentBusinessMonth } from "@/web/components/portal/month-field";
import { Button } from "@/web/components/ui/button";

/** The Attendance Report (docs/product.md section 5.5): pick a month up to the current one, then download everyone's days as CSV (HR's monthly summary). */
export function AttendanceReportButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        <CalendarRange aria-hidden="true" />
        Attendance Report
      </Button>
      {/* Mounted only while open: each opening starts from this month. */}
      {open ? (
        <AttendanceMonthDialog
          id="admin-attendance-report-month"
          title="Attendance Report"
          downloadLabel="Download Report"
          latest={currentBusinessMonth()}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}
