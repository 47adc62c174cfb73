import { Container, PageHero } from "@/web/components/section";
import { contactHero } from "@/web/content/contact";
import { BusinessHours } from "./business-hours";
import { CompanyProfileCard } from "./company-profile-card";
import { ContactInfo } from "./contact-info";
import { MessagePanel } from "./message-panel";
import { OfficeMap } from "./office-map";

/**
 * docs/product.md section 3.9: hero, contact details, business hours, company profile QR, message form and map.
 * On phones the form follows the contact details; on wide screens it sits beside all three cards.
 */
export function ContactPage() {
  return (
    <>
      <PageHero title={contactHero.title} text={contactHero.text} />
      <section className="bg-slate-50 py-12 sm:py-20" aria-label="Contact details and message form">
        <Container className="grid items-start gap-6 lg:grid-cols-12 lg:gap-x-10 lg:gap-y-6">
          <div className="lg:col-span-5 lg:col-start-1 lg:row-start-1">
            <ContactInfo />
          </div>
          <div className="lg:col-span-7 lg:col-start-6 lg:row-span-3 lg:row-start-1 lg:self-stretch">
            <MessagePanel />
          </div>
          <div className="lg:col-span-5 lg:col-start-1 lg:row-start-2">
            <BusinessHours />
          </div>
          <div className="lg:col-span-5 lg:col-start-1 lg:row-start-3">
            <CompanyProfileCard />
          </div>
        </Container>
      </section>
      <OfficeMap />
    </>
  );
}
