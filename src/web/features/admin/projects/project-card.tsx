import { Calendar, MapPin, Pencil, Trash2 } from "lucide-react";
import type { Project } from "@/shared/contract/projects";
import { Badge, type BadgeProps } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { formatMonth, formatRupees } from "@/web/lib/format";
import { isOverdue } from "./project-overdue";

/** docs/product.md section 5.2: green Completed, blue In Progress, yellow On Hold, grey otherwise. */
const statusTone = (status: string): BadgeProps["tone"] =>
  status === "Completed" ? "green" : status === "In Progress" ? "blue" : status === "On Hold" ? "yellow" : "grey";

/** A Completed project shows its last-updated month; others their expected completion, or 'TBD'. */
function timing(project: Project): string {
  if (project.status === "Completed") return `Completed ${formatMonth(project.updatedAt)}`;
  return project.expectedCompletion ? `Expected ${formatMonth(project.expectedCompletion)}` : "Expected TBD";
}

/** `today`: the business date, for the Overdue flag. */
export function ProjectCard(props: { project: Project; today: string; onEdit: () => void; onDelete: () => void }) {
  const { project } = props;
  const titleId = `project-${project.id}-title`;
  return (
    <article aria-labelledby={titleId} className="flex h-full flex-col rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex items-center justify-between gap-2">
        <span className="flex flex-wrap gap-1.5">
          <Badge tone={statusTone(project.status)}>{project.status}</Badge>
          {isOverdue(project, props.today) ? <Badge tone="red">Overdue</Badge> : null}
        </span>
        <span className="inline-flex items-center gap-1 text-xs text-slate-600">
          <MapPin className="size-3.5" aria-hidden="true" />
          {project.location}
        </span>
      </div>
      <h3 id={titleId} className="mt-3 text-lg font-bold text-brand-900">
        {project.projectName}
      </h3>
      <p className="text-sm text-slate-600">{project.client}</p>
      <ul className="mt-2 flex flex-wrap gap-1.5" aria-label="Type, priority and risk">
        <li>
          <Badge tone="brand">{project.projectType}</Badge>
        </li>
        <li>
          <Badge tone="gold">{project.priority} priority</Badge>
        </li>
        <li>
          <Badge tone={project.riskLevel === "High" ? "red" : "grey"}>{project.riskLevel} risk</Badge>
        </li>
      </ul>
      <p className="mt-2 inline-flex items-center gap-1 text-xs text-slate-600">
        <Calendar className="size-3.5" aria-hidden="true" />
        {timing(project)}
      </p>
      <p className="mt-2 line-clamp-2 text-sm text-slate-700">{project.description || "No description available"}</p>
      <div className="mt-3">
        <div className="flex justify-between text-xs text-slate-600">
          <span>Progress</span>
          <span>{project.progress}%</span>
        </div>
        <div
          className="mt-1 h-2 rounded-full bg-slate-100"
          role="progressbar"
          aria-label={`${project.projectName} progress`}
          aria-valuenow={project.progress}
          aria-valuemin={0}
          aria-valuemax={100}
        >
          <div className="h-2 rounded-full bg-brand-600" style={{ width: `${project.progress}%` }} />
        </div>
      </div>
      <div className="mt-auto flex items-center justify-between gap-2 pt-4">
        <p className="text-sm">
          <span className="text-slate-600">Budget </span>
          <span className="font-semibold text-slate-900">{project.budget === null ? "Not set" : formatRupees(project.budget)}</span>
        </p>
        <div className="flex gap-1">
          <Button variant="ghost" size="icon" onClick={props.onEdit} aria-label={`Edit ${project.projectName}`}>
            <Pencil aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            onClick={props.onDelete}
            aria-label={`Delete ${project.projectName}`}
            className="text-red-700 hover:bg-red-50"
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      </div>
    </article>
  );
}
