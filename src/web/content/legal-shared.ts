import { site } from "@/web/lib/site";
import { addressLines } from "./contact";

/** Types and facts shared by the three legal documents (kept apart from legal.ts to avoid an import cycle). */
export type LegalDocumentId = "privacy-policy" | "terms-of-service" | "cookie-policy";

/** Each document's title, here so a page can name the other two without loading their text. */
export const legalTitles: Record<LegalDocumentId, string> = {
  "privacy-policy": "Privacy Policy",
  "terms-of-service": "Terms of Service",
  "cookie-policy": "Cookie Policy",
};

/** A list item; `term` is shown in bold before the text. */
export type LegalListItem = string | { term: string; text: string };

/** A paragraph, a bulleted list, or a small table (cookies). */
export type LegalBlock = string | { list: LegalListItem[] } | { table: { caption: string; columns: string[]; rows: string[][] } };

export interface LegalSection {
  /** Anchor of the section, linked from the table of contents. */
  id: string;
  heading: string;
  blocks: LegalBlock[];
}

export interface LegalDocument {
  id: LegalDocumentId;
  title: string;
  lastUpdated: string;
  /** A short plain-language summary shown above the sections. */
  summary: string;
  sections: LegalSection[];
}

/** docs/product.md section 3.10: every legal page was last updated on January 1, 2025. */
export const LAST_UPDATED = "Last updated: January 1, 2025";

/** The registered company behind the site, named as a private limited company unless the name already says so. */
export const legalName = /\b(private limited|pvt\.? ltd\.?|limited|ltd\.?|llp)$/i.test(site.name)
  ? site.name
  : `${site.name} Private Limited`;

export const officeAddress = addressLines.join(", ");
