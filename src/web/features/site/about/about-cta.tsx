import { ConsultationLinks } from "@/web/components/consultation-links";
import { Container } from "@/web/components/section";
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
          <ConsultationLinks secondary={aboutCallToAction.secondary} className="w-full sm:w-auto lg:shrink-0 [&_a]:whitespace-nowrap" />
        </div>
      </Container>
    </section>
  );
}
