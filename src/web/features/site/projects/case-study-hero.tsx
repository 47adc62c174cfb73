import { ArrowLeft, CalendarDays, MapPin } from "lucide-react";
import { Link } from "wouter";
import { Container } from "@/web/components/section";
import { Badge } from "@/web/components/ui/badge";
import type { CaseStudy } from "@/web/content/case-studies";
import { caseStudyPage } from "@/web/content/projects-page";

/** Dark banner: back link, status and type badges, title, location and completion date. */
export function CaseStudyHero(props: { study: CaseStudy }) {
  const { study } = props;
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-brand-900 via-brand-800 to-brand-600 pt-28 pb-14 text-white sm:pt-32 sm:pb-20">
      <div aria-hidden="true" className="absolute -top-20 right-0 size-96 rounded-full bg-gold-500/10 blur-3xl" />
      <Container className="relative">
        <Link
          href="/projects"
          className="inline-flex items-center gap-2 rounded-md text-sm font-semibold text-brand-100 transition-colors hover:text-white"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {caseStudyPage.back}
        </Link>
        <div className="mt-6 flex flex-wrap items-center gap-2">
          <Badge tone="solidGreen" data-testid="case-status">
            {study.status}
          </Badge>
          <Badge tone="light" data-testid="case-type">
            {study.type}
          </Badge>
        </div>
        <h1 className="mt-4 font-display text-4xl font-bold sm:text-5xl lg:text-6xl">{study.title}</h1>
        <p className="mt-4 max-w-3xl text-lg text-brand-100">{study.description}</p>
        <dl className="mt-6 flex flex-wrap gap-x-8 gap-y-3 text-brand-100">
          <div className="flex items-center gap-2">
            <dt>
              <MapPin aria-hidden="true" className="size-5 text-gold-400" />
              <span className="sr-only">{caseStudyPage.details.location}</span>
            </dt>
            <dd>{study.location}</dd>
          </div>
          <div className="flex items-center gap-2">
            <dt>
              <CalendarDays aria-hidden="true" className="size-5 text-gold-400" />
              <span className="sr-only">{caseStudyPage.details.completion}</span>
            </dt>
            <dd data-testid="case-completion">
              {caseStudyPage.completed} {study.completionDate}
            </dd>
          </div>
        </dl>
      </Container>
    </section>
  );
}
