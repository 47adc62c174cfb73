import { Briefcase, ShieldCheck, UserRound, type LucideIcon } from "lucide-react";
import type { Portal } from "@/shared/contract/auth";

export interface PortalCard {
  portal: Portal;
  /** Card label, and the {role} of the 'Welcome to the {role} portal!' toast. */
  label: string;
  title: string;
  summary: string;
  /** The portal's features in order; Portal Info shows the first three (docs/product.md section 4.1). */
  features: string[];
  placeholder: (domain: string) => string;
  icon: LucideIcon;
}

/** The three login cards, employee first (the default). */
export const portalCards: PortalCard[] = [
  {
    portal: "employee",
    label: "Employee",
    title: "Employee Portal",
    summary: "Check in and out, request leave and keep an eye on your own records.",
    features: ["Attendance Tracking", "Leave Requests", "Personal Dashboard", "Task Management"],
    placeholder: (domain) => `employee@${domain}`,
    icon: UserRound,
  },
  {
    portal: "hr",
    label: "HR",
    title: "HR Portal",
    summary: "Look after the team: employees, policies, leave, payroll and attendance.",
    features: ["Employee Management", "Payroll Processing", "Policy Management", "Reports & Analytics"],
    placeholder: (domain) => `hr@${domain}`,
    icon: Briefcase,
  },
  {
    portal: "admin",
    label: "Admin",
    title: "Admin Portal",
    summary: "Run the business: projects, enquiries, subscribers, people and openings.",
    features: ["System Configuration", "User Management", "Security Settings", "Data Analytics"],
    placeholder: (domain) => `admin@${domain}`,
    icon: ShieldCheck,
  },
];

export const cardFor = (portal: Portal): PortalCard => portalCards.find((card) => card.portal === portal)!;
