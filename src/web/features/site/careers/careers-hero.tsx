import { PageHero } from "@/web/components/section";
import { careersChips, careersHero } from "@/web/content/careers";

export function CareersHero() {
  return <PageHero title={careersHero.title} text={careersHero.text} chips={{ label: "About the team", items: careersChips }} />;
}
