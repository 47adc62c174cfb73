import { useLayoutEffect, useState, type RefObject } from "react";

/**
 * Below this width of its own a list shows as cards (docs/product.md section 2.3): a table squeezed into less
 * grows rows several lines tall and pushes its buttons out of sight (the HR directory's Edit and Tax in a
 * 1024 px window, the inquiries' Reply in a 'View All' dialog). A panel on a 1280 px screen is wider.
 */
export const CARDS_BELOW = 1024;

/**
 * Whether the list in `ref` is narrower than CARDS_BELOW: measured before the first paint and again whenever
 * it changes (rotation, resizing). False until measured, and where nothing is measured (server rendering).
 */
export function useCardLayout(ref: RefObject<HTMLElement | null>): boolean {
  const [width, setWidth] = useState<number | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth);
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry?.contentRect.width ?? element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width !== null && width < CARDS_BELOW;
}
