import { site } from "@/web/lib/site";
import type { LegalDocumentId } from "./legal-shared";

// The documents' texts are not imported here: each legal page loads only its own (legal-*.ts).
export * from "./legal-shared";

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
