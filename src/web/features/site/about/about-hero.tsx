import { PageHero } from "@/web/components/section";
import { aboutHeroChips, aboutHeroText } from "@/web/content/about";
import { site } from "@/web/lib/site";

export function AboutHero() {
  return (
    <PageHero title={`About ${site.name}`} text={aboutHeroText}>
      <ul className="mt-8 flex flex-wrap justify-center gap-3" aria-label="At a glance">
        {aboutHeroChips.map(({ label, icon: Icon }) => (
          <li
            key={label}
            className="inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-2 text-sm font-medium text-white ring-1 ring-white/25"
          >
            <Icon className="size-4 text-gold-300" aria-hidden="true" />
            {label}
          </li>
        ))}
      </ul>
    </PageHero>
  );
}
