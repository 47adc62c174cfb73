import { useEffect, useState } from "react";
import { prefersReducedMotion, useInView } from "@/web/lib/use-in-view";

/**
 * Counts from 0 to `target` over `durationMs` the first time it scrolls into view
 * (SPEC section 4: 2.5 s for counters, 2 s for case studies). Shows the final value
 * at once when the visitor prefers reduced motion, and in the prerendered HTML.
 */
export function AnimatedCounter(props: {
  target: number;
  durationMs?: number;
  prefix?: string;
  suffix?: string;
  className?: string;
  /** Group digits the Indian way (1,200); false prints the bare number (1200). */
  grouping?: boolean;
}) {
  const { target, durationMs = 2500, prefix = "", suffix = "", grouping = true } = props;
  const { ref, inView } = useInView<HTMLSpanElement>();
  const [value, setValue] = useState<number | null>(null);

  useEffect(() => {
    if (!inView) {
      if (!prefersReducedMotion()) setValue(0);
      return;
    }
    if (prefersReducedMotion()) {
      setValue(target);
      return;
    }
    const start = performance.now();
    let frame = 0;
    const tick = (now: number) => {
      const progress = Math.min(1, (now - start) / durationMs);
      const eased = 1 - (1 - progress) ** 3;
      setValue(Math.round(target * eased));
      if (progress < 1) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [inView, target, durationMs]);

  const shown = value ?? target;
  return (
    <span ref={ref} className={props.className} data-target={target}>
      {prefix}
      {grouping ? shown.toLocaleString("en-IN") : String(shown)}
      {suffix}
    </span>
  );
}
