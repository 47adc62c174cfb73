import { Loader2 } from "lucide-react";
import type { ReactNode } from "react";

export type ListState = "loading" | "error" | "empty" | "rows";

/** What a list without rows says: loading (a list may name what it loads: "Loading replies..."), its error, or its empty text. */
export function ListStateText(props: { state: Exclude<ListState, "rows">; error?: string | null; empty: ReactNode; loading?: string }) {
  if (props.state === "loading") {
    return (
      <span className="inline-flex items-center gap-2" role="status">
        <Loader2 className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />
        {props.loading ?? "Loading..."}
      </span>
    );
  }
  if (props.state === "error") {
    return (
      <span role="alert" className="text-red-700">
        {props.error}
      </span>
    );
  }
  return <>{props.empty}</>;
}
