import { buildSite } from "../../../src/shared/site";
import { testAccounts } from "../../../src/server/seed/roster";

/** The staff accounts scripts/e2e-server.ts creates in the fresh end-to-end database: the roster's test accounts. */
const domain = buildSite({ emailDomain: process.env.COMPANY_EMAIL_DOMAIN }).emailDomain;
export const E2E_DOMAIN = domain;

export const e2eAccounts = testAccounts(domain);

export type E2eAccount = (typeof e2eAccounts)[keyof typeof e2eAccounts];
