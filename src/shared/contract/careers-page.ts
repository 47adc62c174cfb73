/** What the careers page needs without the validation library (its own chunk, not every public page). */

/** Public: the active job openings. */
export const PUBLIC_JOBS_PATH = "/api/jobs";
/** The careers page as served carries its openings as JSON in an element with this id, for hydration. */
export const JOB_OPENINGS_DATA_ID = "job-openings-data";
