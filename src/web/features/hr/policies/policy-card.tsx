import { Archive, Calendar, Pencil } from "lucide-react";
import { useState } from "react";
import type { Policy, PolicyStatus } from "@/shared/contract/policies";
import { Badge, type BadgeProps } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { formatDate } from "@/web/lib/format";

const statusTone: Record<PolicyStatus, BadgeProps["tone"]> = { Active: "green", Draft: "yellow", Archived: "grey" };
/** Longer descriptions are clamped to four lines until opened. */
const LONG_DESCRIPTION = 240;

export function PolicyCard(props: { policy: Policy; onEdit: () => void; onArchive: () => void }) {
  const { policy } = props;
  const [open, setOpen] = useState(false);
  const titleId = `policy-${policy.id}-title`;
  const descriptionId = `policy-${policy.id}-description`;
  const long = policy.description.length > LONG_DESCRIPTION;
  return (
    <article aria-labelledby={titleId} className="flex h-full flex-col rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <ul className="flex flex-wrap items-center gap-1.5" aria-label="Category and status">
        <li>
          <Badge tone="brand">{policy.category}</Badge>
        </li>
        <li>
          <Badge tone={statusTone[policy.status]}>{policy.status}</Badge>
        </li>
      </ul>
      <h3 id={titleId} className="mt-3 text-lg font-bold break-words text-brand-900">
        {policy.title}
      </h3>
      <p
        id={descriptionId}
        className={`mt-1 text-sm break-words whitespace-pre-line text-slate-700 ${long && !open ? "line-clamp-4" : ""}`}
      >
        {policy.description}
      </p>
      {long ? (
        <button
          type="button"
          className="mt-1 self-start text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
          aria-expanded={open}
          aria-controls={descriptionId}
          onClick={() => setOpen(!open)}
        >
          {open ? "Show less" : "Show more"}
          <span className="sr-only"> of {policy.title}</span>
        </button>
      ) : null}
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-4">
        <p className="inline-flex items-center gap-1 text-xs text-slate-600">
          <Calendar className="size-3.5" aria-hidden="true" />
          Effective {formatDate(policy.effectiveDate)}
        </p>
        <div className="flex gap-1">
          <Button variant="ghost" size="sm" onClick={props.onEdit} aria-label={`Edit ${policy.title}`}>
            <Pencil aria-hidden="true" />
            Edit
          </Button>
          {policy.status === "Archived" ? null : (
            <Button
              variant="ghost"
              size="sm"
              onClick={props.onArchive}
              aria-label={`Archive ${policy.title}`}
              className="text-red-700 hover:bg-red-50"
            >
              <Archive aria-hidden="true" />
              Archive
            </Button>
          )}
        </div>
      </div>
    </article>
  );
}
