import { CircleCheck, Sparkles } from "lucide-react";
import { Container } from "@/web/components/section";
import type { CaseStudy } from "@/web/content/case-studies";
import { caseStudyPage } from "@/web/content/projects-page";
import { CaseStudyDetails } from "./case-study-details";
import { CaseStudyMetrics } from "./case-study-metrics";

/** Image, overview, highlights, metrics and features, with the details and services beside them. */
export function CaseStudyBody(props: { study: CaseStudy }) {
  const { study } = props;
  const { sections } = caseStudyPage;
  return (
    <section aria-label={`${study.title} case study`} className="py-14 sm:py-20">
      <Container className="grid gap-12 lg:grid-cols-3 lg:gap-14">
        <div className="space-y-14 lg:col-span-2">
          <img
            src={study.image.src}
            width={study.image.width}
            height={study.image.height}
            alt={study.image.alt}
            decoding="async"
            className="aspect-[4/3] w-full rounded-2xl object-cover shadow-lg ring-1 ring-slate-200"
          />
          <section aria-labelledby="overview-title">
            <h2 id="overview-title" className="font-display text-2xl font-bold text-brand-900 sm:text-3xl">
              {sections.overview}
            </h2>
            <div className="mt-5 space-y-4 text-lg leading-relaxed text-slate-700">
              {study.overview.map((paragraph) => (
                <p key={paragraph.slice(0, 32)}>{paragraph}</p>
              ))}
            </div>
          </section>
          <section aria-labelledby="highlights-title">
            <h2 id="highlights-title" className="font-display text-2xl font-bold text-brand-900 sm:text-3xl">
              {sections.highlights}
            </h2>
            <ul className="mt-6 grid gap-4 sm:grid-cols-2">
              {study.projectHighlights.map((highlight) => (
                <li key={highlight} className="flex gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
                  <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-600" />
                  <span className="text-slate-700">{highlight}</span>
                </li>
              ))}
            </ul>
          </section>
          <CaseStudyMetrics stats={study.stats} />
          <section aria-labelledby="features-title">
            <h2 id="features-title" className="font-display text-2xl font-bold text-brand-900 sm:text-3xl">
              {sections.features}
            </h2>
            <ul className="mt-6 grid gap-x-8 gap-y-4 sm:grid-cols-2">
              {study.features.map((feature) => (
                <li key={feature} className="flex items-start gap-3 text-slate-700">
                  <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-gold-300/40 text-brand-800">
                    <Sparkles aria-hidden="true" className="size-4" />
                  </span>
                  <span className="pt-1">{feature}</span>
                </li>
              ))}
            </ul>
          </section>
        </div>
        <CaseStudyDetails study={study} />
      </Container>
    </section>
  );
}
