import { count } from "drizzle-orm";
import { policyInputSchema, type PolicyInput } from "@/shared/contract/policies";
import type { Db } from "../db/client";
import { hrPolicies } from "../db/schema";
import { insertPolicy } from "../modules/policies/store";

/** The policies a small Pune consultancy keeps; one draft shows how a policy waits before it takes effect. */
const POLICIES: PolicyInput[] = [
  {
    title: "Leave Policy",
    category: "HR",
    effectiveDate: "2025-04-01",
    description:
      "Each employee gets 15 days of vacation, 7 days of sick leave, 8 days of personal leave and 3 days of emergency leave per calendar year; maternity leave is 26 weeks (Maternity Benefit Act) and paternity leave 5 days. Apply through the employee portal at least 3 working days ahead, except for sick and emergency leave. Company holidays and weekly offs do not count as leave days.",
  },
  {
    title: "Code of Conduct",
    category: "Compliance",
    effectiveDate: "2024-01-01",
    description:
      "Treat clients, developers, channel partners and colleagues with respect. Quote only approved prices and RERA-registered project details, never promise possession dates the developer has not confirmed, and declare any personal interest in a deal. Gifts above ₹2,000 from partners must be reported to HR.",
  },
  {
    title: "IT Acceptable Use Policy",
    category: "IT",
    effectiveDate: "2024-07-01",
    description:
      "Company laptops, phones, e-mail and the CRM are for work. Keep client data in the CRM only, never in personal drives or chats; lock your screen when away; use the password manager and two-step login. Report a lost device or a suspicious e-mail to IT the same day.",
  },
  {
    title: "Travel and Expense Reimbursement",
    category: "Finance",
    effectiveDate: "2025-01-01",
    description:
      "Site visits and client meetings outside the office are reimbursed: two-wheeler ₹4 per km, car ₹9 per km, or actual cab fare with receipt. Submit claims with bills within 30 days of travel; approved claims are paid with the next salary. Outstation travel needs the manager's approval in advance.",
  },
  {
    title: "Prevention of Sexual Harassment (POSH)",
    category: "Compliance",
    effectiveDate: "2024-01-01",
    description:
      "The company does not tolerate sexual harassment in the office, at sites or at client locations. An Internal Committee under the POSH Act, 2013 hears complaints in confidence and completes an inquiry within 90 days. Complaints can be made in writing to any committee member; retaliation against a complainant is misconduct.",
  },
  {
    title: "Fire Safety and Site Visit Safety",
    category: "Safety",
    effectiveDate: "2025-06-01",
    description:
      "Know the two exits and the assembly point of the office; a fire drill is held every six months. On construction sites, wear the helmet and shoes the site provides, stay with the site engineer, and keep visitors out of marked zones. Report any incident to the office manager within 24 hours.",
  },
  {
    title: "Work from Home Guidelines",
    category: "Operations",
    effectiveDate: "2026-04-01",
    status: "Draft",
    description:
      "Proposed: up to two work-from-home days a month for back-office roles with the manager's approval, attendance marked through the employee portal, and reachable on phone during business hours (Monday to Saturday, 9:00 AM to 6:00 PM).",
  },
];

/** The demo policies, once, into an empty table. */
export async function loadDemoPolicies(db: Db, now: Date): Promise<void> {
  if ((await db.select({ n: count() }).from(hrPolicies))[0]!.n > 0) return;
  for (const policy of POLICIES) await insertPolicy(db, policyInputSchema.parse(policy), now);
}
