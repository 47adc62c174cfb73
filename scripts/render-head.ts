import type { PageMeta } from "../src/web/content/pages";
import type { Site } from "../src/shared/site";

const escapeHtml = (value: string) => value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** JSON-LD for the business (schema.org RealEstateAgent). */
export function businessJsonLd(site: Site): string {
  const data = {
    "@context": "https://schema.org",
    "@type": "RealEstateAgent",
    name: site.name,
    url: site.url,
    email: site.email,
    telephone: site.phone,
    foundingDate: String(site.foundedYear),
    address: {
      "@type": "PostalAddress",
      streetAddress: `${site.address.street}, ${site.address.locality}`,
      addressLocality: site.address.city,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: "IN",
    },
    geo: { "@type": "GeoCoordinates", latitude: site.geo.latitude, longitude: site.geo.longitude },
    openingHours: "Mo-Sa 09:00-18:00",
    areaServed: "Pune",
    sameAs: site.social.map((link) => link.href),
  };
  // "<" is escaped so the JSON can never close the script element.
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

export function renderHead(meta: PageMeta, site: Site): string {
  const tags = [`<title>${escapeHtml(meta.title)}</title>`, `<meta name="description" content="${escapeHtml(meta.description)}" />`];
  if (meta.noindex) {
    tags.push(`<meta name="robots" content="noindex" />`);
  } else if (meta.path) {
    const url = `${site.url}${meta.path === "/" ? "/" : meta.path}`;
    const image = `${site.url}${meta.image ?? "/og-image.png"}`;
    tags.push(
      `<link rel="canonical" href="${url}" />`,
      `<meta property="og:type" content="website" />`,
      `<meta property="og:site_name" content="${escapeHtml(site.name)}" />`,
      `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
      `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
      `<meta property="og:url" content="${url}" />`,
      `<meta property="og:image" content="${image}" />`,
      `<meta property="og:locale" content="en_IN" />`,
      `<meta name="twitter:card" content="summary_large_image" />`,
      `<script type="application/ld+json">${businessJsonLd(site)}</script>`,
    );
  }
  if (meta.preload) tags.push(`<link rel="preload" as="image" href="${meta.preload}" fetchpriority="high" />`);
  return tags.join("\n    ");
}
