import { PageHero } from "@/web/components/section";

export function CareersPage() {
  return <PageHero title="Careers" />;
}
