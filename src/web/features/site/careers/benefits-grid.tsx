import { Section } from "@/web/components/section";
import { benefits, benefitsIntro } from "@/web/content/careers";

export function BenefitsGrid() {
  return (
    <Section eyebrow={benefitsIntro.eyebrow} title={benefitsIntro.title} intro={benefitsIntro.intro} className="bg-slate-50">
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {benefits.map(({ title, text, icon: Icon }) => (
          <li
            key={title}
            className="flex gap-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md"
          >
            <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-gold-300/40 text-brand-800">
              <Icon className="size-6" aria-hidden="true" />
            </span>
            <div>
              <h3 className="font-display text-lg font-bold text-brand-900">{title}</h3>
              <p className="mt-1.5 text-sm leading-relaxed text-slate-600">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
