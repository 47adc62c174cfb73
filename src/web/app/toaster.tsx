import { useEffect, useState } from "react";
import { Toaster } from "sonner";

/**
 * Where the page's header ends on screen, in pixels from the top (0 once it has scrolled away). The public
 * site's header is fixed; a dashboard's is in the page and as tall as its buttons make it on a phone, so it is
 * measured again on every scroll, resize, change of the page's size and element added or removed (a screen or
 * panel loading: the dashboard's header can arrive without the page changing height).
 */
function useHeaderBottom(before: number): number {
  const [bottom, setBottom] = useState(before);
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const header = document.querySelector("header");
        setBottom(header ? Math.max(0, Math.round(header.getBoundingClientRect().bottom)) : 0);
      });
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    const changes = new MutationObserver(measure);
    changes.observe(document.body, { childList: true, subtree: true });
    window.addEventListener("scroll", measure, { passive: true });
    window.addEventListener("resize", measure);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      changes.disconnect();
      window.removeEventListener("scroll", measure);
      window.removeEventListener("resize", measure);
    };
  }, []);
  return bottom;
}

/**
 * docs/product.md section 2.7: one toast at a time, shown for 5000 ms, top right, and never over a header: the
 * toasts sit just below wherever the page's header ends (before the page is measured: below the public site's
 * fixed header, 84 px high on a wide screen).
 */
export function HeaderToaster() {
  const headerBottom = useHeaderBottom(84);
  return (
    <Toaster
      visibleToasts={1}
      duration={5000}
      richColors
      closeButton
      position="top-right"
      offset={{ top: headerBottom + 8, right: 24 }}
      mobileOffset={{ top: headerBottom + 8, left: 16, right: 16 }}
    />
  );
}
