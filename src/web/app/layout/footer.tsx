import { Clock, Mail, MapPin, Phone, ShieldCheck } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { Container } from "@/web/components/section";
import { footerQuickLinks, footerServiceLinks, legalLinks, type NavLink } from "@/web/content/navigation";
import { site } from "@/web/lib/site";
import { BrandLink } from "./brand";
import { SocialIcon } from "./social-icon";

const linkClass = "text-brand-100 transition-colors hover:text-gold-300";

function LinkColumn(props: { title: string; links: NavLink[] }) {
  return (
    <nav aria-label={props.title}>
      <h2 className="text-sm font-semibold uppercase tracking-widest text-gold-300">{props.title}</h2>
      <ul className="mt-5 space-y-3 text-sm">
        {props.links.map((link) => (
          <li key={link.label}>
            <Link href={link.href} className={linkClass}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function ContactLine(props: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <span className="mt-0.5 text-gold-400">{props.icon}</span>
      <span>{props.children}</span>
    </li>
  );
}

/** The footer (docs/product.md section 3.2): quick links, social links, address, phone, e-mail, regulator number, copyright, policies. */
export function Footer() {
  const { address } = site;
  return (
    <footer className="bg-brand-900 text-brand-100">
      <Container className="grid gap-12 py-16 sm:grid-cols-2 lg:grid-cols-12 lg:gap-8">
        <div className="lg:col-span-4">
          <BrandLink light />
          <p className="mt-5 max-w-sm text-sm leading-relaxed">
            Sales and marketing consultancy for real-estate developers: launch strategy, branding, channel sales and CRM under one roof.
            Serving Pune&apos;s developers since {site.foundedYear}.
          </p>
          <p className="mt-5 inline-flex items-center gap-2 rounded-md bg-white/5 px-3 py-2 text-sm text-white ring-1 ring-white/10">
            <ShieldCheck className="size-4 text-gold-400" aria-hidden="true" />
            {`${site.regulator.name} Reg. No. ${site.regulator.number}`}
          </p>
          <ul className="mt-6 flex gap-3" aria-label="Social media">
            {site.social.map((link) => (
              <li key={link.label}>
                <a
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${site.name} on ${link.label}`}
                  className="inline-flex size-10 items-center justify-center rounded-full bg-white/5 text-white ring-1 ring-white/15 transition-colors hover:bg-gold-500 hover:text-brand-900"
                >
                  <SocialIcon network={link.label} className="size-[1.1rem]" />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <div className="lg:col-span-2">
          <LinkColumn title="Quick Links" links={footerQuickLinks} />
        </div>
        <div className="lg:col-span-2">
          <LinkColumn title="Our Services" links={footerServiceLinks} />
        </div>
        <div className="lg:col-span-4">
          <h2 className="text-sm font-semibold uppercase tracking-widest text-gold-300">Contact Us</h2>
          <ul className="mt-5 space-y-4 text-sm">
            <ContactLine icon={<MapPin className="size-4" aria-hidden="true" />}>
              <address className="not-italic leading-relaxed">
                {address.street}, {address.locality}
                <br />
                {address.city} {address.postalCode}, {address.region}, {address.country}
              </address>
            </ContactLine>
            <ContactLine icon={<Phone className="size-4" aria-hidden="true" />}>
              <a href={site.phoneHref} className={linkClass}>
                {site.phone}
              </a>
            </ContactLine>
            <ContactLine icon={<Mail className="size-4" aria-hidden="true" />}>
              <a href={`mailto:${site.email}`} className={`${linkClass} break-all`}>
                {site.email}
              </a>
            </ContactLine>
            <ContactLine icon={<Clock className="size-4" aria-hidden="true" />}>
              {site.hours.map((slot) => (
                <span key={slot.days} className="block">
                  {slot.days}: {slot.time}
                </span>
              ))}
            </ContactLine>
          </ul>
        </div>
      </Container>
      <div className="border-t border-white/10">
        <Container className="flex flex-col gap-4 pt-6 pb-24 text-sm md:flex-row md:items-center md:justify-between">
          <p>{`© ${site.copyrightYear} ${site.name}. All rights reserved.`}</p>
          <nav aria-label="Legal">
            <ul className="flex flex-wrap gap-x-6 gap-y-2">
              {legalLinks.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} className={linkClass}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </Container>
      </div>
    </footer>
  );
}
