import { Mail, MessageSquareText, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { cn } from "@/web/lib/cn";
import { site } from "@/web/lib/site";
import { SCROLL, useScrolledPast } from "./use-scroll";

const itemClass =
  "inline-flex size-11 items-center justify-center gap-2 rounded-full text-brand-900 transition-colors lg:w-auto lg:px-4 lg:text-sm lg:font-semibold [&_svg]:size-5 lg:[&_svg]:size-4 [&_svg]:shrink-0";

function Label(props: { children: ReactNode }) {
  // Below lg the links are round icons; the text stays available to screen readers.
  return <span className="sr-only lg:not-sr-only">{props.children}</span>;
}

/**
 * docs/product.md section 3.2: floating contact links that appear after 800px of scroll. A dock in the bottom
 * left corner, so it never meets the scroll-to-top and menu buttons (bottom right) or the toasts (top).
 */
export function ContactWidget() {
  const visible = useScrolledPast(SCROLL.floating);
  return (
    <aside
      aria-label="Quick contact"
      className={cn(
        "fixed bottom-4 left-4 z-40 transition-all duration-300 sm:bottom-6 sm:left-6 motion-reduce:transition-none",
        visible ? "visible translate-y-0 opacity-100" : "invisible translate-y-3 opacity-0",
      )}
    >
      <ul className="flex items-center gap-1 rounded-full bg-white p-1 shadow-lg shadow-brand-900/25 ring-1 ring-brand-900/10">
        <li>
          <a href={site.phoneHref} className={cn(itemClass, "bg-gold-500 hover:bg-gold-400")}>
            <Phone aria-hidden="true" />
            <Label>Call Now</Label>
          </a>
        </li>
        <li>
          <a href={`mailto:${site.email}`} className={cn(itemClass, "hover:bg-brand-50 [&_svg]:text-gold-600")}>
            <Mail aria-hidden="true" />
            <Label>Email</Label>
          </a>
        </li>
        <li>
          <Link href="/contact" className={cn(itemClass, "hover:bg-brand-50 [&_svg]:text-gold-600")}>
            <MessageSquareText aria-hidden="true" />
            <Label>Contact Form</Label>
          </Link>
        </li>
      </ul>
    </aside>
  );
}
