import { privacyPolicy } from "@/web/content/legal-privacy-policy";
import { LegalPage } from "./legal-page";

/** /privacy-policy: a chunk of its own, so the page carries only this document's text. */
export function PrivacyPolicyPage() {
  return <LegalPage document={privacyPolicy} />;
}
