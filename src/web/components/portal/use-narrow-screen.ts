import { useSyncExternalStore } from "react";

/**
 * Below this width lists show as cards (Tailwind's `xl` breakpoint, 1280 px; docs/product.md section 2.3): a
 * table squeezed into a phone's or a tablet's width grows rows several lines tall and pushes its buttons out
 * of sight (the HR directory's Edit and Tax at 1024 px).
 */
const NARROW = "(max-width: 1279.98px)";

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia?.(NARROW);
  query?.addEventListener("change", onChange);
  return () => query?.removeEventListener("change", onChange);
}

/** Whether the screen is narrower than a laptop's; follows rotation and resizing. False where there is no window (server rendering). */
export const useNarrowScreen = () =>
  useSyncExternalStore(
    subscribe,
    () => window.matchMedia?.(NARROW).matches === true,
    () => false,
  );
