import {
  REVISION_REASON_MAX,
  salaryRevisionInputSchema,
  type SalaryHistory,
  type SalaryRevisionInput,
} from "@/shared/contract/salary-revision";
import { salaryComponentLabels, type Employee, type PeopleArea } from "@/shared/contract/employees";
import { salaryComponentKeys } from "@/shared/domain/payroll/salary-in-force";
import { FormDialog } from "@/web/components/portal/form-dialog";
import { useFormDialog } from "@/web/components/portal/use-form-dialog";
import { FormField } from "@/web/components/ui/form-field";
import { contractResolver } from "@/web/lib/form-errors";
import { formatDate } from "@/web/lib/format";
import { useReviseSalary } from "./salary-revisions-api";

type Component = (typeof salaryComponentKeys)[number];
type ReviseForm = Record<Component | "effectiveFrom" | "reason", string>;

const blank = { effectiveFrom: "", reason: "", ...Object.fromEntries(salaryComponentKeys.map((key) => [key, ""])) } as ReviseForm;
/** What the dialog opens with: the structure in force today and today's date (kept in the opener's state). */
export interface ReviseStart {
  employee: Employee;
  today: string;
}
const toForm = ({ employee, today }: ReviseStart): ReviseForm =>
  ({
    effectiveFrom: today,
    reason: "",
    ...Object.fromEntries(salaryComponentKeys.map((key) => [key, String(employee[key])])),
  }) as ReviseForm;
const resolver = contractResolver(salaryRevisionInputSchema, (values: ReviseForm): SalaryRevisionInput => values);

/**
 * Revise Salary (docs/product.md section 10.6.1): the new structure, the date it takes effect on (within
 * the window the server gives) and the reason. A date in finalised months pays arrears in the next
 * draft month; the toast says so.
 */
export function ReviseSalaryDialog(props: {
  start: ReviseStart | null;
  employeeId: number;
  history: SalaryHistory;
  area: PeopleArea;
  onClose: () => void;
}) {
  const revise = useReviseSalary(props.employeeId, props.area);
  const id = "revise-salary";
  const { field, submit, dialog } = useFormDialog({
    id,
    open: props.start !== null,
    item: props.start,
    onClose: props.onClose,
    blank,
    toForm,
    resolver,
    save: (input) => revise.mutateAsync(input),
    success: { create: "Salary revised", update: "Salary revised" },
    failure: { create: "Failed to revise the salary", update: "Failed to revise the salary" },
  });
  const { earliestEffectiveFrom: earliest, latestEffectiveFrom: latest } = props.history;
  return (
    <FormDialog {...dialog} title="Revise Salary" submitLabel="Save Revision" busyLabel="Saving..." size="lg">
      <form id={id} onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
        <FormField
          form={field}
          idPrefix={id}
          name="effectiveFrom"
          label="Effective from"
          type="date"
          min={earliest}
          max={latest}
          required
          keepHint
          hint={`From ${formatDate(earliest)} to ${formatDate(latest)}. A date in a finalised month pays the difference as arrears in the next payroll.`}
          className="sm:col-span-2"
        />
        {salaryComponentKeys.map((key) => (
          <FormField
            key={key}
            form={field}
            idPrefix={id}
            name={key}
            label={`${salaryComponentLabels[key]} (₹ a month)`}
            inputMode="numeric"
          />
        ))}
        <FormField
          form={field}
          idPrefix={id}
          name="reason"
          label="Reason"
          as="textarea"
          rows={2}
          required
          maxLength={REVISION_REASON_MAX}
          className="sm:col-span-2"
        />
      </form>
    </FormDialog>
  );
}
