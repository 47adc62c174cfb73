import { Footprints, House, IndianRupee } from "lucide-react";
import { AnimatedCounter } from "@/web/components/animated-counter";
import type { CaseStudy } from "@/web/content/case-studies";
import { caseStudyPage } from "@/web/content/projects-page";
import { useInView } from "@/web/lib/use-in-view";

/** Splits '900+' into 900 and '+', so the number can count up and the suffix stays. */
function splitCount(text: string): { value: number; suffix: string } {
  const match = /^(\d[\d,]*)(.*)$/.exec(text.trim());
  return match ? { value: Number(match[1]!.replace(/,/g, "")), suffix: match[2] ?? "" } : { value: 0, suffix: text };
}

/** Revenue in crore rupees, units sold and site visits, counting up over 2 s (docs/product.md section 3.7). */
export function CaseStudyMetrics(props: { stats: CaseStudy["stats"] }) {
  const { ref, inView } = useInView<HTMLDListElement>(0.2);
  const visits = splitCount(props.stats.siteVisits);
  const metrics = [
    { key: "revenue", icon: IndianRupee, label: caseStudyPage.metrics.revenue, target: props.stats.revenue, prefix: "₹", suffix: " Cr" },
    { key: "units", icon: House, label: caseStudyPage.metrics.unitsSold, target: props.stats.unitsSold, prefix: "", suffix: "" },
    { key: "visits", icon: Footprints, label: caseStudyPage.metrics.siteVisits, target: visits.value, prefix: "", suffix: visits.suffix },
  ];
  return (
    <section aria-labelledby="metrics-title">
      <h2 id="metrics-title" className="font-display text-2xl font-bold text-brand-900 sm:text-3xl">
        {caseStudyPage.sections.metrics}
      </h2>
      <dl ref={ref} className="mt-6 grid gap-4 sm:grid-cols-3">
        {metrics.map((metric) => (
          <div
            key={metric.key}
            data-metric={metric.key}
            className="flex flex-col-reverse rounded-2xl bg-gradient-to-br from-brand-800 to-brand-600 p-6 text-white shadow-md"
          >
            <dt className="mt-1 text-sm font-medium text-brand-100">{metric.label}</dt>
            <dd className="font-display text-4xl font-bold whitespace-nowrap text-gold-400 tabular-nums">
              <metric.icon aria-hidden="true" className="mb-4 block size-7 text-gold-300" />
              <AnimatedCounter
                started={inView}
                target={metric.target}
                prefix={metric.prefix}
                suffix={metric.suffix}
                durationMs={2000}
                grouping={false}
              />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
