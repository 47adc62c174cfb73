import { termsOfService } from "@/web/content/legal-terms-of-service";
import { LegalPage } from "./legal-page";

/** /terms-of-service: a chunk of its own, so the page carries only this document's text. */
export function TermsOfServicePage() {
  return <LegalPage document={termsOfService} />;
}
