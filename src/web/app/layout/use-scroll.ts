import { useEffect, useState, useSyncExternalStore } from "react";

/** Scroll thresholds of the public layout, in pixels (docs/product.md section 3.2). */
export const SCROLL = { shadow: 10, homeHeader: 600, floating: 800 } as const;

function subscribe(onChange: () => void): () => void {
  window.addEventListener("scroll", onChange, { passive: true });
  window.addEventListener("resize", onChange);
  return () => {
    window.removeEventListener("scroll", onChange);
    window.removeEventListener("resize", onChange);
  };
}

/**
 * True while the page is scrolled further than `threshold` pixels. Re-renders only when the
 * answer changes; false on the server and during hydration, so the prerendered HTML matches.
 */
export function useScrolledPast(threshold: number): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.scrollY > threshold,
    () => false,
  );
}

/** True after the visitor last scrolled down, false after they last scrolled up (small jitters ignored). */
export function useScrollingDown(tolerance = 4): boolean {
  const [down, setDown] = useState(false);
  useEffect(() => {
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      if (Math.abs(y - last) < tolerance) return;
      setDown(y > last);
      last = y;
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, [tolerance]);
  return down;
}
