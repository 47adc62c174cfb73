import type { ReactNode } from "react";
import { ListStateText } from "@/web/components/portal/list-state";
import { Button } from "@/web/components/ui/button";

/** Loading, failure (the tab's message with Try again, docs/product.md section 8.4) and empty states of one tab's list. */
export function QueryState(props: {
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  empty: boolean;
  emptyText: string;
  children: ReactNode;
}) {
  if (props.loading) {
    return (
      <p className="py-10 text-center text-sm text-slate-600">
        <ListStateText state="loading" empty={null} />
      </p>
    );
  }
  if (props.error) {
    return (
      <div
        role="alert"
        className="flex flex-col items-start gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800 sm:flex-row sm:items-center sm:justify-between"
      >
        <span>{props.error}</span>
        <Button variant="outline" size="sm" onClick={props.onRetry}>
          Try again
        </Button>
      </div>
    );
  }
  if (props.empty) return <p className="py-10 text-center text-sm text-slate-600">{props.emptyText}</p>;
  return <>{props.children}</>;
}
