import { ExternalLink, MapPin } from "lucide-react";
import { useState } from "react";
import { Section } from "@/web/components/section";
import { Button } from "@/web/components/ui/button";
import { officeMap } from "@/web/content/contact";
import { site } from "@/web/lib/site";

/** docs/product.md section 3.9: a static preview until the visitor asks for the map; no third-party request before that. */
export function OfficeMap() {
  const [loaded, setLoaded] = useState(false);
  const { preview } = officeMap;
  return (
    <Section eyebrow={officeMap.eyebrow} title={officeMap.heading} intro={officeMap.intro} className="bg-white">
      <div
        className="relative h-64 overflow-hidden rounded-2xl border border-slate-200 bg-slate-100 shadow-sm sm:h-96 lg:h-[28rem]"
        data-testid="office-map"
      >
        {loaded ? (
          <iframe
            src={site.map.embedUrl}
            title={officeMap.frameTitle}
            className="size-full border-0"
            loading="lazy"
            referrerPolicy="no-referrer"
          />
        ) : (
          <>
            <img
              src={preview.src}
              width={preview.width}
              height={preview.height}
              alt={preview.alt}
              loading="lazy"
              decoding="async"
              className="size-full object-cover"
            />
            <div className="absolute inset-x-0 bottom-0 flex justify-center bg-gradient-to-t from-brand-900/25 to-transparent px-4 pt-16 pb-5">
              <Button type="button" variant="secondary" size="lg" className="shadow-lg" onClick={() => setLoaded(true)}>
                <MapPin aria-hidden="true" />
                {officeMap.load}
              </Button>
            </div>
          </>
        )}
      </div>
      <div className="mt-4 flex flex-col gap-2 text-sm sm:flex-row sm:items-start sm:justify-between">
        <div className="text-slate-600">
          <p>
            {site.address.street}, {site.address.locality}, {site.address.city} {site.address.postalCode}
          </p>
          {loaded ? null : <p className="mt-1 text-xs text-slate-500">{officeMap.loadNote}</p>}
        </div>
        <a
          href={site.map.linkUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1.5 font-semibold text-brand-700 underline-offset-4 hover:text-brand-900 hover:underline"
        >
          {officeMap.openLink}
          <ExternalLink className="size-4" aria-hidden="true" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </div>
    </Section>
  );
}
