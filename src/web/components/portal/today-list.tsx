import { CheckCircle2 } from "lucide-react";
import { useId } from "react";
import { Link } from "wouter";
import { NOTHING_TODAY } from "@/shared/contract/today";
import { Button } from "@/web/components/ui/button";

/** One thing to do: its count (hidden with `showCount: false`), the sentence after it, and what opens its panel. */
export interface TodayEntry {
  key: string;
  count: number;
  text: string;
  showCount?: boolean;
  /** A button that opens its panel (as its summary card does), or a link elsewhere. */
  action: { label: string; onOpen: () => void } | { label: string; href: string };
}

/**
 * The 'Today' list at the top of the HR and admin dashboards (docs/product.md section 6.1): an entry per count
 * above zero; one all-clear line when there is none.
 */
export function TodayList({ entries }: { entries: TodayEntry[] }) {
  const headingId = useId();
  const due = entries.filter((entry) => entry.count > 0);
  return (
    <section aria-labelledby={headingId} className="col-span-full rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 id={headingId} className="font-display text-lg font-bold text-brand-900">
        Today
      </h2>
      {due.length === 0 ? (
        <p className="mt-2 flex items-center gap-2 text-sm text-slate-700">
          <CheckCircle2 className="size-4 text-emerald-600" aria-hidden="true" />
          {NOTHING_TODAY}
        </p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-100">
          {due.map((entry) => (
            <TodayItem key={entry.key} entry={entry} />
          ))}
        </ul>
      )}
    </section>
  );
}

function TodayItem({ entry }: { entry: TodayEntry }) {
  const textId = useId();
  const { action } = entry;
  return (
    <li className="flex flex-col gap-2 py-2 sm:flex-row sm:items-center sm:justify-between">
      <p id={textId} className="text-sm text-slate-800">
        {entry.showCount === false ? null : <span className="font-bold text-slate-900">{entry.count} </span>}
        {entry.text}
      </p>
      {"onOpen" in action ? (
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="self-start sm:self-auto"
          aria-describedby={textId}
          onClick={action.onOpen}
        >
          {action.label}
        </Button>
      ) : (
        <Button asChild variant="outline" size="sm" className="self-start sm:self-auto">
          <Link href={action.href} aria-describedby={textId}>
            {action.label}
          </Link>
        </Button>
      )}
    </li>
  );
}
