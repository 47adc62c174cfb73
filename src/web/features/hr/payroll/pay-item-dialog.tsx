import { useEffect } from "react";
import { useForm, useWatch } from "react-hook-form";
import {
  payItemInputSchema,
  payItemKindLabels,
  RECOVERY_MONTHS_MAX,
  type PayItemInput,
  type PayItemsMonth,
  type PayItemView,
} from "@/shared/contract/pay-items";
import { ENTERED_PAY_ITEM_KINDS, PAY_ITEM_RULES } from "@/shared/domain/payroll/pay-items";
import { FormDialog } from "@/web/components/portal/form-dialog";
import { FormField } from "@/web/components/ui/form-field";
import { contractResolver, sendForm } from "@/web/lib/form-errors";
import { useSavePayItem } from "./pay-items-api";
import { monthName } from "./payroll-text";

type PayItemForm = Record<"employeeRecordId" | "kind" | "amount" | "recoveryMonths" | "description" | "reason", string>;
const blank: PayItemForm = { employeeRecordId: "", kind: "", amount: "", recoveryMonths: "3", description: "", reason: "" };

/** Blank stays blank (the contract's message says what is missing); otherwise the number typed. */
const numberOf = (value: string) => (value.trim() === "" ? Number.NaN : Number(value));
const toInput = (form: PayItemForm): PayItemInput => ({
  employeeRecordId: form.employeeRecordId === "" ? 0 : Number(form.employeeRecordId),
  kind: form.kind as PayItemInput["kind"],
  amount: numberOf(form.amount),
  reason: form.reason,
  description: form.description.trim() === "" ? undefined : form.description,
  recoveryMonths: form.kind === "advance" ? numberOf(form.recoveryMonths) : undefined,
});
const toForm = (item: PayItemView): PayItemForm => ({
  employeeRecordId: String(item.employeeRecordId),
  kind: item.kind,
  amount: String(item.amount),
  recoveryMonths: String(item.recoveryMonths ?? 3),
  // The label is the default: an unchanged description stays the default.
  description: item.description === PAY_ITEM_RULES[item.kind].label ? "" : item.description,
  reason: item.reason ?? "",
});
const resolver = contractResolver(payItemInputSchema, toInput);

/** How each kind is treated, under the kind's select (pay-items.ts). */
const KIND_HINTS: Record<string, string> = {
  bonus: "Taxable; not PF or ESI wages. The extra income tax is deducted this month.",
  incentive: "Taxable and an ESI wage; not a PF wage.",
  commission: "Taxable and an ESI wage; not a PF wage.",
  reimbursement: "Expenses incurred for work: not taxable, not PF or ESI wages.",
  advance: "A loan: paid now, recovered from the next months' pay. Never taxed.",
  deduction: "Deducted from net pay; does not change tax, PF or ESI.",
};

/** Add Item and Edit Item (docs/product.md section 10.6.3): one person's one-off item for a draft month. */
export function PayItemDialog(props: {
  open: boolean;
  month: string;
  item: PayItemView | null;
  people: PayItemsMonth["people"];
  onClose: () => void;
}) {
  const { open, item, onClose } = props;
  const save = useSavePayItem(props.month);
  const id = "pay-item-form";
  const editing = item !== null;
  // The portal's form-dialog hook, with the kind watched: an advance asks for its recovery months.
  const form = useForm<PayItemForm, unknown, PayItemInput>({ resolver, defaultValues: blank });
  const { reset } = form;
  useEffect(() => {
    if (open) reset(item ? toForm(item) : blank);
  }, [open, item, reset]);
  const close = () => {
    reset(blank);
    onClose();
  };
  const submit = form.handleSubmit((input) =>
    sendForm(() => save.mutateAsync({ id: item?.id, input }), {
      setError: form.setError,
      success: editing ? "Item updated" : "Item added",
      failure: editing ? "Failed to update the item" : "Failed to add the item",
      onDone: close,
    }),
  );
  const field = { register: form.register, errors: form.formState.errors };
  const dialog = { open, onClose: close, formId: id, busy: form.formState.isSubmitting };
  const kind = useWatch({ control: form.control, name: "kind" });
  const people = props.people.map((person) => ({ value: String(person.employeeRecordId), label: `${person.name} (${person.employeeId})` }));
  const kinds = ENTERED_PAY_ITEM_KINDS.map((value) => ({ value, label: payItemKindLabels[value] }));
  return (
    <FormDialog
      {...dialog}
      title={`${editing ? "Edit Item" : "Add Item"}: ${monthName(props.month)}`}
      submitLabel={editing ? "Save Changes" : "Add Item"}
      busyLabel="Saving..."
      size="lg"
    >
      <form id={id} onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
        <FormField
          form={field}
          idPrefix={id}
          name="employeeRecordId"
          label="Employee"
          as="select"
          options={people}
          required
          className="sm:col-span-2"
        />
        <FormField form={field} idPrefix={id} name="kind" label="Kind" as="select" options={kinds} required hint={KIND_HINTS[kind]} />
        <FormField form={field} idPrefix={id} name="amount" label="Amount (₹)" inputMode="numeric" required hint="Whole rupees" />
        {kind === "advance" ? (
          <FormField
            form={field}
            idPrefix={id}
            name="recoveryMonths"
            label="Recover over (months)"
            inputMode="numeric"
            required
            hint={`1 to ${RECOVERY_MONTHS_MAX}, from next month; equal instalments, the remainder in the last`}
          />
        ) : null}
        <FormField
          form={field}
          idPrefix={id}
          name="description"
          label="Payslip text"
          placeholder={kind ? payItemKindLabels[kind as PayItemInput["kind"]] : "e.g. Diwali bonus"}
          maxLength={80}
        />
        <FormField
          form={field}
          idPrefix={id}
          name="reason"
          label="Reason"
          as="textarea"
          required
          className="sm:col-span-2"
          hint="Kept in the audit log"
        />
      </form>
    </FormDialog>
  );
}
