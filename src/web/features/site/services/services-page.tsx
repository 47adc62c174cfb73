import { PageHero } from "@/web/components/section";

export function ServicesPage() {
  return <PageHero title="Services" />;
}
