import { AlertTriangle, BarChart3, CheckCircle2, ExternalLink, FolderKanban, Loader2, Plus, Timer } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { toast } from "sonner";
import { Link } from "wouter";
import { exportPath, type AdminStats } from "@/shared/contract/admin";
import { ADMIN_PROJECTS_PATH, type Project } from "@/shared/contract/projects";
import { ConfirmDialog } from "@/web/components/portal/confirm-dialog";
import { ExportButton } from "@/web/features/portal/export-button";
import { PagedList } from "@/web/features/portal/paged-list";
import { StatCard, StatGrid } from "@/web/components/portal/stat-card";
import { ViewAll } from "@/web/components/portal/view-all";
import { Button } from "@/web/components/ui/button";
import { errorMessage } from "@/web/lib/api";
import { Panel } from "@/web/components/portal/panel";
import { ProjectCard } from "./project-card";
import { ProjectFormDialog } from "./project-form-dialog";
import { businessToday } from "./project-overdue";
import { PROJECTS_SHOWN, useDeleteProject, useLatestProjects } from "./projects-api";

// Recharts loads only when Project Analytics is opened.
const ProjectAnalytics = lazy(() => import("./project-analytics").then((module) => ({ default: module.ProjectAnalytics })));

const grid = "grid gap-4 sm:grid-cols-2 xl:grid-cols-3";

export function ProjectsPanel(props: { id: string; stats: AdminStats["projects"] }) {
  const latest = useLatestProjects();
  const remove = useDeleteProject();
  const [editing, setEditing] = useState<Project | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<Project | null>(null);
  const [analytics, setAnalytics] = useState(false);
  const total = latest.data?.total ?? 0;

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success("Project deleted successfully");
      setDeleting(null);
    } catch (error) {
      toast.error("Error", { description: errorMessage(error, "Failed to delete project") });
    }
  }
  const today = businessToday();
  const cards = (projects: Project[]) => (
    <ul className={grid} aria-label="Projects">
      {projects.map((project) => (
        <li key={project.id}>
          <ProjectCard project={project} today={today} onEdit={() => setEditing(project)} onDelete={() => setDeleting(project)} />
        </li>
      ))}
    </ul>
  );

  return (
    <Panel
      id={props.id}
      title="Projects"
      toolbar={
        <>
          <Button size="sm" onClick={() => setEditing(null)}>
            <Plus aria-hidden="true" />
            Add New Project
          </Button>
          <ExportButton url={exportPath("projects")} label="Export Projects" />
          <Button variant="outline" size="sm" aria-expanded={analytics} onClick={() => setAnalytics(!analytics)}>
            <BarChart3 aria-hidden="true" />
            Project Analytics
          </Button>
          <Button asChild variant="ghost" size="sm">
            <Link href="/projects">
              <ExternalLink aria-hidden="true" />
              View Website Projects
            </Link>
          </Button>
        </>
      }
    >
      <StatGrid>
        <StatCard label="Total" value={props.stats.total} icon={FolderKanban} />
        <StatCard label="Active" value={props.stats.active} icon={Timer} tone="blue" />
        <StatCard label="Completed" value={props.stats.completed} icon={CheckCircle2} tone="green" />
        <StatCard label="High Priority" value={props.stats.highPriority} icon={AlertTriangle} tone="amber" />
      </StatGrid>
      {analytics ? (
        <Suspense fallback={<Loader2 className="mx-auto size-6 animate-spin text-brand-600" aria-label="Loading analytics" />}>
          <ProjectAnalytics />
        </Suspense>
      ) : null}
      {latest.isPending ? (
        <p role="status" className="py-8 text-center text-sm text-slate-600">
          Loading projects...
        </p>
      ) : latest.isError ? (
        <p role="alert" className="py-8 text-center text-sm text-red-700">
          {errorMessage(latest.error, "Could not load the projects")}
        </p>
      ) : total === 0 ? (
        <div className="rounded-lg border border-dashed border-slate-300 p-10 text-center">
          <p className="font-semibold text-slate-800">No projects found</p>
          <Button className="mt-4" size="sm" onClick={() => setEditing(null)}>
            <Plus aria-hidden="true" />
            Create Your First Project
          </Button>
        </div>
      ) : (
        cards(latest.data.rows)
      )}
      <ViewAll total={total} shown={PROJECTS_SHOWN} noun="Projects">
        <PagedList<Project>
          path={ADMIN_PROJECTS_PATH}
          label="All projects"
          searchLabel="Search by name, location, developer or manager"
          rowKey={(project) => project.id}
          empty="No projects found"
          render={cards}
        />
      </ViewAll>
      <ProjectFormDialog open={editing !== undefined} project={editing ?? null} onClose={() => setEditing(undefined)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title="Delete Project"
        message="Are you sure you want to delete this project?"
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
      />
    </Panel>
  );
}
