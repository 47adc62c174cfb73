import { Download } from "lucide-react";
import { useState } from "react";
import { ATTENDANCE_SUMMARY_PATH } from "@/shared/contract/hr-attendance";
import { ExportButton } from "@/web/features/portal/export-button";
import { MonthField, monthError } from "@/web/components/portal/month-field";
import { Button } from "@/web/components/ui/button";
import { Dialog } from "@/web/components/ui/dialog";
import { withParams } from "@/web/lib/api-lists";

/**
 * HR's Monthly Summary and the admin's Attendance Report (docs/product.md sections 5.5 and 6.7): pick a month up to `latest`,
 * then download everyone's status and hours for each day as CSV.
 */
export function AttendanceMonthDialog(props: { id: string; title: string; downloadLabel: string; latest: string; onClose: () => void }) {
  const [month, setMonth] = useState(props.latest);
  const error = monthError(month, props.latest);
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : props.onClose())}
      title={props.title}
      description="Each person's status and hours for every day of the month, as a CSV file."
      footer={
        <>
          <Button variant="outline" size="sm" onClick={props.onClose}>
            Close
          </Button>
          {error ? (
            <Button variant="outline" size="sm" disabled>
              <Download aria-hidden="true" />
              {props.downloadLabel}
            </Button>
          ) : (
            <ExportButton url={withParams(ATTENDANCE_SUMMARY_PATH, { month })} label={props.downloadLabel} />
          )}
        </>
      }
    >
      <MonthField id={props.id} value={month} max={props.latest} onChange={setMonth} error={error} />
    </Dialog>
  );
}
