import { Badge, type BadgeProps } from "@/web/components/ui/badge";
import { statusLabels, type ProjectStatus } from "@/web/content/portfolio";
import { cn } from "@/web/lib/cn";

const tones = { completed: "solidGreen", ongoing: "solidBlue", upcoming: "solidGold" } as const satisfies Record<
  ProjectStatus,
  BadgeProps["tone"]
>;

/** 'Completed', 'In Progress' or 'Upcoming' (docs/product.md section 3.6). */
export function ProjectStatusBadge(props: { status: ProjectStatus; className?: string }) {
  return (
    <Badge tone={tones[props.status]} className={cn("shadow-sm", props.className)} data-status={props.status}>
      {statusLabels[props.status]}
    </Badge>
  );
}
