import { PageHero } from "@/web/components/section";

export function CaseStudyPage(props: { id: number }) {
  return <PageHero title={`Project ${props.id}`} />;
}
