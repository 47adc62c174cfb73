import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { jobDepartments, jobInputSchema, jobTypes, type Job, type JobInput } from "@/shared/contract/jobs";
import { FormDialog } from "@/web/components/portal/form-dialog";
import { FormField } from "@/web/components/ui/form-field";
import { contractResolver, sendForm } from "@/web/lib/form-errors";
import { useSaveJob } from "./jobs-api";

type JobForm = Record<"title" | "department" | "location" | "type" | "experience" | "salary" | "description" | "requirements", string>;
const blank: JobForm = { title: "", department: "", location: "", type: "", experience: "", salary: "", description: "", requirements: "" };

const toInput = (form: JobForm, isActive: boolean): JobInput => ({
  ...form,
  department: form.department as JobInput["department"],
  type: form.type as JobInput["type"],
  requirements: form.requirements.split("\n").map((line) => line.trim()).filter(Boolean),
  isActive,
});

/** Post New Job and Edit Job Opening; an opening posted here is on the careers page at once. */
export function JobFormDialog(props: { open: boolean; job: Job | null; onClose: () => void }) {
  const editing = props.job !== null;
  const isActive = props.job?.isActive ?? true;
  const form = useForm<JobForm, unknown, JobInput>({ resolver: contractResolver(jobInputSchema, (values) => toInput(values, isActive)), defaultValues: blank });
  const save = useSaveJob();
  const { reset } = form;
  useEffect(() => {
    if (props.open) reset(props.job ? { ...props.job, requirements: props.job.requirements.join("\n") } : blank);
  }, [props.open, props.job, reset]);

  const close = () => {
    reset(blank);
    props.onClose();
  };
  const submit = form.handleSubmit((input) =>
    sendForm(() => save.mutateAsync({ id: props.job?.id, input }), {
      setError: form.setError,
      success: editing ? "Job opening updated successfully" : "Job opening posted successfully",
      failure: editing ? "Failed to update job opening" : "Failed to post job opening",
      onDone: close,
    }),
  );
  const field = { register: form.register, errors: form.formState.errors };
  const id = "job-form";
  return (
    <FormDialog
      open={props.open}
      onClose={close}
      title={editing ? "Edit Job Opening" : "Post New Job"}
      formId={id}
      submitLabel={editing ? "Update Job" : "Post Job"}
      busyLabel={editing ? "Updating..." : "Posting..."}
      busy={form.formState.isSubmitting}
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
        <FormField form={field} idPrefix={id} name="requirements" label="Requirements" as="textarea" hint="One per line" className="sm:col-span-2" />
      </form>
    </FormDialog>
  );
}
