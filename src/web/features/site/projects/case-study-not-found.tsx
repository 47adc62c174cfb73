import { ArrowLeft, Building } from "lucide-react";
import { Link } from "wouter";
import { Container } from "@/web/components/section";
import { Button } from "@/web/components/ui/button";
import { caseStudyPage } from "@/web/content/projects-page";

/** Unknown case-study id (docs/product.md section 3.7). */
export function CaseStudyNotFound() {
  const { title, text, hint, button } = caseStudyPage.notFound;
  return (
    <section className="bg-white pt-36 pb-24 sm:pt-40 sm:pb-28">
      <Container width="2xl" className="text-center">
        <span className="mx-auto flex size-20 items-center justify-center rounded-full bg-white text-brand-700 shadow-md ring-1 ring-brand-100">
          <Building aria-hidden="true" className="size-9" />
        </span>
        <h1 className="mt-6 font-display text-3xl font-bold text-brand-900 sm:text-4xl">{title}</h1>
        <p className="mt-3 text-lg font-medium text-slate-700">{text}</p>
        <p className="mt-2 text-slate-600">{hint}</p>
        <Button asChild size="lg" variant="secondary" className="mt-8">
          <Link href="/projects">
            <ArrowLeft aria-hidden="true" />
            {button}
          </Link>
        </Button>
      </Container>
    </section>
  );
}
