import { ArrowRight } from "lucide-react";
import { Link } from "wouter";
import { Container } from "@/web/components/section";
import { Button } from "@/web/components/ui/button";
import { servicesCallToAction } from "@/web/content/services";

export function ServicesCallToAction() {
  return (
    <section aria-labelledby="services-cta-title" className="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-600 py-16 text-white sm:py-20">
      <Container className="text-center">
        <h2 id="services-cta-title" className="font-display text-3xl font-bold sm:text-4xl">
          {servicesCallToAction.title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-100">{servicesCallToAction.text}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild size="lg">
            <Link href="/contact">
              Schedule a Consultation <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          <Button asChild size="lg" variant="outlineLight">
            <Link href="/projects">See Our Projects</Link>
          </Button>
        </div>
      </Container>
    </section>
  );
}
