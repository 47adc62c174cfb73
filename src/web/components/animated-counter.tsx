import { useEffect, useState } from "react";
import { prefersReducedMotion } from "@/web/lib/use-in-view";

/**
 * Counts from 0 to `target` over `durationMs` once `started` turns true
 * (2.5 s for counters, 2 s for case studies: docs/product.md sections 3.3 and 3.7). The parent decides
 * when, so a row of counters that scrolls into view counts up together. Shows the
 * final value at once when the visitor prefers reduced motion, and in the prerendered HTML.
 */
export function AnimatedCounter(props: {
  target: number;
  durationMs?: number;
  prefix?: string;
  suffix?: string;
  className?: string;
  /** Starts the count-up; usually "the counters' group has scrolled into view". */
  started: boolean;
  /** Group digits the Indian way (1,200); false prints the bare number (1200). */
  grouping?: boolean;
}) {
  const { target, started, durationMs = 2500, prefix = "", suffix = "", grouping = true } = props;
  const [value, setValue] = useState<number | null>(null);

  useEffect(() => {
    if (!started) {
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
  }, [started, target, durationMs]);

  const shown = value ?? target;
  return (
    <span className={props.className} data-target={target}>
      {prefix}
      {grouping ? shown.toLocaleString("en-IN") : String(shown)}
      {suffix}
    </span>
  );
}
