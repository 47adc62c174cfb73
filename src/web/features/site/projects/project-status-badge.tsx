import { Badge } from "@/web/components/ui/badge";
import { statusLabels, type ProjectStatus } from "@/web/content/portfolio";
import { cn } from "@/web/lib/cn";

const tones: Record<ProjectStatus, string> = {
  completed: "bg-emerald-700 text-white",
  ongoing: "bg-sky-700 text-white",
  upcoming: "bg-gold-500 text-brand-900",
};

/** 'Completed', 'In Progress' or 'Upcoming' (docs/product.md section 3.6). */
export function ProjectStatusBadge(props: { status: ProjectStatus; className?: string }) {
  return (
    <Badge className={cn("shadow-sm", tones[props.status], props.className)} data-status={props.status}>
      {statusLabels[props.status]}
    </Badge>
  );
}
