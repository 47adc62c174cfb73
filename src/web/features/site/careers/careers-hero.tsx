import { PageHero } from "@/web/components/section";
import { careersChips, careersHero } from "@/web/content/careers";

export function CareersHero() {
  return (
    <PageHero title={careersHero.title} text={careersHero.text}>
      <ul className="mt-8 flex flex-wrap justify-center gap-3" aria-label="About the team">
        {careersChips.map(({ label, icon: Icon }) => (
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
