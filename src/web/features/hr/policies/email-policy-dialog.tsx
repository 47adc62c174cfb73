import { useEffect } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { toast } from "sonner";
import { employeeDepartments } from "@/shared/contract/employees";
import { policyEmailInputSchema, policyEmailMessages, type Policy, type PolicyEmailInput } from "@/shared/contract/policies";
import { FormDialog } from "@/web/components/portal/form-dialog";
import { FormField } from "@/web/components/ui/form-field";
import { errorMessage } from "@/web/lib/api";
import { applyServerErrors } from "@/web/lib/form-errors";
import { useEmailPolicy } from "./policies-api";

interface EmailPolicyForm {
  policyId: string;
  department: string;
}
const blank: EmailPolicyForm = { policyId: "", department: "" };

/** The policy is the path's id (chosen here); the department is the contract's payload ('' = every department). */
const resolver: Resolver<EmailPolicyForm> = async (values) => {
  const parsed = policyEmailInputSchema.safeParse({ department: values.department || null });
  const errors = {
    ...(values.policyId ? {} : { policyId: { type: "required", message: policyEmailMessages.policy } }),
    ...(parsed.success
      ? {}
      : { department: { type: "validation", message: parsed.error.issues[0]?.message ?? policyEmailMessages.department } }),
  };
  return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
};

const employeesText = (count: number) => `${count} employee${count === 1 ? "" : "s"}`;

/**
 * Email Policies (docs/product.md section 6.3): one Active policy to every active employee with a login, or to one
 * department; each gets its title, first lines and a link to read it in the portal.
 */
export function EmailPolicyDialog(props: { open: boolean; policies: Policy[]; onClose: () => void }) {
  const send = useEmailPolicy();
  const id = "email-policy";
  const form = useForm<EmailPolicyForm>({ resolver, defaultValues: blank });
  const { reset } = form;
  const only = props.policies.length === 1 ? String(props.policies[0]!.id) : "";
  useEffect(() => {
    if (props.open) reset({ ...blank, policyId: only });
  }, [props.open, only, reset]);
  const close = () => {
    reset(blank);
    props.onClose();
  };
  const submit = form.handleSubmit(async (values) => {
    const input: PolicyEmailInput = { department: (values.department || null) as PolicyEmailInput["department"] };
    try {
      const { recipients } = await send.mutateAsync({ policyId: Number(values.policyId), input });
      toast.success(`Policy e-mailed to ${employeesText(recipients)}`);
      close();
    } catch (error) {
      applyServerErrors(error, form.setError);
      toast.error("Error", { description: errorMessage(error, "Failed to e-mail the policy") });
    }
  });
  const field = { register: form.register, errors: form.formState.errors };
  return (
    <FormDialog
      open={props.open}
      onClose={close}
      title="Email Policies"
      formId={id}
      submitLabel="Send"
      busyLabel="Sending..."
      busy={form.formState.isSubmitting}
    >
      <form id={id} onSubmit={submit} noValidate className="grid gap-4">
        <FormField
          form={field}
          idPrefix={id}
          name="policyId"
          label="Policy"
          as="select"
          required
          emptyOption="Choose an active policy"
          options={props.policies.map((policy) => ({ value: String(policy.id), label: `${policy.title} (${policy.category})` }))}
        />
        <FormField
          form={field}
          idPrefix={id}
          name="department"
          label="Send To"
          as="select"
          emptyOption="All departments"
          options={employeeDepartments}
          hint="Every active employee with a login (in that department) gets an e-mail with the policy's first lines and a link to read it in the portal."
        />
      </form>
    </FormDialog>
  );
}
