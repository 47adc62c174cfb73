import { PageHero } from "@/web/components/section";
import { projectsPage } from "@/web/content/projects-page";
import { HowWeHelpSection } from "./how-we-help-section";
import { ImpactSection } from "./impact-section";
import { PortfolioSection } from "./portfolio-section";
import { ProjectsCta } from "./projects-cta";

/** The projects portfolio page (docs/product.md section 3.6). */
export function ProjectsPage() {
  return (
    <>
      <PageHero title={projectsPage.hero.title} text={projectsPage.hero.text} />
      <PortfolioSection />
      <ImpactSection />
      <HowWeHelpSection />
      <ProjectsCta />
    </>
  );
}
