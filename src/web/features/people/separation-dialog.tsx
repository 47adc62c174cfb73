import {
  noticeShortfallLabels,
  noticeShortfallOptions,
  separationInputSchema,
  separationKindLabels,
  separationKinds,
  type Separation,
  type SeparationInput,
} from "@/shared/contract/separation";
import { FormDialog } from "@/web/components/portal/form-dialog";
import { useFormDialog } from "@/web/components/portal/use-form-dialog";
import { FormField } from "@/web/components/ui/form-field";
import { contractResolver } from "@/web/lib/form-errors";
import { useSaveSeparation } from "./separation-api";

type SeparationForm = Record<
  "kind" | "noticeDate" | "lastWorkingDay" | "noticePeriodDays" | "noticeShortfall" | "encashmentDivisor" | "reason",
  string
>;

/** What the dialog opens with: the recorded separation, or a new one with the record's notice period. */
export interface SeparationStart {
  separation: Separation | null;
  noticePeriod: number;
}

const blank: SeparationForm = {
  kind: "resignation",
  noticeDate: "",
  lastWorkingDay: "",
  noticePeriodDays: "30",
  noticeShortfall: "recover",
  encashmentDivisor: "26",
  reason: "",
};
const toForm = ({ separation, noticePeriod }: SeparationStart): SeparationForm =>
  separation
    ? {
        kind: separation.kind,
        noticeDate: separation.noticeDate,
        lastWorkingDay: separation.lastWorkingDay,
        noticePeriodDays: String(separation.noticePeriodDays),
        noticeShortfall: separation.noticeShortfall,
        encashmentDivisor: String(separation.encashmentDivisor),
        reason: separation.reason ?? "",
      }
    : { ...blank, noticePeriodDays: String(noticePeriod) };
const resolver = contractResolver(separationInputSchema, (values: SeparationForm) => values as unknown as SeparationInput);

const kindOptions = separationKinds.map((value) => ({ value, label: separationKindLabels[value] }));
const shortfallOptions = noticeShortfallOptions.map((value) => ({ value, label: noticeShortfallLabels[value] }));

/**
 * Record or change a separation (docs/product.md section 9.14.4): the kind, the notice date and last working
 * day, the notice owed and how a shortfall is settled, the leave-encashment divisor and a reason. Saving
 * writes the settlement into the last working day's month.
 */
export function SeparationDialog(props: { start: SeparationStart | null; employeeId: number; onClose: () => void }) {
  const save = useSaveSeparation(props.employeeId);
  const id = "separation";
  const { field, submit, dialog } = useFormDialog({
    id,
    open: props.start !== null,
    item: props.start,
    onClose: props.onClose,
    blank,
    toForm,
    resolver,
    save: (input) => save.mutateAsync(input),
    success: { create: "Separation saved", update: "Separation saved" },
    failure: { create: "Failed to save the separation", update: "Failed to save the separation" },
  });
  return (
    <FormDialog
      {...dialog}
      title={props.start?.separation ? "Change Separation" : "Record Separation"}
      submitLabel="Save Separation"
      busyLabel="Saving..."
      size="lg"
    >
      <form id={id} onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
        <FormField form={field} idPrefix={id} name="kind" label="Type" as="select" options={kindOptions} required />
        <FormField form={field} idPrefix={id} name="noticePeriodDays" label="Notice period (days)" inputMode="numeric" required />
        <FormField form={field} idPrefix={id} name="noticeDate" label="Notice date" type="date" required />
        <FormField form={field} idPrefix={id} name="lastWorkingDay" label="Last working day" type="date" required />
        <FormField
          form={field}
          idPrefix={id}
          name="noticeShortfall"
          label="Notice shortfall"
          as="select"
          options={shortfallOptions}
          required
        />
        <FormField
          form={field}
          idPrefix={id}
          name="encashmentDivisor"
          label="Leave encashment divisor"
          inputMode="numeric"
          required
          keepHint
          hint="A day of earned leave is paid at basic / this (26 by default)."
        />
        <FormField
          form={field}
          idPrefix={id}
          name="reason"
          label="Reason"
          as="textarea"
          rows={2}
          maxLength={500}
          className="sm:col-span-2"
        />
      </form>
    </FormDialog>
  );
}
