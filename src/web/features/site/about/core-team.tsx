import { Section } from "@/web/components/section";
import { directors, type Director } from "@/web/content/about";

function DirectorCard({ director }: { director: Director }) {
  return (
    <article className="group flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-lg">
      <div className="relative">
        <img
          src={director.photo.src}
          width={director.photo.width}
          height={director.photo.height}
          alt={director.photo.alt}
          loading="lazy"
          decoding="async"
          className="aspect-[10/11] h-auto w-full object-cover"
        />
        <p className="absolute bottom-4 left-4 rounded-full bg-brand-900/90 px-3 py-1 text-xs font-semibold text-white">
          <span className="text-gold-300">{director.experienceYears}+</span> years of experience
        </p>
      </div>
      <div className="flex flex-1 flex-col p-6">
        <h3 className="font-display text-xl font-bold text-brand-900">{director.name}</h3>
        <p className="mt-1 text-sm font-semibold uppercase tracking-wider text-gold-700">{director.title}</p>
        <p className="mt-1 text-sm font-medium text-brand-700">{director.focus}</p>
        <p className="mt-4 text-sm leading-relaxed text-slate-600">{director.bio}</p>
      </div>
    </article>
  );
}

export function CoreTeam() {
  const combined = directors.reduce((sum, director) => sum + director.experienceYears, 0);
  return (
    <Section
      eyebrow="Leadership"
      title="Core Team"
      intro={`Three directors with ${combined}+ years of combined experience in Pune real estate, involved in every project we take on.`}
    >
      <div className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
        {directors.map((director) => (
          <DirectorCard key={director.name} director={director} />
        ))}
      </div>
    </Section>
  );
}
