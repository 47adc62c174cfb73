import { buildSite } from "@/shared/site";
import type { Config } from "../config";

/** The company e-mail domain staff addresses must use (COMPANY_EMAIL_DOMAIN, lower-cased). */
export function emailDomainOf(config: Pick<Config, "COMPANY_EMAIL_DOMAIN">): string {
  return buildSite({ emailDomain: config.COMPANY_EMAIL_DOMAIN }).emailDomain;
}
