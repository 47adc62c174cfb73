import { Menu } from "lucide-react";
import { cn } from "@/web/lib/cn";

/**
 * docs/product.md section 3.2: on the home page a floating menu button appears after 600px of scroll.
 * It sits bottom right, above the scroll-to-top button, and opens the navigation panel.
 */
export function FloatingMenuButton(props: { visible: boolean; expanded: boolean; onOpen: (button: HTMLElement) => void }) {
  return (
    <button
      type="button"
      aria-label="Open site menu"
      aria-haspopup="dialog"
      aria-expanded={props.expanded}
      onClick={(event) => props.onOpen(event.currentTarget)}
      className={cn(
        "fixed right-4 bottom-[4.5rem] z-40 inline-flex size-12 items-center justify-center rounded-full bg-white text-brand-900 shadow-lg shadow-brand-900/25 ring-1 ring-brand-900/10 transition-all duration-300 hover:bg-brand-50 sm:right-6 sm:bottom-24 motion-reduce:transition-none",
        props.visible ? "visible translate-y-0 opacity-100" : "invisible translate-y-3 opacity-0",
      )}
    >
      <Menu className="size-5" aria-hidden="true" />
    </button>
  );
}
