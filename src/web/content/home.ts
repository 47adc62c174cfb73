import type { LucideIcon } from "lucide-react";
import { Award, BadgeCheck, Handshake, Headset, Megaphone, Target, TrendingUp, Users } from "lucide-react";
import { site } from "@/web/lib/site";
import type { NavLink } from "./navigation";

export { HERO_INTERVAL_MS, heroSlides } from "./home-slides";

/** The statistics object. Only the overall values are displayed (docs/product.md section 3.3). */
export interface StatisticsYear {
  developers: number;
  /** Sales generated, in crore rupees. */
  sales: number;
  units: number;
  years: number;
}

export const statistics: {
  overall: StatisticsYear & { cities: number };
  years: Record<2023 | 2024, StatisticsYear>;
  growth: { year: number; developers: number; sales: number; units: number }[];
} = {
  overall: { developers: 18, sales: 700, units: 1200, years: 15, cities: 3 },
  years: {
    2024: { developers: 18, sales: 700, units: 1200, years: 15 },
    2023: { developers: 15, sales: 550, units: 950, years: 14 },
  },
  growth: [
    { year: 2022, developers: 6, sales: 180, units: 310 },
    { year: 2023, developers: 15, sales: 550, units: 950 },
    { year: 2024, developers: 18, sales: 700, units: 1200 },
  ],
};

export const hero = {
  eyebrow: "Sales & marketing partner to Pune's developers",
  headline: "Real Estate Sales Simplified.",
  intro: `${site.name} plans, markets and sells residential and commercial projects for developers across Pune: launch pricing, branding, site visits, bookings and post-sales CRM, run by one accountable team.`,
  primary: { label: "Partner With Us", href: "/contact" } satisfies NavLink,
  secondary: { label: "View Our Projects", href: "/projects" } satisfies NavLink,
  registration: `${site.regulator.name} registered consultancy`,
  office: `Head office: ${site.address.locality}, ${site.address.city}`,
};

export interface Achievement {
  label: string;
  target: number;
  prefix?: string;
  suffix?: string;
  detail: string;
}

/** docs/product.md section 3.3: four counters, animated over 2.5 seconds. */
export const COUNTER_DURATION_MS = 2500;

export const achievements = {
  badge: `Delivering Excellence Since ${site.foundedYear}`,
  title: "Numbers That Speak for Our Work",
  intro: "Every figure here is a flat booked, a buyer handed the keys or a developer who came back to us for the next phase.",
  items: [
    {
      label: "Developer Partnerships",
      target: statistics.overall.developers,
      suffix: "+",
      detail: "Pune developers who have trusted us with a launch",
    },
    {
      label: "Sales Generated",
      target: statistics.overall.sales,
      prefix: "₹",
      suffix: "+ Cr",
      detail: "Booked value across residential and commercial projects",
    },
    {
      label: "Units Sold",
      target: statistics.overall.units,
      suffix: "+",
      detail: "Homes, shops and offices sold to end-users and investors",
    },
    {
      label: "Cities",
      target: statistics.overall.cities,
      detail: "Markets served across Maharashtra from our Pune office",
    },
  ] satisfies Achievement[],
};

export interface ServiceCard {
  title: string;
  description: string;
  icon: LucideIcon;
}

export const servicesIntro = {
  eyebrow: "What We Do",
  title: "Our Services",
  intro: "Four disciplines, one accountable team: from the first feasibility study to the last possession letter.",
  cta: { label: "View All Services", href: "/services" } satisfies NavLink,
  more: { label: "Learn More", href: "/services" } satisfies NavLink,
};

export const serviceCards: ServiceCard[] = [
  {
    title: "Strategy & Planning",
    description:
      "Micro-market studies, product mix, launch pricing and absorption plans that fit the location before the first brick is laid.",
    icon: Target,
  },
  {
    title: "Marketing & Branding",
    description: "Project naming, brand identity, digital campaigns and site branding that turn enquiries into qualified site visits.",
    icon: Megaphone,
  },
  {
    title: "Sales Optimization",
    description: "Trained closing teams, a channel-partner network and weekly funnel reviews that convert site visits into bookings.",
    icon: TrendingUp,
  },
  {
    title: "CRM & Post-Sales",
    description: "Agreement paperwork, demand letters, home-loan coordination and possession handover, handled on time for every buyer.",
    icon: Headset,
  },
];

export interface WhyChooseItem {
  title: string;
  description: string;
  icon: LucideIcon;
}

export const whyChoose = {
  eyebrow: "Why Developers Work With Us",
  title: `Why Choose ${site.name}`,
  intro:
    "We work as an extension of the developer's own team: accountable for the numbers, open about the sales funnel and present at the site every weekend.",
  cta: { label: "Learn More About Us", href: "/about" } satisfies NavLink,
  assurance: {
    title: "Registered and accountable",
    text: `${site.regulator.name} Reg. No. ${site.regulator.number}. Every campaign, price sheet and booking we handle follows RERA disclosure rules.`,
  },
  items: [
    {
      title: "Industry Expertise",
      description:
        "Our leadership has sold projects in Baner, Wakad, Hinjewadi, Kharadi and Hadapsar, and knows what buyers in each micro-market pay for.",
      icon: Award,
    },
    {
      title: "Track Record",
      description: `₹700+ crore of sales and 1,200+ units sold for 18+ developers since ${site.foundedYear}, with most partners returning for their next phase.`,
      icon: BadgeCheck,
    },
    {
      title: "Dedicated Team",
      description:
        "A named project head, sales managers and CRM executives assigned to your project, not a shared pool learning on your launch.",
      icon: Users,
    },
    {
      title: "Client Support",
      description: "Weekly MIS reports, a shared lead dashboard and a director who picks up the phone when you need a decision.",
      icon: Handshake,
    },
  ] satisfies WhyChooseItem[],
};

export interface Testimonial {
  id: number;
  rating: number;
  content: string;
  name: string;
  company: string;
}

/** docs/product.md section 3.3: four testimonials, advancing every 5000 ms. */
export const TESTIMONIAL_INTERVAL_MS = 5000;

export const testimonialsIntro = {
  eyebrow: "Client Voices",
  title: "What Developers Say About Us",
};

export const testimonials: Testimonial[] = [
  {
    id: 1,
    rating: 5,
    content:
      "They took over our Wakad launch three weeks before RERA approval and still had 60% of the first tower booked within four months. The weekly funnel reviews kept my whole sales team honest.",
    name: "Rajesh Bhosale",
    company: "Director, Bhosale Infra Developers",
  },
  {
    id: 2,
    rating: 5,
    content:
      "Our brand was unknown west of the river. The naming, launch campaign and channel-partner meet they ran for our Baner project brought in more than 900 site visits in the first quarter.",
    name: "Meera Kulkarni",
    company: "Managing Director, Kulkarni Landmarks",
  },
  {
    id: 3,
    rating: 5,
    content:
      "What sets them apart is post-sales. Demand letters, loan disbursements and possession paperwork went out on time for every buyer, and our customers noticed the difference.",
    name: "Sandeep Jagtap",
    company: "Director, Jagtap Realty Group",
  },
  {
    id: 4,
    rating: 5,
    content:
      "We came to them with unsold inventory in a commercial project in Kharadi. A fresh pricing ladder and a focused broker programme cleared it in eight months.",
    name: "Imran Shaikh",
    company: "Partner, Crescent Spaces",
  },
];

export const callToAction = {
  title: "Planning a Launch in Pune?",
  text: "Tell us about your land parcel or next phase. Within one working day we will come back with a first view on pricing, positioning and the sales plan.",
  primary: { label: "Schedule a Consultation", href: "/contact" } satisfies NavLink,
  secondary: { label: "Explore Our Services", href: "/services" } satisfies NavLink,
};
