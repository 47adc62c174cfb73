import type { Project } from "@/shared/contract/projects";
import { businessDate } from "@/shared/domain/business-time";
import { businessTimeZone } from "@/web/lib/format";

/**
 * docs/product.md section 5.2: an In Progress project whose expected completion date is before today's
 * business date is overdue. Computed on every render from the date, never stored, so it cannot go stale.
 * Dates are business dates (YYYY-MM-DD), compared as text.
 */
export function isOverdue(project: Pick<Project, "status" | "expectedCompletion">, today: string): boolean {
  return project.status === "In Progress" && project.expectedCompletion !== null && project.expectedCompletion.slice(0, 10) < today;
}

/** Today's business date on this device's clock, in the business time zone (as every date the portal shows). */
export const businessToday = (now = new Date()) => businessDate(now, businessTimeZone());
