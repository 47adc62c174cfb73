import { ArrowRight } from "lucide-react";
import { Link } from "wouter";
import { Container } from "@/web/components/section";
import { Button } from "@/web/components/ui/button";
import { caseStudyPage } from "@/web/content/projects-page";

/** Closing call to action: 'Start Your Project' and 'View More Projects' (docs/product.md section 3.7). */
export function CaseStudyCta() {
  const { title, text, start, more } = caseStudyPage.cta;
  return (
    <section aria-labelledby="case-cta-title" className="bg-brand-900 py-16 text-white sm:py-20">
      <Container className="text-center">
        <h2 id="case-cta-title" className="font-display text-3xl font-bold sm:text-4xl">
          {title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-100">{text}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row sm:gap-4">
          <Button asChild size="lg">
            <Link href="/contact">
              {start}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          <Button asChild size="lg" variant="outlineLight">
            <Link href="/projects">{more}</Link>
          </Button>
        </div>
      </Container>
    </section>
  );
}
