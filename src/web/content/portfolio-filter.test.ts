import { describe, expect, it } from "vitest";
import { caseStudies } from "./case-studies";
import { caseStudyIds } from "./case-study-ids";
import { completionLine, statusLabels, type PortfolioProject, type ProjectCategory, type ProjectStatus } from "./portfolio";
import { portfolioProjects } from "./portfolio-projects";
import { filterProjects } from "./portfolio-filter";

type Row = Pick<PortfolioProject, "id" | "category" | "status">;

const rows: Row[] = [
  { id: 1, category: "residential", status: "completed" },
  { id: 2, category: "commercial", status: "ongoing" },
  { id: 3, category: "residential", status: "upcoming" },
  { id: 4, category: "retail", status: "completed" },
  { id: 5, category: "residential", status: "ongoing" },
  { id: 6, category: "industrial", status: "completed" },
];
const ids = (list: Row[]) => list.map((row) => row.id);

describe("filterProjects", () => {
  it("returns every project, in order, with both filters at 'all' or absent", () => {
    expect(ids(filterProjects(rows, { category: "all", status: "all" }))).toEqual([1, 2, 3, 4, 5, 6]);
    expect(ids(filterProjects(rows, {}))).toEqual([1, 2, 3, 4, 5, 6]);
    expect(ids(filterProjects(rows))).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it.each<[ProjectStatus, number[]]>([
    ["completed", [1, 4, 6]],
    ["ongoing", [2, 5]],
    ["upcoming", [3]],
  ])("filters by status %s", (status, expected) => {
    expect(ids(filterProjects(rows, { category: "all", status }))).toEqual(expected);
  });

  it.each<[ProjectCategory, number[]]>([
    ["residential", [1, 3, 5]],
    ["commercial", [2]],
    ["retail", [4]],
    ["industrial", [6]],
  ])("filters by category %s", (category, expected) => {
    expect(ids(filterProjects(rows, { category, status: "all" }))).toEqual(expected);
  });

  it("combines category and status", () => {
    expect(ids(filterProjects(rows, { category: "residential", status: "ongoing" }))).toEqual([5]);
    expect(ids(filterProjects(rows, { category: "residential", status: "completed" }))).toEqual([1]);
    expect(ids(filterProjects(rows, { category: "commercial", status: "ongoing" }))).toEqual([2]);
  });

  it("returns an empty list when nothing matches", () => {
    expect(filterProjects(rows, { category: "industrial", status: "upcoming" })).toEqual([]);
    expect(filterProjects(rows, { category: "retail", status: "ongoing" })).toEqual([]);
    expect(filterProjects([], { category: "all", status: "all" })).toEqual([]);
  });

  it("does not change its input", () => {
    const copy = structuredClone(rows);
    const result = filterProjects(rows);
    result.pop();
    expect(rows).toEqual(copy);
  });
});

describe("portfolio content", () => {
  it("has 18 projects with unique ids 1 to 18", () => {
    expect(portfolioProjects).toHaveLength(18);
    expect(portfolioProjects.map((project) => project.id)).toEqual(Array.from({ length: 18 }, (_, index) => index + 1));
  });

  // tests/e2e/projects.spec.ts hard-codes these tab counts.
  it("splits into 10 completed, 5 ongoing and 3 upcoming projects", () => {
    expect(filterProjects(portfolioProjects, { status: "completed" })).toHaveLength(10);
    expect(filterProjects(portfolioProjects, { status: "ongoing" })).toHaveLength(5);
    expect(filterProjects(portfolioProjects, { status: "upcoming" })).toHaveLength(3);
  });

  it("quotes prices starting at 50, 67 and 95 lakh", () => {
    const text = portfolioProjects.map((project) => project.description).join(" ");
    for (const price of ["₹50 lakh", "₹67 lakh", "₹95 lakh"]) expect(text).toContain(price);
  });

  it("uses only the five named services and shipped images with their size", () => {
    for (const project of portfolioProjects) {
      expect(project.services.length).toBeGreaterThan(0);
      for (const service of project.services) expect(["Strategy", "Marketing", "Sales", "CRM", "Finance"]).toContain(service);
      expect(project.image).toMatchObject({ width: 800, height: 600 });
      expect(project.image.src).toMatch(/\.svg/);
      expect(project.image.alt).toContain(project.title);
    }
  });

  it("matches the five case studies for ids 1 to 5", () => {
    expect(caseStudies.map((study) => study.id)).toEqual([1, 2, 3, 4, 5]);
    expect(caseStudyIds).toEqual([1, 2, 3, 4, 5]);
    for (const study of caseStudies) {
      const project = portfolioProjects.find((item) => item.id === study.id);
      expect(project).toMatchObject({
        title: study.title,
        location: study.location,
        developer: study.developer,
        status: "completed",
        completionDate: study.completionDate,
        category: "residential",
        stats: { revenue: `₹${study.stats.revenue} Cr`, unitsSold: study.stats.unitsSold, siteVisits: study.stats.siteVisits },
      });
      expect(project?.image.src).toBe(study.image.src);
    }
  });
});

describe("case studies", () => {
  it("have the metrics of product.md 3.7", () => {
    expect(caseStudies.map((study) => [study.title, study.stats.revenue, study.stats.unitsSold, study.stats.siteVisits])).toEqual([
      ["Estella", 72, 96, "900+"],
      ["Onella Tower", 45, 114, "1000+"],
      ["Stella", 50, 90, "750+"],
      ["Silver Orchid", 41, 50, "600+"],
      ["Rajveer Imperia", 70, 90, "800+"],
    ]);
  });

  it("are all completed residential projects with named services", () => {
    for (const study of caseStudies) {
      expect(study.status).toBe("Completed");
      expect(study.type).toBe("Residential");
      for (const service of study.services) expect(service).toMatch(/^(Strategy|Marketing|Sales|CRM|Finance) Services$/);
      expect(study.features.length).toBeGreaterThanOrEqual(4);
      expect(study.projectHighlights.length).toBeGreaterThanOrEqual(3);
    }
  });
});

describe("card texts", () => {
  it("labels the statuses as product.md 3.6 says", () => {
    expect(statusLabels).toEqual({ completed: "Completed", ongoing: "In Progress", upcoming: "Upcoming" });
  });

  it("writes the completion line by status", () => {
    expect(completionLine({ status: "completed", completionDate: "March 2024" })).toBe("Completed: March 2024");
    expect(completionLine({ status: "completed", completionDate: "Ready Possession" })).toBe("Completed: Ready Possession");
    expect(completionLine({ status: "ongoing", completionDate: "December 2026" })).toBe("Expected completion: December 2026");
    expect(completionLine({ status: "upcoming", completionDate: "June 2028" })).toBe("Expected completion: June 2028");
  });
});
