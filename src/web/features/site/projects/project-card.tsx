import { ArrowRight, Building, CalendarDays, MapPin } from "lucide-react";
import { Link } from "wouter";
import { caseStudyPath } from "@/shared/routes";
import { categoryLabels, completionLine, type PortfolioProject } from "@/web/content/portfolio";
import { projectsPage } from "@/web/content/projects-page";
import { ProjectStatusBadge } from "./project-status-badge";

/** One portfolio card; projects with a case study link to it (the whole card is clickable). */
export function ProjectCard(props: { project: PortfolioProject; hasCaseStudy: boolean; eager?: boolean }) {
  const { project, hasCaseStudy } = props;
  const stats = [
    { label: "Sales", value: project.stats?.revenue },
    { label: "Units", value: project.stats?.unitsSold?.toLocaleString("en-IN") },
    { label: "Visits", value: project.stats?.siteVisits },
  ].filter((stat): stat is { label: string; value: string } => Boolean(stat.value));
  return (
    <article
      aria-labelledby={`project-${project.id}-title`}
      className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow duration-300 hover:shadow-xl has-[a:focus-visible]:shadow-xl has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-gold-500 has-[a:focus-visible]:ring-offset-2"
      data-project-id={project.id}
    >
      <div className="relative aspect-[4/3] overflow-hidden bg-brand-50">
        <img
          src={project.image.src}
          width={project.image.width}
          height={project.image.height}
          alt={project.image.alt}
          loading={props.eager ? "eager" : "lazy"}
          decoding="async"
          className="h-full w-full object-cover transition-transform duration-500 group-hover:scale-105 motion-reduce:transition-none motion-reduce:group-hover:scale-100"
        />
        <ProjectStatusBadge status={project.status} className="absolute top-4 left-4" />
        <span className="absolute top-4 right-4 rounded-full bg-white/90 px-3 py-1 text-xs font-semibold text-brand-800 shadow-sm">
          {categoryLabels[project.category]}
        </span>
      </div>
      <div className="flex flex-1 flex-col p-6">
        <p className="flex items-center gap-1.5 text-sm font-medium text-amber-800">
          <MapPin aria-hidden="true" className="size-4 shrink-0" />
          {project.location}
        </p>
        <h3 id={`project-${project.id}-title`} className="mt-2 font-display text-xl font-bold text-brand-900">
          {hasCaseStudy ? (
            <Link href={caseStudyPath(project.id)} className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none">
              {project.title}
            </Link>
          ) : (
            project.title
          )}
        </h3>
        <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-600">
          <Building aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
          <span>
            <span className="sr-only">Developer: </span>
            {project.developer}
          </span>
        </p>
        <p className="mt-3 line-clamp-2 text-sm leading-relaxed text-slate-600">{project.description}</p>
        <ul aria-label="Services" className="mt-4 flex flex-wrap gap-2">
          {project.services.map((service) => (
            <li key={service} className="rounded-md bg-brand-50 px-2.5 py-1 text-xs font-medium text-brand-700">
              {service}
            </li>
          ))}
        </ul>
        {stats.length > 0 ? (
          <dl className="mt-4 flex justify-around gap-2 rounded-lg bg-slate-50 px-3 py-2.5 text-center">
            {stats.map((stat) => (
              <div key={stat.label}>
                <dt className="text-[11px] font-medium uppercase tracking-wide text-slate-500">{stat.label}</dt>
                <dd className="text-sm font-bold text-brand-900">{stat.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        <div className="mt-auto flex flex-wrap items-center justify-between gap-x-4 gap-y-2 pt-5">
          <p className="flex items-center gap-1.5 text-sm font-medium text-slate-700" data-testid="completion">
            <CalendarDays aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
            {completionLine(project)}
          </p>
          {hasCaseStudy ? (
            <span aria-hidden="true" className="flex items-center gap-1 text-sm font-semibold text-brand-600 group-hover:text-brand-800">
              {projectsPage.caseStudyLink}
              <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" />
            </span>
          ) : null}
        </div>
      </div>
    </article>
  );
}
