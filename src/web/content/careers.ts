import type { LucideIcon } from "lucide-react";
import {
  Award,
  BookOpen,
  Briefcase,
  HeartPulse,
  Lightbulb,
  MapPin,
  Scale,
  ShieldCheck,
  Sparkles,
  TrendingUp,
  Trophy,
  Users,
  UsersRound,
} from "lucide-react";
import teamImage from "@/web/assets/images/careers/team-office.svg";
import { site } from "@/web/lib/site";
import type { HeroChip } from "@/web/components/section";
import type { ImageAsset } from "./image";

export const careersHero = {
  title: "Careers",
  text: `Build your career in real estate sales and marketing with ${site.name}. Work on launches for Pune's leading developers, learn from people who have sold thousands of homes, and grow as fast as you can learn.`,
};

/** docs/product.md section 3.8: the header chips. */
export const careersChips: HeroChip[] = [
  { label: "Pune, Maharashtra", icon: MapPin },
  { label: "50+ Team Members", icon: Users },
  { label: "Multiple Departments", icon: Briefcase },
];

export interface CareerValue {
  title: string;
  text: string;
  icon: LucideIcon;
}

export const careerValuesIntro = {
  eyebrow: `Life at ${site.name}`,
  title: "Our Values",
  intro:
    "We are a young firm with an experienced core. These four values decide how we hire, how we work with developers and how we treat every buyer who walks into a sales gallery.",
  image: {
    src: teamImage,
    width: 640,
    height: 480,
    alt: "Illustration of a bright open office with desks, laptops and a view of the Pune skyline",
  } satisfies ImageAsset,
};

export const careerValues: CareerValue[] = [
  {
    title: "Innovation",
    text: "Try new channels, tools and ideas, measure what works and share it. The best idea in the room can come from a first-year executive.",
    icon: Lightbulb,
  },
  {
    title: "Integrity",
    text: "Tell buyers and developers the truth, even when it costs a sale: accurate prices, real possession dates, no pressure tactics.",
    icon: ShieldCheck,
  },
  {
    title: "Excellence",
    text: "Own the result from the first call to the possession handover. We review every lost booking and learn from it.",
    icon: Award,
  },
  {
    title: "Collaboration",
    text: "Strategy, marketing, sales and CRM win together as one team, with shared targets and numbers everyone can see.",
    icon: UsersRound,
  },
];

export interface Benefit {
  title: string;
  text: string;
  icon: LucideIcon;
}

export const benefitsIntro = {
  eyebrow: "Why Join Us",
  title: "Benefits of Working With Us",
  intro: "Good people stay where they are paid fairly, looked after and given room to grow.",
};

export const benefits: Benefit[] = [
  {
    title: "Career Growth",
    text: "Clear paths from executive to manager, with half-yearly reviews and promotions based on results, not tenure.",
    icon: TrendingUp,
  },
  {
    title: "Health & Wellness",
    text: "Group medical insurance for you and your family, plus an annual health check-up.",
    icon: HeartPulse,
  },
  {
    title: "Work-Life Balance",
    text: "A weekly off for site teams, planned leave around launches and a Sunday-closed office.",
    icon: Scale,
  },
  {
    title: "Recognition Programs",
    text: "Monthly booking incentives, quarterly awards and a share in the success of every launch.",
    icon: Trophy,
  },
  {
    title: "Team Culture",
    text: "A friendly, fast-moving team that celebrates every launch, festival and milestone together.",
    icon: Sparkles,
  },
  {
    title: "Learning Opportunities",
    text: "Training in negotiation, digital marketing, MahaRERA rules and home-loan processes, led by our directors.",
    icon: BookOpen,
  },
];

/** A job opening as the careers page shows it: built in, or (later) published from the database. */
export interface PublicOpening {
  id: number | string;
  title: string;
  department: string;
  location: string;
  type: string;
  /** Experience range, e.g. "5-8 years". */
  experience: string;
  salary?: string;
  description?: string;
  requirements?: string[];
  /** Relative posting time, e.g. "2 days ago". */
  posted?: string;
}

export const openingsIntro = {
  eyebrow: "Join the Team",
  title: "Current Openings",
  intro: "Apply with your resume and a few lines about yourself. We reply to every application within a week.",
  empty: "There are no open positions right now. Send us your resume and we will reach out when the right role opens.",
};

/** docs/product.md section 3.8: the four built-in openings. */
export const builtInOpenings: PublicOpening[] = [
  {
    id: 1,
    title: "Senior Sales Manager",
    department: "Sales",
    location: "Baner, Pune",
    type: "Full-time",
    experience: "5-8 years",
    description:
      "Lead the closing team at a premium residential project in West Pune. You will run the sales gallery, coach closing managers, work with channel partners and own monthly booking targets.",
    requirements: [
      "5+ years of residential real estate sales in Pune",
      "A record of meeting or beating monthly booking targets",
      "Experience leading a team of 4 or more closing managers",
      "Fluent English, Marathi and Hindi",
    ],
    posted: "2 days ago",
  },
  {
    id: 2,
    title: "Digital Marketing Executive",
    department: "Marketing",
    location: "Shivajinagar, Pune",
    type: "Full-time",
    experience: "2-4 years",
    description:
      "Plan and run lead-generation campaigns for residential launches on Google, Meta and property portals, and report on cost per lead, site visit and booking.",
    requirements: [
      "2+ years running paid campaigns, ideally for real estate",
      "Hands-on with Google Ads, Meta Ads Manager and GA4",
      "Comfortable with spreadsheets and weekly reporting",
      "Working knowledge of MahaRERA advertising rules is a plus",
    ],
    posted: "1 week ago",
  },
  {
    id: 3,
    title: "Channel Partner Manager",
    department: "Business Development",
    location: "Pune and PCMC",
    type: "Full-time",
    experience: "3-6 years",
    description:
      "Grow and manage our network of channel partners across Pune and PCMC: onboarding, project briefings, site-visit drives and timely brokerage settlements.",
    requirements: [
      "3+ years in channel sales or business development in real estate",
      "An existing network of brokers in Pune or PCMC",
      "Strong negotiation and relationship skills",
      "Own two-wheeler and a valid driving licence",
    ],
    posted: "4 days ago",
  },
  {
    id: 4,
    title: "CRM Technology Executive",
    department: "Technology",
    location: "Shivajinagar, Pune",
    type: "Full-time",
    experience: "1-3 years",
    description:
      "Configure and look after the CRM that drives our sales and post-sales teams: lead routing, site-visit tracking, demand letters and the dashboards our directors read every morning.",
    requirements: [
      "1+ years administering a CRM such as Salesforce, Zoho or LeadSquared",
      "Good command of Excel or Google Sheets; basic SQL is a plus",
      "Able to explain tools clearly to sales teams",
      "Graduate in computer science, IT or a related field",
    ],
    posted: "2 weeks ago",
  },
];

export const resumeBlock = {
  title: "Don't See a Perfect Match?",
  text: `We are always glad to meet good people. Send us your resume and tell us where you would fit in; we keep every application on file and call when the right role opens.`,
};

/** docs/product.md section 3.8: subjects of the career mail drafts. */
export const careerMailSubjects = {
  apply: (title: string) => `Application for ${title}`,
  learnMore: (title: string) => `Inquiry about ${title}`,
  resume: "Resume Submission",
};
