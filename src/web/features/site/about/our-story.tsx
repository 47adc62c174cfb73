import { BadgeCheck } from "lucide-react";
import { Container } from "@/web/components/section";
import { story } from "@/web/content/about";
import { site } from "@/web/lib/site";

export function OurStory() {
  return (
    <section aria-labelledby="our-story-title" className="bg-slate-50 py-16 sm:py-20">
      <Container className="grid items-center gap-12 lg:grid-cols-2 lg:gap-16">
        <div>
          <p className="mb-2 text-sm font-semibold uppercase tracking-widest text-gold-700">{story.eyebrow}</p>
          <h2 id="our-story-title" className="font-display text-3xl font-bold text-brand-900 sm:text-4xl">
            {story.title}
          </h2>
          <p className="mt-3 font-display text-xl text-brand-700 italic">{story.lead}</p>
          <div className="mt-6 space-y-4 text-base leading-relaxed text-slate-600">
            {story.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 32)}>{paragraph}</p>
            ))}
          </div>
          <ol className="mt-8 space-y-4 border-l-2 border-gold-400 pl-6" aria-label="Milestones">
            {story.milestones.map((milestone) => (
              <li key={milestone.year} className="relative">
                <span className="absolute top-1.5 -left-[31px] size-3 rounded-full bg-gold-500 ring-4 ring-slate-50" aria-hidden="true" />
                <span className="font-display text-lg font-bold text-brand-800">{milestone.year}</span>
                <p className="text-sm text-slate-600">{milestone.text}</p>
              </li>
            ))}
          </ol>
        </div>
        <div className="relative">
          <img
            src={story.image.src}
            width={story.image.width}
            height={story.image.height}
            alt={story.image.alt}
            loading="lazy"
            decoding="async"
            className="h-auto w-full rounded-2xl shadow-xl ring-1 ring-slate-200"
          />
          <div className="relative mx-4 -mt-10 flex items-center gap-4 rounded-xl bg-white p-5 shadow-lg ring-1 ring-slate-200 sm:absolute sm:-bottom-8 sm:-left-6 sm:mx-0 sm:mt-0 sm:max-w-xs">
            <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
              <BadgeCheck className="size-6" aria-hidden="true" />
            </span>
            <div>
              <p className="text-sm font-semibold text-brand-900">{site.regulator.name} Registered</p>
              <p className="text-sm text-slate-600">Reg. No. {site.regulator.number}</p>
            </div>
          </div>
        </div>
      </Container>
    </section>
  );
}
