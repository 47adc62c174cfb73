import { BenefitsGrid } from "./benefits-grid";
import { CareerValues } from "./career-values";
import { CareersHero } from "./careers-hero";
import { CurrentOpenings } from "./current-openings";
import { ResumeBlock } from "./resume-block";

/** docs/product.md section 3.8: header with chips, Our Values, benefits, Current Openings and the resume block. */
export function CareersPage() {
  return (
    <>
      <CareersHero />
      <CareerValues />
      <BenefitsGrid />
      <CurrentOpenings />
      <ResumeBlock />
    </>
  );
}
