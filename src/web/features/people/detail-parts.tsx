import type { ReactNode } from "react";

/** A titled part of the employee detail dialog. */
export function DetailSection(props: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-2">
      <h3 className="font-semibold text-brand-900">{props.title}</h3>
      {props.children}
    </section>
  );
}

/** Label and value pairs, two columns from a tablet up. */
export function Facts(props: { items: [label: string, value: ReactNode][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
      {props.items.map(([label, value]) => (
        <div key={label} className="flex justify-between gap-3 border-b border-slate-100 py-1 sm:block sm:border-0 sm:py-0">
          <dt className="text-slate-600">{label}</dt>
          <dd className="text-right font-medium text-slate-900 sm:text-left">{value === null || value === "" ? "-" : value}</dd>
        </div>
      ))}
    </dl>
  );
}
