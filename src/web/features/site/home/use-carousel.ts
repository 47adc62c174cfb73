import { useCallback, useEffect, useState } from "react";
import { prefersReducedMotion } from "@/web/lib/use-in-view";

/**
 * Index of a carousel of `count` items that advances by one every `intervalMs` and wraps
 * (docs/product.md section 3.3). Any change (automatic or by the visitor) restarts the timer. Nothing moves on
 * its own while paused or when the visitor prefers reduced motion; the server always renders item 0.
 */
export function useCarousel(count: number, intervalMs: number) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [reducedMotion, setReducedMotion] = useState(false);

  useEffect(() => {
    setReducedMotion(prefersReducedMotion());
  }, []);

  useEffect(() => {
    if (paused || reducedMotion || count < 2) return;
    const timer = window.setTimeout(() => setIndex((current) => (current + 1) % count), intervalMs);
    return () => window.clearTimeout(timer);
  }, [index, paused, reducedMotion, count, intervalMs]);

  const goTo = useCallback((next: number) => setIndex(((next % count) + count) % count), [count]);
  const next = useCallback(() => setIndex((current) => (current + 1) % count), [count]);
  const previous = useCallback(() => setIndex((current) => (current - 1 + count) % count), [count]);

  return { index, goTo, next, previous, paused, setPaused, autoplay: !reducedMotion };
}
