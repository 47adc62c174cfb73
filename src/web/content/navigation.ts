/** Navigation of the public site: header links, footer quick links and legal links (docs/product.md section 3.2). */
export interface NavLink {
  label: string;
  href: string;
}

export const headerLinks: NavLink[] = [
  { label: "Home", href: "/" },
  { label: "About Us", href: "/about" },
  { label: "Services", href: "/services" },
  { label: "Projects", href: "/projects" },
  { label: "Careers", href: "/careers" },
  { label: "Contact", href: "/contact" },
];

export const headerCta: NavLink = { label: "Get in Touch", href: "/contact" };

export const footerQuickLinks: NavLink[] = [
  { label: "Home", href: "/" },
  { label: "About Us", href: "/about" },
  { label: "Services", href: "/services" },
  { label: "Projects", href: "/projects" },
  { label: "Careers", href: "/careers" },
  { label: "Contact", href: "/contact" },
];

/** The services column of the footer; every entry leads to the services page. */
export const footerServiceLinks: NavLink[] = [
  { label: "Launch Strategy", href: "/services" },
  { label: "Marketing & Branding", href: "/services" },
  { label: "Channel Sales", href: "/services" },
  { label: "CRM & Post-Sales", href: "/services" },
  { label: "Finance Advisory", href: "/services" },
];

export const legalLinks: NavLink[] = [
  { label: "Privacy Policy", href: "/privacy-policy" },
  { label: "Terms of Service", href: "/terms-of-service" },
  { label: "Cookie Policy", href: "/cookie-policy" },
];

/** True when `href` is the page at `path` or one of its sub-pages (e.g. a project case study). */
export function isActiveLink(href: string, path: string): boolean {
  if (href === "/") return path === "/";
  return path === href || path.startsWith(`${href}/`);
}
