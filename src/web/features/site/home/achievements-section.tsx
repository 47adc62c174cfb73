import { Award } from "lucide-react";
import { AnimatedCounter } from "@/web/components/animated-counter";
import { Container } from "@/web/components/section";
import { Badge } from "@/web/components/ui/badge";
import { COUNTER_DURATION_MS, achievements } from "@/web/content/home";
import { useInView } from "@/web/lib/use-in-view";

/** docs/product.md section 3.3 (2): the badge and four counters that count up over 2.5 s on first view. */
export function AchievementsSection() {
  const { ref, inView } = useInView<HTMLDListElement>(0.2);
  return (
    <section aria-labelledby="achievements-title" className="relative bg-white py-16 sm:py-24">
      <Container>
        <div className="mx-auto max-w-3xl text-center">
          <Badge tone="gold" size="lg" className="gap-1.5">
            <Award className="size-4 text-gold-600" aria-hidden="true" />
            {achievements.badge}
          </Badge>
          <h2 id="achievements-title" className="mt-5 font-display text-3xl font-bold text-brand-900 sm:text-4xl">
            {achievements.title}
          </h2>
          <p className="mt-4 text-lg text-slate-600">{achievements.intro}</p>
        </div>
        <dl ref={ref} className="mt-12 grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4">
          {achievements.items.map((item) => (
            <div
              key={item.label}
              className="group relative flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-gradient-to-b from-white to-brand-50/60 px-3 py-6 text-center shadow-sm transition-shadow hover:shadow-md sm:p-8"
            >
              <span aria-hidden="true" className="absolute inset-x-0 top-0 h-1 bg-gradient-to-r from-gold-400 to-gold-600" />
              <dt className="order-2 mt-2 text-sm font-semibold text-brand-800 sm:text-base">{item.label}</dt>
              <dd className="order-1 font-display text-[1.75rem] leading-tight font-bold whitespace-nowrap text-brand-900 tabular-nums sm:text-4xl lg:text-5xl">
                <AnimatedCounter
                  started={inView}
                  target={item.target}
                  durationMs={COUNTER_DURATION_MS}
                  prefix={item.prefix}
                  suffix={item.suffix}
                  grouping={false}
                />
              </dd>
              <dd className="order-3 mt-2 hidden text-sm text-slate-600 sm:block">{item.detail}</dd>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  );
}
