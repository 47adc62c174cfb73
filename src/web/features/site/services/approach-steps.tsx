import { Container } from "@/web/components/section";
import { approachIntro, approachSteps } from "@/web/content/services";

export function ApproachSteps() {
  return (
    <section aria-labelledby="approach-title" className="bg-brand-900 py-16 text-white sm:py-20">
      <Container>
        <div className="mx-auto mb-12 max-w-3xl text-center sm:mb-16">
          <p className="mb-2 text-sm font-semibold uppercase tracking-widest text-gold-400">{approachIntro.eyebrow}</p>
          <h2 id="approach-title" className="font-display text-3xl font-bold sm:text-4xl">
            {approachIntro.title}
          </h2>
          <p className="mt-4 text-lg text-brand-100">{approachIntro.intro}</p>
        </div>
        <ol className="relative grid gap-10 sm:grid-cols-2 lg:grid-cols-4 lg:gap-8">
          <span
            className="absolute top-8 right-[12.5%] left-[12.5%] hidden h-px bg-gradient-to-r from-gold-500/20 via-gold-500/70 to-gold-500/20 lg:block"
            aria-hidden="true"
          />
          {approachSteps.map((step, index) => (
            <li key={step.title} className="relative text-center">
              <span className="relative mx-auto flex size-16 items-center justify-center rounded-full border-2 border-gold-500 bg-brand-900 font-display text-2xl font-bold text-gold-400">
                {String(index + 1).padStart(2, "0")}
              </span>
              <h3 className="mt-6 font-display text-xl font-bold">{step.title}</h3>
              <p className="mx-auto mt-3 max-w-xs text-sm leading-relaxed text-brand-100">{step.text}</p>
            </li>
          ))}
        </ol>
      </Container>
    </section>
  );
}
