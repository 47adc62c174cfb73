import { ChevronLeft, ChevronRight, Quote, Star } from "lucide-react";
import { Container } from "@/web/components/section";
import { TESTIMONIAL_INTERVAL_MS, testimonials, testimonialsIntro } from "@/web/content/home";
import { cn } from "@/web/lib/cn";
import { CarouselDots, PauseButton } from "./carousel-controls";
import { useCarousel } from "./use-carousel";

const initials = (name: string) =>
  name
    .split(" ")
    .map((part) => part[0])
    .join("")
    .slice(0, 2);

function Stars(props: { rating: number }) {
  return (
    <div role="img" aria-label={`Rated ${props.rating} out of 5`} className="flex gap-1 text-gold-400">
      {Array.from({ length: 5 }, (_, i) => (
        <Star key={i} className={cn("size-5", i < props.rating ? "fill-current" : "opacity-30")} aria-hidden="true" />
      ))}
    </div>
  );
}

const arrowClass =
  "inline-flex size-11 items-center justify-center rounded-full bg-white/10 text-white ring-1 ring-white/20 transition-colors hover:bg-gold-500 hover:text-brand-900";

/**
 * docs/product.md section 3.3 (5): four testimonials; advances every 5000 ms and wraps; previous and
 * next wrap both ways; dots jump; the progress bar is (index + 1) / 4 wide.
 */
export function TestimonialsSection() {
  const count = testimonials.length;
  const { index, goTo, next, previous, paused, setPaused, autoplay } = useCarousel(count, TESTIMONIAL_INTERVAL_MS);
  const progress = Math.round(((index + 1) / count) * 100);

  return (
    <section aria-labelledby="testimonials-title" className="relative overflow-hidden bg-brand-900 py-16 text-white sm:py-24">
      <div aria-hidden="true" className="absolute -top-32 -left-32 size-96 rounded-full bg-brand-600/40 blur-3xl" />
      <div aria-hidden="true" className="absolute -right-24 -bottom-40 size-96 rounded-full bg-gold-500/10 blur-3xl" />
      <Container className="relative">
        <div className="mx-auto max-w-3xl text-center">
          <p className="text-sm font-semibold uppercase tracking-widest text-gold-300">{testimonialsIntro.eyebrow}</p>
          <h2 id="testimonials-title" className="mt-2 font-display text-3xl font-bold sm:text-4xl">
            {testimonialsIntro.title}
          </h2>
        </div>

        <div role="region" aria-roledescription="carousel" aria-label="Client testimonials" className="mx-auto mt-12 max-w-4xl">
          <div className="grid" aria-live={paused || !autoplay ? "polite" : "off"}>
            {testimonials.map((item, i) => {
              const current = i === index;
              return (
                <figure
                  key={item.id}
                  role="group"
                  aria-roledescription="slide"
                  aria-label={`${i + 1} of ${count}`}
                  aria-hidden={current ? undefined : true}
                  data-active={current ? "true" : "false"}
                  className={cn(
                    "col-start-1 row-start-1 rounded-3xl bg-white/[0.06] p-7 ring-1 ring-white/10 backdrop-blur transition-all duration-500 sm:p-12 motion-reduce:transition-none",
                    current ? "visible translate-x-0 opacity-100" : "invisible translate-x-4 opacity-0",
                  )}
                >
                  <div className="flex items-start justify-between gap-4">
                    <Stars rating={item.rating} />
                    <Quote className="size-10 text-gold-500/60" aria-hidden="true" />
                  </div>
                  <blockquote className="mt-6 font-display text-xl leading-relaxed text-white sm:text-2xl">
                    <p>&ldquo;{item.content}&rdquo;</p>
                  </blockquote>
                  <figcaption className="mt-8 flex items-center gap-4">
                    <span
                      aria-hidden="true"
                      className="inline-flex size-12 items-center justify-center rounded-full bg-gold-500 font-semibold text-brand-900"
                    >
                      {initials(item.name)}
                    </span>
                    <span>
                      <span className="block font-semibold text-white">{item.name}</span>
                      <span className="block text-sm text-brand-100">{item.company}</span>
                    </span>
                  </figcaption>
                </figure>
              );
            })}
          </div>

          <div className="mt-8 flex flex-wrap items-center justify-between gap-4">
            <div className="flex items-center gap-3">
              <button type="button" aria-label="Previous testimonial" onClick={previous} className={arrowClass}>
                <ChevronLeft className="size-5" aria-hidden="true" />
              </button>
              <button type="button" aria-label="Next testimonial" onClick={next} className={arrowClass}>
                <ChevronRight className="size-5" aria-hidden="true" />
              </button>
            </div>
            <div className="flex items-center gap-2">
              <CarouselDots
                count={count}
                index={index}
                onSelect={goTo}
                label={(n) => `Go to testimonial ${n}`}
                groupLabel="Choose a testimonial"
                tone="light"
              />
              {autoplay ? (
                <PauseButton
                  paused={paused}
                  onToggle={() => setPaused(!paused)}
                  subject="testimonials"
                  className="text-white/80 ring-1 ring-white/30 hover:bg-white/10 hover:text-white"
                />
              ) : null}
            </div>
          </div>
          <div
            role="progressbar"
            aria-label="Testimonial progress"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
            aria-valuetext={`Testimonial ${index + 1} of ${count}`}
            className="mt-6 h-1 overflow-hidden rounded-full bg-white/15"
          >
            <div
              className="h-full rounded-full bg-gradient-to-r from-gold-400 to-gold-500 transition-[width] duration-500 motion-reduce:transition-none"
              style={{ width: `${progress}%` }}
            />
          </div>
        </div>
      </Container>
    </section>
  );
}
