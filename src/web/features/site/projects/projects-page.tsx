import { PageHero } from "@/web/components/section";

export function ProjectsPage() {
  return <PageHero title="Projects" />;
}
