import { buildSite } from "@/shared/site";

/** The brand as configured at build time. */
export const site = buildSite({ companyName: __COMPANY_NAME__, emailDomain: __COMPANY_EMAIL_DOMAIN__ });
