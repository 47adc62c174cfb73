import { Loader2 } from "lucide-react";

/** The whole screen while a dashboard waits for its first answer (session check, first figures). */
export function PageLoading(props: { text: string }) {
  return (
    <div className="flex min-h-screen items-center justify-center bg-slate-50" role="status" aria-live="polite">
      <Loader2 className="size-6 animate-spin text-brand-600 motion-reduce:animate-none" aria-hidden="true" />
      <span className="ml-3 text-sm font-medium text-slate-700">{props.text}</span>
    </div>
  );
}
