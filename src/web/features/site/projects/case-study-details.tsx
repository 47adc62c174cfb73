import { BadgeCheck } from "lucide-react";
import type { CaseStudy } from "@/web/content/case-studies";
import { caseStudyPage } from "@/web/content/projects-page";

/** Sidebar: project details (developer, unit type, bedrooms, bathrooms) and services provided. */
export function CaseStudyDetails(props: { study: CaseStudy }) {
  const { study } = props;
  const { details, sections } = caseStudyPage;
  const rows = [
    { label: details.developer, value: study.developer },
    { label: details.unitType, value: study.stats.unitType },
    { label: details.bedrooms, value: study.bedrooms },
    { label: details.bathrooms, value: study.bathrooms },
    { label: details.location, value: study.location },
    { label: details.completion, value: study.completionDate },
  ];
  return (
    <aside aria-label={sections.details} className="space-y-6 lg:sticky lg:top-28 lg:self-start">
      <section aria-labelledby="details-title" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <h2 id="details-title" className="font-display text-xl font-bold text-brand-900">
          {sections.details}
        </h2>
        <dl className="mt-4 divide-y divide-slate-100">
          {rows.map((row) => (
            <div key={row.label} className="flex justify-between gap-4 py-3 text-sm" data-detail={row.label}>
              <dt className="text-slate-500">{row.label}</dt>
              <dd className="text-right font-semibold text-brand-900">{row.value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="services-title" className="rounded-2xl bg-brand-50 p-6">
        <h2 id="services-title" className="font-display text-xl font-bold text-brand-900">
          {sections.services}
        </h2>
        <ul className="mt-4 space-y-3">
          {study.services.map((service) => (
            <li key={service} className="flex items-center gap-3 font-medium text-brand-800">
              <BadgeCheck aria-hidden="true" className="size-5 shrink-0 text-gold-600" />
              {service}
            </li>
          ))}
        </ul>
      </section>
    </aside>
  );
}
