import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { PublicJob } from "@/shared/contract/jobs";
import { JOB_OPENINGS_DATA_ID } from "@/shared/contract/careers-page";
import type { Site } from "@/shared/site";
import type { Db } from "../../db/client";
import { listActiveJobs } from "./store";

/** The build's server entry (src/web/entry-server.tsx) as far as this page needs it. */
interface ServerEntry {
  render(path: string, data: { jobOpenings: PublicJob[] }): Promise<string>;
}

const EMPLOYMENT_TYPES: Record<string, string> = { "Full-time": "FULL_TIME", "Part-time": "PART_TIME", Contract: "CONTRACTOR", Internship: "INTERN" };

/** "<" escaped so embedded JSON can never close its script element. */
const safeJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

/** schema.org JobPosting for each opening (search engines list them as jobs). */
export function jobPostingJsonLd(jobs: PublicJob[], site: Site): string {
  const postings = jobs.map((job) => ({
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: job.title,
    description: [job.description, ...job.requirements].filter(Boolean).join(" ") || job.title,
    datePosted: job.postedOn,
    employmentType: EMPLOYMENT_TYPES[job.type] ?? job.type,
    experienceRequirements: job.experience,
    industry: "Real estate",
    hiringOrganization: { "@type": "Organization", name: site.name, sameAs: site.url },
    jobLocation: {
      "@type": "Place",
      address: { "@type": "PostalAddress", addressLocality: job.location, addressRegion: site.address.region, addressCountry: "IN" },
    },
  }));
  return `<script type="application/ld+json">${safeJson(postings)}</script>`;
}

/**
 * The careers page with the active openings in its HTML as served (docs/decisions/005-careers-from-the-database.md): rendered from the build's
 * template and server entry whenever the openings differ from the last rendering, so a posted or closed
 * opening shows at once, on every server instance, without a rebuild. Null when the build lacks them.
 */
export function careersPageRenderer(root: string, db: Db, site: Site, timeZone: string): () => Promise<string | null> {
  const templateFile = join(root, "careers", "template.html");
  const entryFile = join(root, "..", "ssr", "entry-server.js");
  let entry: Promise<ServerEntry> | undefined;
  let last: { key: string; html: string } | undefined;
  // One rendering at a time: the server entry hands the openings to the page through a module variable.
  let queue: Promise<unknown> = Promise.resolve();

  const renderCurrent = async () => {
    if (!existsSync(templateFile) || !existsSync(entryFile)) return null;
    const jobs = await listActiveJobs(db, timeZone);
    const key = JSON.stringify(jobs);
    if (last?.key === key) return last.html;
    entry ??= import(pathToFileURL(entryFile).href) as Promise<ServerEntry>;
    const body = await (await entry).render("/careers", { jobOpenings: jobs });
    const html = readFileSync(templateFile, "utf8")
      .replace("<!--app-html-->", body)
      .replace("</head>", `${jobs.length > 0 ? jobPostingJsonLd(jobs, site) : ""}</head>`)
      .replace("</body>", `<script type="application/json" id="${JOB_OPENINGS_DATA_ID}">${safeJson(jobs)}</script></body>`);
    last = { key, html };
    return html;
  };
  return () => {
    const next = queue.then(renderCurrent);
    queue = next.catch(() => undefined);
    return next;
  };
}
