/** The company profile's copy (generate-company-profile.ts): its figures, services and approach. */
export const stats = [
  { value: "18+", label: "Developer Partnerships" },
  { value: "700+ Cr", label: "Sales Generated", rupee: true },
  { value: "1200+", label: "Units Sold" },
  { value: "3", label: "Cities" },
];

export const services = [
  {
    title: "Strategy & Planning",
    text: "Micro-market study, product mix and unit sizing, pricing ladders and a launch calendar built on what buyers in the catchment are actually paying for.",
  },
  {
    title: "Marketing & Branding",
    text: "Project naming, brand identity, site branding, digital campaigns and channel-partner programmes that bring qualified site visits rather than raw leads.",
  },
  {
    title: "Sales Optimization",
    text: "A trained on-site sales team, scripts, walkthrough flow, daily funnel reviews and closing support that turn visits into bookings.",
  },
  {
    title: "CRM & Post-Sales",
    text: "Booking paperwork, agreement and registration follow-up, demand letters, collections tracking and a customer desk that keeps buyers informed until possession.",
  },
  {
    title: "Finance",
    text: "Cash-flow planning against construction milestones, tie-ups with home-loan lenders and inventory-funding advice, so sales and construction stay in step.",
  },
];

export const approach = [
  { title: "Assessment & Analysis", text: "Land, approvals, competition and buyer profile." },
  { title: "Strategy Development", text: "Positioning, pricing, inventory release plan." },
  { title: "Implementation & Execution", text: "Launch, campaigns, site sales and channel partners." },
  { title: "Tracking & Optimization", text: "Weekly numbers, course corrections, collections." },
];
