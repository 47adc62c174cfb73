import estella from "@/web/assets/images/projects/estella.svg";
import onellaTower from "@/web/assets/images/projects/onella-tower.svg";
import rajveerImperia from "@/web/assets/images/projects/rajveer-imperia.svg";
import silverOrchid from "@/web/assets/images/projects/silver-orchid.svg";
import stella from "@/web/assets/images/projects/stella.svg";
import type { ImageAsset } from "./image";

export interface CaseStudy {
  id: number;
  title: string;
  /** One-paragraph summary (also the page's meta description). */
  description: string;
  /** Further paragraphs of the overview: the brief and how we approached it. */
  overview: string[];
  location: string;
  type: string;
  status: string;
  completionDate: string;
  bedrooms: string;
  bathrooms: string;
  features: string[];
  image: ImageAsset;
  services: string[];
  /** revenue in crore rupees; siteVisits as text such as '900+'. */
  stats: { revenue: number; unitsSold: number; siteVisits: string; unitType: string };
  developer: string;
  projectHighlights: string[];
}

const image = (src: string, alt: string): ImageAsset => ({ src, width: 800, height: 600, alt });

/** The five projects with a case study (docs/product.md section 3.7); ids match the portfolio. */
export const caseStudies: CaseStudy[] = [
  {
    id: 1,
    title: "Estella",
    description:
      "Twin 14-storey towers of 2 and 3 BHK homes in Wakad, launched, marketed and sold out by our team ahead of possession: 96 homes and ₹72 crore in sales.",
    overview: [
      "Aarav Landmarks came to us with strong construction progress but a slow first quarter of sales. The project competed with a dozen launches along the Wakad-Hinjewadi stretch, most of them pitching the same amenities at similar prices.",
      "We rebuilt the positioning around the ten-minute commute to Hinjewadi Phase 1, reworked the price ladder floor by floor, and ran a focused digital campaign for IT professionals. A trained in-house sales team, a same-day follow-up rule and a clear payment plan turned more than 900 site visits into 96 bookings.",
    ],
    location: "Wakad, Pune",
    type: "Residential",
    status: "Completed",
    completionDate: "March 2024",
    bedrooms: "2 & 3",
    bathrooms: "2 & 3",
    features: [
      "Rooftop infinity pool and sun deck",
      "Clubhouse with gymnasium and yoga studio",
      "Two-level covered car parking",
      "Children's play area and jogging track",
      "Rainwater harvesting and solar water heating",
      "24x7 security with video door phones",
    ],
    image: image(estella, "Illustration of the Estella twin residential towers in Wakad, Pune"),
    services: ["Strategy Services", "Marketing Services", "Sales Services", "CRM Services"],
    stats: { revenue: 72, unitsSold: 96, siteVisits: "900+", unitType: "2 & 3 BHK Apartments" },
    developer: "Aarav Landmarks",
    projectHighlights: [
      "Sold out all 96 homes ahead of the possession date",
      "More than 900 qualified site visits from focused digital campaigns",
      "Floor-wise price ladder raised the average realisation per square foot",
      "Same-day follow-up on every enquiry through a dedicated CRM desk",
    ],
  },
  {
    id: 2,
    title: "Onella Tower",
    description:
      "A 22-storey tower of compact 1 and 2 BHK homes in Hinjewadi where digital-first marketing and a weekend site-visit programme sold 114 units worth ₹45 crore.",
    overview: [
      "Onella Realty's tower was designed for young IT professionals, a buyer group that researches online, compares everything and rarely visits a site on a weekday. Early walk-ins were low and the sales team was chasing cold leads.",
      "We moved the budget to search and social campaigns timed around pay days, introduced virtual walkthroughs and a weekend shuttle from the Phase 1 and Phase 2 campuses, and gave every lead a single relationship manager from first call to registration. Over 1000 site visits and 114 bookings followed.",
    ],
    location: "Hinjewadi, Pune",
    type: "Residential",
    status: "Completed",
    completionDate: "November 2023",
    bedrooms: "1 & 2",
    bathrooms: "1 & 2",
    features: [
      "Co-working lounge with high-speed internet",
      "Rooftop amphitheatre and party deck",
      "Fully equipped gymnasium",
      "EV charging points in the car park",
      "Walking distance to IT campuses and metro",
      "Three-tier security with access control",
    ],
    image: image(onellaTower, "Illustration of Onella Tower, a residential high-rise in Hinjewadi, Pune, at dusk"),
    services: ["Marketing Services", "Sales Services", "CRM Services"],
    stats: { revenue: 45, unitsSold: 114, siteVisits: "1000+", unitType: "1 & 2 BHK Apartments" },
    developer: "Onella Realty",
    projectHighlights: [
      "114 units sold to first-time buyers from the IT corridor",
      "Over 1000 site visits through a weekend shuttle programme",
      "Lower cost per booking after moving spend to search and social",
      "Single relationship manager for every buyer from enquiry to registration",
    ],
  },
  {
    id: 3,
    title: "Stella",
    description:
      "Three mid-rise towers of premium 2 and 3 BHK residences in Baner where a referral programme and a sample-flat experience drove 90 bookings and ₹50 crore in sales.",
    overview: [
      "Stellar Habitat Developers had built a loyal base of residents in earlier projects but had never sold to them again. Baner buyers are discerning, and discounts would have hurt a premium brand.",
      "We designed a referral programme for existing residents, staged a sample flat with an interior designer, and held curated preview evenings instead of public events. Prices held steady through the campaign while 750+ visits turned into 90 bookings.",
    ],
    location: "Baner, Pune",
    type: "Residential",
    status: "Completed",
    completionDate: "August 2023",
    bedrooms: "2 & 3",
    bathrooms: "2 & 3",
    features: [
      "Landscaped podium garden with seating courts",
      "Clubhouse with indoor games and banquet hall",
      "Swimming pool with a separate kids' pool",
      "Premium vitrified flooring and modular kitchens",
      "Power backup for common areas and lifts",
      "Close to Baner Road schools and hospitals",
    ],
    image: image(stella, "Illustration of the three Stella residential towers in Baner, Pune"),
    services: ["Strategy Services", "Marketing Services", "Sales Services"],
    stats: { revenue: 50, unitsSold: 90, siteVisits: "750+", unitType: "2 & 3 BHK Apartments" },
    developer: "Stellar Habitat Developers",
    projectHighlights: [
      "90 bookings without across-the-board discounts",
      "A third of sales came through the resident referral programme",
      "Sample-flat experience lifted the visit-to-booking ratio",
      "Invitation-only preview evenings for pre-qualified buyers",
    ],
  },
  {
    id: 4,
    title: "Silver Orchid",
    description:
      "A boutique development of fifty 3 BHK homes in Kharadi, sold within a year of launch to senior professionals and NRI buyers: 50 units and ₹41 crore.",
    overview: [
      "Silverline Constructions built Silver Orchid for buyers who want space and privacy close to EON IT Park. With only fifty homes, every lead mattered and mass-market advertising would have wasted the budget.",
      "We profiled the likely buyer, targeted senior professionals in Kharadi and Viman Nagar, and ran video-call site tours for NRI families in the Gulf, the UK and the US. Our finance desk arranged home-loan pre-approvals so that decisions were not held up by paperwork.",
    ],
    location: "Kharadi, Pune",
    type: "Residential",
    status: "Completed",
    completionDate: "January 2024",
    bedrooms: "3",
    bathrooms: "3",
    features: [
      "Only four homes per floor for added privacy",
      "Large sundecks with city views",
      "Clubhouse with library and indoor games",
      "Landscaped garden with senior citizens' zone",
      "Dedicated visitor parking",
      "Close to EON IT Park and Pune airport",
    ],
    image: image(silverOrchid, "Illustration of the Silver Orchid residential towers in Kharadi, Pune, under monsoon skies"),
    services: ["Strategy Services", "Marketing Services", "Sales Services", "CRM Services"],
    stats: { revenue: 41, unitsSold: 50, siteVisits: "600+", unitType: "3 BHK Apartments" },
    developer: "Silverline Constructions",
    projectHighlights: [
      "All 50 homes sold within a year of launch",
      "NRI buyers booked through video-call site tours",
      "Home-loan pre-approvals shortened the decision cycle",
      "Targeted campaigns kept the marketing spend within budget",
    ],
  },
  {
    id: 5,
    title: "Rajveer Imperia",
    description:
      "Two towers of spacious 2 and 3 BHK apartments in Wagholi where a channel-partner network and transparent payment plans sold 90 homes worth ₹70 crore.",
    overview: [
      "Rajveer Group's project offered more carpet area for the money than most of Wagholi, but buyers doubted the location's connectivity and the developer's first large launch lacked a sales network.",
      "We built and trained a network of channel partners across East Pune, created content on the upcoming ring road and metro extension, and introduced a construction-linked payment plan explained on a single page. More than 800 site visits led to 90 bookings.",
    ],
    location: "Wagholi, Pune",
    type: "Residential",
    status: "Completed",
    completionDate: "June 2024",
    bedrooms: "2 & 3",
    bathrooms: "2 & 3",
    features: [
      "Grand entrance lobby with double-height lounge",
      "Swimming pool and landscaped deck",
      "Multipurpose hall and indoor games room",
      "Open-air gym and cycling track",
      "Piped gas and 24x7 water supply",
      "On the Pune-Nagar highway with easy access to Kharadi",
    ],
    image: image(rajveerImperia, "Illustration of the Rajveer Imperia residential towers in Wagholi, Pune, at night"),
    services: ["Strategy Services", "Marketing Services", "Sales Services", "CRM Services"],
    stats: { revenue: 70, unitsSold: 90, siteVisits: "800+", unitType: "2 & 3 BHK Apartments" },
    developer: "Rajveer Group",
    projectHighlights: [
      "₹70 crore in sales through a new channel-partner network",
      "More than 800 site visits across two launch phases",
      "One-page construction-linked payment plan built buyer trust",
      "Post-sales CRM kept cancellations to a minimum",
    ],
  },
];

export function findCaseStudy(id: number): CaseStudy | undefined {
  return caseStudies.find((study) => study.id === id);
}
