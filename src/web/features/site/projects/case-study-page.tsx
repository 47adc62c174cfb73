import { findCaseStudy } from "@/web/content/case-studies";
import { CaseStudyBody } from "./case-study-body";
import { CaseStudyCta } from "./case-study-cta";
import { CaseStudyHero } from "./case-study-hero";
import { CaseStudyNotFound } from "./case-study-not-found";

/** /projects/{id}: the case study with that id, or the not-found view (docs/product.md section 3.7). */
export function CaseStudyPage(props: { id: number }) {
  const study = findCaseStudy(props.id);
  if (!study) return <CaseStudyNotFound />;
  return (
    <>
      <CaseStudyHero study={study} />
      <CaseStudyBody study={study} />
      <CaseStudyCta />
    </>
  );
}
