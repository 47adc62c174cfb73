import { count } from "drizzle-orm";
import { jobInputSchema, type JobInput } from "@/shared/contract/jobs";
import { projectInputSchema, type ProjectInput } from "@/shared/contract/projects";
import type { Db } from "../db/client";
import { inquiries, jobOpenings, projects, subscribers } from "../db/schema";
import { insertJob } from "../modules/jobs/store";
import { insertProject } from "../modules/projects/store";

/** The 18 portfolio projects of the public site, as the admin dashboard manages them. */
const PORTFOLIO: [
  name: string,
  type: ProjectInput["projectType"],
  client: string,
  location: string,
  stage: "done" | "now" | "next",
  month: string,
][] = [
  ["Estella", "Residential", "Aarav Landmarks", "Wakad, Pune", "done", "2024-03-31"],
  ["Onella Tower", "Residential", "Onella Realty", "Hinjewadi, Pune", "done", "2023-11-30"],
  ["Stella", "Residential", "Stellar Habitat Developers", "Baner, Pune", "done", "2023-08-31"],
  ["Silver Orchid", "Residential", "Silverline Constructions", "Kharadi, Pune", "done", "2024-01-31"],
  ["Rajveer Imperia", "Residential", "Rajveer Group", "Wagholi, Pune", "done", "2024-06-30"],
  ["Vedant Business Hub", "Commercial", "Vedant Infraprojects", "Balewadi, Pune", "done", "2023-12-31"],
  ["Kesar Greens", "Residential", "Kesar Lifespaces", "Ravet, Pune", "done", "2024-09-30"],
  ["Trimurti Retail Arcade", "Retail", "Trimurti Builders", "Hadapsar, Pune", "done", "2023-09-30"],
  ["Sahyadri Logistics Park", "Industrial", "Sahyadri Industrial Estates", "Moshi, Pune", "done", "2024-02-29"],
  ["Anandvan Residency", "Residential", "Anandvan Developers", "Tathawade, Pune", "done", "2024-11-30"],
  ["Aarohi Heights", "Residential", "Aarohi Realty", "Punawale, Pune", "now", "2026-12-31"],
  ["Skyline Corporate Park", "Commercial", "Skyline Infra", "Kharadi, Pune", "now", "2027-03-31"],
  ["Nilaya Residences", "Residential", "Nilaya Homes", "Undri, Pune", "now", "2026-09-30"],
  ["Oakwood Enclave", "Residential", "Oakwood Properties", "NIBM, Pune", "now", "2027-06-30"],
  ["Pavilion Square", "Retail", "Pavilion Developers", "Wakad, Pune", "now", "2027-08-31"],
  ["Sankalp Towers", "Residential", "Sankalp Lifespaces", "Hinjewadi, Pune", "next", "2028-12-31"],
  ["Riverstone Business Bay", "Commercial", "Riverstone Realty", "Baner, Pune", "next", "2029-03-31"],
  ["Vrindavan Gardens", "Mixed Use", "Vrindavan Builders", "Wagholi, Pune", "next", "2028-06-30"],
];
const MANAGERS = ["Ananya Kulkarni", "Rohit Pawar", "Siddharth Bhosale", "Pooja Deshpande"];
const PRIORITIES = ["Medium", "High", "Low", "Critical"] as const;
const RISKS = ["Low", "Medium", "High"] as const;

function demoProject([name, type, client, location, stage, month]: (typeof PORTFOLIO)[number], i: number): ProjectInput {
  const budget = (40 + ((i * 37) % 90)) * 1_000_000;
  const progress = stage === "done" ? 100 : stage === "now" ? 25 + ((i * 17) % 60) : (i * 3) % 10;
  const startYear = stage === "done" ? 2022 + (i % 2) : stage === "now" ? 2024 + (i % 2) : 2026;
  return {
    projectName: name,
    projectType: type,
    location,
    client,
    projectManager: MANAGERS[i % MANAGERS.length]!,
    startDate: `${startYear}-${String((i % 12) + 1).padStart(2, "0")}-01`,
    endDate: stage === "done" ? month : null,
    expectedCompletion: month,
    budget,
    actualCost: Math.round((budget * progress * (0.9 + (i % 3) * 0.08)) / 100),
    status: stage === "done" ? "Completed" : stage === "now" ? (i === 14 ? "On Hold" : "In Progress") : "Planning",
    priority: PRIORITIES[i % PRIORITIES.length]!,
    riskLevel: RISKS[(i * 2) % RISKS.length]!,
    description: `Sales and marketing mandate for ${name} in ${location.split(",")[0]}: launch strategy, campaigns and site sales for ${client}.`,
    scope: "Market study, pricing, launch campaign, channel partner network, site sales team and CRM.",
    deliverables: ["Go-to-market plan", "Launch campaign", "Monthly sales review"],
    teamMembers: [MANAGERS[(i + 1) % MANAGERS.length]!, MANAGERS[(i + 2) % MANAGERS.length]!],
    notes: "",
    progress,
  };
}

/** The careers page's four openings plus one closed. */
const OPENINGS: JobInput[] = [
  {
    title: "Senior Sales Manager",
    department: "Sales",
    location: "Baner, Pune",
    type: "Full-time",
    experience: "5-8 years",
    salary: "₹12-18 LPA",
    description: "Lead the closing team at a premium residential project in West Pune.",
    requirements: ["5+ years of residential sales in Pune", "Team leadership"],
  },
  {
    title: "Digital Marketing Executive",
    department: "Marketing",
    location: "Shivajinagar, Pune",
    type: "Full-time",
    experience: "2-4 years",
    salary: "₹5-7 LPA",
    description: "Plan and run lead-generation campaigns for residential launches.",
    requirements: ["Google Ads and Meta Ads", "GA4 reporting"],
  },
  {
    title: "CRM Executive",
    department: "Operations",
    location: "Wakad, Pune",
    type: "Full-time",
    experience: "1-3 years",
    salary: "₹3.5-5 LPA",
    description: "Own the post-booking journey of buyers: agreements, demand letters and possession.",
    requirements: ["Real estate CRM experience", "Clear written English and Marathi"],
  },
  {
    title: "Channel Partner Manager",
    department: "Sales",
    location: "Kharadi, Pune",
    type: "Full-time",
    experience: "3-6 years",
    salary: "₹7-10 LPA",
    description: "Build and run a network of channel partners for East Pune launches.",
    requirements: ["An existing broker network in East Pune"],
  },
  {
    title: "Marketing Intern",
    department: "Marketing",
    location: "Shivajinagar, Pune",
    type: "Internship",
    experience: "Fresher",
    salary: "₹15,000 per month",
    description: "Support the campaign team for six months.",
    requirements: ["Final-year student or recent graduate"],
    isActive: false,
  },
];

const FIRST = ["Rahul", "Priya", "Amit", "Neha", "Suresh", "Kavita", "Vikas", "Anjali", "Sanjay", "Deepa", "Nitin", "Swati"];
const LAST = ["Kulkarni", "Joshi", "Patil", "Shinde", "Gokhale", "Mehta", "Jadhav", "Pawar"];
const SUBJECTS = ["property", "general", "partnership", "careers", "other", "property"];
const DAY = 24 * 60 * 60 * 1000;

const isEmpty = async (db: Db, table: typeof projects | typeof jobOpenings | typeof inquiries | typeof subscribers) =>
  (await db.select({ n: count() }).from(table))[0]!.n === 0;

/** The 18 portfolio projects, once, into an empty table. */
export async function loadDemoProjects(db: Db, now: Date): Promise<void> {
  if (!(await isEmpty(db, projects))) return;
  for (const [i, entry] of PORTFOLIO.entries()) {
    await insertProject(db, projectInputSchema.parse(demoProject(entry, i)), new Date(now.getTime() - (PORTFOLIO.length - i) * 7 * DAY));
  }
}

/** The careers openings plus a closed one, once, into an empty table (they replace the built-in openings on /careers). */
export async function loadDemoJobs(db: Db, now: Date): Promise<void> {
  if (!(await isEmpty(db, jobOpenings))) return;
  for (const [i, opening] of OPENINGS.entries())
    await insertJob(db, jobInputSchema.parse(opening), new Date(now.getTime() - (10 - i) * DAY));
}

/** 36 inquiries over the last months, two in three replied, once, into an empty table. */
export async function loadDemoInquiries(db: Db, now: Date): Promise<void> {
  if (!(await isEmpty(db, inquiries))) return;
  await db.insert(inquiries).values(
    Array.from({ length: 36 }, (_, i) => {
      const name = `${FIRST[i % FIRST.length]} ${LAST[(i * 5) % LAST.length]}`;
      const createdAt = new Date(now.getTime() - (i * 3 + 1) * DAY - (i % 7) * 3600_000);
      return {
        name,
        email: `${name.toLowerCase().replace(" ", ".")}${i}@example.in`,
        phone: `98${String(22_000_000 + i * 7919).padStart(8, "0")}`,
        subject: SUBJECTS[i % SUBJECTS.length]!,
        message: `Hello, I would like to know more about your services for a project in ${PORTFOLIO[i % PORTFOLIO.length]![3]}. Please call me.`,
        createdAt,
        ...(i % 3 === 0 ? {} : { status: "replied" as const, repliedAt: new Date(createdAt.getTime() + DAY) }),
      };
    }),
  );
}

/** 42 subscribers over the last months, a few inactive, once, into an empty table. */
export async function loadDemoSubscribers(db: Db, now: Date): Promise<void> {
  if (!(await isEmpty(db, subscribers))) return;
  await db.insert(subscribers).values(
    Array.from({ length: 42 }, (_, i) => ({
      email: `${FIRST[(i * 7) % FIRST.length]!.toLowerCase()}.${LAST[i % LAST.length]!.toLowerCase()}${i}@example.in`,
      status: i % 9 === 4 ? ("inactive" as const) : ("active" as const),
      subscribedAt: new Date(now.getTime() - (i * 3 + 2) * DAY),
    })),
  );
}

/** Every demo record (`npm run demo`). */
export async function loadDemoRecords(db: Db, now: Date): Promise<void> {
  await loadDemoProjects(db, now);
  await loadDemoJobs(db, now);
  await loadDemoInquiries(db, now);
  await loadDemoSubscribers(db, now);
}
