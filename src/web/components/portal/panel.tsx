import type { ReactNode } from "react";

/** The detail panel a summary card opens: a titled region with its toolbar and content. */
export function Panel(props: { id: string; title: string; toolbar?: ReactNode; children: ReactNode }) {
  const headingId = `${props.id}-heading`;
  return (
    <section
      id={props.id}
      aria-labelledby={headingId}
      className="scroll-mt-4 space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        {/* Focused when the panel opens (reveal-panel.ts), so it reads first and Tab continues inside. */}
        <h2 id={headingId} tabIndex={-1} className="font-display text-2xl font-bold text-brand-900">
          {props.title}
        </h2>
        {props.toolbar ? <div className="flex flex-wrap gap-2">{props.toolbar}</div> : null}
      </div>
      {props.children}
    </section>
  );
}
