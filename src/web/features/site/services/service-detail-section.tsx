import { CircleCheck } from "lucide-react";
import { Container } from "@/web/components/section";
import { Badge } from "@/web/components/ui/badge";
import type { ServiceDetail } from "@/web/content/services";
import { cn } from "@/web/lib/cn";

/** One detail section with its in-page anchor; the image alternates sides on wide screens. */
export function ServiceDetailSection({ detail, reversed }: { detail: ServiceDetail; reversed: boolean }) {
  const titleId = `${detail.id}-title`;
  return (
    <section id={detail.id} aria-labelledby={titleId} className="scroll-mt-20 overflow-x-clip py-12 sm:py-16 lg:scroll-mt-24">
      <Container className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
        <div className={cn(reversed && "lg:order-2")}>
          <Badge tone="gold" size="lg">
            {detail.badge}
          </Badge>
          <h2 id={titleId} className="mt-4 font-display text-3xl font-bold text-brand-900 sm:text-4xl">
            {detail.heading}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-slate-600">{detail.text}</p>
          <ul className="mt-6 space-y-4">
            {detail.bullets.map((bullet) => (
              <li key={bullet} className="flex items-start gap-3 text-base text-slate-700">
                <CircleCheck className="mt-0.5 size-5 shrink-0 text-gold-600" aria-hidden="true" />
                {bullet}
              </li>
            ))}
          </ul>
        </div>
        <div className={cn("relative isolate", reversed && "lg:order-1")}>
          <div
            className={cn(
              "absolute -inset-2 -z-10 rounded-3xl bg-gradient-to-br from-brand-100 to-gold-300/40 sm:-inset-4",
              reversed ? "sm:-rotate-2" : "sm:rotate-2",
            )}
            aria-hidden="true"
          />
          <img
            src={detail.image.src}
            width={detail.image.width}
            height={detail.image.height}
            alt={detail.image.alt}
            loading="lazy"
            decoding="async"
            className="h-auto w-full rounded-2xl bg-white shadow-lg ring-1 ring-slate-200"
          />
        </div>
      </Container>
    </section>
  );
}
