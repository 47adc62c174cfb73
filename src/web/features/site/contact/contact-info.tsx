import { Globe, Mail, MapPin, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { Card } from "@/web/components/ui/card";
import { addressLines, contactInfo, websiteLabel } from "@/web/content/contact";
import { site } from "@/web/lib/site";

function InfoRow(props: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className="flex gap-4">
      <span
        className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700 [&_svg]:size-5"
        aria-hidden="true"
      >
        {props.icon}
      </span>
      <div className="min-w-0">
        <p className="text-xs font-semibold uppercase tracking-wider text-slate-500">{props.label}</p>
        <div className="mt-0.5 break-words text-slate-900">{props.children}</div>
      </div>
    </li>
  );
}

const linkClass = "font-medium text-brand-700 underline-offset-4 hover:text-brand-900 hover:underline";

/** Address, e-mail, phone and website of the office. */
export function ContactInfo() {
  return (
    <Card className="p-5 sm:p-8">
      <h2 className="font-display text-2xl font-bold text-brand-900">{contactInfo.heading}</h2>
      <p className="mt-2 text-slate-600">{contactInfo.intro}</p>
      <ul className="mt-6 space-y-5">
        <InfoRow icon={<MapPin />} label={contactInfo.labels.address}>
          <address className="not-italic leading-relaxed" data-testid="contact-address">
            {addressLines.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
        </InfoRow>
        <InfoRow icon={<Mail />} label={contactInfo.labels.email}>
          <a href={`mailto:${site.email}`} className={linkClass}>
            {site.email}
          </a>
        </InfoRow>
        <InfoRow icon={<Phone />} label={contactInfo.labels.phone}>
          <a href={site.phoneHref} className={linkClass}>
            {site.phone}
          </a>
        </InfoRow>
        <InfoRow icon={<Globe />} label={contactInfo.labels.website}>
          <a href={site.url} className={linkClass}>
            {websiteLabel}
          </a>
        </InfoRow>
      </ul>
    </Card>
  );
}
