import { PageHero } from "@/web/components/section";
import { aboutHeroChips, aboutHeroText } from "@/web/content/about";
import { site } from "@/web/lib/site";

export function AboutHero() {
  return <PageHero title={`About ${site.name}`} text={aboutHeroText} chips={{ label: "At a glance", items: aboutHeroChips }} />;
}
