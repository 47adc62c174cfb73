import {
  projectInputSchema,
  projectPriorities,
  projectStatuses,
  projectTypes,
  riskLevels,
  type Project,
  type ProjectInput,
} from "@/shared/contract/projects";
import { FormDialog } from "@/web/components/portal/form-dialog";
import { useFormDialog } from "@/web/components/portal/use-form-dialog";
import { FormField } from "@/web/components/ui/form-field";
import { contractResolver } from "@/web/lib/form-errors";
import { useSaveProject } from "./projects-api";

/** The dialog's text values; lists are comma-separated and numbers typed as text (docs/product.md section 5.2). */
type ProjectForm = Record<Exclude<keyof ProjectInput, "budget" | "actualCost" | "progress" | "deliverables" | "teamMembers">, string> & {
  budget: string;
  actualCost: string;
  progress: string;
  deliverables: string;
  teamMembers: string;
};

const blank: ProjectForm = {
  projectName: "",
  projectType: "",
  location: "",
  client: "",
  projectManager: "",
  startDate: "",
  endDate: "",
  expectedCompletion: "",
  budget: "",
  actualCost: "",
  status: "Planning",
  priority: "Medium",
  riskLevel: "Low",
  description: "",
  scope: "",
  deliverables: "",
  teamMembers: "",
  notes: "",
  progress: "",
};

const list = (text: string) =>
  text
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);
/** Empty money is null; anything else goes to the server's rule as a number (NaN is refused with the field's message). */
const money = (text: string) => (text.trim() === "" ? null : Number(text.replace(/[,\s₹]/g, "")));

function toInput(form: ProjectForm): ProjectInput {
  return {
    ...form,
    projectType: form.projectType as ProjectInput["projectType"],
    status: form.status as ProjectInput["status"],
    priority: form.priority as ProjectInput["priority"],
    riskLevel: form.riskLevel as ProjectInput["riskLevel"],
    endDate: form.endDate || null,
    expectedCompletion: form.expectedCompletion || null,
    budget: money(form.budget),
    actualCost: money(form.actualCost),
    progress: form.progress.trim() === "" ? 0 : Number(form.progress),
    deliverables: list(form.deliverables),
    teamMembers: list(form.teamMembers),
  };
}

function toForm(project: Project): ProjectForm {
  return {
    ...blank,
    ...Object.fromEntries(Object.entries(project).map(([key, value]) => [key, value === null ? "" : String(value)])),
    deliverables: project.deliverables.join(", "),
    teamMembers: project.teamMembers.join(", "),
  } as ProjectForm;
}

const resolver = contractResolver(projectInputSchema, toInput);

/** Create New Project / Edit Project (docs/product.md section 5.2), validated by the API's own schema. */
export function ProjectFormDialog(props: { open: boolean; project: Project | null; onClose: () => void }) {
  const save = useSaveProject();
  const id = "project-form";
  const { editing, field, submit, dialog } = useFormDialog({
    id,
    open: props.open,
    item: props.project,
    onClose: props.onClose,
    blank,
    toForm,
    resolver,
    save: (input, project) => save.mutateAsync({ id: project?.id, input }),
    success: { create: "Project created successfully", update: "Project updated successfully" },
    failure: { create: "Failed to create project", update: "Failed to update project" },
  });
  return (
    <FormDialog
      {...dialog}
      title={editing ? "Edit Project" : "Create New Project"}
      submitLabel={editing ? "Update Project" : "Create Project"}
      busyLabel={editing ? "Updating..." : "Creating..."}
      size="xl"
    >
      <form id={id} onSubmit={submit} noValidate className="space-y-6">
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 font-semibold text-brand-900">Basic Information</legend>
          <FormField form={field} idPrefix={id} name="projectName" label="Project Name" required />
          <FormField form={field} idPrefix={id} name="projectType" label="Project Type" as="select" options={projectTypes} required />
          <FormField form={field} idPrefix={id} name="location" label="Location" required />
          <FormField form={field} idPrefix={id} name="client" label="Developer/Client" required />
          <FormField form={field} idPrefix={id} name="status" label="Status" as="select" options={projectStatuses} required />
          <FormField form={field} idPrefix={id} name="priority" label="Priority" as="select" options={projectPriorities} />
        </fieldset>
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 font-semibold text-brand-900">Management Details</legend>
          <FormField form={field} idPrefix={id} name="projectManager" label="Project Manager" required />
          <FormField form={field} idPrefix={id} name="riskLevel" label="Risk Level" as="select" options={riskLevels} />
          <FormField form={field} idPrefix={id} name="startDate" label="Start Date" type="date" required />
          <FormField form={field} idPrefix={id} name="endDate" label="End Date" type="date" />
          <FormField form={field} idPrefix={id} name="expectedCompletion" label="Expected Completion" type="date" />
          <FormField form={field} idPrefix={id} name="teamMembers" label="Team Members" hint="Separate names with commas" />
        </fieldset>
        <fieldset className="grid gap-4 sm:grid-cols-3">
          <legend className="mb-2 font-semibold text-brand-900">Financial &amp; Progress Tracking</legend>
          <FormField form={field} idPrefix={id} name="budget" label="Budget (₹)" inputMode="numeric" placeholder="e.g. 25000000" />
          <FormField form={field} idPrefix={id} name="actualCost" label="Actual Cost (₹)" inputMode="numeric" />
          <FormField form={field} idPrefix={id} name="progress" label="Progress (%)" type="number" hint="0 to 100" />
        </fieldset>
        <fieldset className="grid gap-4">
          <legend className="mb-2 font-semibold text-brand-900">Project Details</legend>
          <FormField form={field} idPrefix={id} name="description" label="Description" as="textarea" />
          <FormField form={field} idPrefix={id} name="scope" label="Scope" as="textarea" />
          <FormField form={field} idPrefix={id} name="deliverables" label="Deliverables" hint="Separate deliverables with commas" />
          <FormField form={field} idPrefix={id} name="notes" label="Notes" as="textarea" />
        </fieldset>
      </form>
    </FormDialog>
  );
}
