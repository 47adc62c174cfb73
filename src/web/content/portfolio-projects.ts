import aarohiHeights from "@/web/assets/images/projects/aarohi-heights.svg";
import anandvanResidency from "@/web/assets/images/projects/anandvan-residency.svg";
import estella from "@/web/assets/images/projects/estella.svg";
import kesarGreens from "@/web/assets/images/projects/kesar-greens.svg";
import nilayaResidences from "@/web/assets/images/projects/nilaya-residences.svg";
import oakwoodEnclave from "@/web/assets/images/projects/oakwood-enclave.svg";
import onellaTower from "@/web/assets/images/projects/onella-tower.svg";
import pavilionSquare from "@/web/assets/images/projects/pavilion-square.svg";
import rajveerImperia from "@/web/assets/images/projects/rajveer-imperia.svg";
import riverstoneBusinessBay from "@/web/assets/images/projects/riverstone-business-bay.svg";
import sahyadriLogisticsPark from "@/web/assets/images/projects/sahyadri-logistics-park.svg";
import sankalpTowers from "@/web/assets/images/projects/sankalp-towers.svg";
import silverOrchid from "@/web/assets/images/projects/silver-orchid.svg";
import skylineCorporatePark from "@/web/assets/images/projects/skyline-corporate-park.svg";
import stella from "@/web/assets/images/projects/stella.svg";
import trimurtiRetailArcade from "@/web/assets/images/projects/trimurti-retail-arcade.svg";
import vedantBusinessHub from "@/web/assets/images/projects/vedant-business-hub.svg";
import vrindavanGardens from "@/web/assets/images/projects/vrindavan-gardens.svg";
import type { ImageAsset } from "./image";
import type { PortfolioProject } from "./portfolio";

const art = (src: string, title: string, what: string): ImageAsset => ({
  src,
  width: 800,
  height: 600,
  alt: `Illustration of ${title}, ${what}`,
});

/** The built-in projects of the portfolio grid, with their illustrations (types and labels: portfolio.ts). */
export const portfolioProjects: PortfolioProject[] = [
  {
    id: 1,
    title: "Estella",
    category: "residential",
    developer: "Aarav Landmarks",
    location: "Wakad, Pune",
    description:
      "Twin 14-storey towers of 2 and 3 BHK homes near the Mumbai-Bengaluru highway. We repositioned the launch around walk-to-work buyers from Hinjewadi and sold out ahead of possession.",
    image: art(estella, "Estella", "twin residential towers in Wakad"),
    status: "completed",
    completionDate: "March 2024",
    services: ["Strategy", "Marketing", "Sales", "CRM"],
    stats: { siteVisits: "900+", unitsSold: 96, revenue: "₹72 Cr" },
  },
  {
    id: 2,
    title: "Onella Tower",
    category: "residential",
    developer: "Onella Realty",
    location: "Hinjewadi, Pune",
    description:
      "A single 22-storey tower of compact 1 and 2 BHK homes for IT professionals in Phase 1. Digital-first campaigns and a weekend site-visit programme moved 114 units.",
    image: art(onellaTower, "Onella Tower", "a residential high-rise in Hinjewadi at dusk"),
    status: "completed",
    completionDate: "November 2023",
    services: ["Marketing", "Sales", "CRM"],
    stats: { siteVisits: "1000+", unitsSold: 114, revenue: "₹45 Cr" },
  },
  {
    id: 3,
    title: "Stella",
    category: "residential",
    developer: "Stellar Habitat Developers",
    location: "Baner, Pune",
    description:
      "Three mid-rise towers of premium 2 and 3 BHK residences off Baner Road. A referral programme and a sample-flat experience drove ninety bookings at steady prices.",
    image: art(stella, "Stella", "three residential towers in Baner"),
    status: "completed",
    completionDate: "August 2023",
    services: ["Strategy", "Marketing", "Sales"],
    stats: { siteVisits: "750+", unitsSold: 90, revenue: "₹50 Cr" },
  },
  {
    id: 4,
    title: "Silver Orchid",
    category: "residential",
    developer: "Silverline Constructions",
    location: "Kharadi, Pune",
    description:
      "A boutique development of fifty 3 BHK homes close to EON IT Park. Precise targeting of senior professionals and NRI buyers filled the project within a year of launch.",
    image: art(silverOrchid, "Silver Orchid", "two residential towers in Kharadi under monsoon skies"),
    status: "completed",
    completionDate: "January 2024",
    services: ["Strategy", "Marketing", "Sales", "CRM"],
    stats: { siteVisits: "600+", unitsSold: 50, revenue: "₹41 Cr" },
  },
  {
    id: 5,
    title: "Rajveer Imperia",
    category: "residential",
    developer: "Rajveer Group",
    location: "Wagholi, Pune",
    description:
      "Two towers of spacious 2 and 3 BHK apartments on the Pune-Nagar highway. A channel-partner network and transparent payment plans delivered ₹70 crore in sales.",
    image: art(rajveerImperia, "Rajveer Imperia", "two lit residential towers in Wagholi at night"),
    status: "completed",
    completionDate: "June 2024",
    services: ["Strategy", "Marketing", "Sales", "CRM"],
    stats: { siteVisits: "800+", unitsSold: 90, revenue: "₹70 Cr" },
  },
  {
    id: 6,
    title: "Vedant Business Hub",
    category: "commercial",
    developer: "Vedant Infraprojects",
    location: "Balewadi, Pune",
    description:
      "Grade-A office floors and small-office suites near Balewadi High Street. We built the leasing pitch for start-ups and mid-size firms and closed pre-leases before completion.",
    image: art(vedantBusinessHub, "Vedant Business Hub", "two glass office towers in Balewadi"),
    status: "completed",
    completionDate: "December 2023",
    services: ["Strategy", "Marketing", "Sales"],
    stats: { siteVisits: "400+", revenue: "₹38 Cr" },
  },
  {
    id: 7,
    title: "Kesar Greens",
    category: "residential",
    developer: "Kesar Lifespaces",
    location: "Ravet, Pune",
    description:
      "Value homes for first-time buyers beside the expressway, with 2 BHK apartments starting at ₹50 lakh. Home-loan tie-ups and EMI-led messaging kept walk-ins high every weekend.",
    image: art(kesarGreens, "Kesar Greens", "three residential towers in Ravet"),
    status: "completed",
    completionDate: "Ready Possession",
    services: ["Marketing", "Sales", "Finance"],
    stats: { siteVisits: "1100+", unitsSold: 142, revenue: "₹71 Cr" },
  },
  {
    id: 8,
    title: "Trimurti Retail Arcade",
    category: "retail",
    developer: "Trimurti Builders",
    location: "Hadapsar, Pune",
    description:
      "A two-level high-street arcade on Solapur Road with ground-floor showrooms and upper-floor clinics. Our tenant-mix plan brought in anchor brands before the first shop was sold.",
    image: art(trimurtiRetailArcade, "Trimurti Retail Arcade", "a retail podium with an office block in Hadapsar"),
    status: "completed",
    completionDate: "September 2023",
    services: ["Strategy", "Sales", "Finance"],
  },
  {
    id: 9,
    title: "Sahyadri Logistics Park",
    category: "industrial",
    developer: "Sahyadri Industrial Estates",
    location: "Moshi, Pune",
    description:
      "Pre-engineered warehouses and light-industrial sheds near the Chakan industrial belt. We packaged built-to-suit options for auto-component suppliers and third-party logistics firms.",
    image: art(sahyadriLogisticsPark, "Sahyadri Logistics Park", "a warehouse with loading docks in Moshi"),
    status: "completed",
    completionDate: "February 2024",
    services: ["Strategy", "Sales"],
  },
  {
    id: 10,
    title: "Anandvan Residency",
    category: "residential",
    developer: "Anandvan Developers",
    location: "Tathawade, Pune",
    description:
      "Family homes around a two-acre central garden near the Hinjewadi flyover. Possession-ready inventory was sold through site events, video walkthroughs and a disciplined follow-up desk.",
    image: art(anandvanResidency, "Anandvan Residency", "two residential towers in Tathawade"),
    status: "completed",
    completionDate: "Ready Possession",
    services: ["Marketing", "Sales", "CRM"],
    stats: { siteVisits: "650+", unitsSold: 78 },
  },
  {
    id: 11,
    title: "Aarohi Heights",
    category: "residential",
    developer: "Aarohi Realty",
    location: "Punawale, Pune",
    description:
      "A 24-storey tower of 2 BHK homes starting at ₹67 lakh, five minutes from the Mumbai-Pune Expressway. We are running the launch campaign, the sales lounge and the booking desk.",
    image: art(aarohiHeights, "Aarohi Heights", "a residential high-rise in Punawale"),
    status: "ongoing",
    completionDate: "December 2026",
    services: ["Strategy", "Marketing", "Sales", "CRM"],
  },
  {
    id: 12,
    title: "Skyline Corporate Park",
    category: "commercial",
    developer: "Skyline Infra",
    location: "Kharadi, Pune",
    description:
      "Two glass office towers on the Kharadi bypass with floor plates for IT and back-office teams. We advise on pricing, investor outreach and the pre-lease pipeline as construction rises.",
    image: art(skylineCorporatePark, "Skyline Corporate Park", "two glass office towers in Kharadi at dusk"),
    status: "ongoing",
    completionDate: "March 2026",
    services: ["Strategy", "Marketing", "Finance"],
  },
  {
    id: 13,
    title: "Nilaya Residences",
    category: "residential",
    developer: "Nilaya Homes",
    location: "Undri, Pune",
    description:
      "Green-certified 2 and 3 BHK homes near the NIBM-Undri road, with rainwater harvesting and solar common areas. Our campaigns lead with lower running costs for young families.",
    image: art(nilayaResidences, "Nilaya Residences", "two residential towers in Undri"),
    status: "ongoing",
    completionDate: "September 2026",
    services: ["Marketing", "Sales", "CRM"],
  },
  {
    id: 14,
    title: "Oakwood Enclave",
    category: "residential",
    developer: "Oakwood Properties",
    location: "NIBM, Pune",
    description:
      "Low-density luxury residences with 3 BHK homes starting at ₹95 lakh, set against the Mohammadwadi hills. We handle positioning, premium events and a relationship-led sales team.",
    image: art(oakwoodEnclave, "Oakwood Enclave", "a residential tower on NIBM Road"),
    status: "ongoing",
    completionDate: "June 2027",
    services: ["Strategy", "Marketing", "Sales"],
  },
  {
    id: 15,
    title: "Pavilion Square",
    category: "retail",
    developer: "Pavilion Developers",
    location: "Wakad, Pune",
    description:
      "A neighbourhood shopping square with a food court, fitness studio and double-height showrooms on Wakad's main road. We are curating brands and selling high-street units to investors.",
    image: art(pavilionSquare, "Pavilion Square", "a retail podium in Wakad at night"),
    status: "ongoing",
    completionDate: "August 2026",
    services: ["Strategy", "Sales", "Finance"],
  },
  {
    id: 16,
    title: "Sankalp Towers",
    category: "residential",
    developer: "Sankalp Lifespaces",
    location: "Hinjewadi, Pune",
    description:
      "A planned gated community of 2 and 3 BHK homes in Hinjewadi Phase 3. We are shaping the product mix, the price ladder and the pre-launch interest list ahead of registration.",
    image: art(sankalpTowers, "Sankalp Towers", "two residential towers in Hinjewadi at dusk"),
    status: "upcoming",
    completionDate: "December 2028",
    services: ["Strategy", "Marketing", "Finance"],
  },
  {
    id: 17,
    title: "Riverstone Business Bay",
    category: "commercial",
    developer: "Riverstone Realty",
    location: "Baner, Pune",
    description:
      "A mixed-use business address overlooking the Mula river with offices, serviced suites and street-level cafés. Our feasibility study set the unit sizes and the launch timing.",
    image: art(riverstoneBusinessBay, "Riverstone Business Bay", "two glass office towers in Baner"),
    status: "upcoming",
    completionDate: "March 2029",
    services: ["Strategy", "Finance"],
  },
  {
    id: 18,
    title: "Vrindavan Gardens",
    category: "residential",
    developer: "Vrindavan Builders",
    location: "Wagholi, Pune",
    description:
      "A township phase of affordable 1 and 2 BHK homes with a school and daily-needs market inside the campus. We are preparing the go-to-market plan and channel-partner onboarding.",
    image: art(vrindavanGardens, "Vrindavan Gardens", "three residential towers in Wagholi"),
    status: "upcoming",
    completionDate: "June 2028",
    services: ["Strategy", "Marketing", "Sales"],
  },
];
