import { Menu } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import { Link, useLocation } from "wouter";
import { Container } from "@/web/components/section";
import { Button } from "@/web/components/ui/button";
import { headerCta, headerLinks, isActiveLink } from "@/web/content/navigation";
import { cn } from "@/web/lib/cn";
import { BrandLink } from "./brand";
import { FloatingMenuButton } from "./floating-menu-button";
import { SCROLL, useScrolledPast, useScrollingDown } from "./use-scroll";

// The dialog library loads with the first opening of the menu, not with every page.
const MobileNav = lazy(() => import("./mobile-nav").then((module) => ({ default: module.MobileNav })));

/** A link's text colour over the hero (light) or the white bar (dark), current page or not: one class set each, as cn only joins. */
const linkColours = {
  light: { idle: "text-white/90 hover:text-white", active: "text-gold-300 hover:text-gold-300" },
  dark: { idle: "text-slate-700 hover:text-brand-900", active: "text-brand-900 hover:text-brand-900" },
};

/**
 * docs/product.md section 3.2: fixed header with the brand, the six links and 'Get in Touch'. Shadow after
 * 10px of scroll. On the home page it is transparent over the hero until scrolled, hides while
 * scrolling down past 600px (back on scrolling up), and a floating menu button appears past 600px.
 */
export function Header() {
  const [path] = useLocation();
  const isHome = path === "/";
  const scrolled = useScrolledPast(SCROLL.shadow);
  const pastHomeThreshold = useScrolledPast(SCROLL.homeHeader);
  const scrollingDown = useScrollingDown();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuUsed, setMenuUsed] = useState(false);
  const opener = useRef<HTMLElement | null>(null);

  const hidden = isHome && pastHomeThreshold && scrollingDown && !menuOpen;
  const transparent = isHome && !scrolled;

  const openMenu = (button: HTMLElement) => {
    opener.current = button;
    setMenuUsed(true);
    setMenuOpen(true);
  };

  return (
    <>
      <header
        data-hidden={hidden ? "true" : "false"}
        className={cn(
          "fixed inset-x-0 top-0 z-50 transition-[translate,background-color,box-shadow,color] duration-300 focus-within:translate-y-0 motion-reduce:transition-none",
          hidden && "-translate-y-full",
          transparent
            ? "bg-gradient-to-b from-brand-900/70 to-transparent text-white"
            : "border-b border-slate-200/70 bg-white text-brand-900",
          scrolled && !hidden && "shadow-md",
        )}
      >
        <Container className="flex h-16 items-center justify-between gap-4 lg:h-20">
          <BrandLink light={transparent} />
          <nav aria-label="Main" className="hidden lg:block">
            <ul className="flex items-center gap-1">
              {headerLinks.map((link) => {
                const active = isActiveLink(link.href, path);
                return (
                  <li key={link.href}>
                    <Link
                      href={link.href}
                      aria-current={active ? "page" : undefined}
                      className={cn(
                        "relative rounded-md px-3 py-2 text-[0.95rem] transition-colors",
                        "after:absolute after:inset-x-3 after:-bottom-0.5 after:h-0.5 after:origin-left after:rounded-full after:bg-gold-500 after:transition-transform hover:after:scale-x-100",
                        active ? "font-semibold after:scale-x-100" : "font-medium after:scale-x-0",
                        linkColours[transparent ? "light" : "dark"][active ? "active" : "idle"],
                      )}
                    >
                      {link.label}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
          <div className="flex items-center gap-2">
            <Button asChild className="max-sm:hidden">
              <Link href={headerCta.href}>{headerCta.label}</Link>
            </Button>
            <button
              type="button"
              aria-label="Open menu"
              aria-haspopup="dialog"
              aria-expanded={menuOpen}
              onClick={(event) => openMenu(event.currentTarget)}
              className={cn(
                "inline-flex size-11 items-center justify-center rounded-md transition-colors lg:hidden",
                transparent ? "text-white hover:bg-white/10" : "text-brand-900 hover:bg-brand-50",
              )}
            >
              <Menu className="size-6" aria-hidden="true" />
            </button>
          </div>
        </Container>
      </header>
      {isHome ? <FloatingMenuButton visible={pastHomeThreshold} expanded={menuOpen} onOpen={openMenu} /> : null}
      {menuUsed ? (
        <Suspense fallback={null}>
          <MobileNav open={menuOpen} onOpenChange={setMenuOpen} path={path} returnFocus={opener} />
        </Suspense>
      ) : null}
    </>
  );
}
