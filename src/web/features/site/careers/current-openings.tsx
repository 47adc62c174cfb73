import { Section } from "@/web/components/section";
import { builtInOpenings, openingsIntro, type PublicOpening } from "@/web/content/careers";
import { OpeningCard } from "./opening-card";

/** The openings list; shows the built-in openings unless given a list (e.g. published from the database). */
export function CurrentOpenings({ openings = builtInOpenings }: { openings?: PublicOpening[] }) {
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
