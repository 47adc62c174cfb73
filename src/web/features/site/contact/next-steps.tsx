import { nextSteps } from "@/web/content/contact";

/** What a visitor can expect after writing to us. */
export function NextSteps() {
  return (
    <div className="border-t border-slate-200 pt-8">
      <h3 className="text-sm font-semibold uppercase tracking-widest text-gold-700">{nextSteps.heading}</h3>
      <ol className="mt-5 grid gap-5 sm:grid-cols-3">
        {nextSteps.steps.map((step, index) => (
          <li key={step.title} className="flex gap-3 sm:flex-col">
            <span
              className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-800 text-sm font-bold text-gold-300"
              aria-hidden="true"
            >
              {index + 1}
            </span>
            <div>
              <p className="font-semibold text-brand-900">{step.title}</p>
              <p className="mt-1 text-sm leading-relaxed text-slate-600">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}
