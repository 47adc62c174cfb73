import type { ProjectStatus } from "./portfolio";

/** Copy of the projects portfolio page (docs/product.md section 3.6). */
export const projectsPage = {
  hero: {
    title: "Our Projects",
    text: "18 projects across Pune's growth corridors, from Hinjewadi and Wakad to Kharadi and Wagholi: homes, offices, retail and warehousing that we have planned, marketed and sold for developers.",
  },
  portfolio: {
    eyebrow: "Portfolio",
    title: "Projects We Have Taken to Market",
    intro: "Browse completed, ongoing and upcoming projects. Completed projects with a case study show the numbers behind the sales.",
  },
  tabs: [
    { value: "all", label: "All Projects" },
    { value: "completed", label: "Completed" },
    { value: "ongoing", label: "Ongoing" },
    { value: "upcoming", label: "Upcoming" },
  ] satisfies { value: ProjectStatus | "all"; label: string }[],
  empty: {
    title: "No projects found",
    hint: "Try selecting a different category or project status.",
  },
  caseStudyLink: "View case study",
  impact: {
    eyebrow: "Our Impact",
    title: "Results Developers Can Measure",
    intro: "Every number below is a booking registered, a cheque cleared or a city we work in today.",
    counters: [
      { target: 18, prefix: "", suffix: "+", label: "Developer Partnerships" },
      { target: 700, prefix: "₹", suffix: " Cr+", label: "Sales Generated" },
      { target: 1200, prefix: "", suffix: "+", label: "Units Sold" },
      { target: 3, prefix: "", suffix: "", label: "Cities" },
    ],
  },
  howWeHelp: {
    eyebrow: "Partnership",
    title: "How We Help Developers",
    intro: "One accountable team from the first feasibility note to the last registration.",
    cards: [
      {
        icon: "strategy",
        title: "Plan the Launch",
        text: "Market study, product mix, pricing ladder and launch timing, built on live absorption data from Pune's micro-markets rather than guesswork.",
      },
      {
        icon: "marketing",
        title: "Fill the Site Office",
        text: "Brand, digital campaigns, channel-partner networks and site events that bring qualified buyers to your sample flat every weekend.",
      },
      {
        icon: "sales",
        title: "Close and Care",
        text: "A trained sales team, disciplined CRM follow-up, home-loan support and post-sales service that keep bookings from turning into cancellations.",
      },
    ],
  },
  cta: {
    title: "Planning Your Next Launch?",
    text: "Tell us about your land parcel or project. We will share a candid view of the market and how we would sell it.",
    button: "Contact Us",
  },
} as const;

export type HowWeHelpIcon = (typeof projectsPage.howWeHelp.cards)[number]["icon"];

/** Copy of the case-study pages (docs/product.md section 3.7). */
export const caseStudyPage = {
  back: "Back to Projects",
  completed: "Completed:",
  sections: {
    overview: "Project Overview",
    highlights: "Key Highlights",
    metrics: "Performance Metrics",
    details: "Project Details",
    services: "Services Provided",
    features: "Key Features",
  },
  metrics: { revenue: "Revenue Generated", unitsSold: "Units Sold", siteVisits: "Site Visits" },
  details: {
    developer: "Developer",
    unitType: "Unit Type",
    bedrooms: "Bedrooms",
    bathrooms: "Bathrooms",
    location: "Location",
    completion: "Completion",
  },
  cta: {
    title: "Want Results Like These for Your Project?",
    text: "From pricing strategy to the last registration, we take full ownership of your sales. Let us talk about your next launch.",
    start: "Start Your Project",
    more: "View More Projects",
  },
  notFound: {
    title: "Project Not Found",
    text: "The requested project could not be found",
    hint: "It may have been renamed or is not yet published. Explore our portfolio of completed, ongoing and upcoming projects instead.",
    button: "Back to Projects",
  },
} as const;
