import { ArrowRight, Check } from "lucide-react";
import { Section } from "@/web/components/section";
import { coreServices, coreServicesIntro, type CoreService } from "@/web/content/services";
import { cn } from "@/web/lib/cn";

function ServiceCard({ service, className }: { service: CoreService; className?: string }) {
  const Icon = service.icon;
  return (
    <article
      className={cn(
        "group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-7 shadow-sm transition hover:-translate-y-1 hover:border-gold-400 hover:shadow-lg motion-reduce:hover:translate-y-0",
        className,
      )}
    >
      <div className="flex items-center gap-4 sm:block">
        <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-800 text-gold-300 transition-colors group-hover:bg-gold-500 group-hover:text-brand-900 sm:mb-5">
          <Icon className="size-6" aria-hidden="true" />
        </span>
        <h3 className="font-display text-2xl font-bold text-brand-900">{service.title}</h3>
      </div>
      <p className="mt-3 text-sm leading-relaxed text-slate-600">{service.description}</p>
      <ul className="mt-5 space-y-2.5" aria-label={`${service.title} features`}>
        {service.features.map((feature) => (
          <li key={feature} className="flex items-start gap-2.5 text-sm text-slate-700">
            <Check className="mt-0.5 size-4 shrink-0 text-gold-600" aria-hidden="true" />
            {feature}
          </li>
        ))}
      </ul>
      <a
        href={`#${service.id}`}
        className="mt-auto inline-flex items-center gap-1.5 pt-6 text-sm font-semibold text-brand-700 hover:text-brand-900"
      >
        Learn more<span className="sr-only"> about {service.title}</span>
        <ArrowRight className="size-4 transition-transform group-hover:translate-x-1" aria-hidden="true" />
      </a>
    </article>
  );
}

export function CoreServicesGrid() {
  return (
    <Section eyebrow={coreServicesIntro.eyebrow} title={coreServicesIntro.title} intro={coreServicesIntro.intro}>
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-6">
        {coreServices.map((service, index) => (
          <ServiceCard
            key={service.id}
            service={service}
            className={cn(
              "lg:col-span-2",
              index === 3 && "lg:col-start-2",
              index === 4 && "sm:col-span-2 sm:mx-auto sm:max-w-md lg:max-w-none",
            )}
          />
        ))}
      </div>
    </Section>
  );
}
