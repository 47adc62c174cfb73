import type { LucideIcon } from "lucide-react";
import { useEffect, useState, type ReactNode } from "react";
import { cn } from "@/web/lib/cn";
import { revealPanel } from "./reveal-panel";

/** A dashboard summary card: a button that opens and closes its panel (docs/product.md section 5.1). */
export function ToggleCard(props: {
  label: string;
  count: ReactNode;
  icon: LucideIcon;
  expanded: boolean;
  controls: string;
  onToggle: () => void;
  detail?: string | null;
}) {
  const Icon = props.icon;
  return (
    <button
      type="button"
      aria-expanded={props.expanded}
      aria-controls={props.controls}
      onClick={props.onToggle}
      className={cn(
        "flex w-full items-center gap-4 rounded-xl border bg-white p-5 text-left shadow-sm transition hover:shadow-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500",
        props.expanded ? "border-brand-500 ring-1 ring-brand-500" : "border-slate-200",
      )}
    >
      <span className="rounded-lg bg-brand-50 p-3 text-brand-700">
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <span>
        <span className="block text-sm font-medium text-slate-600">{props.label}</span>
        <span className="block text-3xl font-bold text-slate-900">{props.count}</span>
        {props.detail ? <span className="mt-1 block text-xs text-slate-600">{props.detail}</span> : null}
      </span>
    </button>
  );
}

/**
 * Which of a dashboard's panels is open (one at a time; its card toggles it), with the card for each:
 * `card(id, label, count, icon, detail?)`, `panelId(id)` for the panel's element id, and `show(id)` that opens a
 * panel from elsewhere (the Today list, a header button; docs/product.md section 6.1). Opening a panel, either
 * way, moves focus to its heading and scrolls it into view (`revealPanel`).
 */
export function usePanelCards<Id extends string>(area: string) {
  // A link from an e-mail or a notification names the panel to open: '/hr-dashboard?panel=leaves' (section 11).
  const [open, setOpen] = useState<Id | null>(() => linkedPanel<Id>());
  // Counts the openings asked for, so showing the panel already open brings it back into view too.
  const [openings, setOpenings] = useState(() => (linkedPanel() === null ? 0 : 1));
  const panelId = (id: Id) => `${area}-panel-${id}`;
  useEffect(() => {
    if (open === null || openings === 0) return;
    const id = `${area}-panel-${open}`;
    let stop: (() => void) | null = null;
    let frame = 0;
    const started = performance.now();
    // The panel renders once the dashboard's figures are in: until then try again each frame, for up to 5 s.
    const attempt = () => {
      stop = revealPanel(id);
      if (!stop && performance.now() - started < 5000) frame = requestAnimationFrame(attempt);
    };
    attempt();
    return () => {
      cancelAnimationFrame(frame);
      stop?.();
    };
  }, [area, open, openings]);
  const show = (id: Id) => {
    setOpen(id);
    setOpenings((count) => count + 1);
  };
  const card = (id: Id, label: string, count: ReactNode, icon: LucideIcon, detail?: string | null) => (
    <ToggleCard
      label={label}
      count={count ?? "-"}
      icon={icon}
      detail={detail}
      expanded={open === id}
      controls={panelId(id)}
      onToggle={() => (open === id ? setOpen(null) : show(id))}
    />
  );
  return { open, card, panelId, show };
}

/** The panel named by `?panel=` in the address, or null. */
function linkedPanel<Id extends string>(): Id | null {
  if (typeof window === "undefined") return null;
  return (new URLSearchParams(window.location.search).get("panel") as Id | null) || null;
}
