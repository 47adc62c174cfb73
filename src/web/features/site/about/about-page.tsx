import { PageHero } from "@/web/components/section";

export function AboutPage() {
  return <PageHero title="About" />;
}
