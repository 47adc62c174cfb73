import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { policyCategories, policyInputSchema, policyStatuses, type Policy, type PolicyInput } from "@/shared/contract/policies";
import { FormDialog } from "@/web/components/portal/form-dialog";
import { FormField } from "@/web/components/ui/form-field";
import { contractResolver, sendForm } from "@/web/lib/form-errors";
import { useSavePolicy } from "./policies-api";

type PolicyForm = Record<"title" | "description" | "category" | "effectiveDate" | "status", string>;
// SPEC section 5: a new policy starts Active.
const blank: PolicyForm = { title: "", description: "", category: "", effectiveDate: "", status: "Active" };

const toInput = (form: PolicyForm): PolicyInput => ({
  ...form,
  category: form.category as PolicyInput["category"],
  status: form.status as PolicyInput["status"],
});

/** Create Policy and Edit Policy (status included, so a policy can be drafted, archived or restored here). */
export function PolicyFormDialog(props: { open: boolean; policy: Policy | null; onClose: () => void }) {
  const editing = props.policy !== null;
  const form = useForm<PolicyForm, unknown, PolicyInput>({ resolver: contractResolver(policyInputSchema, toInput), defaultValues: blank });
  const save = useSavePolicy();
  const { reset } = form;
  useEffect(() => {
    if (props.open) reset(props.policy ? { ...props.policy } : blank);
  }, [props.open, props.policy, reset]);

  const close = () => {
    reset(blank);
    props.onClose();
  };
  const submit = form.handleSubmit((input) =>
    sendForm(() => save.mutateAsync({ id: props.policy?.id, input }), {
      setError: form.setError,
      success: editing ? "Policy updated successfully" : "Policy created successfully",
      failure: editing ? "Failed to update policy" : "Failed to create policy",
      onDone: close,
    }),
  );
  const field = { register: form.register, errors: form.formState.errors };
  const id = "policy-form";
  return (
    <FormDialog
      open={props.open}
      onClose={close}
      title={editing ? "Edit Policy" : "Create Policy"}
      formId={id}
      submitLabel={editing ? "Save Changes" : "Create Policy"}
      busyLabel={editing ? "Saving..." : "Creating..."}
      busy={form.formState.isSubmitting}
      size="lg"
    >
      <form id={id} onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
        <FormField form={field} idPrefix={id} name="title" label="Title" required className="sm:col-span-2" placeholder="e.g. Leave Policy" />
        <FormField form={field} idPrefix={id} name="description" label="Description" as="textarea" required className="sm:col-span-2" />
        <FormField form={field} idPrefix={id} name="category" label="Category" as="select" options={policyCategories} required />
        <FormField form={field} idPrefix={id} name="effectiveDate" label="Effective Date" type="date" required />
        <FormField form={field} idPrefix={id} name="status" label="Status" as="select" options={policyStatuses} required hint="Archived policies stay on record but are not e-mailed" />
      </form>
    </FormDialog>
  );
}
