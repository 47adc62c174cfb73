import { Container, PageHero } from "@/web/components/section";
import type { LegalDocument } from "@/web/content/legal";
import { LegalContents } from "./legal-contents";
import { LegalFooter } from "./legal-footer";
import { LegalSectionView } from "./legal-section";

/**
 * The three static legal pages of docs/product.md section 3.10: title, last-updated line, table of contents
 * and sections. Each page module (privacy-policy-page.tsx and its two siblings) gives it its own document.
 */
export function LegalPage({ document }: { document: LegalDocument }) {
  return (
    <>
      <PageHero title={document.title} text={document.lastUpdated} />
      <div className="bg-white py-12 sm:py-16">
        <Container className="grid gap-10 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-14 xl:grid-cols-[17rem_minmax(0,48rem)] xl:justify-center">
          <LegalContents sections={document.sections} />
          <article className="min-w-0">
            <div className="rounded-xl border-l-4 border-gold-500 bg-brand-50 px-5 py-4 sm:px-6 sm:py-5">
              <h2 id="legal-summary-heading" className="text-sm font-semibold uppercase tracking-widest text-brand-700">
                In short
              </h2>
              <p className="mt-2 leading-relaxed text-brand-900">{document.summary}</p>
            </div>
            <div className="mt-10 space-y-10">
              {document.sections.map((section, index) => (
                <LegalSectionView key={section.id} section={section} number={index + 1} />
              ))}
            </div>
            <LegalFooter current={document.id} />
          </article>
        </Container>
      </div>
    </>
  );
}
