import { buildSite } from "../../../src/shared/site";

/** The staff accounts scripts/e2e-server.ts creates in the fresh end-to-end database. */
const domain = buildSite({ emailDomain: process.env.COMPANY_EMAIL_DOMAIN }).emailDomain;
export const E2E_DOMAIN = domain;

export const e2eAccounts = {
  admin: { role: "admin", email: `meera.iyer@${domain}`, password: "Deccan-Admin-2025", firstName: "Meera", lastName: "Iyer" },
  hr: { role: "hr", email: `sneha.patil@${domain}`, password: "Baner-Hr-Desk-77", firstName: "Sneha", lastName: "Patil" },
  employee: { role: "employee", email: `aarav.deshmukh@${domain}`, password: "Wakad-Sales-Lead-9", firstName: "Aarav", lastName: "Deshmukh" },
  /** Used by wrong-password tests only, so their failures never lock an account other tests need. */
  lockable: { role: "employee", email: `rohan.jadhav@${domain}`, password: "Pimpri-Sales-2025", firstName: "Rohan", lastName: "Jadhav" },
  /** One per Playwright project: the password-change test changes these and changes them back. */
  changerDesktop: { role: "employee", email: `kavya.nair@${domain}`, password: "Viman-Nagar-2025", firstName: "Kavya", lastName: "Nair" },
  changerPhone: { role: "employee", email: `ishaan.kulkarni@${domain}`, password: "Kothrud-Ops-2025", firstName: "Ishaan", lastName: "Kulkarni" },
} as const;

export type E2eAccount = (typeof e2eAccounts)[keyof typeof e2eAccounts];
