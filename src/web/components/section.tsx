import type { LucideIcon } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "@/web/lib/cn";

const containerWidths = { "7xl": "max-w-7xl", "2xl": "max-w-2xl", xl: "max-w-xl" };

/** The page's column: 80rem wide, or narrower for a message (2xl) or a single form (xl); chosen here, as cn only joins. */
export function Container({ className, width = "7xl", ...props }: ComponentProps<"div"> & { width?: keyof typeof containerWidths }) {
  return <div className={cn("mx-auto w-full px-4 sm:px-6 lg:px-8", containerWidths[width], className)} {...props} />;
}

/** A titled page section; `eyebrow` is the small label above the heading. */
export function Section(props: {
  id?: string;
  eyebrow?: string;
  title?: ReactNode;
  intro?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section id={props.id} className={cn("py-16 sm:py-20", props.className)}>
      <Container>
        {props.title ? (
          <div className="mx-auto mb-10 max-w-3xl text-center sm:mb-14">
            {props.eyebrow ? <p className="mb-2 text-sm font-semibold uppercase tracking-widest text-gold-700">{props.eyebrow}</p> : null}
            <h2 className="font-display text-3xl font-bold text-brand-900 sm:text-4xl">{props.title}</h2>
            {props.intro ? <p className="mt-4 text-lg text-slate-600">{props.intro}</p> : null}
          </div>
        ) : null}
        {props.children}
      </Container>
    </section>
  );
}

/** The dark banner at the top of every inner page. */
export function PageHero(props: { title: ReactNode; text?: ReactNode; chips?: { label: string; items: HeroChip[] } }) {
  return (
    <section className="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-600 pt-32 pb-16 text-white sm:pt-36 sm:pb-20">
      <Container className="text-center">
        <h1 className="font-display text-4xl font-bold sm:text-5xl">{props.title}</h1>
        {props.text ? <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-100">{props.text}</p> : null}
        {props.chips ? <HeroChips {...props.chips} /> : null}
      </Container>
    </section>
  );
}

/** A short fact with an icon, shown as a pill under a page hero. */
export interface HeroChip {
  label: string;
  icon: LucideIcon;
}

function HeroChips(props: { label: string; items: HeroChip[] }) {
  return (
    <ul className="mt-8 flex flex-wrap justify-center gap-3" aria-label={props.label}>
      {props.items.map(({ label, icon: Icon }) => (
        <li
          key={label}
          className="inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-2 text-sm font-medium text-white ring-1 ring-white/25"
        >
          <Icon className="size-4 text-gold-300" aria-hidden="true" />
          {label}
        </li>
      ))}
    </ul>
  );
}
