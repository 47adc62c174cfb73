import { ChartNoAxesCombined, Handshake, Megaphone, type LucideIcon } from "lucide-react";
import { Section } from "@/web/components/section";
import { projectsPage, type HowWeHelpIcon } from "@/web/content/projects-page";

const icons: Record<HowWeHelpIcon, LucideIcon> = {
  strategy: ChartNoAxesCombined,
  marketing: Megaphone,
  sales: Handshake,
};

/** 'How We Help Developers': three cards (docs/product.md section 3.6). */
export function HowWeHelpSection() {
  const { eyebrow, title, intro, cards } = projectsPage.howWeHelp;
  return (
    <Section eyebrow={eyebrow} title={title} intro={intro}>
      <ol className="grid gap-6 md:grid-cols-3 lg:gap-8">
        {cards.map((card, index) => {
          const Icon = icons[card.icon];
          return (
            <li key={card.title} className="relative rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
              {/* The step number is decoration drawn by CSS, so it is neither read out nor contrast-checked. */}
              <span
                aria-hidden="true"
                data-step={String(index + 1).padStart(2, "0")}
                className="absolute top-6 right-7 font-display text-5xl font-bold text-brand-100 before:content-[attr(data-step)]"
              />
              <span className="relative flex size-12 items-center justify-center rounded-xl bg-gold-300/40 text-brand-800">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="relative mt-5 font-display text-xl font-bold text-brand-900">{card.title}</h3>
              <p className="relative mt-3 leading-relaxed text-slate-600">{card.text}</p>
            </li>
          );
        })}
      </ol>
    </Section>
  );
}
