import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { PublicJob } from "@/shared/contract/jobs";
import { JOB_OPENINGS_DATA_ID } from "@/shared/contract/careers-page";
import type { Site } from "@/shared/site";
import type { Db } from "../../db/client";
import { dataVersionOf } from "../../db/data-version";
import type { DynamicPage } from "../../http/static-site";
import { listActiveJobs } from "./store";

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** The build's server entry (src/web/entry-server.tsx) as far as this page needs it. */
interface ServerEntry {
  render(path: string, data: { jobOpenings: PublicJob[] }): Promise<string>;
}

const EMPLOYMENT_TYPES: Record<string, string> = {
  "Full-time": "FULL_TIME",
  "Part-time": "PART_TIME",
  Contract: "CONTRACTOR",
  Internship: "INTERN",
};

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

/** The page in the encodings browsers take, compressed once per rendering (like the build's .br and .gz copies). */
async function compressed(html: string): Promise<DynamicPage> {
  const bytes = Buffer.from(html);
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    }),
    gzipped(bytes, { level: 9 }),
  ]);
  return { html, br, gzip: gz };
}

/**
 * The careers page with the active openings in its HTML as served (docs/decisions/005-careers-from-the-database.md):
 * rendered from the build's template and server entry whenever the openings differ from the last rendering, so a
 * posted or closed opening shows at once, on every server instance, without a rebuild. Null when the build lacks
 * them. While the database has not changed since the last reading (db/data-version.ts: on PostgreSQL any instance's
 * write counts) the kept page is served without a query, already compressed: a public page under load costs what
 * a prerendered one does, not a query and a compression each.
 */
export function careersPageRenderer(root: string, db: Db, site: Site, timeZone: string): () => Promise<DynamicPage | null> {
  const templateFile = join(root, "careers", "template.html");
  const entryFile = join(root, "..", "ssr", "entry-server.js");
  const version = dataVersionOf(db);
  let entry: Promise<ServerEntry> | undefined;
  let last: { token: string | number | undefined; key: string; page: DynamicPage } | undefined;
  // One rendering at a time: the server entry hands the openings to the page through a module variable.
  let queue: Promise<unknown> = Promise.resolve();

  const renderCurrent = async (token: string | number | undefined) => {
    if (!existsSync(templateFile) || !existsSync(entryFile)) return null;
    if (last && token !== undefined && last.token === token) return last.page;
    const jobs = await listActiveJobs(db, timeZone);
    const key = JSON.stringify(jobs);
    if (last?.key === key) {
      last = { ...last, token };
      return last.page;
    }
    entry ??= import(pathToFileURL(entryFile).href) as Promise<ServerEntry>;
    const body = await (await entry).render("/careers", { jobOpenings: jobs });
    const html = readFileSync(templateFile, "utf8")
      .replace("<!--app-html-->", body)
      .replace("</head>", `${jobs.length > 0 ? jobPostingJsonLd(jobs, site) : ""}</head>`)
      .replace("</body>", `<script type="application/json" id="${JOB_OPENINGS_DATA_ID}">${safeJson(jobs)}</script></body>`);
    last = { token, key, page: await compressed(html) };
    return last.page;
  };
  return async () => {
    // Taken before the openings are read, so a write that lands during the reading is seen by the next request.
    const token = await version?.token();
    if (last && token !== undefined && last.token === token) return last.page;
    const next = queue.then(() => renderCurrent(token));
    queue = next.catch(() => undefined);
    return next;
  };
}
