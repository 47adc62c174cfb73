import type { ImageAsset } from "./image";

export type ProjectCategory = "residential" | "commercial" | "retail" | "industrial";
export type ProjectStatus = "completed" | "ongoing" | "upcoming";
export type ProjectService = "Strategy" | "Marketing" | "Sales" | "CRM" | "Finance";

/** A project in the portfolio grid (docs/product.md section 3.6, built-in static content). */
export interface PortfolioProject {
  id: number;
  title: string;
  category: ProjectCategory;
  developer: string;
  location: string;
  description: string;
  image: ImageAsset;
  status: ProjectStatus;
  /** Free text: a month and year, or 'Ready Possession'. */
  completionDate: string;
  services: ProjectService[];
  stats?: { siteVisits?: string; unitsSold?: number; revenue?: string };
}

/** Badge text per status (docs/product.md section 3.6). */
export const statusLabels: Record<ProjectStatus, string> = {
  completed: "Completed",
  ongoing: "In Progress",
  upcoming: "Upcoming",
};

export const categoryLabels: Record<ProjectCategory, string> = {
  residential: "Residential",
  commercial: "Commercial",
  retail: "Retail",
  industrial: "Industrial",
};

/** The card's completion line (docs/product.md section 3.6). */
export function completionLine(project: Pick<PortfolioProject, "status" | "completionDate">): string {
  return project.status === "completed" ? `Completed: ${project.completionDate}` : `Expected completion: ${project.completionDate}`;
}
