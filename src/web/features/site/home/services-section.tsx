import { ArrowRight } from "lucide-react";
import { Link } from "wouter";
import { Section } from "@/web/components/section";
import { Button } from "@/web/components/ui/button";
import { serviceCards, servicesIntro } from "@/web/content/home";

/** docs/product.md section 3.3 (3): four service cards with 'Learn More' and a 'View All Services' button. */
export function ServicesSection() {
  return (
    <Section eyebrow={servicesIntro.eyebrow} title={servicesIntro.title} intro={servicesIntro.intro} className="bg-slate-50">
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {serviceCards.map((card) => {
          const Icon = card.icon;
          return (
            <li
              key={card.title}
              className="group flex flex-col rounded-2xl border border-slate-200 bg-white p-7 shadow-sm transition duration-300 hover:-translate-y-1 hover:border-gold-400/60 hover:shadow-xl motion-reduce:transition-none motion-reduce:hover:translate-y-0"
            >
              <span className="inline-flex size-14 items-center justify-center rounded-xl bg-brand-800 text-gold-400 transition-colors group-hover:bg-gold-500 group-hover:text-brand-900">
                <Icon className="size-7" aria-hidden="true" />
              </span>
              <h3 className="mt-6 font-display text-xl font-bold text-brand-900">{card.title}</h3>
              <p className="mt-3 flex-1 text-slate-600">{card.description}</p>
              <Link
                href={servicesIntro.more.href}
                className="mt-6 inline-flex items-center gap-1.5 self-start rounded text-sm font-semibold text-brand-600 hover:text-brand-900"
              >
                {servicesIntro.more.label}
                <span className="sr-only"> about {card.title}</span>
                <ArrowRight className="size-4 transition-transform group-hover:translate-x-1" aria-hidden="true" />
              </Link>
            </li>
          );
        })}
      </ul>
      <div className="mt-12 text-center">
        <Button asChild size="lg" variant="secondary">
          <Link href={servicesIntro.cta.href}>
            {servicesIntro.cta.label}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </Section>
  );
}
