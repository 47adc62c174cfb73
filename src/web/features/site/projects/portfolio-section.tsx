import { useMemo, useState } from "react";
import { Section } from "@/web/components/section";
import { caseStudyIds } from "@/web/content/case-study-ids";
import { portfolioProjects } from "@/web/content/portfolio-projects";
import { defaultPortfolioFilters, filterProjects, type PortfolioFilters } from "@/web/content/portfolio-filter";
import { projectsPage } from "@/web/content/projects-page";
import { ProjectGrid } from "./project-grid";
import { StatusTabs } from "./status-tabs";

const hasCaseStudy: ReadonlySet<number> = new Set(caseStudyIds);

/**
 * The portfolio grid with its status tabs (docs/product.md section 3.6). A category filter exists with
 * default 'all' and no control; category applies first, then status.
 */
export function PortfolioSection() {
  const [filters, setFilters] = useState<PortfolioFilters>(defaultPortfolioFilters);
  const visible = useMemo(() => filterProjects(portfolioProjects, filters), [filters]);
  const { eyebrow, title, intro } = projectsPage.portfolio;

  return (
    <Section id="portfolio" eyebrow={eyebrow} title={title} intro={intro} className="bg-slate-50">
      <StatusTabs
        label="Filter projects by status"
        tabs={projectsPage.tabs}
        value={filters.status}
        onChange={(status) => setFilters((current) => ({ ...current, status }))}
        listClassName="mx-auto mb-10 grid max-w-xl grid-cols-2 gap-1.5 rounded-2xl bg-white p-1.5 shadow-sm ring-1 ring-slate-200 sm:flex sm:w-fit sm:rounded-full"
        tabClassName="rounded-xl px-5 py-2.5 text-sm font-semibold text-slate-600 transition-colors hover:bg-brand-50 hover:text-brand-800 data-[state=active]:bg-brand-800 data-[state=active]:text-white data-[state=active]:shadow sm:rounded-full"
        panelClassName="focus-visible:outline-offset-8"
      >
        <ProjectGrid projects={visible} caseStudyIds={hasCaseStudy} />
      </StatusTabs>
    </Section>
  );
}
