import { useForm, useWatch } from "react-hook-form";
import { leaveInputSchema, LEAVE_BACKDATE_DAYS, type LeaveInput, type LeaveType } from "@/shared/contract/employee-portal";
import { leaveDays, shiftDate } from "@/shared/domain/working-time";
import { FormDialog } from "@/web/components/portal/form-dialog";
import { FormField } from "@/web/components/ui/form-field";
import { ApiRequestError } from "@/web/lib/api";
import { contractResolver, sendForm } from "@/web/lib/form-errors";
import { dayCount } from "./attendance-text";
import { useLeaveBalances, useProfile, useSubmitLeave } from "./employee-api";
import { leaveDayCount, leaveTypeOptionsFor } from "./leave-type-text";

type LeaveForm = Record<"leaveType" | "startDate" | "endDate" | "reason", string>;
const blank: LeaveForm = { leaveType: "", startDate: "", endDate: "", reason: "" };
const toInput = (form: LeaveForm): LeaveInput => ({ ...form, leaveType: form.leaveType as LeaveType });
const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

const id = "leave-form";

/** What is left of the chosen type; below zero (HR approved beyond it) reads as none left. */
const balanceLine = (leaveType: LeaveType, remaining: number, pending: number) =>
  `${leaveDayCount(leaveType, Math.max(0, remaining))} left this year${pending > 0 ? ` (${leaveDayCount(leaveType, pending)} pending)` : ""}`;

/** Request Leave (docs/product.md section 8.3): the contract's messages, the day count as dates are picked, the server's 409 shown. */
export function LeaveRequestDialog(props: { open: boolean; onClose: () => void; businessDate: string | undefined }) {
  const form = useForm<LeaveForm, unknown, LeaveInput>({ resolver: contractResolver(leaveInputSchema, toInput), defaultValues: blank });
  const submitLeave = useSubmitLeave();
  const [leaveType, startDate, endDate] = useWatch({ control: form.control, name: ["leaveType", "startDate", "endDate"] });
  const balances = useLeaveBalances();
  // Only the types that apply to the person (the server refuses the others too).
  const leaveTypeOptions = leaveTypeOptionsFor(useProfile().data?.gender);
  const balance = balances.data?.balances.find((entry) => entry.leaveType === leaveType);
  const days = isDate(startDate) && isDate(endDate) && endDate >= startDate ? leaveDays(startDate, endDate) : null;
  const field = { register: form.register, errors: form.formState.errors };

  const close = () => {
    form.reset(blank);
    props.onClose();
  };
  const submit = form.handleSubmit((input) =>
    sendForm(
      () =>
        submitLeave.mutateAsync(input).catch((error: unknown) => {
          // A clash with leave already asked for belongs to the dates, not only to a passing toast.
          if (error instanceof ApiRequestError && error.status === 409 && error.serverMessage)
            form.setError("startDate", { type: "server", message: error.serverMessage });
          throw error;
        }),
      {
        setError: form.setError,
        success: "Leave request submitted successfully",
        failure: "Failed to submit leave request",
        onDone: close,
      },
    ),
  );
  // The server refuses a start more than 30 days back; the picker says so before it is sent.
  const earliest = props.businessDate ? shiftDate(props.businessDate, -LEAVE_BACKDATE_DAYS) : undefined;

  return (
    <FormDialog
      open={props.open}
      onClose={close}
      title="Request Leave"
      formId={id}
      submitLabel="Submit Request"
      busyLabel="Submitting..."
      busy={form.formState.isSubmitting}
    >
      <form id={id} onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
        <FormField
          form={field}
          idPrefix={id}
          name="leaveType"
          label="Leave Type"
          required
          as="select"
          emptyOption="Select leave type"
          options={leaveTypeOptions}
          className="sm:col-span-2"
        />
        <p className="-mt-2 text-sm text-slate-700 sm:col-span-2" aria-live="polite">
          {balance ? balanceLine(balance.leaveType, balance.remaining, balance.pending) : ""}
        </p>
        <FormField form={field} idPrefix={id} name="startDate" label="Start Date" required type="date" min={earliest} />
        <FormField
          form={field}
          idPrefix={id}
          name="endDate"
          label="End Date"
          required
          type="date"
          min={isDate(startDate) ? startDate : earliest}
        />
        <p className="text-sm font-medium text-brand-800 sm:col-span-2" aria-live="polite">
          {days === null ? "" : dayCount(days)}
        </p>
        <FormField
          form={field}
          idPrefix={id}
          name="reason"
          label="Reason"
          as="textarea"
          required
          placeholder="Please give a brief reason (at least 10 characters)"
          className="sm:col-span-2"
        />
      </form>
    </FormDialog>
  );
}
