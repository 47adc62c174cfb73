import { lazy, type ComponentType } from "react";

/**
 * Each public page is its own chunk, so a visitor downloads only the page they open. `module`
 * names the source file: the prerender looks it up in Vite's manifest to preload the chunk.
 */
export interface PageModule {
  module: string;
  load: () => Promise<unknown>;
}

function page<P>(module: string, load: () => Promise<ComponentType<P>>) {
  return { module, load, Component: lazy(() => load().then((component) => ({ default: component }))) };
}

export const pages = {
  home: page("src/web/features/site/home/home-page.tsx", () => import("@/web/features/site/home/home-page").then((m) => m.HomePage)),
  about: page("src/web/features/site/about/about-page.tsx", () => import("@/web/features/site/about/about-page").then((m) => m.AboutPage)),
  services: page("src/web/features/site/services/services-page.tsx", () =>
    import("@/web/features/site/services/services-page").then((m) => m.ServicesPage),
  ),
  projects: page("src/web/features/site/projects/projects-page.tsx", () =>
    import("@/web/features/site/projects/projects-page").then((m) => m.ProjectsPage),
  ),
  caseStudy: page("src/web/features/site/projects/case-study-page.tsx", () =>
    import("@/web/features/site/projects/case-study-page").then((m) => m.CaseStudyPage),
  ),
  careers: page("src/web/features/site/careers/careers-page.tsx", () =>
    import("@/web/features/site/careers/careers-page").then((m) => m.CareersPage),
  ),
  contact: page("src/web/features/site/contact/contact-page.tsx", () =>
    import("@/web/features/site/contact/contact-page").then((m) => m.ContactPage),
  ),
  unsubscribe: page("src/web/features/site/unsubscribe/unsubscribe-page.tsx", () =>
    import("@/web/features/site/unsubscribe/unsubscribe-page").then((m) => m.UnsubscribePage),
  ),
  // One chunk per legal document: a page carries only its own text.
  "privacy-policy": page("src/web/features/site/legal/privacy-policy-page.tsx", () =>
    import("@/web/features/site/legal/privacy-policy-page").then((m) => m.PrivacyPolicyPage),
  ),
  "terms-of-service": page("src/web/features/site/legal/terms-of-service-page.tsx", () =>
    import("@/web/features/site/legal/terms-of-service-page").then((m) => m.TermsOfServicePage),
  ),
  "cookie-policy": page("src/web/features/site/legal/cookie-policy-page.tsx", () =>
    import("@/web/features/site/legal/cookie-policy-page").then((m) => m.CookiePolicyPage),
  ),
};

/** The page module serving a path (undefined: the not-found page, which is part of the main bundle). */
export function pageModuleFor(path: string): PageModule | undefined {
  if (path === "/") return pages.home;
  if (/^\/projects\/[^/]+$/.test(path)) return pages.caseStudy;
  return (pages as Record<string, PageModule>)[path.slice(1)];
}

/**
 * Fetches a page's chunk when the visitor shows intent to open it (pointer over, touch or keyboard
 * focus on a link to it), so the navigation is near-instant without spending a slow connection's
 * bandwidth on pages nobody opens.
 */
export function prefetchPagesOnIntent(): void {
  const prefetch = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest("a[href^='/']") : null;
    if (!link) return;
    const path = new URL(link.getAttribute("href")!, window.location.origin).pathname;
    void pageModuleFor(path)
      ?.load()
      .catch(() => undefined);
  };
  for (const type of ["pointerover", "touchstart", "focusin"]) document.addEventListener(type, prefetch, { passive: true });
}
