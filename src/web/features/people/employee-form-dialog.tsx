import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type { Role } from "@/shared/contract/auth";
import { employeeInputSchema, type Employee, type EmployeeInput, type PeopleArea } from "@/shared/contract/employees";
import { loginEmailRefusal } from "@/shared/domain/login-email";
import { FormDialog } from "@/web/components/portal/form-dialog";
import { contractResolver, sendForm } from "@/web/lib/form-errors";
import { site } from "@/web/lib/site";
import { DocumentPicker } from "./document-picker";
import { BankSection, JobSection, PersonalSection } from "./employee-form-sections";
import { blankEmployeeForm, toEmployeeForm, toEmployeeInput, type EmployeeForm } from "./employee-form-values";
import { useCreateEmployee, useRefreshDocuments, useUpdateEmployee } from "./employees-save-api";
import { SalarySection } from "./salary-section";
import { StatutorySection } from "./statutory-section";
import { TemporaryPasswordDialog } from "./temporary-password-dialog";
import { usePickedDocuments, type UploadFailure } from "./use-picked-documents";

const createSchema = employeeInputSchema(site.emailDomain, "create");
const updateSchema = employeeInputSchema(site.emailDomain, "update");

function reportFailedUploads(failures: UploadFailure[]) {
  if (failures.length === 0) return;
  toast.error("Some documents were not uploaded", {
    description: (
      <>
        <ul className="list-disc pl-4">
          {failures.map((failure) => (
            <li key={failure.name}>
              {/* The server's messages already name the file. */}
              {failure.message.includes(failure.name) ? failure.message : `${failure.name}: ${failure.message}`}
            </li>
          ))}
        </ul>
        <p>The employee was saved; upload these again from the employee&apos;s record.</p>
      </>
    ),
  });
}

/** The admin's labels (docs/product.md section 7.1; the admin e2e tests read them); HR only edits (docs/decisions/006-people.md). */
const labels = {
  admin: (editing: boolean) =>
    editing
      ? { title: "Edit Employee", submit: "Update Employee", busy: "Updating..." }
      : { title: "Add New Employee", submit: "Create Employee", busy: "Creating..." },
  hr: () => ({ title: "Edit Employee", submit: "Save Changes", busy: "Saving..." }),
};

/**
 * Add New Employee / Edit Employee (docs/product.md section 7.1), validated by the API's own schema, for the
 * admin and (editing only, every call under /api/hr) HR. Picked documents are uploaded once the record
 * is saved; a new hire's temporary password is then shown once. Keep this mounted after `onClose`: the
 * password dialog lives here. `viewer` is the signed-in user's role: an HR user sees the login e-mail of an HR
 * account or a manager read-only, with the reason (docs/product.md section 7.3).
 */
export function EmployeeFormDialog(props: { open: boolean; onClose: () => void; employee?: Employee; area?: PeopleArea; viewer?: Role }) {
  const { employee } = props;
  const area = props.area ?? "admin";
  const emailLocked = (employee && loginEmailRefusal(props.viewer ?? "admin", employee)) ?? undefined;
  const editing = employee !== undefined;
  const label = labels[area](editing);
  const form = useForm<EmployeeForm, unknown, EmployeeInput>({
    resolver: contractResolver(editing ? updateSchema : createSchema, toEmployeeInput),
    defaultValues: blankEmployeeForm,
  });
  const documents = usePickedDocuments(area);
  const create = useCreateEmployee();
  const update = useUpdateEmployee(area);
  const refreshDocuments = useRefreshDocuments(area);
  const [issued, setIssued] = useState<{ name: string; password: string | null; welcomeEmailTo?: string } | null>(null);

  // Filled when the dialog opens (or switches record), not whenever the parent hands over a refetched
  // copy of the same record: that would wipe what the user is typing.
  const { reset } = form;
  const latest = useRef(employee);
  useEffect(() => {
    latest.current = employee;
  });
  const recordId = employee?.id;
  useEffect(() => {
    if (props.open) reset(latest.current ? toEmployeeForm(latest.current) : blankEmployeeForm);
  }, [props.open, recordId, reset]);

  const busy = form.formState.isSubmitting;
  const close = () => {
    reset(blankEmployeeForm);
    documents.clear();
    props.onClose();
  };

  const uploadPicked = async (id: number) => {
    if (documents.files.length === 0) return;
    const failures = await documents.uploadAll(id);
    void refreshDocuments(id);
    reportFailedUploads(failures);
  };

  const submit = form.handleSubmit(async (input) => {
    const saved: { employee?: Employee; password?: string | null; welcomeEmailTo?: string } = {};
    await sendForm(
      async () => {
        if (employee) {
          saved.employee = await update.mutateAsync({ id: employee.id, input });
        } else {
          const created = await create.mutateAsync(input);
          saved.employee = created.employee;
          saved.password = created.temporaryPassword;
          saved.welcomeEmailTo = created.welcomeEmailTo;
        }
      },
      {
        setError: form.setError,
        success: editing ? "Employee updated successfully" : "Employee created successfully",
        failure: editing ? "Failed to update employee" : "Failed to create employee",
        // The dialog closes below, after the documents are uploaded.
        onDone: () => undefined,
      },
    );
    if (!saved.employee) return;
    await uploadPicked(saved.employee.id);
    close();
    if (!editing)
      setIssued({
        name: `${saved.employee.firstName} ${saved.employee.lastName}`,
        password: saved.password ?? null,
        welcomeEmailTo: saved.welcomeEmailTo,
      });
  });

  const field = { register: form.register, errors: form.formState.errors };
  const id = "employee-form";
  return (
    <>
      <FormDialog
        open={props.open}
        // Not while saving or uploading: the record would be half done and the password never shown.
        onClose={() => (busy ? undefined : close())}
        title={label.title}
        formId={id}
        submitLabel={label.submit}
        busyLabel={label.busy}
        busy={busy}
        size="xl"
      >
        <form id={id} onSubmit={submit} noValidate className="space-y-6">
          <PersonalSection field={field} idPrefix={id} emailLocked={emailLocked} />
          <JobSection field={field} idPrefix={id} control={form.control} area={area} employee={employee} />
          <SalarySection field={field} idPrefix={id} form={form} editing={editing} />
          <StatutorySection field={field} idPrefix={id} control={form.control} />
          <BankSection field={field} idPrefix={id} employee={employee}>
            <DocumentPicker
              idPrefix={id}
              files={documents.files}
              refused={documents.refused}
              progress={documents.progress}
              disabled={busy}
              onAdd={documents.add}
              onRemove={documents.remove}
            />
          </BankSection>
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
