import { SearchX } from "lucide-react";
import type { PortfolioProject } from "@/web/content/portfolio";
import { projectsPage } from "@/web/content/projects-page";
import { ProjectCard } from "./project-card";

/** The cards in 1, 2 or 3 columns, or the empty state when nothing matches the filters. */
export function ProjectGrid(props: { projects: readonly PortfolioProject[]; caseStudyIds: ReadonlySet<number> }) {
  if (props.projects.length === 0) return <ProjectsEmpty />;
  return (
    <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8">
      {props.projects.map((project, index) => (
        <li key={project.id}>
          <ProjectCard project={project} hasCaseStudy={props.caseStudyIds.has(project.id)} eager={index < 3} />
        </li>
      ))}
    </ul>
  );
}

export function ProjectsEmpty() {
  return (
    <div role="status" className="mx-auto max-w-md rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-14 text-center">
      <SearchX aria-hidden="true" className="mx-auto size-10 text-slate-400" />
      <p className="mt-4 font-display text-xl font-bold text-brand-900">{projectsPage.empty.title}</p>
      <p className="mt-2 text-slate-600">{projectsPage.empty.hint}</p>
    </div>
  );
}
