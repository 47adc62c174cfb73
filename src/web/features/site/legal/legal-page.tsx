import { PageHero } from "@/web/components/section";

export type LegalDocumentId = "privacy-policy" | "terms-of-service" | "cookie-policy";

export function LegalPage(props: { document: LegalDocumentId }) {
  return <PageHero title={props.document} />;
}
