import type { LucideIcon } from "lucide-react";
import { ChartNoAxesCombined, Compass, Headset, Landmark, Megaphone } from "lucide-react";
import crmImage from "@/web/assets/images/services/crm.svg";
import financeImage from "@/web/assets/images/services/finance.svg";
import marketingImage from "@/web/assets/images/services/marketing.svg";
import salesImage from "@/web/assets/images/services/sales.svg";
import strategyImage from "@/web/assets/images/services/strategy.svg";
import type { ImageAsset } from "./image";

/** The in-page anchors of the detail sections (docs/product.md section 3.5). */
export type ServiceId = "strategy" | "marketing" | "sales" | "crm" | "finance";

export const servicesHero = {
  title: "Our Services",
  text: "Strategy, marketing, sales, CRM and finance for real estate developers: one accountable team from land feasibility to possession.",
};

export interface CoreService {
  id: ServiceId;
  title: string;
  description: string;
  features: string[];
  icon: LucideIcon;
}

export const coreServicesIntro = {
  eyebrow: "What We Do",
  title: "Five Core Services",
  intro:
    "Take the full package or pick the pieces your in-house team needs. Every service is run by specialists who sell homes in Pune every day.",
};

export const coreServices: CoreService[] = [
  {
    id: "strategy",
    title: "Strategy",
    description: "Market research, product mix and pricing that set a project up to sell before the first brochure is printed.",
    features: [
      "Micro-market and competition studies",
      "Unit mix and carpet-area planning",
      "Pricing and payment-plan design",
      "Launch phasing and inventory release",
    ],
    icon: Compass,
  },
  {
    id: "marketing",
    title: "Marketing",
    description: "Brand, creative and lead-generation campaigns that fill the sales gallery with qualified, ready-to-visit buyers.",
    features: [
      "Project naming, branding and collateral",
      "Google, Meta and property-portal campaigns",
      "Launch events and channel partner meets",
      "MahaRERA-compliant advertising",
    ],
    icon: Megaphone,
  },
  {
    id: "sales",
    title: "Sales",
    description: "Trained closing teams on site and a channel partner network across Pune that convert enquiries into bookings.",
    features: [
      "Dedicated on-site sales team",
      "Channel partner network management",
      "Site-visit scheduling and follow-up",
      "Weekly booking and conversion reports",
    ],
    icon: ChartNoAxesCombined,
  },
  {
    id: "crm",
    title: "CRM",
    description: "Customer relationship management from booking to possession, so buyers stay informed and payments stay on schedule.",
    features: [
      "Booking, allotment and agreement paperwork",
      "Demand letters and collections follow-up",
      "Registration coordination",
      "Possession handover and referrals",
    ],
    icon: Headset,
  },
  {
    id: "finance",
    title: "Finance",
    description:
      "Home-loan tie-ups and payment structuring that make it easier for buyers to say yes, and for developers to collect on time.",
    features: [
      "Tie-ups with leading banks and HFCs",
      "On-site home-loan desk",
      "Subvention and flexible payment plans",
      "Disbursement tracking by milestone",
    ],
    icon: Landmark,
  },
];

export interface ApproachStep {
  title: string;
  text: string;
}

export const approachIntro = {
  eyebrow: "How We Work",
  title: "Our Four-Step Approach",
  intro: "A clear process, agreed with you up front, so you always know what happens next and what it costs.",
};

export const approachSteps: ApproachStep[] = [
  {
    title: "Assessment & Analysis",
    text: "We study the land, the micro-market, competing launches and the buyer profile to find what will sell, at what price and how fast.",
  },
  {
    title: "Strategy Development",
    text: "Product mix, pricing, positioning, budget and launch calendar, brought together in one go-to-market plan you sign off.",
  },
  {
    title: "Implementation & Execution",
    text: "Our marketing, sales, CRM and finance teams run the plan on the ground, from pre-launch EOIs to site visits and bookings.",
  },
  {
    title: "Tracking & Optimization",
    text: "Weekly dashboards on leads, site visits, bookings and collections; we move spend, pricing and people to where the numbers point.",
  },
];

export interface ServiceDetail {
  id: ServiceId;
  badge: string;
  heading: string;
  text: string;
  bullets: [string, string, string];
  image: ImageAsset;
}

export const serviceDetails: ServiceDetail[] = [
  {
    id: "strategy",
    badge: "Strategy & Planning",
    heading: "Launch with a plan the market has already validated",
    text: "Most projects are won or lost before launch. We answer the questions that decide absorption: who will buy here, what they will pay and what they expect for it.",
    bullets: [
      "Feasibility and micro-market studies covering absorption rates, competing launches and price trends around your site",
      "Unit mix, carpet-area and amenity recommendations matched to the buyer profile of the location",
      "Pricing ladders, payment plans and phased inventory release that protect realisation as construction progresses",
    ],
    image: {
      src: strategyImage,
      width: 640,
      height: 480,
      alt: "Illustration of a site plan with a rising price chart and a residential tower",
    },
  },
  {
    id: "marketing",
    badge: "Marketing & Branding",
    heading: "Campaigns that bring serious buyers to the site",
    text: "We build the project's brand and then buy attention carefully, measuring every campaign by the site visits and bookings it produces, not by clicks.",
    bullets: [
      "Brand identity, brochures, walkthrough films and sales gallery design for each project",
      "Performance campaigns on Google, Meta and property portals, with cost per site visit tracked every week",
      "Every hoarding, advertisement and post carries the MahaRERA registration number and QR code",
    ],
    image: {
      src: marketingImage,
      width: 640,
      height: 480,
      alt: "Illustration of a project hoarding and a phone showing a property advertisement",
    },
  },
  {
    id: "sales",
    badge: "Sales Optimization",
    heading: "A sales engine that turns enquiries into bookings",
    text: "Leads only matter if they become bookings. Our closing teams and channel partners work to one pipeline, one price list and one daily review.",
    bullets: [
      "Trained closing managers at your sales gallery, with pitch scripts, objection handling and daily targets",
      "An active channel partner network across Pune and PCMC, on transparent and timely brokerage terms",
      "Site-visit management: pick-up scheduling, visitor registration and a follow-up call within 24 hours",
    ],
    image: { src: salesImage, width: 640, height: 480, alt: "Illustration of a sales gallery with a building model and booking tags" },
  },
  {
    id: "crm",
    badge: "CRM & Post-Sales",
    heading: "Customer care from booking to possession",
    text: "A booking is the start of a two-to-four-year relationship. We keep buyers informed and paperwork moving, so collections arrive on time and referrals follow.",
    bullets: [
      "Allotment letters, agreement for sale and registration appointments handled by one relationship manager",
      "Demand letters raised at every construction milestone, with collections tracked and followed up",
      "Construction updates, possession handover and a referral programme that turns buyers into advocates",
    ],
    image: { src: crmImage, width: 640, height: 480, alt: "Illustration of a CRM dashboard tracking a buyer from booking to possession" },
  },
  {
    id: "finance",
    badge: "Home Loans & Finance",
    heading: "Financing that helps buyers say yes",
    text: "For most families the home loan decides the purchase. We bring the lenders to the project so buyers get clear answers and developers get predictable cash flow.",
    bullets: [
      "Tie-ups with leading banks and housing finance companies for project approval and pre-sanctioned loans",
      "An on-site loan desk that helps buyers with eligibility, documentation and sanction",
      "Disbursement tracking against demand letters, so the developer's cash flow stays on schedule",
    ],
    image: { src: financeImage, width: 640, height: 480, alt: "Illustration of a home resting on stacked rupee coins beside a bank" },
  },
];

export const servicesCallToAction = {
  title: "Let's plan your next launch",
  text: "Share your project details and we will set up a no-obligation consultation with one of our directors.",
  secondary: { label: "See Our Projects", href: "/projects" },
};
