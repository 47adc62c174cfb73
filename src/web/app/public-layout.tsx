import type { ReactNode } from "react";
import { NewsletterBlock } from "@/web/features/site/newsletter/newsletter-block";
import { ContactWidget } from "./layout/contact-widget";
import { Footer } from "./layout/footer";
import { Header } from "./layout/header";
import { ScrollToTop, useScrollTopOnRouteChange } from "./layout/scroll-to-top";

/** docs/product.md section 3.2: header, main content, newsletter block, footer, contact widget and scroll-to-top. */
export function PublicLayout(props: { children: ReactNode }) {
  useScrollTopOnRouteChange();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[100] focus:rounded focus:bg-white focus:px-4 focus:py-2"
      >
        Skip to content
      </a>
      <Header />
      <main id="main" className="flex-1">
        {props.children}
      </main>
      <NewsletterBlock />
      <Footer />
      <ContactWidget />
      <ScrollToTop />
    </div>
  );
}
