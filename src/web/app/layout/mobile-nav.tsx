import * as Dialog from "@radix-ui/react-dialog";
import { Mail, Phone, X } from "lucide-react";
import type { RefObject } from "react";
import { Link } from "wouter";
import { Button } from "@/web/components/ui/button";
import { headerCta, headerLinks, isActiveLink } from "@/web/content/navigation";
import { cn } from "@/web/lib/cn";
import { site } from "@/web/lib/site";
import { BrandLink } from "./brand";

/**
 * The navigation panel opened by the header's menu button (below lg) and by the floating menu
 * button of the home page. A modal dialog: focus stays inside, Escape closes, and choosing a link
 * closes it. Focus goes back to whichever button opened it.
 */
export function MobileNav(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  path: string;
  returnFocus: RefObject<HTMLElement | null>;
}) {
  const close = () => props.onOpenChange(false);
  return (
    <Dialog.Root open={props.open} onOpenChange={props.onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-brand-900/60 backdrop-blur-sm" />
        <Dialog.Content
          className="fixed inset-y-0 right-0 z-[70] flex w-[88%] max-w-sm flex-col overflow-y-auto bg-white shadow-2xl focus:outline-none"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            props.returnFocus.current?.focus();
          }}
        >
          <div className="flex h-16 items-center justify-between border-b border-slate-200 px-5">
            <BrandLink onNavigate={close} />
            <Dialog.Close
              aria-label="Close menu"
              className="inline-flex size-10 items-center justify-center rounded-md text-brand-900 hover:bg-brand-50"
            >
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <Dialog.Title className="sr-only">Site menu</Dialog.Title>
          <Dialog.Description className="sr-only">Pages of the {site.name} website</Dialog.Description>
          <nav aria-label="Mobile" className="flex-1 px-3 py-4">
            <ul className="space-y-1">
              {headerLinks.map((link) => {
                const active = isActiveLink(link.href, props.path);
                return (
                  <li key={link.href}>
                    <Link
                      href={link.href}
                      onClick={close}
                      aria-current={active ? "page" : undefined}
                      className={cn(
                        "flex items-center justify-between rounded-lg px-4 py-3 text-base font-medium transition-colors",
                        active ? "bg-brand-50 text-brand-900" : "text-slate-700 hover:bg-slate-50 hover:text-brand-900",
                      )}
                    >
                      {link.label}
                      {active ? <span aria-hidden="true" className="size-2 rounded-full bg-gold-500" /> : null}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
          <div className="space-y-4 border-t border-slate-200 px-5 py-6">
            <Button asChild size="lg" className="w-full">
              <Link href={headerCta.href} onClick={close}>
                {headerCta.label}
              </Link>
            </Button>
            <a href={site.phoneHref} className="flex items-center gap-3 text-sm text-slate-700 hover:text-brand-900">
              <Phone className="size-4 text-gold-600" aria-hidden="true" />
              {site.phone}
            </a>
            <a href={`mailto:${site.email}`} className="flex items-center gap-3 text-sm text-slate-700 hover:text-brand-900">
              <Mail className="size-4 text-gold-600" aria-hidden="true" />
              {site.email}
            </a>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
