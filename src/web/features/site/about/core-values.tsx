import { Section } from "@/web/components/section";
import { coreValues } from "@/web/content/about";

export function CoreValues() {
  return (
    <Section
      eyebrow="What Guides Us"
      title="Core Values"
      intro="The principles behind every pricing call, campaign and buyer conversation."
      className="bg-brand-50"
    >
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {coreValues.map(({ title, text, icon: Icon }) => (
          <li key={title} className="rounded-2xl border border-brand-100 bg-white p-7 shadow-sm">
            <div className="flex items-center gap-4 sm:block">
              <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-800 text-gold-300 sm:mb-5">
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <h3 className="font-display text-xl font-bold text-brand-900">{title}</h3>
            </div>
            <p className="mt-3 text-sm leading-relaxed text-slate-600">{text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
