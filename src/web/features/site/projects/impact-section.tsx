import { AnimatedCounter } from "@/web/components/animated-counter";
import { Container } from "@/web/components/section";
import { projectsPage } from "@/web/content/projects-page";
import { useInView } from "@/web/lib/use-in-view";

/** Four counters that count up over 2.5 s on first view (docs/product.md section 3.6). */
export function ImpactSection() {
  const { ref, inView } = useInView<HTMLDListElement>(0.2);
  const { eyebrow, title, intro, counters } = projectsPage.impact;
  return (
    <section aria-labelledby="impact-title" className="relative overflow-hidden bg-brand-900 py-16 text-white sm:py-20">
      <div aria-hidden="true" className="absolute -top-24 -right-24 size-72 rounded-full bg-gold-500/10 blur-3xl" />
      <div aria-hidden="true" className="absolute -bottom-32 -left-16 size-80 rounded-full bg-brand-500/30 blur-3xl" />
      <Container className="relative">
        <div className="mx-auto mb-12 max-w-2xl text-center">
          <p className="mb-2 text-sm font-semibold uppercase tracking-widest text-gold-400">{eyebrow}</p>
          <h2 id="impact-title" className="font-display text-3xl font-bold sm:text-4xl">
            {title}
          </h2>
          <p className="mt-4 text-lg text-brand-100">{intro}</p>
        </div>
        <dl ref={ref} className="grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4">
          {counters.map((counter) => (
            <div
              key={counter.label}
              className="flex flex-col-reverse items-center justify-end rounded-2xl bg-white/5 px-4 py-8 text-center ring-1 ring-white/10"
            >
              <dt className="mt-2 text-sm font-medium text-brand-100 sm:text-base">{counter.label}</dt>
              <dd className="font-display text-3xl font-bold whitespace-nowrap text-gold-400 tabular-nums sm:text-5xl">
                <AnimatedCounter
                  started={inView}
                  target={counter.target}
                  prefix={counter.prefix}
                  suffix={counter.suffix}
                  durationMs={2500}
                  grouping={false}
                />
              </dd>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  );
}
