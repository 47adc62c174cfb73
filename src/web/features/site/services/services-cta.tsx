import { ConsultationLinks } from "@/web/components/consultation-links";
import { Container } from "@/web/components/section";
import { servicesCallToAction } from "@/web/content/services";

export function ServicesCallToAction() {
  return (
    <section
      aria-labelledby="services-cta-title"
      className="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-600 py-16 text-white sm:py-20"
    >
      <Container className="text-center">
        <h2 id="services-cta-title" className="font-display text-3xl font-bold sm:text-4xl">
          {servicesCallToAction.title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-100">{servicesCallToAction.text}</p>
        <ConsultationLinks secondary={servicesCallToAction.secondary} className="mt-8 justify-center" />
      </Container>
    </section>
  );
}
