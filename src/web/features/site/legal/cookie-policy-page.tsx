import { cookiePolicy } from "@/web/content/legal-cookie-policy";
import { LegalPage } from "./legal-page";

/** /cookie-policy: a chunk of its own, so the page carries only this document's text. */
export function CookiePolicyPage() {
  return <LegalPage document={cookiePolicy} />;
}
