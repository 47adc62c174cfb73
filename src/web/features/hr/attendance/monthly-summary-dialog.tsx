import { Download } from "lucide-react";
import { useState } from "react";
import { ATTENDANCE_SUMMARY_PATH, hrAttendanceMessages, monthParam } from "@/shared/contract/hr-attendance";
import { ExportButton } from "@/web/components/portal/export-button";
import { Button } from "@/web/components/ui/button";
import { Dialog } from "@/web/components/ui/dialog";
import { Field, Input } from "@/web/components/ui/field";
import { withParams } from "@/web/lib/api-lists";

const id = "attendance-summary-month";

/** Monthly Summary: pick a month up to the current one, then download everyone's days as CSV. */
export function MonthlySummaryDialog(props: { currentMonth: string; onClose: () => void }) {
  const [month, setMonth] = useState(props.currentMonth);
  // Browsers without a month picker show a text box: the contract's format check and the server's future rule, said early.
  const error = !monthParam.safeParse(month).success ? hrAttendanceMessages.month : month > props.currentMonth ? hrAttendanceMessages.futureMonth : undefined;
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : props.onClose())}
      title="Monthly Summary"
      description="Each person's status and hours for every day of the month, as a CSV file."
      footer={
        <>
          <Button variant="outline" size="sm" onClick={props.onClose}>
            Close
          </Button>
          {error ? (
            <Button variant="outline" size="sm" disabled>
              <Download aria-hidden="true" />
              Download Summary
            </Button>
          ) : (
            <ExportButton url={withParams(ATTENDANCE_SUMMARY_PATH, { month })} label="Download Summary" />
          )}
        </>
      }
    >
      <Field id={id} label="Month" error={error}>
        <Input
          id={id}
          type="month"
          value={month}
          max={props.currentMonth}
          placeholder="YYYY-MM"
          onChange={(event) => setMonth(event.target.value.trim())}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="sm:w-56"
        />
      </Field>
    </Dialog>
  );
}
