import { Briefcase, Clock, GraduationCap, IndianRupee, MapPin } from "lucide-react";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { careerMailSubjects, type PublicOpening } from "@/web/content/careers";
import { mailtoUrl } from "@/web/lib/mailto";
import { site } from "@/web/lib/site";

export function OpeningCard({ opening }: { opening: PublicOpening }) {
  const titleId = `opening-${opening.id}-title`;
  const facts = [
    { icon: MapPin, label: "Location", value: opening.location },
    { icon: Briefcase, label: "Experience", value: opening.experience },
    { icon: IndianRupee, label: "Salary", value: opening.salary },
  ].filter((fact) => Boolean(fact.value));

  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:border-brand-200 hover:shadow-lg sm:p-8"
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone="brand">{opening.department}</Badge>
        <Badge tone="gold">{opening.type}</Badge>
        {opening.posted ? (
          <span className="ml-auto inline-flex items-center gap-1.5 text-xs text-slate-600">
            <Clock className="size-3.5" aria-hidden="true" />
            Posted {opening.posted}
          </span>
        ) : null}
      </div>
      <h3 id={titleId} className="mt-4 font-display text-2xl font-bold text-brand-900">
        {opening.title}
      </h3>
      <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-600">
        {facts.map(({ icon: Icon, label, value }) => (
          <div key={label} className="inline-flex items-center gap-1.5">
            <dt>
              <Icon className="size-4 text-gold-600" aria-hidden="true" />
              <span className="sr-only">{label}</span>
            </dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {opening.description ? <p className="mt-4 text-sm leading-relaxed text-slate-700">{opening.description}</p> : null}
      {opening.requirements && opening.requirements.length > 0 ? (
        <div className="mt-5">
          <h4 className="inline-flex items-center gap-2 text-sm font-semibold text-brand-900">
            <GraduationCap className="size-4 text-gold-600" aria-hidden="true" />
            What we are looking for
          </h4>
          <ul className="mt-2 list-disc space-y-1.5 pl-5 text-sm text-slate-600 marker:text-gold-500">
            {opening.requirements.map((requirement) => (
              <li key={requirement}>{requirement}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="mt-auto flex flex-col gap-3 pt-6 sm:flex-row">
        <Button asChild>
          <a href={mailtoUrl(site.careersEmail, careerMailSubjects.apply(opening.title))} aria-describedby={titleId}>
            Apply Now
          </a>
        </Button>
        <Button asChild variant="outline">
          <a href={mailtoUrl(site.careersEmail, careerMailSubjects.learnMore(opening.title))} aria-describedby={titleId}>
            Learn More
          </a>
        </Button>
      </div>
    </article>
  );
}
