import { Pause, Play } from "lucide-react";
import { cn } from "@/web/lib/cn";

/** Dot buttons that jump to an item; the current one carries aria-current. */
export function CarouselDots(props: {
  count: number;
  index: number;
  onSelect: (index: number) => void;
  label: (position: number) => string;
  groupLabel: string;
  tone: "light" | "dark";
}) {
  return (
    <div role="group" aria-label={props.groupLabel} className="flex items-center gap-1">
      {Array.from({ length: props.count }, (_, i) => {
        const current = i === props.index;
        return (
          <button
            key={i}
            type="button"
            aria-label={props.label(i + 1)}
            aria-current={current ? "true" : undefined}
            onClick={() => props.onSelect(i)}
            className="group inline-flex h-8 min-w-6 items-center justify-center rounded-full px-1"
          >
            <span
              aria-hidden="true"
              className={cn(
                "block h-2 rounded-full transition-all duration-300",
                current
                  ? "w-7 bg-gold-400"
                  : cn("w-2", props.tone === "light" ? "bg-white/60 group-hover:bg-white" : "bg-brand-200 group-hover:bg-brand-500"),
              )}
            />
          </button>
        );
      })}
    </div>
  );
}

/** Pause / play toggle for content that moves on its own (WCAG 2.2.2). */
export function PauseButton(props: { paused: boolean; onToggle: () => void; subject: string; className?: string }) {
  const Icon = props.paused ? Play : Pause;
  return (
    <button
      type="button"
      aria-label={`${props.paused ? "Play" : "Pause"} ${props.subject}`}
      onClick={props.onToggle}
      className={cn("inline-flex size-8 items-center justify-center rounded-full transition-colors", props.className)}
    >
      <Icon className="size-3.5" aria-hidden="true" />
    </button>
  );
}
