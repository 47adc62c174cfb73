import { renderToStaticMarkup } from "react-dom/server";
import { Router } from "wouter";
import { describe, expect, it } from "vitest";
import { portfolioProjects } from "@/web/content/portfolio-projects";
import { ProjectGrid } from "./project-grid";

const render = (projects: typeof portfolioProjects, caseStudyIds: number[] = []) =>
  renderToStaticMarkup(
    <Router ssrPath="/projects">
      <ProjectGrid projects={projects} caseStudyIds={new Set(caseStudyIds)} />
    </Router>,
  );

describe("ProjectGrid", () => {
  it("shows the empty state when no project matches the filters", () => {
    const html = render([]);
    expect(html).toContain("No projects found");
    expect(html).toContain("Try selecting a different category or project status.");
    expect(html).not.toContain("<article");
  });

  it("renders one card per project and links only those with a case study", () => {
    const html = render(portfolioProjects.slice(0, 8), [1, 2]);
    expect(html.match(/<article/g)).toHaveLength(8);
    expect(html).not.toContain("No projects found");
    expect(html).toContain('href="/projects/1"');
    expect(html).toContain('href="/projects/2"');
    expect(html).not.toContain('href="/projects/3"');
    expect(html).toContain("line-clamp-2");
  });
});
