import { useEffect, useState } from "react";
import type { PublicJob } from "@/shared/contract/jobs";
import { JOB_OPENINGS_DATA_ID, PUBLIC_JOBS_PATH } from "@/shared/contract/careers-page";
import { serverPageData } from "@/web/app/page-data";
import { builtInOpenings, type PublicOpening } from "@/web/content/careers";
import { formatDate } from "@/web/lib/format";

/** The server names the business day an opening was posted (BUSINESS_TIMEZONE), so the page shows that day on any clock. */
export function toPublicOpening(job: PublicJob): PublicOpening {
  return { ...job, posted: formatDate(job.postedOn) };
}

/** The openings the server embedded in the page it served, or null (built-time page, or reached by client navigation). */
function embeddedOpenings(): PublicJob[] | null {
  if (typeof document === "undefined") return null;
  const element = document.getElementById(JOB_OPENINGS_DATA_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as PublicJob[];
  } catch {
    return null;
  }
}

/**
 * The active openings from the database (docs/decisions/005-careers-from-the-database.md), the built-in four when there are none. The page as
 * served carries them (rendered and as JSON, so hydration matches); after client-side navigation they
 * are fetched.
 */
export function useJobOpenings(): PublicOpening[] {
  const [jobs, setJobs] = useState<PublicJob[] | null>(() => serverPageData().jobOpenings ?? embeddedOpenings());
  const known = jobs !== null;
  useEffect(() => {
    if (known) return;
    let current = true;
    fetch(PUBLIC_JOBS_PATH)
      .then((response) => (response.ok ? (response.json() as Promise<PublicJob[]>) : []))
      .then((list) => current && setJobs(list))
      .catch(() => current && setJobs([]));
    return () => {
      current = false;
    };
  }, [known]);
  return jobs && jobs.length > 0 ? jobs.map(toPublicOpening) : builtInOpenings;
}
