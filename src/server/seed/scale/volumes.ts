import type { Db } from "../../db/client";
import { inquiries, projects, subscribers } from "../../db/schema";
import { bulkInsert } from "./bulk";
import type { Random } from "./random";

/** The public site's volumes of the bench's scale scenario (README "Performance and reliability"): the same at every company size (they do not grow with staff). */
export const SITE_VOLUMES = { projects: 1_000, inquiries: 50_000, subscribers: 20_000 } as const;

const DAY = 86_400_000;
const AREAS = ["Wakad", "Baner", "Hinjewadi", "Kharadi", "Wagholi", "Ravet", "Undri", "Hadapsar", "Moshi", "Aundh"];
const TYPES = ["Residential", "Commercial", "Retail", "Industrial", "Mixed Use"];
const STATUSES = ["Planning", "In Progress", "On Hold", "Completed"];
const SUBJECTS = ["property", "general", "partnership", "careers", "other"];
const NAMES = [
  "Rahul Kulkarni",
  "Priya Joshi",
  "Amit Patil",
  "Neha Shinde",
  "Suresh Gokhale",
  "Kavita Mehta",
  "Vikas Jadhav",
  "Anjali Pawar",
];

/** Projects, inquiries (two in three replied) and newsletter subscribers (one in nine inactive), spread over two years before `now`. */
export async function generateSiteVolumes(
  db: Db,
  now: Date,
  random: Random,
  volumes: { projects: number; inquiries: number; subscribers: number } = SITE_VOLUMES,
): Promise<void> {
  const ago = (days: number) => new Date(now.getTime() - days * DAY - Math.floor(random() * DAY));
  await bulkInsert(
    db,
    projects,
    Array.from({ length: volumes.projects }, (_, i) => {
      const budget = (20 + Math.floor(random() * 200)) * 1_000_000;
      const progress = Math.floor(random() * 101);
      const area = AREAS[i % AREAS.length]!;
      const created = ago(730 - Math.floor((i * 730) / volumes.projects));
      return {
        projectName: `${area} Residency ${i + 1}`,
        projectType: TYPES[i % TYPES.length]!,
        location: `${area}, Pune`,
        client: `${area} Developers`,
        projectManager: NAMES[i % NAMES.length]!,
        startDate: created.toISOString().slice(0, 10),
        expectedCompletion: new Date(created.getTime() + 900 * DAY).toISOString().slice(0, 10),
        budget,
        actualCost: Math.round((budget * progress) / 100),
        status: STATUSES[i % STATUSES.length]!,
        priority: ["Low", "Medium", "High", "Critical"][i % 4]!,
        riskLevel: ["Low", "Medium", "High"][i % 3]!,
        description: `Sales and marketing mandate for a ${TYPES[i % TYPES.length]!.toLowerCase()} project in ${area}.`,
        scope: "Launch strategy, campaigns, channel partners and site sales.",
        deliverables: ["Go-to-market plan", "Launch campaign"],
        teamMembers: [NAMES[(i + 1) % NAMES.length]!, NAMES[(i + 2) % NAMES.length]!],
        progress,
        createdAt: created,
        updatedAt: created,
      };
    }),
  );
  await bulkInsert(
    db,
    inquiries,
    Array.from({ length: volumes.inquiries }, (_, i) => {
      const createdAt = ago(730 - Math.floor((i * 730) / volumes.inquiries));
      const name = NAMES[i % NAMES.length]!;
      const replied = i % 3 !== 0;
      return {
        name,
        email: `${name.toLowerCase().replace(" ", ".")}${i}@example.in`,
        phone: `98${String(22_000_000 + i).padStart(8, "0")}`,
        subject: SUBJECTS[i % SUBJECTS.length]!,
        message: `Hello, I would like to know more about your services for a project in ${AREAS[i % AREAS.length]}. Please call me.`,
        createdAt,
        status: replied ? ("replied" as const) : ("new" as const),
        repliedAt: replied ? new Date(createdAt.getTime() + DAY) : null,
      };
    }),
  );
  await bulkInsert(
    db,
    subscribers,
    Array.from({ length: volumes.subscribers }, (_, i) => ({
      email: `reader${i + 1}@example.in`,
      status: i % 9 === 4 ? ("inactive" as const) : ("active" as const),
      source: "Website",
      subscribedAt: ago(730 - Math.floor((i * 730) / volumes.subscribers)),
    })),
  );
}
