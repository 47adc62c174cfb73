/** Brand facts shown across the site. Name and e-mail domain come from configuration (docs/product.md section 1). */
export interface BrandConfig {
  companyName?: string;
  emailDomain?: string;
}

export const DEFAULT_COMPANY_NAME = "Prasthan Realty";
export const DEFAULT_EMAIL_DOMAIN = "prasthanrealty.example";

export interface Site {
  name: string;
  emailDomain: string;
  url: string;
  email: string;
  careersEmail: string;
  phone: string;
  phoneHref: string;
  address: { street: string; locality: string; city: string; region: string; postalCode: string; country: string };
  geo: { latitude: number; longitude: number };
  regulator: { name: string; number: string };
  foundedYear: number;
  copyrightYear: number;
  hours: { days: string; time: string }[];
  social: { label: string; href: string }[];
  map: { embedUrl: string; linkUrl: string; origin: string };
}

export function buildSite(config: BrandConfig = {}): Site {
  const name = config.companyName?.trim() || DEFAULT_COMPANY_NAME;
  const emailDomain = (config.emailDomain?.trim() || DEFAULT_EMAIL_DOMAIN).toLowerCase();
  const handle = name.toLowerCase().replace(/[^a-z0-9]+/g, "");
  return {
    name,
    emailDomain,
    url: `https://www.${emailDomain}`,
    email: `info@${emailDomain}`,
    careersEmail: `careers@${emailDomain}`,
    phone: "+91 98220 45678",
    phoneHref: "tel:+919822045678",
    address: {
      street: "Office 604, Sai Capital, Senapati Bapat Road",
      locality: "Shivajinagar",
      city: "Pune",
      region: "Maharashtra",
      postalCode: "411016",
      country: "India",
    },
    geo: { latitude: 18.5308, longitude: 73.8297 },
    regulator: { name: "MahaRERA", number: "A52100034211" },
    foundedYear: 2022,
    copyrightYear: 2025,
    hours: [
      { days: "Monday - Saturday", time: "9:00 AM - 6:00 PM" },
      { days: "Sunday", time: "Closed" },
    ],
    social: [
      { label: "Facebook", href: `https://www.facebook.com/${handle}` },
      { label: "Instagram", href: `https://www.instagram.com/${handle}` },
      { label: "LinkedIn", href: `https://www.linkedin.com/company/${handle}` },
      { label: "YouTube", href: `https://www.youtube.com/@${handle}` },
    ],
    map: {
      origin: "https://www.openstreetmap.org",
      embedUrl:
        "https://www.openstreetmap.org/export/embed.html?bbox=73.8197%2C18.5248%2C73.8397%2C18.5368&layer=mapnik&marker=18.5308%2C73.8297",
      linkUrl: "https://www.openstreetmap.org/?mlat=18.5308&mlon=73.8297#map=16/18.5308/73.8297",
    },
  };
}
