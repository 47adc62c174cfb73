import { ArrowUp } from "lucide-react";
import { useEffect, useRef } from "react";
import { useLocation } from "wouter";
import { cn } from "@/web/lib/cn";
import { prefersReducedMotion } from "@/web/lib/use-in-view";
import { SCROLL, useScrolledPast } from "./use-scroll";

/** Smooth scroll to the top, or an instant jump for visitors who prefer reduced motion. */
export function scrollToTop(): void {
  window.scrollTo({ top: 0, left: 0, behavior: prefersReducedMotion() ? "instant" : "smooth" });
}

/** docs/product.md section 3.2: the button appears after 800px of scroll and takes the visitor back to the top. */
export function ScrollToTop() {
  const visible = useScrolledPast(SCROLL.floating);
  return (
    <button
      type="button"
      aria-label="Scroll to top"
      onClick={scrollToTop}
      className={cn(
        "fixed right-4 bottom-4 z-40 inline-flex size-12 items-center justify-center rounded-full bg-gold-500 text-brand-900 shadow-lg shadow-brand-900/25 transition-all duration-300 hover:bg-gold-400 sm:right-6 sm:bottom-6 motion-reduce:transition-none",
        visible ? "visible translate-y-0 opacity-100" : "invisible translate-y-3 opacity-0",
      )}
    >
      <ArrowUp className="size-5" aria-hidden="true" />
    </button>
  );
}

/** How long a smooth scroll to the top may take before the page is put there at once. */
const SETTLE_MS = 1500;

/**
 * Scrolls to the top after a navigation. The browser cuts a smooth scroll short when the next page's
 * content replaces the old one mid-way (a lazily loaded page arriving): once the scroll stops, or after
 * SETTLE_MS, whatever is left is finished at once. Answers the clean-up for the next navigation.
 */
function scrollToTopAfterNavigation(): () => void {
  if (window.scrollY === 0) return () => {};
  scrollToTop();
  let timer = 0;
  const disarm = () => {
    window.clearTimeout(timer);
    window.removeEventListener("scrollend", finish);
  };
  // Once only: a later scroll of the visitor's own is theirs.
  function finish() {
    disarm();
    if (window.scrollY !== 0) window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }
  window.addEventListener("scrollend", finish);
  timer = window.setTimeout(finish, SETTLE_MS);
  return disarm;
}

/** docs/product.md section 3.2: every route change scrolls to the top (smoothly, unless reduced motion is preferred). */
export function useScrollTopOnRouteChange(): void {
  const [path] = useLocation();
  const previous = useRef(path);
  useEffect(() => {
    if (previous.current === path) return;
    previous.current = path;
    return scrollToTopAfterNavigation();
  }, [path]);
}
