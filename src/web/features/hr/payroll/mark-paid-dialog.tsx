import { useEffect, useMemo } from "react";
import { useForm } from "react-hook-form";
import { markPaidSchema, paidOnProblem, type MarkPaidInput } from "@/shared/contract/payroll-payment";
import { FormDialog } from "@/web/components/portal/form-dialog";
import { FormField } from "@/web/components/ui/form-field";
import { contractResolver, sendForm } from "@/web/lib/form-errors";
import { formatDate } from "@/web/lib/format";
import { businessToday, useMarkPaid } from "./payment-api";
import { monthName } from "./payroll-text";

type PaidForm = { paidOn: string };

/** The contract's schema and the date's limits (the day the month was finalised to today), so the form says what the server would. */
function paidOnChecker(finalisedOn: string, today: string) {
  return {
    safeParse(input: unknown) {
      const parsed = markPaidSchema.safeParse(input);
      if (!parsed.success) return parsed;
      const problem = paidOnProblem(finalisedOn, parsed.data.paidOn, today);
      return problem ? { success: false as const, error: { issues: [{ path: ["paidOn"], message: problem }] } } : parsed;
    },
  };
}

/** Mark as Paid (docs/product.md section 9.14.1): the date the salaries were paid, today unless changed; once per month. */
export function MarkPaidDialog(props: { open: boolean; month: string; finalisedOn: string; onClose: () => void }) {
  const { month, finalisedOn, open } = props;
  const id = "mark-paid-form";
  // Read at each render: the same text all day, so the form is not reset by it.
  const today = businessToday();
  const markPaid = useMarkPaid(month);
  const resolver = useMemo(
    () => contractResolver<PaidForm, MarkPaidInput>(paidOnChecker(finalisedOn, today), (form) => form),
    [finalisedOn, today],
  );
  const form = useForm<PaidForm, unknown, MarkPaidInput>({ resolver, defaultValues: { paidOn: today } });
  const { reset } = form;
  useEffect(() => {
    if (open) reset({ paidOn: today });
  }, [open, today, reset]);

  const submit = form.handleSubmit((input) =>
    sendForm(() => markPaid.mutateAsync(input), {
      setError: form.setError,
      success: `${monthName(month)} marked as paid`,
      failure: "Failed to mark the month as paid",
      onDone: props.onClose,
    }),
  );
  return (
    <FormDialog
      open={open}
      onClose={props.onClose}
      title={`Mark ${monthName(month)} as paid?`}
      formId={id}
      submitLabel="Mark as Paid"
      busyLabel="Saving..."
      busy={form.formState.isSubmitting}
    >
      <form id={id} onSubmit={submit} noValidate className="space-y-3">
        <p className="text-sm text-slate-700">Each employee&apos;s Payslips tab shows the payment date. It can be set once.</p>
        <FormField
          form={{ register: form.register, errors: form.formState.errors }}
          idPrefix={id}
          name="paidOn"
          label="Payment date"
          type="date"
          required
          min={finalisedOn}
          max={today}
          hint={`From ${formatDate(finalisedOn)}, when the month was finalised, to today`}
        />
      </form>
    </FormDialog>
  );
}
