import { site } from "@/web/lib/site";
import { cookiePolicy } from "./legal-cookie-policy";
import { privacyPolicy } from "./legal-privacy-policy";
import type { LegalDocument, LegalDocumentId } from "./legal-shared";
import { termsOfService } from "./legal-terms-of-service";

export * from "./legal-shared";

export const legalDocuments: Record<LegalDocumentId, LegalDocument> = {
  "privacy-policy": privacyPolicy,
  "terms-of-service": termsOfService,
  "cookie-policy": cookiePolicy,
};

export const legalPaths: Record<LegalDocumentId, string> = {
  "privacy-policy": "/privacy-policy",
  "terms-of-service": "/terms-of-service",
  "cookie-policy": "/cookie-policy",
};

export const legalUi = {
  contents: "On this page",
  related: "Related policies",
  questionsHeading: "Questions about this policy?",
  questionsText: `Our Grievance Officer answers questions about this policy and requests about your data. Write to us, or call ${site.phone}, Monday to Saturday, 9:00 AM to 6:00 PM.`,
};
