import type { LucideIcon } from "lucide-react";
import { Award, BadgeCheck, CalendarDays, Handshake, Lightbulb, MapPin, ShieldCheck } from "lucide-react";
import directorOne from "@/web/assets/images/about/director-aniket-deshmukh.svg";
import directorTwo from "@/web/assets/images/about/director-prajakta-kulkarni.svg";
import directorThree from "@/web/assets/images/about/director-sachin-patil.svg";
import storyImage from "@/web/assets/images/about/pune-office.svg";
import { site } from "@/web/lib/site";
import type { HeroChip } from "@/web/components/section";
import type { ImageAsset } from "./image";

/** docs/product.md section 3.4: the banner text under "About {name}". */
export const aboutHeroText = "Transforming real estate sales and marketing for developers in Pune, India";

export const aboutHeroChips: HeroChip[] = [
  { label: `Founded ${site.foundedYear}`, icon: CalendarDays },
  { label: `${site.address.city}, ${site.address.region}`, icon: MapPin },
  { label: `${site.regulator.name} Registered`, icon: BadgeCheck },
];

export interface Statement {
  title: string;
  text: string;
  points: string[];
}

export const vision: Statement = {
  title: "Our Vision",
  text: "To be the partner Pune's developers trust first when they bring a project to market: the team that knows the city micro-market by micro-market and sells homes the way buyers want to buy them.",
  points: ["The first call for every new launch in Pune", "Transparent, data-led selling", "Buyers who recommend the projects we sell"],
};

export const mission: Statement = {
  title: "Our Mission",
  text: "To empower developers with sales and marketing solutions that cover the whole journey, from land feasibility and launch to bookings, collections and possession, with one accountable team.",
  points: ["Launch strategy and pricing", "Marketing that fills the site", "Sales, CRM and home-loan support to possession"],
};

export interface Milestone {
  year: string;
  text: string;
}

export const story = {
  eyebrow: `Since ${site.foundedYear}`,
  title: "Our Story",
  lead: "Built in Pune, for Pune's developers.",
  paragraphs: [
    `${site.name} was founded in ${site.foundedYear} by three real-estate professionals who had spent their careers on the sales floors and in the marketing rooms of Pune's best-known developers. They kept seeing the same gap: good projects that sold slowly because strategy, marketing, sales and customer care were run by different agencies that did not talk to each other.`,
    `So we built one team that does all of it. We study the micro-market before a brochure is printed, plan the launch, run the campaigns, manage the channel partner network and the site visits, and stay with every buyer through agreement, registration, home loan and possession.`,
    `We are registered with ${site.regulator.name} (registration no. ${site.regulator.number}), and every campaign we run carries the project's registration details. Developers across Baner, Wakad, Hinjewadi, Kharadi and PCMC now trust us with their launches.`,
  ],
  milestones: [
    {
      year: String(site.foundedYear),
      text: `Founded in ${site.address.city}; ${site.regulator.name} registration and our first residential launch in West Pune`,
    },
    { year: "2023", text: "Channel partner network extended across Pune and PCMC; CRM and post-sales desk set up" },
    { year: "2024", text: "Home-loan tie-ups added for buyers; 18+ developer partnerships and ₹700+ Cr in sales" },
  ] satisfies Milestone[],
  image: {
    src: storyImage,
    width: 640,
    height: 480,
    alt: "Illustration of a Pune office tower with the city skyline behind it",
  } satisfies ImageAsset,
};

export interface Director {
  name: string;
  title: "Director";
  /** Years of experience, shown as "{n}+ years". */
  experienceYears: number;
  focus: string;
  bio: string;
  photo: ImageAsset;
}

export const directors: Director[] = [
  {
    name: "Aniket Deshmukh",
    title: "Director",
    experienceYears: 15,
    focus: "Strategy & Developer Partnerships",
    bio: "Aniket led sales for residential launches in Baner, Wakad and Hinjewadi before co-founding the firm. He shapes launch strategy, pricing and payment plans, and is the first point of contact for every developer we partner with.",
    photo: { src: directorOne, width: 400, height: 440, alt: "Portrait of Aniket Deshmukh, Director" },
  },
  {
    name: "Prajakta Kulkarni",
    title: "Director",
    experienceYears: 14,
    focus: "Marketing & Brand",
    bio: "Prajakta has created launch campaigns for more than thirty residential towers across Pune. She heads branding, digital lead generation and creative, and makes sure every rupee of media spend can be traced to site visits and bookings.",
    photo: { src: directorTwo, width: 400, height: 440, alt: "Portrait of Prajakta Kulkarni, Director" },
  },
  {
    name: "Sachin Patil",
    title: "Director",
    experienceYears: 12,
    focus: "Sales Operations & CRM",
    bio: "Sachin built and ran channel partner networks and CRM desks for large projects in PCMC. He oversees site-visit management, the sales teams on site and the post-sales journey from booking to possession.",
    photo: { src: directorThree, width: 400, height: 440, alt: "Portrait of Sachin Patil, Director" },
  },
];

export interface CoreValue {
  title: string;
  text: string;
  icon: LucideIcon;
}

export const coreValues: CoreValue[] = [
  {
    title: "Integrity",
    text: "Honest pricing advice, accurate inventory and MahaRERA-compliant communication. We never promise a buyer what the developer has not committed to.",
    icon: ShieldCheck,
  },
  {
    title: "Partnership",
    text: "We work as an extension of the developer's own team, share every number openly and succeed only when the project does.",
    icon: Handshake,
  },
  {
    title: "Excellence",
    text: "From the first brochure to the possession handover, every touchpoint is planned, measured and held to a high standard.",
    icon: Award,
  },
  {
    title: "Innovation",
    text: "Data-led campaigns, CRM-driven follow-ups and virtual site tours that help buyers decide faster and developers sell sooner.",
    icon: Lightbulb,
  },
];

export const aboutCallToAction = {
  title: "Planning a launch in Pune?",
  text: "Tell us about your project. We will come back within one working day with a first view on pricing, positioning and the fastest route to bookings.",
  secondary: { label: "Explore Our Services", href: "/services" },
};
