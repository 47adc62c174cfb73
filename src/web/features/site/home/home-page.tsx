import { PageHero } from "@/web/components/section";

export function HomePage() {
  return <PageHero title="Real Estate Sales Simplified." />;
}
