import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "@/web/lib/cn";

const tones = {
  brand: "text-brand-700 bg-brand-50",
  green: "text-emerald-700 bg-emerald-50",
  blue: "text-sky-700 bg-sky-50",
  amber: "text-amber-700 bg-amber-50",
  red: "text-red-700 bg-red-50",
  grey: "text-slate-600 bg-slate-100",
};

/**
 * One figure with its label, inside a panel; `detail` says what the figure counts, `warning` is a short
 * alert under it, `live` announces the figure when it changes (the employee's status after checking in).
 */
export function StatCard(props: {
  label: string;
  value: ReactNode;
  icon?: LucideIcon;
  tone?: keyof typeof tones;
  detail?: string | null;
  warning?: string | null;
  live?: boolean;
}) {
  const Icon = props.icon;
  return (
    <div className="flex min-w-0 flex-col items-start gap-2 rounded-lg border border-slate-200 bg-white p-4 sm:flex-row sm:items-center sm:gap-3">
      {Icon ? (
        <span className={cn("rounded-md p-2", tones[props.tone ?? "brand"])}>
          <Icon className="size-5" aria-hidden="true" />
        </span>
      ) : null}
      <div className="min-w-0" aria-live={props.live ? "polite" : undefined}>
        <p className="text-sm text-slate-600">{props.label}</p>
        <p className="text-xl font-bold break-words text-slate-900 sm:text-2xl">{props.value}</p>
        {props.detail ? <p className="text-xs text-slate-600">{props.detail}</p> : null}
        {props.warning ? <p className="text-xs font-semibold text-amber-700">{props.warning}</p> : null}
      </div>
    </div>
  );
}

/** The row of figures at the top of a panel. */
export function StatGrid(props: { children: React.ReactNode }) {
  return <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">{props.children}</div>;
}
