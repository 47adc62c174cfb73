import { prefersReducedMotion } from "@/web/lib/use-in-view";

/** What ends the page's own scrolling: the reader scrolling, touching or typing. */
const readerEvents = ["wheel", "touchstart", "pointerdown", "keydown"] as const;
/** How long the panel is kept in place while its rows arrive. */
const SETTLE_MS = 2500;

/**
 * Brings a panel that has just opened to the reader (docs/product.md section 5.1): focus moves to its heading
 * (a screen reader reads it, Tab continues inside it), and the page scrolls the panel to the top of the screen
 * unless its heading is already in the upper third, as it is not on a phone where the panel opens below five
 * stacked cards. While the panel's rows arrive the page grows, so it is aligned again, until the reader scrolls,
 * touches or types, or 2.5 s have passed. No animation for people who ask for reduced motion.
 * Answers how to stop early, or null when the panel is not on the page.
 */
export function revealPanel(panelId: string): (() => void) | null {
  const panel = document.getElementById(panelId);
  const heading = document.getElementById(`${panelId}-heading`) ?? panel?.querySelector<HTMLElement>("h2");
  if (!panel || !heading) return null;
  heading.focus({ preventScroll: true });
  const behavior = prefersReducedMotion() ? "instant" : "smooth";
  const align = () => {
    const top = heading.getBoundingClientRect().top;
    if (top < 0 || top > window.innerHeight / 3) panel.scrollIntoView({ block: "start", behavior });
  };
  align();
  if (typeof ResizeObserver === "undefined") return () => undefined;
  const observer = new ResizeObserver(align);
  observer.observe(document.body);
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
    for (const event of readerEvents) window.removeEventListener(event, stop);
  };
  const timer = setTimeout(stop, SETTLE_MS);
  for (const event of readerEvents) window.addEventListener(event, stop, { passive: true });
  return stop;
}
