import { useEffect, useState } from "react";
import type { Job } from "@/shared/contract/jobs";
import { JOB_OPENINGS_DATA_ID, PUBLIC_JOBS_PATH } from "@/shared/contract/careers-page";
import { serverPageData } from "@/web/app/page-data";
import { builtInOpenings, type PublicOpening } from "@/web/content/careers";

const postedDate = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: "Asia/Kolkata" });

export function toPublicOpening(job: Job): PublicOpening {
  return { ...job, posted: postedDate.format(new Date(job.postedAt)) };
}

/** The openings the server embedded in the page it served, or null (built-time page, or reached by client navigation). */
function embeddedOpenings(): Job[] | null {
  if (typeof document === "undefined") return null;
  const element = document.getElementById(JOB_OPENINGS_DATA_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as Job[];
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
  const [jobs, setJobs] = useState<Job[] | null>(() => serverPageData().jobOpenings ?? embeddedOpenings());
  const known = jobs !== null;
  useEffect(() => {
    if (known) return;
    let current = true;
    fetch(PUBLIC_JOBS_PATH)
      .then((response) => (response.ok ? (response.json() as Promise<Job[]>) : []))
      .then((list) => current && setJobs(list))
      .catch(() => current && setJobs([]));
    return () => {
      current = false;
    };
  }, [known]);
  return jobs && jobs.length > 0 ? jobs.map(toPublicOpening) : builtInOpenings;
}
