import { ArrowRight } from "lucide-react";
import { Link } from "wouter";
import { Container } from "@/web/components/section";
import { Button } from "@/web/components/ui/button";
import { aboutCallToAction } from "@/web/content/about";

export function AboutCallToAction() {
  return (
    <section aria-labelledby="about-cta-title" className="py-16 sm:py-20">
      <Container>
        <div className="flex flex-col items-start gap-8 rounded-3xl bg-gradient-to-br from-brand-900 to-brand-700 px-6 py-10 text-white shadow-xl sm:px-12 sm:py-14 lg:flex-row lg:items-center lg:justify-between">
          <div className="max-w-2xl">
            <h2 id="about-cta-title" className="font-display text-3xl font-bold">
              {aboutCallToAction.title}
            </h2>
            <p className="mt-3 text-lg text-brand-100">{aboutCallToAction.text}</p>
          </div>
          <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row lg:shrink-0 [&_a]:whitespace-nowrap">
            <Button asChild size="lg">
              <Link href="/contact">
                Schedule a Consultation <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outlineLight">
              <Link href="/services">Explore Our Services</Link>
            </Button>
          </div>
        </div>
      </Container>
    </section>
  );
}
