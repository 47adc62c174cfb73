import { jobDepartments, jobInputSchema, jobTypes, type Job, type JobInput } from "@/shared/contract/jobs";
import { FormDialog } from "@/web/components/portal/form-dialog";
import { useFormDialog } from "@/web/components/portal/use-form-dialog";
import { FormField } from "@/web/components/ui/form-field";
import { contractResolver } from "@/web/lib/form-errors";
import { useSaveJob } from "./jobs-api";

type JobForm = Record<"title" | "department" | "location" | "type" | "experience" | "salary" | "description" | "requirements", string>;
const blank: JobForm = { title: "", department: "", location: "", type: "", experience: "", salary: "", description: "", requirements: "" };

const toInput = (form: JobForm, isActive: boolean): JobInput => ({
  ...form,
  department: form.department as JobInput["department"],
  type: form.type as JobInput["type"],
  requirements: form.requirements
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean),
  isActive,
});
const toForm = (job: Job): JobForm => ({ ...job, requirements: job.requirements.join("\n") });

/** Post New Job and Edit Job Opening; an opening posted here is on the careers page at once. */
export function JobFormDialog(props: { open: boolean; job: Job | null; onClose: () => void }) {
  // An edit keeps the opening's state (Close and Reopen change it); a new one is posted active.
  const isActive = props.job?.isActive ?? true;
  const resolver = contractResolver(jobInputSchema, (values: JobForm) => toInput(values, isActive));
  const save = useSaveJob();
  const id = "job-form";
  const { editing, field, submit, dialog } = useFormDialog({
    id,
    open: props.open,
    item: props.job,
    onClose: props.onClose,
    blank,
    toForm,
    resolver,
    save: (input, job) => save.mutateAsync({ id: job?.id, input }),
    success: { create: "Job opening posted successfully", update: "Job opening updated successfully" },
    failure: { create: "Failed to post job opening", update: "Failed to update job opening" },
  });
  return (
    <FormDialog
      {...dialog}
      title={editing ? "Edit Job Opening" : "Post New Job"}
      submitLabel={editing ? "Update Job" : "Post Job"}
      busyLabel={editing ? "Updating..." : "Posting..."}
      size="lg"
    >
      <form id={id} onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
        <FormField form={field} idPrefix={id} name="title" label="Title" required className="sm:col-span-2" />
        <FormField form={field} idPrefix={id} name="department" label="Department" as="select" options={jobDepartments} required />
        <FormField form={field} idPrefix={id} name="type" label="Type" as="select" options={jobTypes} required />
        <FormField form={field} idPrefix={id} name="location" label="Location" required placeholder="e.g. Baner, Pune" />
        <FormField form={field} idPrefix={id} name="experience" label="Experience" required placeholder="e.g. 3-5 years" />
        <FormField form={field} idPrefix={id} name="salary" label="Salary" placeholder="e.g. ₹6-9 LPA" className="sm:col-span-2" />
        <FormField form={field} idPrefix={id} name="description" label="Description" as="textarea" className="sm:col-span-2" />
        <FormField
          form={field}
          idPrefix={id}
          name="requirements"
          label="Requirements"
          as="textarea"
          hint="One per line"
          className="sm:col-span-2"
        />
      </form>
    </FormDialog>
  );
}
