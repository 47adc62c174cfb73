import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type { EmployeeMonthDay } from "@/shared/contract/employee-portal";
import { regularisationInputSchema, regularisationTexts, type RegularisationInput } from "@/shared/contract/regularisations";
import { FormDialog } from "@/web/components/portal/form-dialog";
import { FormField } from "@/web/components/ui/form-field";
import { ApiRequestError, errorMessage } from "@/web/lib/api";
import { applyServerErrors, contractResolver, fieldErrorsOf } from "@/web/lib/form-errors";
import { formatLongDate, formatTime, zonedFormat } from "@/web/lib/format";
import { useRequestCorrection } from "./corrections-api";

type CorrectionForm = { checkIn: string; checkOut: string; reason: string };
const id = "correction-request";

const clock = zonedFormat("en-GB", { hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
/** An instant as the form's 'HH:MM' (24-hour, business time zone). */
function clockValue(value: string): string {
  const parts = clock().formatToParts(new Date(value));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value ?? "00";
  return `${part("hour")}:${part("minute")}`;
}

/**
 * 'Request correction' of a past day (docs/product.md sections 8.4 and 9.20): the times the day should have,
 * opened on the recorded ones, and why. The manager or HR decides; the day shows 'Correction requested' meanwhile.
 */
export function CorrectionRequestDialog(props: { day: EmployeeMonthDay; onClose: () => void }) {
  const { day } = props;
  const form = useForm<CorrectionForm, unknown, RegularisationInput>({
    // The form's text plus the day is the payload: the contract's schema checks it with the server's messages.
    resolver: contractResolver(regularisationInputSchema, (values: CorrectionForm): RegularisationInput => ({ date: day.date, ...values })),
    defaultValues: {
      checkIn: day.checkIn ? clockValue(day.checkIn) : "",
      checkOut: day.checkOut ? clockValue(day.checkOut) : "",
      reason: "",
    },
  });
  const request = useRequestCorrection();
  const busy = form.formState.isSubmitting;
  const submit = form.handleSubmit(async (input) => {
    try {
      await request.mutateAsync(input);
      toast.success(regularisationTexts.requested, { description: regularisationTexts.requestedDetail });
      props.onClose();
    } catch (error) {
      applyServerErrors(error, form.setError);
      toast.error("Error", { description: errorMessage(error, regularisationTexts.requestFailed) });
      // Already pending, or a day no longer open to requests: nothing to fix in the form (the toast says why).
      if (error instanceof ApiRequestError && (error.status === 409 || fieldErrorsOf(error).date)) props.onClose();
    }
  });
  const field = { register: form.register, errors: form.formState.errors };
  const recorded = day.checkIn
    ? `${formatTime(day.checkIn)} – ${day.checkOut ? formatTime(day.checkOut) : "--:--"}`
    : regularisationTexts.noRecord;
  return (
    <FormDialog
      open
      onClose={() => (busy ? undefined : props.onClose())}
      title={regularisationTexts.action}
      formId={id}
      submitLabel="Send Request"
      busyLabel="Sending..."
      busy={busy}
    >
      <form id={id} onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
        <p className="rounded-md bg-slate-50 p-3 text-sm text-slate-700 sm:col-span-2">
          <span className="block font-semibold text-slate-900">{formatLongDate(day.date)}</span>
          Recorded: {recorded}
        </p>
        <FormField form={field} idPrefix={id} name="checkIn" label="Check In" type="time" required />
        <FormField form={field} idPrefix={id} name="checkOut" label="Check Out" type="time" hint="Leave empty if you did not check out" />
        <FormField
          form={field}
          idPrefix={id}
          name="reason"
          label="Reason"
          as="textarea"
          required
          hint="For example: checked in at the Wakad site, phone battery died"
          className="sm:col-span-2"
        />
      </form>
    </FormDialog>
  );
}
