import { Container } from "@/web/components/section";
import { careerValues, careerValuesIntro } from "@/web/content/careers";
import { cn } from "@/web/lib/cn";

export function CareerValues() {
  const { image } = careerValuesIntro;
  return (
    <section aria-labelledby="career-values-title" className="py-16 sm:py-20">
      <Container className="grid items-center gap-12 lg:grid-cols-2 lg:gap-16">
        <div>
          <p className="mb-2 text-sm font-semibold uppercase tracking-widest text-gold-700">{careerValuesIntro.eyebrow}</p>
          <h2 id="career-values-title" className="font-display text-3xl font-bold text-brand-900 sm:text-4xl">
            {careerValuesIntro.title}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-slate-600">{careerValuesIntro.intro}</p>
          <img
            src={image.src}
            width={image.width}
            height={image.height}
            alt={image.alt}
            loading="lazy"
            decoding="async"
            className="mt-8 h-auto w-full rounded-2xl shadow-lg ring-1 ring-slate-200"
          />
        </div>
        <ul className="grid gap-5 sm:grid-cols-2">
          {careerValues.map(({ title, text, icon: Icon }, index) => {
            const dark = index % 3 === 0;
            return (
              <li
                key={title}
                className={cn("rounded-2xl p-7", dark ? "bg-brand-800 text-white shadow-lg" : "border border-slate-200 bg-white shadow-sm")}
              >
                <div className="flex items-center gap-4 sm:block">
                  <span
                    className={cn(
                      "inline-flex size-12 shrink-0 items-center justify-center rounded-xl sm:mb-5",
                      dark ? "bg-gold-500 text-brand-900" : "bg-brand-50 text-brand-700",
                    )}
                  >
                    <Icon className="size-6" aria-hidden="true" />
                  </span>
                  <h3 className={cn("font-display text-xl font-bold", dark ? "text-white" : "text-brand-900")}>{title}</h3>
                </div>
                <p className={cn("mt-3 text-sm leading-relaxed", dark ? "text-brand-100" : "text-slate-600")}>{text}</p>
              </li>
            );
          })}
        </ul>
      </Container>
    </section>
  );
}
