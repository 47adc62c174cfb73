import { PageHero } from "@/web/components/section";
import { serviceDetails, servicesHero } from "@/web/content/services";
import { ApproachSteps } from "./approach-steps";
import { CoreServicesGrid } from "./core-services-grid";
import { ServiceDetailSection } from "./service-detail-section";
import { ServicesCallToAction } from "./services-cta";
import { useScrollToHash } from "./use-scroll-to-hash";

/** docs/product.md section 3.5: header, five core services, the four-step approach and one detail section per service. */
export function ServicesPage() {
  useScrollToHash();
  return (
    <>
      <PageHero title={servicesHero.title} text={servicesHero.text} />
      <CoreServicesGrid />
      <ApproachSteps />
      <div className="py-4 sm:py-8">
        {serviceDetails.map((detail, index) => (
          <ServiceDetailSection key={detail.id} detail={detail} reversed={index % 2 === 1} />
        ))}
      </div>
      <ServicesCallToAction />
    </>
  );
}
