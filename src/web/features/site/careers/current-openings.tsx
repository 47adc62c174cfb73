import { Section } from "@/web/components/section";
import { openingsIntro } from "@/web/content/careers";
import { OpeningCard } from "./opening-card";
import { useJobOpenings } from "./use-job-openings";

/** The openings list: the active openings posted on the admin dashboard, the built-in ones when there are none. */
export function CurrentOpenings() {
  const openings = useJobOpenings();
  return (
    <Section id="openings" eyebrow={openingsIntro.eyebrow} title={openingsIntro.title} intro={openingsIntro.intro}>
      {openings.length > 0 ? (
        <ul className="grid gap-6 lg:grid-cols-2" aria-label="Job openings">
          {openings.map((opening) => (
            <li key={opening.id}>
              <OpeningCard opening={opening} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mx-auto max-w-2xl rounded-2xl border border-dashed border-slate-300 bg-slate-50 p-8 text-center text-slate-600">
          {openingsIntro.empty}
        </p>
      )}
    </Section>
  );
}
