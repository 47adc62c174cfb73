import { CalendarCheck } from "lucide-react";
import { Link } from "wouter";
import { Container } from "@/web/components/section";
import { Button } from "@/web/components/ui/button";
import { callToAction } from "@/web/content/home";

/** docs/product.md section 3.3 (6): 'Schedule a Consultation' to /contact and 'Explore Our Services' to /services. */
export function CtaSection() {
  return (
    <section aria-labelledby="cta-title" className="bg-white py-16 sm:py-24">
      <Container>
        <div className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-gold-300 via-gold-400 to-gold-500 px-6 py-12 text-center shadow-xl sm:px-12 sm:py-16">
          <svg
            aria-hidden="true"
            viewBox="0 0 400 120"
            preserveAspectRatio="none"
            className="absolute inset-x-0 bottom-0 h-24 w-full text-brand-900/10 sm:h-32"
          >
            <path
              fill="currentColor"
              d="M0 120V70h20V40h18v30h14V20h22v50h12V55h16v15h10V30h24v40h14V10h20v60h12V45h18v25h14V28h22v42h10V60h14V18h20v52h12V50h18v20h16V35h22v35h10V62h14V25h20v45h14V120z"
            />
          </svg>
          <div className="relative mx-auto max-w-2xl">
            <CalendarCheck className="mx-auto size-10 text-brand-800" aria-hidden="true" />
            <h2 id="cta-title" className="mt-4 font-display text-3xl font-bold text-brand-900 sm:text-4xl">
              {callToAction.title}
            </h2>
            <p className="mt-4 text-lg text-brand-900/90">{callToAction.text}</p>
            <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
              <Button asChild size="lg" variant="secondary">
                <Link href={callToAction.primary.href}>{callToAction.primary.label}</Link>
              </Button>
              <Button asChild size="lg" variant="outlineTinted">
                <Link href={callToAction.secondary.href}>{callToAction.secondary.label}</Link>
              </Button>
            </div>
          </div>
        </div>
      </Container>
    </section>
  );
}
