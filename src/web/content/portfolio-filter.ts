import type { PortfolioProject, ProjectCategory, ProjectStatus } from "./portfolio";

export interface PortfolioFilters {
  category: ProjectCategory | "all";
  status: ProjectStatus | "all";
}

export const defaultPortfolioFilters: PortfolioFilters = { category: "all", status: "all" };

/**
 * The projects shown in the portfolio grid (docs/product.md section 3.6): the category filter applies first,
 * then the status filter; "all" lets every value through. Order is preserved; the input is not changed.
 */
export function filterProjects<T extends Pick<PortfolioProject, "category" | "status">>(
  projects: readonly T[],
  filters: Partial<PortfolioFilters> = {},
): T[] {
  const { category, status } = { ...defaultPortfolioFilters, ...filters };
  const byCategory = category === "all" ? [...projects] : projects.filter((project) => project.category === category);
  return status === "all" ? byCategory : byCategory.filter((project) => project.status === status);
}
