import { ArrowRight, MapPin, ShieldCheck } from "lucide-react";
import { Link } from "wouter";
import { Container } from "@/web/components/section";
import { Button } from "@/web/components/ui/button";
import { HERO_INTERVAL_MS, hero, heroSlides } from "@/web/content/home";
import { cn } from "@/web/lib/cn";
import { CarouselDots, PauseButton } from "./carousel-controls";
import { useCarousel } from "./use-carousel";

/** docs/product.md section 3.3 (1): full-screen slideshow of five images behind the headline, every 5000 ms. */
export function HeroSlideshow() {
  const { index, goTo, paused, setPaused, autoplay } = useCarousel(heroSlides.length, HERO_INTERVAL_MS);
  const [before, last] = splitHeadline(hero.headline);

  return (
    <section
      aria-roledescription="slideshow"
      aria-label="Introduction"
      className="relative isolate flex min-h-[100svh] items-center overflow-hidden bg-brand-900 text-white"
    >
      <div className="absolute inset-0 -z-10">
        {heroSlides.map((slide, i) => (
          <img
            key={slide.src}
            src={slide.src}
            width={slide.width}
            height={slide.height}
            alt={slide.alt}
            aria-hidden={i === index ? undefined : true}
            loading={i === 0 ? "eager" : "lazy"}
            fetchPriority={i === 0 ? "high" : "low"}
            decoding="async"
            data-active={i === index ? "true" : "false"}
            className={cn(
              "absolute inset-0 size-full object-cover transition-[opacity,scale] duration-[1500ms] ease-out motion-reduce:transition-none",
              i === index ? "scale-100 opacity-100" : "scale-105 opacity-0",
            )}
          />
        ))}
        <div className="absolute inset-0 bg-gradient-to-r from-brand-900/95 via-brand-900/75 to-brand-900/35" />
        <div className="absolute inset-x-0 bottom-0 h-48 bg-gradient-to-t from-brand-900/90 to-transparent" />
      </div>

      <Container className="pt-28 pb-32 sm:pt-32">
        <div className="max-w-3xl">
          <p className="flex items-center gap-3 text-xs font-semibold uppercase tracking-[0.2em] text-gold-300 sm:text-sm">
            <span aria-hidden="true" className="h-px w-10 bg-gold-400" />
            {hero.eyebrow}
          </p>
          <h1 className="mt-5 font-display text-5xl leading-[1.05] font-bold tracking-tight sm:text-6xl lg:text-7xl">
            {before} <span className="text-gold-400">{last}</span>
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-brand-100 sm:text-xl">{hero.intro}</p>
          <div className="mt-9 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link href={hero.primary.href}>
                {hero.primary.label}
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outlineLight">
              <Link href={hero.secondary.href}>{hero.secondary.label}</Link>
            </Button>
          </div>
          <ul className="mt-10 flex flex-wrap gap-x-6 gap-y-3 text-sm text-brand-100">
            <li className="flex items-center gap-2">
              <ShieldCheck className="size-4 text-gold-400" aria-hidden="true" />
              {hero.registration}
            </li>
            <li className="flex items-center gap-2">
              <MapPin className="size-4 text-gold-400" aria-hidden="true" />
              {hero.office}
            </li>
          </ul>
        </div>
      </Container>

      <div className="absolute inset-x-0 bottom-6 flex items-center justify-center gap-2">
        <CarouselDots
          count={heroSlides.length}
          index={index}
          onSelect={goTo}
          label={(n) => `Go to slide ${n}`}
          groupLabel="Choose a slide"
          tone="light"
        />
        {autoplay ? (
          <PauseButton
            paused={paused}
            onToggle={() => setPaused(!paused)}
            subject="slideshow"
            className="text-white/80 ring-1 ring-white/30 hover:bg-white/10 hover:text-white"
          />
        ) : null}
      </div>
    </section>
  );
}

/** 'Real Estate Sales Simplified.' -> ['Real Estate Sales', 'Simplified.'] so the last word can be highlighted. */
function splitHeadline(text: string): [string, string] {
  const cut = text.lastIndexOf(" ");
  return cut < 0 ? ["", text] : [text.slice(0, cut), text.slice(cut + 1)];
}
