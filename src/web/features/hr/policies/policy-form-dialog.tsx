import { policyCategories, policyInputSchema, policyStatuses, type Policy, type PolicyInput } from "@/shared/contract/policies";
import { FormDialog } from "@/web/components/portal/form-dialog";
import { useFormDialog } from "@/web/components/portal/use-form-dialog";
import { FormField } from "@/web/components/ui/form-field";
import { contractResolver } from "@/web/lib/form-errors";
import { policyInputOf, useSavePolicy } from "./policies-api";

type PolicyForm = Record<"title" | "description" | "category" | "effectiveDate" | "status", string>;
// A new policy starts Active (docs/product.md section 6.3).
const blank: PolicyForm = { title: "", description: "", category: "", effectiveDate: "", status: "Active" };

const toInput = (form: PolicyForm): PolicyInput => ({
  ...form,
  category: form.category as PolicyInput["category"],
  status: form.status as PolicyInput["status"],
});
// The editable fields only: the record's id and dates are not part of the payload.
const toForm = (policy: Policy): PolicyForm => ({ ...policyInputOf(policy), status: policy.status });
const resolver = contractResolver(policyInputSchema, toInput);

/** Create Policy and Edit Policy (status included, so a policy can be drafted, archived or restored here). */
export function PolicyFormDialog(props: { open: boolean; policy: Policy | null; onClose: () => void }) {
  const save = useSavePolicy();
  const id = "policy-form";
  const { editing, field, submit, dialog } = useFormDialog({
    id,
    open: props.open,
    item: props.policy,
    onClose: props.onClose,
    blank,
    toForm,
    resolver,
    save: (input, policy) => save.mutateAsync({ id: policy?.id, input }),
    success: { create: "Policy created successfully", update: "Policy updated successfully" },
    failure: { create: "Failed to create policy", update: "Failed to update policy" },
  });
  return (
    <FormDialog
      {...dialog}
      title={editing ? "Edit Policy" : "Create Policy"}
      submitLabel={editing ? "Save Changes" : "Create Policy"}
      busyLabel={editing ? "Saving..." : "Creating..."}
      size="lg"
    >
      <form id={id} onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
        <FormField
          form={field}
          idPrefix={id}
          name="title"
          label="Title"
          required
          className="sm:col-span-2"
          placeholder="e.g. Leave Policy"
        />
        <FormField form={field} idPrefix={id} name="description" label="Description" as="textarea" required className="sm:col-span-2" />
        <FormField form={field} idPrefix={id} name="category" label="Category" as="select" options={policyCategories} required />
        <FormField form={field} idPrefix={id} name="effectiveDate" label="Effective Date" type="date" required />
        <FormField
          form={field}
          idPrefix={id}
          name="status"
          label="Status"
          as="select"
          options={policyStatuses}
          required
          hint="Archived policies stay on record but are not e-mailed"
        />
      </form>
    </FormDialog>
  );
}
