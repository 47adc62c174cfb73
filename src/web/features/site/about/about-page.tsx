import { AboutCallToAction } from "./about-cta";
import { AboutHero } from "./about-hero";
import { CoreTeam } from "./core-team";
import { CoreValues } from "./core-values";
import { OurStory } from "./our-story";
import { VisionMission } from "./vision-mission";

/** docs/product.md section 3.4: header, Vision and Mission, Our Story, Core Team, Core Values. */
export function AboutPage() {
  return (
    <>
      <AboutHero />
      <VisionMission />
      <OurStory />
      <CoreTeam />
      <CoreValues />
      <AboutCallToAction />
    </>
  );
}
