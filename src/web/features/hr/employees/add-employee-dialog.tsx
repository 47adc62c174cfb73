import { useState } from "react";
import { useForm } from "react-hook-form";
import { genderLabels, genders } from "@/shared/contract/employee-statutory";
import { hrDepartments, hrEmployeeInputSchema, hrStatuses, type HrEmployeeInput } from "@/shared/contract/hr";
import { ManagerField } from "@/web/features/people/manager-field";
import { fullName } from "@/web/features/people/person";
import { TemporaryPasswordDialog } from "@/web/features/people/temporary-password-dialog";
import { FormDialog } from "@/web/components/portal/form-dialog";
import { FormField } from "@/web/components/ui/form-field";
import { contractResolver, sendForm } from "@/web/lib/form-errors";
import { site } from "@/web/lib/site";
import { useCreateHrEmployee } from "./employees-api";

type HrEmployeeForm = Record<keyof HrEmployeeInput, string>;
const blank: HrEmployeeForm = {
  name: "",
  email: "",
  department: "",
  position: "",
  salary: "",
  joinDate: "",
  status: "Active",
  reportingManagerId: "",
  phone: "",
  gender: "",
};
const genderOptions = genders.map((value) => ({ value, label: genderLabels[value] }));
const schema = hrEmployeeInputSchema(site.emailDomain);
// The text as typed: the contract's schema checks it (the messages of docs/product.md section 6.2) and the server turns the salary into rupees.
const toInput = (form: HrEmployeeForm): HrEmployeeInput => ({
  ...form,
  department: form.department as HrEmployeeInput["department"],
  status: form.status as HrEmployeeInput["status"],
});

/**
 * HR's Add Employee dialog (docs/product.md section 6.2). The record gets the next employee ID and a
 * staff account; its one-time temporary password is shown once the dialog closes. Keep this mounted
 * after `onClose`: the password dialog lives here.
 */
export function AddEmployeeDialog(props: { open: boolean; onClose: () => void }) {
  const form = useForm<HrEmployeeForm, unknown, HrEmployeeInput>({ resolver: contractResolver(schema, toInput), defaultValues: blank });
  const create = useCreateHrEmployee();
  const [issued, setIssued] = useState<{ name: string; password: string | null; welcomeEmailTo?: string } | null>(null);
  const busy = form.formState.isSubmitting;
  const close = () => {
    form.reset(blank);
    props.onClose();
  };
  const submit = form.handleSubmit((input) =>
    sendForm(
      async () => {
        const created = await create.mutateAsync(input);
        setIssued({ name: fullName(created.employee), password: created.temporaryPassword, welcomeEmailTo: created.welcomeEmailTo });
      },
      { setError: form.setError, success: "Employee created successfully", failure: "Failed to create employee", onDone: close },
    ),
  );
  const field = { register: form.register, errors: form.formState.errors };
  const id = "hr-employee-form";
  return (
    <>
      <FormDialog
        open={props.open}
        // Not while saving: the password would never be shown.
        onClose={() => (busy ? undefined : close())}
        title="Add Employee"
        formId={id}
        submitLabel="Create Employee"
        busyLabel="Creating..."
        busy={busy}
        size="lg"
      >
        <form id={id} onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
          <FormField form={field} idPrefix={id} name="name" label="Name" required placeholder="First and last name" />
          <FormField form={field} idPrefix={id} name="email" label="Email" type="email" required placeholder={`name@${site.emailDomain}`} />
          <FormField form={field} idPrefix={id} name="department" label="Department" as="select" options={hrDepartments} required />
          <FormField form={field} idPrefix={id} name="position" label="Position" required placeholder="e.g. Sales Executive" />
          <FormField
            form={field}
            idPrefix={id}
            name="salary"
            label="Salary"
            inputMode="numeric"
            required
            hint="Monthly basic salary in whole rupees"
          />
          <FormField form={field} idPrefix={id} name="joinDate" label="Join Date" type="date" required />
          <FormField form={field} idPrefix={id} name="status" label="Status" as="select" options={hrStatuses} required />
          <ManagerField control={form.control} name="reportingManagerId" id={`${id}-reportingManagerId`} label="Manager" area="hr" />
          <FormField form={field} idPrefix={id} name="phone" label="Phone" type="tel" />
          <FormField
            form={field}
            idPrefix={id}
            name="gender"
            label="Gender"
            as="select"
            options={genderOptions}
            hint="Decides the professional-tax exemption for women"
          />
        </form>
      </FormDialog>
      <TemporaryPasswordDialog
        open={issued !== null}
        onClose={() => setIssued(null)}
        name={issued?.name ?? ""}
        password={issued?.password ?? null}
        welcomeEmailTo={issued?.welcomeEmailTo}
      />
    </>
  );
}
