import { useEffect } from "react";

/**
 * Scrolls to the element named by the URL hash once the page has rendered (the browser's own
 * jump can happen before a client-rendered page exists, or be undone by a scroll-to-top).
 */
export function useScrollToHash() {
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (!id) return;
    const frame = requestAnimationFrame(() => {
      document.getElementById(id)?.scrollIntoView({ block: "start" });
    });
    return () => cancelAnimationFrame(frame);
  }, []);
}
