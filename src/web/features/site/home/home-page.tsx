import { AchievementsSection } from "./achievements-section";
import { CtaSection } from "./cta-section";
import { HeroSlideshow } from "./hero-slideshow";
import { ServicesSection } from "./services-section";
import { TestimonialsSection } from "./testimonials-section";
import { WhyChooseSection } from "./why-choose-section";

/** docs/product.md section 3.3: the home page sections, in order. */
export function HomePage() {
  return (
    <>
      <HeroSlideshow />
      <AchievementsSection />
      <ServicesSection />
      <WhyChooseSection />
      <TestimonialsSection />
      <CtaSection />
    </>
  );
}
