import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { correctionInputSchema, type CorrectionInput, type HrAttendanceRow } from "@/shared/contract/hr-attendance";
import { FormDialog } from "@/web/components/portal/form-dialog";
import { FormField } from "@/web/components/ui/form-field";
import { ApiRequestError, errorMessage } from "@/web/lib/api";
import { applyServerErrors, contractResolver } from "@/web/lib/form-errors";
import { formatDate, formatLongDate } from "@/web/lib/format";
import { clockValue } from "./attendance-text";
import { useCorrectAttendance } from "./attendance-api";

type CorrectionForm = { checkIn: string; checkOut: string; reason: string };
// The form's text is the payload: the contract's schema checks it with the server's messages.
const toInput = (form: CorrectionForm): CorrectionInput => form;
const id = "attendance-correction";

/**
 * Set or fix one person's times for the date (a forgotten check-out, a dead phone), with the reason
 * kept beside the row. Opens on the times recorded, if any, in the business time zone.
 */
export function CorrectionDialog(props: { row: HrAttendanceRow; date: string; onClose: () => void }) {
  const { row, date } = props;
  const form = useForm<CorrectionForm, unknown, CorrectionInput>({
    resolver: contractResolver(correctionInputSchema, toInput),
    defaultValues: {
      checkIn: row.checkIn ? clockValue(row.checkIn) : "",
      checkOut: row.checkOut ? clockValue(row.checkOut) : "",
      reason: "",
    },
  });
  const correct = useCorrectAttendance();
  const busy = form.formState.isSubmitting;
  const submit = form.handleSubmit(async (input) => {
    try {
      await correct.mutateAsync({ employeeRecordId: row.employeeRecordId, date, input });
      toast.success("Attendance Updated", { description: `${row.name}'s attendance on ${formatDate(date)} was corrected` });
      props.onClose();
    } catch (error) {
      applyServerErrors(error, form.setError);
      toast.error("Error", { description: errorMessage(error, "Failed to update attendance") });
      // Not found or not employed that day: nothing to fix in the form; the refreshed table shows why.
      if (error instanceof ApiRequestError && (error.status === 404 || error.status === 409)) props.onClose();
    }
  });
  const field = { register: form.register, errors: form.formState.errors };
  return (
    <FormDialog
      open
      onClose={() => (busy ? undefined : props.onClose())}
      title="Correct Attendance"
      formId={id}
      submitLabel="Save Correction"
      busyLabel="Saving..."
      busy={busy}
    >
      <form id={id} onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
        <p className="rounded-md bg-slate-50 p-3 text-sm text-slate-700 sm:col-span-2">
          <span className="font-semibold text-slate-900">{row.name}</span> ({row.employeeId}) · {formatLongDate(date)}
        </p>
        <FormField form={field} idPrefix={id} name="checkIn" label="Check In" type="time" required />
        <FormField
          form={field}
          idPrefix={id}
          name="checkOut"
          label="Check Out"
          type="time"
          hint="Leave empty if the person has not checked out"
        />
        <FormField
          form={field}
          idPrefix={id}
          name="reason"
          label="Reason"
          as="textarea"
          required
          hint="For example: forgot to check out, phone battery died"
          className="sm:col-span-2"
        />
      </form>
    </FormDialog>
  );
}
