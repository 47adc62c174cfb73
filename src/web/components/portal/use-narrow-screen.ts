import { useSyncExternalStore } from "react";

/** Below this width lists show as cards (Tailwind's `sm` breakpoint, 640 px; docs/product.md section 2.3). */
const NARROW = "(max-width: 639.98px)";

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia?.(NARROW);
  query?.addEventListener("change", onChange);
  return () => query?.removeEventListener("change", onChange);
}

/** Whether the screen is phone-narrow; follows rotation and resizing. False where there is no window (server rendering). */
export const useNarrowScreen = () =>
  useSyncExternalStore(
    subscribe,
    () => window.matchMedia?.(NARROW).matches === true,
    () => false,
  );
